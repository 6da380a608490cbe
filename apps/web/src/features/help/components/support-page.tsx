import type { ReactNode } from 'react';
import { ChatIcon, ClockIcon, MailIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import { formatBrazilianPhone } from '@/lib/format/phone';
import { commissionPercentText, softCloseMinutes } from '../lib/example';
import { HelpPage } from './help-page';
import { InfoCard } from './info-card';

const sections = [
  { id: 'contato', title: 'Fale conosco' },
  { id: 'FAQ', title: 'Perguntas frequentes' },
] as const;

interface Question {
  question: string;
  answer: ReactNode;
}

const questions: Question[] = [
  {
    question: 'Quanto custa usar a Circula?',
    answer: (
      <p>
        Nada: cadastrar-se, habilitar-se e dar lances é grátis. Quem arremata paga o lance mais a comissão do
        leiloeiro ({commissionPercentText} do lance, nos leilões) e a taxa administrativa do evento. Veja um
        exemplo em <Link href="/como-funciona#total">Quanto você paga</Link>.
      </p>
    ),
  },
  {
    question: 'Por que preciso verificar minha conta?',
    answer: (
      <p>
        Os leilões exigem saber quem está comprando. Depois do cadastro, confirme seu telefone e envie seus
        dados, endereço e documentos; nossa equipe analisa e, aprovada a verificação, você pode se habilitar
        nos eventos.
      </p>
    ),
  },
  {
    question: 'Enviei meus documentos. Quanto tempo leva a análise?',
    answer: (
      <p>
        Enquanto analisamos, sua conta mostra “Cadastro em análise”. Avisamos por e-mail quando a análise
        terminar; se algum documento for recusado, você vê o motivo na sua conta e pode reenviá-lo.
      </p>
    ),
  },
  {
    question: 'O que é a habilitação?',
    answer: (
      <p>
        É o seu pedido para participar de um leilão: na página do evento você lê o edital e aceita suas
        condições. Ela precisa ser feita antes do prazo informado no evento e só está disponível para contas
        verificadas.
      </p>
    ),
  },
  {
    question: 'Como funciona o lance automático?',
    answer: (
      <p>
        Você informa o máximo que aceita pagar e o sistema cobre os outros lances por você, sempre com o menor
        valor necessário, até esse máximo. Ninguém vê o seu máximo.
      </p>
    ),
  },
  {
    question: 'Por que o horário de encerramento mudou?',
    answer: (
      <p>
        Um lance dado nos últimos {softCloseMinutes.window} minutos prorroga o encerramento do lote para{' '}
        {softCloseMinutes.extension} minutos depois dele, para que todos tenham a chance de responder. Os
        horários são sempre os de Brasília.
      </p>
    ),
  },
  {
    question: 'Posso desistir de um lance?',
    answer: (
      <p>
        Não: os lances são firmes, irrevogáveis e irretratáveis, salvo o que o edital ou a lei permitirem.
        Confira o total a pagar antes de confirmar.
      </p>
    ),
  },
  {
    question: 'Como pago o que arrematei?',
    answer: (
      <p>
        Em Minhas compras, na sua conta, cada compra mostra o valor detalhado, o prazo e as formas de
        pagamento do evento. Por PIX: leia o QR code ou use o código copia e cola, e o pagamento é confirmado
        automaticamente. Quando o evento pede depósito (como em leilões judiciais), deposite conforme o edital
        e envie o comprovante na mesma página; a equipe financeira confere e confirma. Pague dentro do prazo;
        depois dele a compra é cancelada, pode haver multa e a conta fica bloqueada até a multa ser paga. Com
        o pagamento confirmado, o recibo fica disponível para imprimir.
      </p>
    ),
  },
  {
    question: 'Como retiro o bem?',
    answer: (
      <p>
        Com o pagamento confirmado, compareça ao endereço informado no evento, no período de retirada, com um
        documento com foto. Veículos e imóveis seguem as etapas de transferência informadas no evento.
      </p>
    ),
  },
  {
    question: 'Posso visitar os bens antes de comprar?',
    answer: (
      <p>
        Sim, quando o evento oferecer visitação: as datas e o local estão na página do evento. Os bens são
        vendidos no estado em que se encontram.
      </p>
    ),
  },
  {
    question: 'Como quero vender meus bens pela Circula?',
    answer: (
      <p>
        Fale com a nossa equipe pelos canais acima: nós preparamos, catalogamos, avaliamos, divulgamos e
        conduzimos a venda.
      </p>
    ),
  },
];

const whatsappHref = `https://wa.me/${publicConfig.whatsappNumber}`;

/** /suporte: the support channels (#contato) and the frequently asked questions (#FAQ). */
export function SupportPage() {
  return (
    <HelpPage
      title="Suporte"
      intro={
        <p>
          Estamos aqui para ajudar com cadastro, verificação, lances, pagamentos e retirada. Antes de
          escrever, veja se a sua dúvida já está nas perguntas frequentes abaixo ou em{' '}
          <Link href="/como-funciona">Como funciona</Link>.
        </p>
      }
      sections={sections}
      tocLabel="Nesta página"
    >
      <section aria-labelledby="contato">
        <h2 id="contato">Fale conosco</h2>
        <ul className="!list-none !pl-0 space-y-3">
          <li className="flex items-center gap-2">
            <MailIcon className="size-5 shrink-0 text-brand-700" />
            <span>
              E-mail: <a href={`mailto:${publicConfig.contactEmail}`}>{publicConfig.contactEmail}</a>
            </span>
          </li>
          <li className="flex items-center gap-2">
            <ChatIcon className="size-5 shrink-0 text-brand-700" />
            <span>
              WhatsApp:{' '}
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
                {formatBrazilianPhone(publicConfig.whatsappNumber)}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </span>
          </li>
          <li className="flex items-center gap-2">
            <ClockIcon className="size-5 shrink-0 text-brand-700" />
            <span>Atendimento: 8h-17h em dias úteis</span>
          </li>
        </ul>
        <p>
          Para falar de um lote ou de uma compra, informe o número do lote ou o nome do evento e o e-mail da
          sua conta. Nunca pedimos sua senha nem códigos de verificação.
        </p>
      </section>

      <section aria-labelledby="FAQ">
        <h2 id="FAQ">Perguntas frequentes</h2>
        <div className="space-y-3">
          {questions.map((item) => (
            <InfoCard key={item.question} title={item.question}>
              {item.answer}
            </InfoCard>
          ))}
        </div>
      </section>
    </HelpPage>
  );
}
