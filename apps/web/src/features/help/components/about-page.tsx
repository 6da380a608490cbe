import { officialAuctioneers } from '@circula/domain';
import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import { opportunityAreas, opportunityHref } from '@/features/opportunities';
import { HelpPage, HelpSection } from './help-page';

const sections = [
  { id: 'quem-somos', title: 'Quem somos' },
  { id: 'de-onde-vem', title: 'De onde vêm os bens' },
  { id: 'como-vendemos', title: 'Como vendemos' },
  { id: 'compromissos', title: 'Nossos compromissos' },
  { id: 'fale-conosco', title: 'Fale conosco' },
] as const;

/** /sobre-nos: who Circula is, where the goods come from, how sales are run and what buyers can count on. */
export function AboutPage() {
  return (
    <HelpPage
      title="Sobre a Circula"
      intro={
        <p>
          A Circula é um marketplace brasileiro de <strong>leilões</strong> e <strong>vendas diretas</strong>.
          Empresas, construtoras e o Judiciário vendem aqui o que deixou de ser usado; pessoas e empresas
          compram bens em bom estado por bem menos do que custam novos. O nosso lema é{' '}
          <strong>Bom pra todo mundo</strong>: bom pra quem vende, bom pra quem compra e bom para o planeta.
        </p>
      }
      sections={sections}
      tocLabel="Nesta página"
    >
      <HelpSection sections={sections} id="quem-somos">
        <p>
          Acreditamos na economia circular: um bem que ainda funciona não deveria virar entulho nem ficar
          parado num depósito. Cada carro, geladeira, mesa de escritório ou forno industrial que troca de dono
          aqui é menos desperdício, menos produção nova e mais dinheiro de volta para quem vendeu.
        </p>
        <p>
          Cuidamos de toda a venda: recebemos os bens, fazemos o inventário e as fotos, avaliamos, anunciamos,
          conduzimos o evento e acompanhamos o pagamento e a retirada.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="de-onde-vem">
        <p>
          Os bens vêm de empresas que renovam frotas, fecham escritórios, desmontam apartamentos decorados ou
          precisam girar estoque, e de processos judiciais. Você encontra os eventos por área de oportunidade:
        </p>
        <ul>
          {opportunityAreas.map((area) => (
            <li key={area.slug}>
              <Link href={opportunityHref(area.slug)}>{area.title}</Link>
            </li>
          ))}
        </ul>
        <p>
          Ou navegue por <Link href="/categorias">todas as categorias</Link>, de veículos e imóveis a
          eletrônicos, móveis e equipamentos de restaurante.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="como-vendemos">
        <p>
          Os leilões são conduzidos por leiloeiros oficiais, matriculados na Junta Comercial, que respondem
          pelo edital de cada leilão:
        </p>
        <ul>
          {officialAuctioneers.map((auctioneer) => (
            <li key={auctioneer.registration}>
              {auctioneer.name} ({auctioneer.registration})
            </li>
          ))}
        </ul>
        <p>
          Nas vendas diretas o preço está na página do lote e não há disputa. Como tudo funciona, do cadastro
          à retirada, está explicado em <Link href="/como-funciona">Como funciona</Link>.
        </p>
      </HelpSection>

      <HelpSection sections={sections} id="compromissos">
        <ul>
          <li>
            <strong>Preço claro.</strong> Cada lote mostra o total a pagar: o valor, a comissão do leiloeiro e
            a taxa administrativa, antes de você dar o lance.
          </li>
          <li>
            <strong>Regras à vista.</strong> Cada evento traz o edital, as condições de visitação e de
            retirada e os horários, sempre no horário de Brasília.
          </li>
          <li>
            <strong>Compradores verificados.</strong> Só dá lances quem tem cadastro aprovado pela nossa
            equipe, com documentos analisados e telefone confirmado.
          </li>
          <li>
            <strong>Grátis para participar.</strong> Cadastrar-se, habilitar-se e dar lances não custa nada:
            quem arremata paga o lance e as taxas do evento.
          </li>
        </ul>
      </HelpSection>

      <HelpSection sections={sections} id="fale-conosco">
        <p>
          Escreva para <a href={`mailto:${publicConfig.contactEmail}`}>{publicConfig.contactEmail}</a> ou veja
          as perguntas frequentes e os outros canais em <Link href="/suporte">Atendimento</Link>. Atendemos
          das 8h às 17h em dias úteis.
        </p>
      </HelpSection>
    </HelpPage>
  );
}
