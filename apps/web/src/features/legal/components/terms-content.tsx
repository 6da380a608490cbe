import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import { legalVersions } from '../versions';
import { LegalPage, type LegalSection } from './legal-page';

export const termsSections: readonly LegalSection[] = [
  { id: 'acesso-a-plataforma', title: '1. Acesso à plataforma' },
  { id: 'protecao-de-dados', title: '2. Proteção de dados' },
  { id: 'vigencia-e-encerramento', title: '3. Vigência e encerramento' },
  { id: 'participacao-em-eventos', title: '4. Participação em eventos' },
  { id: 'disposicoes-gerais', title: '5. Disposições gerais' },
  { id: 'propriedade-intelectual', title: '6. Propriedade intelectual' },
  { id: 'direitos-da-circula', title: '7. Direitos da Circula' },
  { id: 'responsabilidade', title: '8. Responsabilidade' },
  { id: 'indique-ganhe', title: '9. Programa Indique e Ganhe' },
  { id: 'alteracoes', title: '10. Alterações destes termos' },
  { id: 'pagamentos', title: '11. Pagamentos' },
  { id: 'sobre-a-plataforma', title: '12. Sobre a plataforma' },
  { id: 'requisitos-tecnicos', title: '13. Requisitos técnicos' },
  { id: 'deveres-do-usuario', title: '14. Deveres do usuário' },
];

function Heading({ index }: { index: number }) {
  const section = termsSections[index];
  if (!section) return null;
  return <h2 id={section.id}>{section.title}</h2>;
}

export function TermsContent() {
  const email = publicConfig.contactEmail;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <LegalPage
      id="terms"
      title="Termos e condições gerais de uso da plataforma Circula"
      updatedAt={legalVersions.terms}
      tocLabel="Cláusulas destes termos"
      sections={termsSections}
      intro={
        <>
          <p className="mt-0">
            Estes Termos e Condições Gerais de Uso (“Termos”) regulam o acesso e o uso da plataforma Circula —
            o site, os aplicativos e os serviços relacionados (“Plataforma”) — por qualquer pessoa que a
            visite, se cadastre ou participe dos seus eventos (“Usuário”). A Plataforma é operada pela Circula
            (“Circula”, “nós”), que intermedeia a venda de bens por meio de leilões, vendas diretas e tomadas
            de preço.
          </p>
          <p>
            Ao usar a Plataforma você declara que leu, entendeu e aceita estes Termos e a nossa{' '}
            <Link href="/privacidade">Política de privacidade</Link>. Se não concordar com eles, não use a
            Plataforma.
          </p>
          <h3>Definições</h3>
          <ul>
            <li>
              <strong>Evento:</strong> leilão, venda direta ou tomada de preço publicado na Plataforma, com
              sua própria página e suas condições.
            </li>
            <li>
              <strong>Edital:</strong> documento de condições de venda de um leilão, elaborado pelo Leiloeiro.
            </li>
            <li>
              <strong>Leiloeiro:</strong> leiloeiro oficial matriculado na Junta Comercial, responsável pelo
              Edital e pelos deveres legais do leilão.
            </li>
            <li>
              <strong>Lote:</strong> bem ou conjunto de bens vendido como uma unidade num Evento.
            </li>
            <li>
              <strong>Lance:</strong> oferta de valor feita por um Usuário habilitado para um Lote.
            </li>
            <li>
              <strong>Compra ou Arremate:</strong> aquisição de um Lote pelo maior Lance válido ou pela compra
              direta.
            </li>
            <li>
              <strong>Taxas:</strong> comissão do Leiloeiro e despesas administrativas devidas pelo comprador,
              além do valor do Lance, conforme a página do Evento e o Edital.
            </li>
            <li>
              <strong>
                Indicador, Indicado, Link de indicação, Bônus, Evento Qualificado e Indicação Qualificada:
              </strong>{' '}
              termos do Programa Indique e Ganhe, definidos na cláusula 9.
            </li>
          </ul>
        </>
      }
    >
      <Heading index={0} />
      <p>
        1.1. A Plataforma pode ser usada por pessoas físicas maiores de 18 anos e plenamente capazes e por
        pessoas jurídicas com inscrição regular, representadas por quem tenha poderes para isso.
      </p>
      <p>
        1.2. Qualquer visitante pode navegar pelos Eventos. Com apenas um e-mail, é possível favoritar
        anúncios e assinar a newsletter. Para dar Lances ou comprar, é preciso concluir o cadastro, verificar
        o telefone e enviar os documentos solicitados.
      </p>
      <p>
        1.3. O cadastro pode ser feito com uma conta Google ou com um e-mail válido, confirmado por um código
        enviado a ele; a senha é opcional. No cadastro, a pessoa física declara ter 18 anos ou mais, plena
        capacidade civil e aceitar estes Termos e a Política de privacidade; o representante de pessoa
        jurídica declara ter poderes de representação, que a empresa tem registro regular e que aceita estes
        Termos e a Política de privacidade.
      </p>
      <p>
        1.4. A data de nascimento e os documentos são usados para aprovar a participação. Após o cadastro
        completo, a Circula pode, a seu critério, verificar a conta e liberá-la para participar de Eventos.
      </p>
      <p>
        1.5. O acesso é pessoal e intransferível. Você é responsável por manter em sigilo seus meios de acesso
        e por tudo o que for feito com eles. Avise-nos imediatamente em {mail} se suspeitar de uso indevido.
      </p>

      <Heading index={1} />
      <p>
        2.1. O tratamento de dados pessoais na Plataforma segue a Lei Geral de Proteção de Dados Pessoais (
        <a
          href="https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm"
          target="_blank"
          rel="noopener noreferrer"
        >
          Lei nº 13.709/2018
        </a>
        ) e está descrito na nossa <Link href="/privacidade">Política de privacidade</Link>, que faz parte
        destes Termos.
      </p>
      <p>
        2.2. Para cumprir obrigações legais, prevenir fraudes e verificar identidades, podemos pedir
        informações e documentos complementares e consultar bases públicas e privadas, sempre nos limites da
        lei.
      </p>

      <Heading index={2} />
      <p>3.1. Estes Termos vigoram por prazo indeterminado, enquanto você usar a Plataforma.</p>
      <p>
        3.2. Você pode pedir o encerramento da sua conta a qualquer momento pelo e-mail {mail}. A Circula
        encerra a conta em até 15 (quinze) dias do pedido, mantidas as obrigações já assumidas (como
        pagamentos de Compras) e os dados que a lei nos obriga a guardar.
      </p>
      <p>
        3.3. A Circula pode suspender, bloquear ou excluir definitivamente contas, sem aviso prévio, em caso
        de violação destes Termos, do Edital ou da lei, de suspeita de fraude ou de inadimplência, sem
        prejuízo das medidas legais cabíveis.
      </p>

      <Heading index={3} />
      <p>4.1. Cada Evento tem uma página que informa, no mínimo:</p>
      <ol>
        <li>a descrição de cada item ou Lote;</li>
        <li>as condições de visitação e de retirada;</li>
        <li>o valor estimado de cada item;</li>
        <li>a data e o horário previstos, no horário de Brasília;</li>
        <li>as Taxas aplicáveis.</li>
      </ol>
      <p>
        4.2. Os leilões são regidos pelo Edital do Leiloeiro, que prevalece sobre estes Termos no que for
        específico do leilão. Leia o Edital e a página do Evento antes de se habilitar.
      </p>
      <p>
        4.3. Para dar Lances, o Usuário verificado deve se habilitar na página do Evento dentro da
        antecedência mínima prevista no Edital. Usuários habilitados podem dar Lances antes do encerramento
        indicado e durante o Evento.
      </p>
      <p>
        4.4. Os Lances são firmes, irrevogáveis e irretratáveis, salvo o que o Edital ou a lei permitirem.
        Quem vence paga o valor do maior Lance acrescido das Taxas.
      </p>
      <p>
        4.5. Os bens são vendidos no estado em que se encontram. Recomendamos a visitação sempre que ela for
        oferecida. A Circula pode alterar ou retirar Lotes e listas de Lotes antes ou durante um Evento.
      </p>

      <Heading index={4} />
      <p>
        5.1. Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da
        Comarca de São Paulo, Estado de São Paulo, para resolver qualquer controvérsia, salvo quando a lei
        garantir ao consumidor o foro do seu domicílio.
      </p>
      <p>
        5.2. Se qualquer disposição destes Termos for considerada inválida, as demais continuam válidas. A
        tolerância com o descumprimento de qualquer obrigação não significa renúncia ao direito de exigi-la.
      </p>
      <p>
        5.3. Comunicações sobre estes Termos devem ser enviadas para {mail}. Nós nos comunicamos com você pelo
        e-mail e pelo telefone cadastrados e por avisos na Plataforma.
      </p>

      <Heading index={5} />
      <p>
        6.1. A marca Circula, os logotipos, o software, o layout, os textos, as fotos e os demais conteúdos da
        Plataforma pertencem à Circula ou a seus licenciantes e são protegidos pela legislação de propriedade
        intelectual.
      </p>
      <p>
        6.2. O uso da Plataforma não transfere a você nenhum direito sobre eles. É proibido copiar,
        reproduzir, modificar ou distribuir esses conteúdos sem autorização por escrito.
      </p>

      <Heading index={6} />
      <p>7.1. Sem prejuízo de outros direitos previstos nestes Termos, a Circula pode, a seu critério:</p>
      <ol>
        <li>verificar, suspender, bloquear ou excluir contas;</li>
        <li>alterar ou retirar listas de Lotes e Eventos;</li>
        <li>cancelar créditos concedidos na Plataforma;</li>
        <li>reter ou estornar Bônus do Programa Indique e Ganhe;</li>
        <li>alterar, suspender ou encerrar o Programa Indique e Ganhe e funcionalidades da Plataforma.</li>
      </ol>

      <Heading index={7} />
      <p>
        8.1. O Usuário responde integralmente pelos danos que causar ao descumprir estes Termos, a Política de
        privacidade, os avisos da Plataforma, as páginas dos Eventos, o Edital ou a lei.
      </p>
      <p>
        8.2. A Circula não responde por falhas de conexão do Usuário, por indisponibilidades causadas por
        terceiros ou por caso fortuito e força maior. Os deveres legais do leilão são do Leiloeiro, nos termos
        do Edital.
      </p>
      <p>
        8.3. Onde a lei não permitir excluir a responsabilidade, a responsabilidade total da Circula fica
        limitada a R$ 1.000,00 (mil reais).
      </p>

      <Heading index={8} />
      <p>
        9.1. O Programa Indique e Ganhe premia quem traz novos compradores. Nele: <strong>Indicador</strong> é
        o Usuário que indica; <strong>Indicado</strong> é a pessoa que se cadastra pelo{' '}
        <strong>Link de indicação</strong> personalizado do Indicador; <strong>Bônus</strong> é o crédito na
        Plataforma concedido pela indicação; <strong>Evento Qualificado</strong> é o Evento aberto ao público
        (Eventos de habilitação controlada ou privados não são qualificados); e{' '}
        <strong>Indicação Qualificada</strong> é aquela em que o Indicado se cadastra validamente pelo link,
        dá um Lance válido e tem um pagamento confirmado num Evento Qualificado.
      </p>
      <p>
        9.2. O Indicado deve ser novo na Plataforma, cadastrar-se pelo Link de indicação do começo ao fim sem
        interrupção, não pode ser o próprio Indicador e deve aceitar estes Termos. O Indicador deve ter conta
        ativa e regular, ser maior e capaz (ou empresa regular) e agir pessoalmente.
      </p>
      <p>
        9.3. Exemplo de Bônus: R$ 50,00 (cinquenta reais) em créditos na Plataforma para o Indicador e para o
        Indicado, conforme a campanha vigente. O Indicador recebe o crédito em até 1 (um) dia útil após a
        validação da Indicação Qualificada e a confirmação do pagamento. Os créditos expiram 180 (cento e
        oitenta) dias corridos depois de creditados.
      </p>
      <p>
        9.4. Não há limite de Bônus por Indicador, mas cada Indicado gera um único conjunto de Bônus. Os
        créditos são pessoais, intransferíveis, não podem ser convertidos em dinheiro e servem apenas para
        abater valores devidos em leilões da Plataforma.
      </p>
      <p>9.5. É proibido, sob pena de perda dos Bônus e bloqueio da conta:</p>
      <ol>
        <li>indicar a si mesmo ou criar contas múltiplas ou falsas;</li>
        <li>usar robôs ou meios automatizados;</li>
        <li>publicar o Link de indicação em sites comerciais ou públicos de cupons e ofertas;</li>
        <li>fazer anúncios pagos com a marca Circula;</li>
        <li>enviar spam;</li>
        <li>prestar declarações falsas;</li>
        <li>combinar com terceiros para simular Lances ou pagamentos.</li>
      </ol>

      <Heading index={9} />
      <p>
        10.1. A Circula pode alterar estes Termos a qualquer tempo. Avisaremos você pelos canais cadastrados
        ou na Plataforma, informando a data de vigência da nova versão.
      </p>
      <p>
        10.2. Você terá 30 (trinta) dias, contados da notificação, para se opor às alterações pelo e-mail{' '}
        {mail}. O silêncio nesse prazo significa aceitação. Se você se opuser, poderá encerrar sua conta
        conforme a cláusula 3.
      </p>

      <Heading index={10} />
      <p>
        11.1. O uso da Plataforma é gratuito. Quem vence um Lote paga o valor do Lance vencedor acrescido das
        Taxas (comissão do Leiloeiro e despesas administrativas), na forma e no prazo informados na página do
        Evento e no Edital. Nas vendas diretas, paga o preço e as Taxas informados no anúncio.
      </p>
      <p>
        11.2. Os pagamentos são feitos por PIX ou por depósito com envio de comprovante, conforme o Evento.
        Créditos da Plataforma válidos podem abater parte dos valores, dentro dos limites de cada crédito.
      </p>
      <p>
        11.3. O atraso no pagamento pode gerar multa, juros de mora e correção monetária conforme o Edital, o
        bloqueio da conta e a inclusão do nome do devedor em cadastros de proteção ao crédito.
      </p>

      <Heading index={11} />
      <p>
        12.1. A Circula presta serviços de intermediação: prepara, inventaria, cataloga, avalia, divulga,
        realiza e encerra a venda de bens de empresas e pessoas — veículos leves e pesados, eletrônicos,
        móveis, imóveis, equipamentos industriais e agrícolas e equipamentos de restaurantes e escritórios,
        entre outros.
      </p>
      <p>
        12.2. As vendas acontecem por leilão (inclusive leilões judiciais em fases) e por venda direta. Os
        leilões são conduzidos por leiloeiros oficiais, identificados no rodapé da Plataforma e nos Editais.
      </p>
      <p>
        12.3. Ao dar um novo destino a bens que ficariam parados, a Circula promove a economia circular: bom
        pra quem vende, bom pra quem compra, bom pra todo mundo.
      </p>

      <Heading index={12} />
      <p>
        13.1. Para usar a Plataforma é preciso um dispositivo com acesso à internet e um navegador atualizado
        com JavaScript e cookies habilitados. Para dar Lances em tempo real, recomendamos uma conexão estável.
      </p>
      <p>
        13.2. A Circula não garante que a Plataforma funcionará sem interrupções ou erros e pode suspendê-la
        para manutenção, sempre buscando avisar com antecedência quando possível.
      </p>

      <Heading index={13} />
      <p>
        14.1. O Usuário deve fornecer informações verdadeiras, completas e atualizadas e usar a Plataforma de
        boa-fé. São condutas proibidas a todos os Usuários:
      </p>
      <ol>
        <li>permitir que outras pessoas usem seu acesso ou fazer-se passar por outra pessoa;</li>
        <li>fazer engenharia reversa da Plataforma;</li>
        <li>danificar dados;</li>
        <li>testar vulnerabilidades;</li>
        <li>fazer raspagem de dados (scraping) ou usar robôs de varredura (crawling);</li>
        <li>espalhar vírus ou qualquer código malicioso;</li>
        <li>prejudicar a Plataforma ou a reputação da Circula;</li>
        <li>criar um produto concorrente a partir da Plataforma;</li>
        <li>usar a Plataforma para outra finalidade ou em nome de terceiros;</li>
        <li>prestar informações falsas;</li>
        <li>praticar atividade suspeita ou fraudulenta;</li>
        <li>praticar atos ilegais ou antiéticos;</li>
        <li>
          recusar-se a fornecer informações ou documentos solicitados para investigação, verificação de
          identidade, cumprimento de ordem judicial ou de regulação.
        </li>
      </ol>
      <p>14.2. Dúvidas sobre estes Termos? Fale com a gente em {mail}.</p>
    </LegalPage>
  );
}
