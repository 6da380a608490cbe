import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import { legalVersions } from '../versions';
import { LegalPage, type LegalSection } from './legal-page';

const lgpdUrl = 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm';

export const privacySections: readonly LegalSection[] = [
  { id: 'resumo', title: 'Resumo' },
  { id: 'quem-somos', title: '1. Quem somos e a quem esta política se aplica' },
  { id: 'dados-coletados', title: '2. Quais dados pessoais coletamos?' },
  { id: 'finalidades', title: '3. Para quais finalidades são utilizados os dados pessoais?' },
  { id: 'compartilhamento', title: '4. Com quem compartilhamos os dados?' },
  { id: 'cookies', title: '5. Cookies e tecnologias semelhantes' },
  { id: 'retencao', title: '6. Por quanto tempo guardamos os dados?' },
  { id: 'seguranca', title: '7. Como protegemos os dados?' },
  { id: 'direitos', title: '8. Quais são os seus direitos?' },
  { id: 'menores', title: '9. Crianças e adolescentes' },
  { id: 'alteracoes-e-contato', title: '10. Alterações desta política e contato' },
  { id: 'glossario', title: 'Glossário' },
];

const summary = [
  ['Quem trata seus dados', 'A Circula, como controladora, ao operar a Plataforma.'],
  [
    'Quais dados',
    'Dados cadastrais, dados de comportamento na Plataforma, registros de acesso e dados de cookies.',
  ],
  [
    'Para quê',
    'Criar e identificar sua conta, prestar os serviços, marketing e análises, melhorar sua experiência, enviar a newsletter, cumprir a lei e exercer direitos em processos.',
  ],
  [
    'Com quem compartilhamos',
    'Leiloeiros, vendedores dos bens que você comprou, prestadores de serviço e autoridades, quando a lei exigir.',
  ],
  [
    'Seus direitos',
    'Acesso, correção, exclusão, portabilidade, revogação do consentimento e petição à ANPD.',
  ],
  ['Como falar com a gente', publicConfig.contactEmail],
] as const;

const purposes = [
  {
    purpose: 'Identificação e criação de conta',
    data: 'Nome completo, e-mail, telefone, CPF ou CNPJ, documento de identidade, data de nascimento, endereço, foto',
    basis: 'Execução de contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II)',
  },
  {
    purpose: 'Prestação dos serviços da Plataforma',
    data: 'Dados cadastrais, habilitações, lances, compras, pagamentos (inclusive comprovantes de depósito enviados) e retiradas',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    purpose: 'Marketing e análises',
    data: 'E-mail, cidade e estado, dados de comportamento e de cookies (identificadores pseudonimizados, como o hash do e-mail)',
    basis: 'Legítimo interesse (art. 7º, IX) ou consentimento (art. 7º, I), conforme o caso',
  },
  {
    purpose: 'Experiência do usuário',
    data: 'Dados de navegação, preferências, localização escolhida e registros de acesso',
    basis: 'Legítimo interesse (art. 7º, IX)',
  },
  {
    purpose: 'Newsletter',
    data: 'E-mail, estado e cidade informados no cadastro da newsletter',
    basis: 'Consentimento (art. 7º, I)',
  },
  {
    purpose: 'Cumprimento de obrigação legal ou regulatória',
    data: 'Dados cadastrais, registros de acesso (Marco Civil da Internet), dados fiscais e de pagamento',
    basis: 'Cumprimento de obrigação legal ou regulatória (art. 7º, II)',
  },
  {
    purpose: 'Exercício de direitos em processos judiciais e administrativos',
    data: 'Dados cadastrais, registros de lances, compras, pagamentos e comunicações',
    basis: 'Exercício regular de direitos (art. 7º, VI)',
  },
];

const cookies = [
  {
    name: 'Sessão (token de renovação)',
    purpose: 'Mantém você conectado com segurança; não pode ser lido por scripts.',
    kind: 'Essencial',
    duration: 'Até o fim da sessão de acesso (no máximo 30 dias)',
  },
  {
    name: 'Indicador de sessão',
    purpose: 'Avisa a página de que existe uma sessão a renovar, sem guardar o token.',
    kind: 'Essencial',
    duration: 'O mesmo da sessão',
  },
  {
    name: 'Primeiro acesso',
    purpose: 'Lembra que você já viu o aviso de boas-vindas para não mostrá-lo de novo.',
    kind: 'Funcional',
    duration: '365 dias',
  },
  {
    name: 'Aviso de cookies',
    purpose: 'Lembra que você já viu este aviso, exibido só na primeira visita.',
    kind: 'Funcional',
    duration: '365 dias',
  },
  {
    name: 'Métricas de uso',
    purpose: 'Medem visitas e desempenho das páginas de forma agregada para melhorarmos a Plataforma.',
    kind: 'Análise',
    duration: 'Até 2 anos',
  },
];

const glossary = [
  ['Dado pessoal', 'Informação relacionada a uma pessoa natural identificada ou identificável.'],
  [
    'Dado pessoal sensível',
    'Dado sobre origem racial ou étnica, convicção religiosa, opinião política, saúde, vida sexual, dado genético ou biométrico. A Circula não pede dados sensíveis.',
  ],
  ['Titular', 'A pessoa natural a quem os dados pessoais se referem — você.'],
  ['Controlador', 'Quem toma as decisões sobre o tratamento dos dados pessoais — a Circula.'],
  ['Operador', 'Quem trata dados pessoais em nome do controlador, como nossos prestadores de serviço.'],
  ['Encarregado', 'Pessoa indicada pelo controlador como canal de comunicação com os titulares e a ANPD.'],
  [
    'Tratamento',
    'Toda operação com dados pessoais: coleta, uso, acesso, armazenamento, compartilhamento, eliminação, entre outras.',
  ],
  [
    'Cookies',
    'Pequenos arquivos gravados no seu navegador que permitem reconhecê-lo e lembrar suas preferências.',
  ],
  ['ANPD', 'Autoridade Nacional de Proteção de Dados, órgão que fiscaliza a aplicação da LGPD.'],
  ['LGPD', 'Lei Geral de Proteção de Dados Pessoais, Lei nº 13.709/2018.'],
] as const;

function Heading({ id }: { id: string }) {
  const section = privacySections.find((item) => item.id === id);
  return section ? <h2 id={section.id}>{section.title}</h2> : null;
}

export function PrivacyContent() {
  const email = publicConfig.contactEmail;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <LegalPage
      id="privacy"
      title="Política de privacidade e proteção de dados pessoais"
      updatedAt={legalVersions.privacy}
      tocLabel="Seções desta política"
      sections={privacySections}
      intro={
        <>
          <p className="mt-0">
            A sua privacidade é importante para a Circula. Esta política explica, de forma simples, quais
            dados pessoais tratamos quando você usa a nossa plataforma de leilões e vendas diretas
            (“Plataforma”), por que fazemos isso, com quem os compartilhamos e como você pode exercer seus
            direitos, nos termos da{' '}
            <a href={lgpdUrl} target="_blank" rel="noopener noreferrer">
              Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018)
            </a>
            .
          </p>
          <p className="mb-0">
            Ela complementa os nossos <Link href="/termos">Termos de uso</Link>. Os termos em destaque estão
            explicados no <a href="#glossario">glossário</a> ao final.
          </p>
        </>
      }
    >
      <Heading id="resumo" />
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Resumo da política de privacidade</caption>
          <tbody>
            {summary.map(([topic, answer]) => (
              <tr key={topic}>
                <th scope="row" className="w-1/3">
                  {topic}
                </th>
                <td>{answer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading id="quem-somos" />
      <p>
        1.1. A Circula é a controladora dos dados pessoais tratados na Plataforma. Esta política se aplica a
        visitantes, pessoas que assinam a newsletter, compradores (pessoas físicas e jurídicas), vendedores e
        indicados do Programa Indique e Ganhe.
      </p>
      <p>
        1.2. Nos leilões, o Leiloeiro oficial também trata dados dos participantes para cumprir seus deveres
        legais, como controlador independente, nos termos do Edital.
      </p>

      <Heading id="dados-coletados" />
      <p>2.1. Tratamos as seguintes categorias de dados pessoais:</p>
      <ul>
        <li>
          <strong>Dados cadastrais:</strong> nome completo, CPF ou CNPJ, documento de identidade, telefone,
          data de nascimento, endereço, e-mail e foto.
        </li>
        <li>
          <strong>Dados de comportamento:</strong> eventos e lotes visitados, buscas, favoritos, habilitações,
          lances e compras.
        </li>
        <li>
          <strong>Registros de acesso:</strong> endereço IP, data e hora de acesso, navegador e dispositivo,
          que a lei (Marco Civil da Internet) nos obriga a guardar.
        </li>
        <li>
          <strong>Dados de cookies:</strong> identificadores gravados no seu navegador, descritos na seção 5.
        </li>
      </ul>
      <p>
        2.2. Coletamos esses dados quando você os informa (cadastro, newsletter, envio de documentos), quando
        usa a Plataforma (automaticamente) e, para verificar identidade e prevenir fraudes, em bases públicas
        ou de parceiros, nos limites da lei.
      </p>

      <Heading id="finalidades" />
      <p>
        3.1. Usamos os dados pessoais somente para as finalidades abaixo, cada uma com sua base legal na LGPD:
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Finalidades do tratamento de dados pessoais</caption>
          <thead>
            <tr>
              <th scope="col">Finalidade</th>
              <th scope="col">Dados utilizados</th>
              <th scope="col">Base legal</th>
            </tr>
          </thead>
          <tbody>
            {purposes.map((row) => (
              <tr key={row.purpose}>
                <th scope="row">{row.purpose}</th>
                <td>{row.data}</td>
                <td>{row.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        3.2. Para medir campanhas, enviamos a ferramentas de análise identificadores pseudonimizados: o seu
        identificador de usuário e o resumo criptográfico (hash SHA-256) do seu e-mail e do seu telefone —
        nunca o e-mail ou o telefone em si.
      </p>

      <Heading id="compartilhamento" />
      <p>4.1. Compartilhamos dados pessoais apenas quando necessário, com:</p>
      <ul>
        <li>o Leiloeiro oficial do Evento de que você participa;</li>
        <li>o vendedor dos bens que você comprou, para a retirada ou a transferência;</li>
        <li>
          prestadores de serviço que atuam em nosso nome (hospedagem, envio de e-mails e SMS, pagamentos,
          métricas e monitoramento de desempenho), sob contrato e com dever de confidencialidade;
        </li>
        <li>autoridades públicas e o Poder Judiciário, quando a lei ou uma ordem exigir.</li>
      </ul>
      <p>4.2. A Circula não vende dados pessoais.</p>

      <Heading id="cookies" />
      <p>
        5.1. Usamos cookies essenciais, funcionais e de análise. Na primeira visita, mostramos um aviso sobre
        cookies; depois disso ele não aparece de novo. Você pode apagar ou bloquear cookies nas configurações
        do seu navegador, mas os essenciais são necessários para entrar na sua conta e dar lances.
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Cookies usados pela Plataforma</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Para que serve</th>
              <th scope="col">Tipo</th>
              <th scope="col">Duração</th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">{cookie.name}</th>
                <td>{cookie.purpose}</td>
                <td>{cookie.kind}</td>
                <td>{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading id="retencao" />
      <p>
        6.1. Guardamos os dados pelo tempo necessário às finalidades da seção 3. Depois, eles são eliminados
        ou anonimizados, exceto quando a lei exigir ou permitir guardá-los — por exemplo, registros de acesso
        por 6 meses (Marco Civil da Internet), documentos fiscais e de pagamento pelos prazos legais e dados
        necessários à defesa em processos até o fim dos prazos de prescrição.
      </p>

      <Heading id="seguranca" />
      <p>
        7.1. Adotamos medidas técnicas e administrativas para proteger os dados: conexões criptografadas,
        senhas guardadas com algoritmos de hash, documentos armazenados de forma privada e acessíveis só por
        links temporários, controle de acesso por função e registro das ações da equipe.
      </p>
      <p>
        7.2. Nenhum sistema é totalmente invulnerável. Se ocorrer um incidente de segurança que possa causar
        risco ou dano relevante, avisaremos você e a ANPD, como manda a lei.
      </p>

      <Heading id="direitos" />
      <p>8.1. Você tem direito a:</p>
      <ul>
        <li>confirmar que tratamos seus dados e acessá-los;</li>
        <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
        <li>
          pedir a exclusão, anonimização ou bloqueio de dados desnecessários ou tratados em desconformidade
          com a lei;
        </li>
        <li>pedir a portabilidade dos seus dados a outro fornecedor;</li>
        <li>revogar o consentimento dado, quando essa for a base legal;</li>
        <li>peticionar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
      </ul>
      <p>
        8.2. Para exercer seus direitos, escreva para {mail}. Podemos pedir informações para confirmar sua
        identidade antes de atender ao pedido.
      </p>
      <p>
        8.3. Você pode cancelar o recebimento de e-mails de marketing e da newsletter a qualquer momento,
        seguindo as instruções no fim de cada e-mail.
      </p>

      <Heading id="menores" />
      <p>
        9.1. A Plataforma não é destinada a menores de 18 anos, e não coletamos intencionalmente dados de
        crianças ou adolescentes. Se soubermos que isso aconteceu, eliminaremos os dados.
      </p>

      <Heading id="alteracoes-e-contato" />
      <p>
        10.1. Podemos atualizar esta política para refletir mudanças na Plataforma ou na lei. A data da última
        atualização aparece no topo desta página, e avisaremos você sobre mudanças relevantes.
      </p>
      <p>
        10.2. Dúvidas, pedidos ou reclamações sobre privacidade podem ser enviados ao nosso encarregado pelo
        e-mail {mail}.
      </p>

      <Heading id="glossario" />
      <dl>
        {glossary.map(([term, meaning]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </LegalPage>
  );
}
