import { formatBRL } from '@circula/domain';
import Link from '@/components/navigation/link';
import { commissionPercentText, exampleIncrementCents, exampleTotal, softCloseMinutes } from '../lib/example';
import { HelpPage, HelpSection } from './help-page';
import { CoinIcon, InfoCard } from './info-card';

const sections = [
  { id: 'cadastro', title: 'Cadastro e verificação' },
  { id: 'habilitacao', title: 'Habilitação no evento' },
  { id: 'lances', title: 'Lances e lance automático' },
  { id: 'prorrogacao', title: 'Prorrogação do encerramento' },
  { id: 'venda-direta', title: 'Venda direta' },
  { id: 'total', title: 'Quanto você paga' },
  { id: 'pagamento', title: 'Pagamento por PIX ou depósito' },
  { id: 'retirada', title: 'Retirada ou transferência' },
] as const;

/** /como-funciona: how buying at Circula works, from sign-up to pick-up (spec §1, §2, decisions). */
export function HowItWorksPage() {
  const example = exampleTotal();
  return (
    <HelpPage
      title="Como funciona"
      intro={
        <p>
          Na Circula você compra bens de empresas e pessoas em <strong>leilões</strong> conduzidos por
          leiloeiros oficiais e em <strong>vendas diretas</strong>. Cadastrar-se e dar lances é grátis: quem
          arremata paga o valor do lance mais as taxas informadas na página de cada evento.
        </p>
      }
      sections={sections}
      tocLabel="Nesta página"
    >
      <HelpSection sections={sections} id="cadastro">
        <p>
          Crie sua conta com e-mail (confirmado por um código) ou com sua conta Google. Para participar dos
          eventos você precisa ter 18 anos ou mais e plena capacidade civil; empresas participam por um
          representante com poderes para isso e cadastro regular.
        </p>
        <ol>
          <li>Confirme seu telefone celular com o código que enviamos para ele.</li>
          <li>Envie seus dados cadastrais e seu endereço.</li>
          <li>
            Envie os documentos: documento de identidade (frente e verso) para pessoa física, ou contrato
            social para pessoa jurídica.
          </li>
        </ol>
        <p>
          Enquanto analisamos, sua conta mostra <strong>Cadastro em análise</strong>. Aprovados os documentos,
          sua conta fica <strong>verificada</strong> e você pode se habilitar nos eventos. Se algum documento
          for recusado, você vê o motivo e pode reenviá-lo.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="habilitacao">
        <p>
          Cada leilão tem um <strong>edital</strong>, escrito pelo leiloeiro, com as condições de venda,
          visitação, pagamento e retirada. Para dar lances em um leilão, abra a página do evento, leia o
          edital e clique em <strong>Habilitar-se</strong>, aceitando as condições.
        </p>
        <ul>
          <li>Só contas verificadas e não bloqueadas podem se habilitar.</li>
          <li>
            A habilitação tem prazo: ela precisa ser feita antes do limite informado no evento, conforme o
            edital.
          </li>
          <li>Alguns eventos aceitam só pessoas físicas ou só pessoas jurídicas.</li>
        </ul>
      </HelpSection>

      <HelpSection sections={sections} id="lances">
        <p>
          Na página do lote você vê o lance atual, o próximo lance mínimo e o histórico em tempo real. O
          próximo lance mínimo é o lance inicial, se ainda não houver lances, ou o último lance mais o
          incremento do lote — por exemplo, com o lance atual em {formatBRL(200_000)}, o incremento padrão é
          de {formatBRL(exampleIncrementCents)}.
        </p>
        <p>
          Os lances são <strong>firmes, irrevogáveis e irretratáveis</strong>, salvo o que o edital ou a lei
          permitirem. Se outra pessoa der um lance antes do seu, avisamos e mostramos o novo valor para você
          decidir de novo. No histórico, os participantes aparecem só pelo nome de usuário.
        </p>
        <h3>Lance automático</h3>
        <p>
          Com o <strong>lance automático</strong> você informa o valor máximo que aceita pagar. Sempre que
          alguém cobrir seu lance, o sistema dá por você o lance mínimo necessário, até esse máximo. Seu
          máximo nunca é mostrado a ninguém. Se dois lances automáticos disputarem o mesmo lote, vence o de
          maior máximo; com máximos iguais, vence o que foi registrado primeiro.
        </p>
        <p>
          Lances a partir de {formatBRL(10_000_000)} pedem a assinatura de um termo de lances altos antes de
          serem aceitos.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="prorrogacao">
        <p>
          Para que ninguém seja surpreendido no último segundo, um lance válido dado nos últimos{' '}
          {softCloseMinutes.window} minutos antes do encerramento de um lote prorroga esse encerramento para{' '}
          {softCloseMinutes.extension} minutos depois do lance. Isso se repete enquanto houver disputa; o
          horário atualizado aparece na página do lote.
        </p>
        <p>
          Os lotes de um mesmo leilão encerram em sequência, um depois do outro, e todos os horários são
          mostrados no horário de Brasília.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="venda-direta">
        <p>
          Nas vendas diretas não há disputa: o preço está na página do lote e você pode comprar na hora ou,
          quando o evento permitir, fazer uma oferta abaixo do preço pedido. O vendedor pode aceitar, recusar
          ou fazer uma contraproposta.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="total">
        <p>Quem arremata um lote em leilão paga:</p>
        <ul>
          <li>o valor do lance vencedor;</li>
          <li>
            a <strong>comissão do leiloeiro</strong>, de {commissionPercentText} sobre o valor do lance;
          </li>
          <li>
            a <strong>taxa administrativa</strong>, conforme a tabela de faixas de preço ou o percentual
            informado na página do evento;
          </li>
          <li>menos os créditos que você tiver na Circula, quando puderem ser usados.</li>
        </ul>
        <div className="overflow-x-auto">
          <table>
            <caption className="mb-2 text-left font-semibold">
              Exemplo: lote arrematado por {formatBRL(example.priceCents)} em um evento cuja taxa
              administrativa para essa faixa é de {formatBRL(example.administrativeFeeCents)}
            </caption>
            <tbody>
              <tr>
                <th scope="row">Lance vencedor</th>
                <td>{formatBRL(example.priceCents)}</td>
              </tr>
              <tr>
                <th scope="row">Comissão do leiloeiro ({commissionPercentText})</th>
                <td>{formatBRL(example.commissionCents)}</td>
              </tr>
              <tr>
                <th scope="row">Taxa administrativa</th>
                <td>{formatBRL(example.administrativeFeeCents)}</td>
              </tr>
              <tr>
                <th scope="row">Total a pagar</th>
                <td>
                  <strong>{formatBRL(example.totalCents)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <div className="not-prose my-4 space-y-3">
          <InfoCard title="O que é a comissão do leiloeiro?" icon={<CoinIcon />}>
            <p>
              É a remuneração do leiloeiro oficial que conduz o leilão: {commissionPercentText} sobre o valor
              do lance vencedor, conforme o edital, paga por quem arremata. Não existe nas vendas diretas.
            </p>
          </InfoCard>
          <InfoCard title="O que é a taxa administrativa?" icon={<CoinIcon />}>
            <p>
              É o valor cobrado de quem compra em cada lote. A seção “Taxas” da página de cada evento mostra
              como ela é calculada: um valor fixo por faixa de preço do lote ou um percentual do preço. Nas
              vendas diretas com total abaixo de {formatBRL(4100)}, ela é de 15% do preço.
            </p>
          </InfoCard>
        </div>
        <p>
          Nas vendas diretas não há comissão de leiloeiro; a taxa administrativa segue a tabela do evento.
          Antes de dar um lance, a página do lote mostra o total que você pagaria por aquele valor.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="pagamento">
        <p>
          Ao arrematar, você recebe um e-mail e vê a cobrança em <strong>Minhas compras</strong>, na sua
          conta, com o valor detalhado e o prazo de pagamento — em geral 2 dias úteis, conforme o edital.
          Pagando por <strong>PIX</strong> (QR code ou código copia e cola), o pagamento é confirmado
          automaticamente assim que o PIX cai.
        </p>
        <p>
          Quando o evento pede <strong>depósito</strong> (como em leilões judiciais), deposite conforme o
          edital e envie o comprovante (PDF, JPEG ou PNG) na página da compra; a equipe financeira confere e
          confirma, ou explica o motivo da recusa para você enviar outro. Com o pagamento confirmado, o recibo
          fica disponível para imprimir.
        </p>
        <p>
          Se o pagamento não for feito no prazo, a compra é cancelada, pode ser cobrada a multa prevista no
          edital e a conta fica bloqueada até que ela seja paga; com a multa paga, o bloqueio sai sozinho.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="retirada">
        <p>
          Com o pagamento confirmado, você faz a <strong>retirada</strong> do bem no período informado pelo
          evento, no endereço indicado, ou acompanha as etapas de <strong>transferência</strong> (por exemplo,
          de veículos e imóveis). Leve um documento com foto; a retirada, o transporte e a desmontagem ficam
          por conta de quem comprou, salvo o que o edital disser.
        </p>
        <p>
          Visite os bens antes de dar lances quando o evento oferecer visitação: os bens são vendidos no
          estado em que se encontram.
        </p>
      </HelpSection>

      <p>
        Ainda tem dúvidas? Veja as <Link href="/suporte#FAQ">perguntas frequentes</Link> ou{' '}
        <Link href="/suporte#contato">fale conosco</Link>. As regras completas estão nos{' '}
        <Link href="/termos">Termos de uso</Link> e no edital de cada evento.
      </p>
    </HelpPage>
  );
}
