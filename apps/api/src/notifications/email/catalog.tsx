/** @jsxRuntime automatic @jsxImportSource react */
import {
  type EmailAudience,
  type EmailTemplateType,
  emailTemplateTypes,
  formatBRL,
  formatDateTimeLong,
} from '@circula/domain';
import { Img, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { Action, brand, CodeBox, P, Paragraphs, paragraph } from './layout.js';

/**
 * Every e-mail Circula sends, one template per type: its subject, preheader, body, the reason in the footer,
 * whether it is a service or a marketing message, and sample props for the staff preview and the tests.
 */

interface Definition<P> {
  /** pt-BR name in the staff preview list. */
  label: string;
  audience: EmailAudience;
  /** Completes "Você recebe este e-mail porque …". */
  reason: string;
  subject(props: P): string;
  preview(props: P): string;
  title(props: P): string;
  body(props: P, site: string): ReactNode;
  /** Marketing mail: the signed unsubscribe link of this recipient. */
  unsubscribeUrl?(props: P): string;
  sample(site: string): P;
}

/** A notice told in the bell too: its title and body (paragraphs, addresses become links) and one action. */
export interface NoticeProps {
  name: string;
  title: string;
  body: string;
}

export interface LinkProps {
  link: string;
  minutes: number;
}

export interface NewsletterItem {
  title: string;
  description: string;
  url: string;
}

export interface BillingLine {
  label: string;
  amountCents: number;
}

export interface EmailProps {
  EMAIL_CODE: { code: string; minutes: number };
  MAGIC_LINK: LinkProps;
  RESET_PASSWORD: LinkProps;
  FAVORITE_LIST_LINK: { link: string; created: boolean };
  BUYER_APPLICATION_APPROVED: { name: string; username: string; accountUrl: string };
  BUYER_APPLICATION_REJECTED: { name: string; reason: string; documentReasons: string[]; resendUrl: string };
  SELLER_INVITATION: {
    sellerName: string;
    roleText: string;
    email: string;
    signUpUrl: string;
    /** When the invitation lapses, in horário de Brasília. */
    expiresText: string;
  };
  SELLER_USER_ADDED: { name: string; sellerName: string; roleText: string; sellerAreaUrl: string };
  NEWSLETTER_CONFIRMATION: {
    confirmUrl: string;
    hours: number;
    /** The address had unsubscribed before (decision 202); otherwise it is new to the newsletter (283). */
    returning: boolean;
  };
  STAFF_INVITATION: {
    email: string;
    /** The roles, levels and special permissions offered, in pt-BR. */
    grantsText: string;
    signInUrl: string;
    /** When the invitation lapses, in horário de Brasília. */
    expiresText: string;
  };
  ACCOUNT_DELETION_REQUESTED: {
    name: string;
    /** When the account will be deleted, in horário de Brasília. */
    scheduledText: string;
    privacyUrl: string;
  };
  ACCOUNT_DELETED: { name: string };
  DATA_EXPORT_READY: { name: string; link: string; days: number };
  OUTBID: NoticeProps;
  LOT_WON: NoticeProps;
  CONDITIONAL_SALE_APPROVED: NoticeProps;
  CONDITIONAL_SALE_REJECTED: NoticeProps;
  CONDITIONAL_SALE_RELEASED: NoticeProps;
  PAYMENT_INSTRUCTIONS: NoticeProps;
  PAYMENT_REMINDER: NoticeProps;
  PAYMENT_CONFIRMED: NoticeProps;
  PAYMENT_RECEIPT_REFUSED: NoticeProps;
  PAYMENT_FINE_CREATED: NoticeProps;
  BUYER_UNBLOCKED: NoticeProps;
  PIX_PAYMENT_UNMATCHED: NoticeProps;
  PIX_PAYMENT_RETURNED: NoticeProps;
  PIX_AMOUNT_TO_RETURN: NoticeProps;
  PIX_AMOUNT_MISMATCH: NoticeProps;
  REFUND_SOLICITATION: NoticeProps;
  REFUND_APPROVAL: NoticeProps;
  REFUND_REJECTION: NoticeProps;
  OFFER_RECEIVED: NoticeProps;
  OFFER_ANSWERED: NoticeProps;
  OFFER_CLOSED: NoticeProps;
  LISTING_CANCELLED: NoticeProps;
  BOOKING_REMINDER: NoticeProps;
  PICK_UP_NOT_COLLECTED: NoticeProps;
  LOTS_COLLECTED: NoticeProps;
  REFERRAL_BONUS_CREDITED: NoticeProps;
  BILLING: BillingProps;
  NEWSLETTER: NewsletterProps;
}

/** The template types are the domain's list (the staff preview's contract); each has its props here. */
export type EmailType = EmailTemplateType;

function notice(options: {
  label: string;
  reason: string;
  action: { label: string; path: string };
  /** `{site}` in the body stands for the site origin. */
  sample: Omit<NoticeProps, 'name'>;
}): Definition<NoticeProps> {
  return {
    label: options.label,
    audience: 'SERVICE',
    reason: options.reason,
    subject: (props) => props.title,
    preview: (props) => firstSentence(props.body),
    title: (props) => props.title,
    body: (props, site) => (
      <>
        <P>Olá, {props.name}!</P>
        <Paragraphs text={props.body} />
        <Action label={options.action.label} url={`${site}${options.action.path}`} />
      </>
    ),
    sample: (site) => ({
      name: 'Maria',
      title: options.sample.title,
      body: options.sample.body.replaceAll('{site}', site),
    }),
  };
}

const firstSentence = (text: string) => {
  const line = text.split('\n')[0] ?? '';
  const end = line.search(/[.!?](\s|$)/);
  return (end === -1 ? line : line.slice(0, end + 1)).slice(0, 140);
};

const buyer = 'tem uma conta de comprador na Circula';
const account = 'tem uma conta na Circula';
const sampleDue = new Date('2026-12-04T20:00:00Z');

const definitions: { [T in EmailType]: Definition<EmailProps[T]> } = {
  EMAIL_CODE: {
    label: 'Código de confirmação de e-mail',
    audience: 'SERVICE',
    reason: 'alguém pediu um código para confirmar este endereço na Circula',
    subject: (props) => `Seu código de acesso à Circula: ${props.code}`,
    preview: (props) => `Use o código ${props.code} para confirmar seu e-mail.`,
    title: () => 'Confirme seu e-mail',
    body: (props) => (
      <>
        <P>
          Use o código {props.code} para confirmar seu e-mail na Circula. Ele vale por {props.minutes}{' '}
          minutos.
        </P>
        <CodeBox code={props.code} />
        <P>Se você não pediu este código, ignore esta mensagem.</P>
      </>
    ),
    sample: () => ({ code: '482913', minutes: 15 }),
  },
  MAGIC_LINK: {
    label: 'Link de acesso',
    audience: 'SERVICE',
    reason: `${account} e pediu um link para entrar`,
    subject: () => 'Seu link de acesso à Circula',
    preview: (props) => `Entre na sua conta com um clique. O link vale por ${props.minutes} minutos.`,
    title: () => 'Entre na sua conta',
    body: (props) => (
      <>
        <Action label="Entrar na Circula" url={props.link} />
        <P>
          O botão acima entra na sua conta. Ele vale por {props.minutes} minutos e só pode ser usado uma vez.
        </P>
        <P>Se você não pediu este link, ignore esta mensagem.</P>
      </>
    ),
    sample: (site) => ({ link: `${site}/auth/link-magico?token=exemplo`, minutes: 15 }),
  },
  RESET_PASSWORD: {
    label: 'Redefinição de senha',
    audience: 'SERVICE',
    reason: `${account} e pediu para redefinir a senha`,
    subject: () => 'Redefinição de senha da Circula',
    preview: (props) => `Crie uma nova senha. O link vale por ${props.minutes} minutos.`,
    title: () => 'Redefina sua senha',
    body: (props) => (
      <>
        <Action label="Criar nova senha" url={props.link} />
        <P>
          Recebemos um pedido para redefinir a senha da sua conta. O botão acima vale por {props.minutes}{' '}
          minutos e só pode ser usado uma vez.
        </P>
        <P>Ao redefinir a senha, você sai da conta em todos os outros aparelhos.</P>
        <P>Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.</P>
      </>
    ),
    sample: (site) => ({ link: `${site}/auth/redefinir-senha?token=exemplo`, minutes: 30 }),
  },
  FAVORITE_LIST_LINK: {
    label: 'Link da lista de favoritos',
    audience: 'SERVICE',
    reason: 'este endereço guarda uma lista de favoritos na Circula',
    subject: (props) =>
      props.created ? 'Sua lista de favoritos na Circula' : 'O link da sua lista de favoritos na Circula',
    preview: () => 'Veja e edite sua lista de favoritos em qualquer aparelho.',
    title: (props) => (props.created ? 'Sua lista de favoritos' : 'O link da sua lista de favoritos'),
    body: (props) => (
      <>
        <P>
          {props.created
            ? 'Criamos sua lista de favoritos.'
            : 'Alguém (provavelmente você) pediu para abrir a sua lista de favoritos.'}{' '}
          Para ver e editar a lista em qualquer aparelho, use o botão abaixo.
        </P>
        <Action label="Abrir minha lista" url={props.link} />
        <P>Guarde este e-mail: quem tiver o link pode ver e alterar a lista.</P>
      </>
    ),
    sample: (site) => ({ link: `${site}/favoritos?lista=exemplo`, created: true }),
  },
  BUYER_APPLICATION_APPROVED: {
    label: 'Cadastro de comprador aprovado',
    audience: 'SERVICE',
    reason: 'enviou um cadastro de comprador na Circula',
    subject: () => 'Seu cadastro de comprador foi aprovado',
    preview: () => 'Sua conta está verificada: já pode se habilitar nos eventos.',
    title: () => 'Cadastro aprovado',
    body: (props) => (
      <>
        <P>Olá, {props.name}!</P>
        <P>
          Boas notícias: o cadastro de comprador de {props.username} foi aprovado e sua conta está verificada.
          Agora você pode se habilitar nos eventos e dar lances.
        </P>
        <Action label="Acessar minha conta" url={props.accountUrl} />
      </>
    ),
    sample: (site) => ({ name: 'Maria Souza', username: 'maria', accountUrl: `${site}/conta` }),
  },
  BUYER_APPLICATION_REJECTED: {
    label: 'Cadastro de comprador com ajustes',
    audience: 'SERVICE',
    reason: 'enviou um cadastro de comprador na Circula',
    subject: () => 'Seu cadastro de comprador precisa de ajustes',
    preview: () => 'Não foi possível aprovar seu cadastro desta vez: veja o que ajustar.',
    title: () => 'Seu cadastro precisa de ajustes',
    body: (props) => (
      <>
        <P>Olá, {props.name}!</P>
        <P>Analisamos o seu cadastro de comprador e não foi possível aprová-lo desta vez.</P>
        <P>Motivo: {props.reason}</P>
        {props.documentReasons.length > 0 ? (
          <>
            <P>Documentos recusados:</P>
            <ul style={{ ...paragraph, paddingLeft: '20px' }}>
              {props.documentReasons.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        <P>Você pode corrigir os dados ou reenviar os documentos e mandar o cadastro de novo.</P>
        <Action label="Corrigir meu cadastro" url={props.resendUrl} />
      </>
    ),
    sample: (site) => ({
      name: 'Maria Souza',
      reason: 'Documento ilegível',
      documentReasons: ['Documento de identidade com foto (frente): Foto ilegível'],
      resendUrl: `${site}/conta/cadastro`,
    }),
  },
  SELLER_INVITATION: {
    label: 'Convite para a equipe de um vendedor',
    audience: 'SERVICE',
    reason: 'um vendedor da Circula convidou este endereço para a equipe dele',
    subject: (props) => `Convite para a equipe de ${props.sellerName} na Circula`,
    preview: (props) => `${props.sellerName} convidou você para acompanhar as vendas na Circula.`,
    title: (props) => `Convite de ${props.sellerName}`,
    body: (props) => (
      <>
        <P>
          {props.sellerName} convidou você para acompanhar as vendas da empresa na Circula, com o papel de{' '}
          {props.roleText}.
        </P>
        <P>
          Para aceitar, entre na Circula com este mesmo e-mail ({props.email}), ou crie sua conta com ele, e
          responda ao convite na área do vendedor. Você só entra na equipe se aceitar.
        </P>
        <Action label="Ver o convite" url={props.signUpUrl} />
        <P>O convite vale até {props.expiresText} (horário de Brasília).</P>
        <P>
          Quem faz parte da equipe de um vendedor não dá lances nos eventos dele. Se você não esperava este
          convite, ignore esta mensagem ou recuse o convite.
        </P>
      </>
    ),
    sample: (site) => ({
      sellerName: 'Leilões Exemplo Ltda.',
      roleText: 'leitura',
      email: 'joao@example.com',
      signUpUrl: `${site}/auth/entrar?nextUrl=${encodeURIComponent('/vendedor')}`,
      expiresText: '3 de dezembro de 2026, 14:30',
    }),
  },
  STAFF_INVITATION: {
    label: 'Convite para a equipe do back office',
    audience: 'SERVICE',
    reason: 'a equipe da Circula convidou este endereço para o back office',
    subject: () => 'Convite para a equipe do back office da Circula',
    preview: () => 'Você foi convidado(a) para a equipe da Circula, no back office.',
    title: () => 'Convite para o back office',
    body: (props) => (
      <>
        <P>Você foi convidado(a) para a equipe da Circula, no back office, com: {props.grantsText}.</P>
        <P>
          Crie sua conta ou entre com este mesmo e-mail ({props.email}) até {props.expiresText} (horário de
          Brasília) para aceitar.
        </P>
        <Action label="Aceitar o convite" url={props.signInUrl} />
        <P>Se você não esperava este convite, ignore esta mensagem.</P>
      </>
    ),
    sample: (site) => ({
      email: 'ana.souza@example.com',
      grantsText: 'Atendimento (escrita)',
      signInUrl: `${site}/auth/entrar?nextUrl=${encodeURIComponent('/backoffice')}`,
      expiresText: '3 de dezembro de 2026, 14:30',
    }),
  },
  ACCOUNT_DELETION_REQUESTED: {
    label: 'Pedido de exclusão de conta',
    audience: 'SERVICE',
    reason: `${account} e pediu a exclusão dela`,
    subject: () => 'Recebemos o seu pedido de exclusão de conta',
    preview: (props) => `A sua conta será excluída em ${props.scheduledText}.`,
    title: () => 'Pedido de exclusão recebido',
    body: (props) => (
      <>
        <P>Olá, {props.name}.</P>
        <P>
          Recebemos o seu pedido de exclusão da conta na Circula. Ela será excluída em {props.scheduledText}{' '}
          (horário de Brasília). Até lá, você pode cancelar o pedido em Minha conta → Privacidade.
        </P>
        <Action label="Cancelar o pedido" url={props.privacyUrl} />
        <P>Se não foi você quem pediu, entre na sua conta, cancele o pedido e troque a sua senha.</P>
      </>
    ),
    sample: (site) => ({
      name: 'Maria Souza',
      scheduledText: '11 de dezembro de 2026, 14:30',
      privacyUrl: `${site}/conta#privacidade`,
    }),
  },
  ACCOUNT_DELETED: {
    label: 'Conta excluída',
    audience: 'SERVICE',
    reason: 'você pediu a exclusão da sua conta na Circula',
    subject: () => 'Sua conta na Circula foi excluída',
    preview: () => 'Como você pediu, os seus dados pessoais foram removidos.',
    title: () => 'Conta excluída',
    body: (props) => (
      <>
        <P>Olá, {props.name}.</P>
        <P>
          Como você pediu, a sua conta na Circula foi excluída: os seus dados pessoais foram removidos.
          Guardamos, sem identificar você, apenas os registros que a lei exige (lances, pagamentos e notas
          fiscais).
        </P>
      </>
    ),
    sample: () => ({ name: 'Maria Souza' }),
  },
  DATA_EXPORT_READY: {
    label: 'Cópia dos dados pessoais pronta',
    audience: 'SERVICE',
    reason: `${account} e pediu uma cópia dos seus dados`,
    subject: () => 'A cópia dos seus dados está pronta',
    preview: (props) => `Baixe o arquivo em até ${props.days} dias.`,
    title: () => 'A cópia dos seus dados está pronta',
    body: (props) => (
      <>
        <P>Olá, {props.name}.</P>
        <P>
          A cópia dos seus dados pessoais na Circula está pronta. Baixe o arquivo ZIP pelo botão abaixo; o
          link funciona por {props.days} dias.
        </P>
        <Action label="Baixar meus dados" url={props.link} />
        <P>Se não foi você quem pediu, entre na sua conta e troque a sua senha.</P>
      </>
    ),
    sample: (site) => ({ name: 'Maria Souza', link: `${site}/files/exemplo`, days: 7 }),
  },
  NEWSLETTER_CONFIRMATION: {
    label: 'Confirmação de inscrição na newsletter',
    audience: 'SERVICE',
    reason: 'este endereço foi cadastrado para receber a newsletter no nosso site',
    subject: (props) =>
      props.returning
        ? 'Confirme que quer voltar a receber a newsletter da Circula'
        : 'Confirme sua inscrição na newsletter da Circula',
    preview: (props) =>
      props.returning
        ? 'Este e-mail tinha cancelado a newsletter. Confirme se quer recebê-la de novo.'
        : 'Falta só um passo: confirme que quer receber a newsletter neste e-mail.',
    title: (props) =>
      props.returning ? 'Quer voltar a receber a newsletter?' : 'Confirme sua inscrição na newsletter',
    body: (props) => (
      <>
        <P>
          {props.returning
            ? 'Este endereço tinha cancelado a newsletter da Circula e acabou de ser cadastrado de novo no nosso site. Para voltar a recebê-la, confirme no botão abaixo.'
            : 'Este endereço acabou de ser cadastrado para receber a newsletter da Circula, com leilões e vendas da sua região. Para começar a recebê-la, confirme no botão abaixo.'}{' '}
          O link vale por {props.hours} horas e só pode ser usado uma vez.
        </P>
        <Action label="Quero receber a newsletter" url={props.confirmUrl} />
        <P>
          Se não foi você, ignore esta mensagem: sem a confirmação, nada muda e você não recebe a newsletter.
        </P>
      </>
    ),
    sample: (site) => ({ confirmUrl: `${site}/newsletter/confirmar?t=exemplo`, hours: 48, returning: false }),
  },
  SELLER_USER_ADDED: {
    label: 'Inclusão na equipe de um vendedor',
    audience: 'SERVICE',
    reason: `${account} e foi incluído(a) na equipe de um vendedor`,
    subject: (props) => `Você agora faz parte da equipe de ${props.sellerName} na Circula`,
    preview: (props) => `Você foi incluído(a) na equipe de ${props.sellerName}.`,
    title: (props) => `Bem-vindo(a) à equipe de ${props.sellerName}`,
    body: (props) => (
      <>
        <P>Olá, {props.name}.</P>
        <P>
          Você foi incluído(a) na equipe de {props.sellerName} na Circula, com o papel de {props.roleText}.
          Acompanhe os eventos e as vendas na área do vendedor.
        </P>
        <P>
          Quem faz parte da equipe de um vendedor não se habilita nem dá lances nos eventos dele. Se você não
          esperava este convite, saia da equipe em Área do vendedor → Usuários.
        </P>
        <Action label="Abrir a área do vendedor" url={props.sellerAreaUrl} />
      </>
    ),
    sample: (site) => ({
      name: 'João Lima',
      sellerName: 'Leilões Exemplo Ltda.',
      roleText: 'administrador',
      sellerAreaUrl: `${site}/vendedor`,
    }),
  },
  OUTBID: notice({
    label: 'Lance superado',
    reason: `${buyer} e deu lances neste lote`,
    action: { label: 'Ver meus lances', path: '/conta' },
    sample: {
      title: 'Seu lance foi superado: Geladeira Brastemp 375 L',
      body: 'O lance atual do lote "Geladeira Brastemp 375 L" (Leilão de Eletrodomésticos) é R$ 1.250,00. Se ainda quiser o lote, dê um novo lance antes do encerramento.',
    },
  }),
  LOT_WON: notice({
    label: 'Lote arrematado',
    reason: `${buyer} e deu o maior lance neste lote`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Você arrematou: Geladeira Brastemp 375 L',
      body: 'Seu lance de R$ 1.250,00 venceu o lote "Geladeira Brastemp 375 L" (Leilão de Eletrodomésticos).\n\nAs instruções de pagamento chegam em seguida.',
    },
  }),
  CONDITIONAL_SALE_APPROVED: notice({
    label: 'Venda condicional aceita',
    reason: `${buyer} e deu o maior lance numa venda condicional`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Venda aceita: Geladeira Brastemp 375 L',
      body: 'O vendedor aceitou seu lance de R$ 1.250,00 no lote "Geladeira Brastemp 375 L".',
    },
  }),
  CONDITIONAL_SALE_REJECTED: notice({
    label: 'Venda condicional recusada',
    reason: `${buyer} e deu o maior lance numa venda condicional`,
    action: { label: 'Ver outros lotes', path: '/' },
    sample: {
      title: 'Venda não aceita: Geladeira Brastemp 375 L',
      body: 'O vendedor não aceitou seu lance de R$ 1.250,00 no lote "Geladeira Brastemp 375 L".',
    },
  }),
  CONDITIONAL_SALE_RELEASED: notice({
    label: 'Venda condicional liberada',
    reason: `${buyer} e deu o maior lance numa venda condicional`,
    action: { label: 'Ver outros lotes', path: '/' },
    sample: {
      title: 'Prazo encerrado sem resposta: Geladeira Brastemp 375 L',
      body: 'O vendedor não respondeu no prazo ao seu lance de R$ 1.250,00 no lote "Geladeira Brastemp 375 L", que ficou abaixo do valor de reserva. O lote foi liberado e nada será cobrado de você.',
    },
  }),
  PAYMENT_INSTRUCTIONS: notice({
    label: 'Instruções de pagamento',
    reason: `${buyer} e tem uma compra a pagar`,
    action: { label: 'Pagar minhas compras', path: '/conta' },
    sample: {
      title: 'Pagamento disponível: Leilão de Eletrodomésticos',
      body: 'Suas compras em "Leilão de Eletrodomésticos" já podem ser pagas.\n\nPagamento CIR-000123: R$ 1.375,00 até 04/12/2026 17:00 (horário de Brasília). Pague por PIX (copia e cola ou QR code) em {site}/conta/compras/exemplo.',
    },
  }),
  PAYMENT_REMINDER: notice({
    label: 'Lembrete de pagamento',
    reason: `${buyer} e tem uma compra a pagar`,
    action: { label: 'Pagar agora', path: '/conta' },
    sample: {
      title: 'Lembrete: o prazo de CIR-000123 termina amanhã',
      body: 'Pagamento CIR-000123: R$ 1.375,00 até 04/12/2026 17:00 (horário de Brasília). Pague por PIX (copia e cola ou QR code). Sem o pagamento no prazo, a compra é cancelada, é cobrada uma multa e sua conta fica bloqueada para lances.',
    },
  }),
  PAYMENT_CONFIRMED: notice({
    label: 'Pagamento confirmado',
    reason: `${buyer} e pagou uma compra`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Pagamento confirmado: CIR-000123',
      body: 'Recebemos o pagamento de R$ 1.375,00 (CIR-000123, "Leilão de Eletrodomésticos"). Obrigado!',
    },
  }),
  PAYMENT_RECEIPT_REFUSED: notice({
    label: 'Comprovante recusado',
    reason: `${buyer} e enviou um comprovante de pagamento`,
    action: { label: 'Enviar outro comprovante', path: '/conta' },
    sample: {
      title: 'Comprovante recusado: CIR-000123',
      body: 'O comprovante enviado para CIR-000123 foi recusado pela equipe financeira. Motivo: valor diferente do devido.',
    },
  }),
  PAYMENT_FINE_CREATED: notice({
    label: 'Multa por não pagamento',
    reason: `${buyer} e não pagou uma compra no prazo`,
    action: { label: 'Pagar a multa', path: '/conta' },
    sample: {
      title: 'Multa por não pagamento: Leilão de Eletrodomésticos',
      body: 'O prazo de pagamento da sua compra em "Leilão de Eletrodomésticos" terminou sem pagamento: a compra foi cancelada e sua conta foi bloqueada para lances. O bloqueio é retirado assim que a multa for paga.',
    },
  }),
  BUYER_UNBLOCKED: notice({
    label: 'Conta desbloqueada',
    reason: `${buyer} e pagou a multa que a bloqueava`,
    action: { label: 'Ver eventos abertos', path: '/' },
    sample: {
      title: 'Sua conta foi desbloqueada',
      body: 'Recebemos o pagamento da multa e sua conta voltou a poder dar lances.',
    },
  }),
  PIX_PAYMENT_UNMATCHED: notice({
    label: 'PIX recebido para compra que não aguarda pagamento',
    reason: `${buyer} e pagou por PIX uma compra que não aguardava mais pagamento`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Recebemos um PIX que será devolvido',
      body: 'Recebemos R$ 1.375,00 por PIX em 12/03/2026, 14:05 para PAG-1A2B3C4D, que já estava paga. Nossa equipe financeira vai devolver o valor à conta de onde o PIX saiu, e avisaremos você quando a devolução for feita.',
    },
  }),
  PIX_PAYMENT_RETURNED: notice({
    label: 'PIX devolvido',
    reason: `${buyer} e pagou por PIX uma compra que não aguardava mais pagamento`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Devolvemos seu PIX de R$ 1.375,00',
      body: 'O PIX de R$ 1.375,00 pago em 12/03/2026 às 14:05 para PAG-1A2B3C4D chegou quando essa compra não aguardava mais pagamento. Devolvemos o valor à conta de onde o PIX saiu.',
    },
  }),
  PIX_AMOUNT_MISMATCH: notice({
    label: 'PIX de valor diferente do total',
    reason: `${buyer} e pagou por PIX um valor diferente do total de uma compra`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Recebemos um PIX de valor diferente do total',
      body: 'Recebemos R$ 1.100,00 por PIX em 12/03/2026, 14:05 para PAG-1A2B3C4D, cujo total é R$ 1.375,00. Nossa equipe financeira vai conferir o pagamento e avisar você. O que passar do total, ou um PIX que não entrar no pagamento, é devolvido à conta de onde o PIX saiu.',
    },
  }),
  PIX_AMOUNT_TO_RETURN: notice({
    label: 'PIX de outro valor que será devolvido',
    reason: `${buyer} e pagou por PIX um valor diferente do total de uma compra`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Vamos devolver R$ 100,00 do seu PIX',
      body: 'A compra PAG-1A2B3C4D está paga, e R$ 100,00 dos PIX que você enviou para ela não entraram no pagamento (R$ 1.100,00 recebido em 12/03/2026, 14:05). Nossa equipe financeira vai devolver esse valor à conta de onde o PIX saiu, e avisaremos você quando a devolução for feita.',
    },
  }),
  REFUND_SOLICITATION: notice({
    label: 'Pedido de reembolso recebido',
    reason: `${buyer} e pediu um reembolso`,
    action: { label: 'Acompanhar o pedido', path: '/conta' },
    sample: {
      title: 'Recebemos seu pedido de reembolso',
      body: 'Seu pedido de reembolso de R$ 1.375,00 (CIR-000123) foi recebido e será analisado pela equipe financeira.',
    },
  }),
  REFUND_APPROVAL: notice({
    label: 'Reembolso aprovado',
    reason: `${buyer} e pediu um reembolso`,
    action: { label: 'Acompanhar o reembolso', path: '/conta' },
    sample: {
      title: 'Seu reembolso foi aprovado',
      body: 'O reembolso de R$ 1.375,00 (CIR-000123) foi aprovado. O valor será pago na conta que você informou.',
    },
  }),
  REFUND_REJECTION: notice({
    label: 'Reembolso recusado',
    reason: `${buyer} e pediu um reembolso`,
    action: { label: 'Ver o pedido', path: '/conta' },
    sample: {
      title: 'Seu pedido de reembolso foi recusado',
      body: 'O pedido de reembolso de CIR-000123 foi recusado. Motivo: o lote já foi retirado.',
    },
  }),
  OFFER_RECEIVED: notice({
    label: 'Proposta recebida',
    reason: 'participa de uma negociação na Circula',
    action: { label: 'Responder a proposta', path: '/conta' },
    sample: {
      title: 'Nova proposta: Geladeira Brastemp 375 L',
      body: 'Há uma nova proposta de R$ 1.100,00 para o lote "Geladeira Brastemp 375 L".',
    },
  }),
  OFFER_ANSWERED: notice({
    label: 'Proposta respondida',
    reason: 'participa de uma negociação na Circula',
    action: { label: 'Ver a negociação', path: '/conta' },
    sample: {
      title: 'Sua proposta foi respondida: Geladeira Brastemp 375 L',
      body: 'O vendedor respondeu à sua proposta de R$ 1.100,00 com uma contraproposta de R$ 1.200,00.',
    },
  }),
  OFFER_CLOSED: notice({
    label: 'Negociação encerrada',
    reason: 'participa de uma negociação na Circula',
    action: { label: 'Ver a negociação', path: '/conta' },
    sample: {
      title: 'Negociação encerrada: Geladeira Brastemp 375 L',
      body: 'A negociação do lote "Geladeira Brastemp 375 L" foi encerrada sem acordo.',
    },
  }),
  LISTING_CANCELLED: notice({
    label: 'Evento cancelado',
    reason: `${buyer} e deu lances num evento que foi cancelado`,
    action: { label: 'Ver outros eventos', path: '/eventos' },
    sample: {
      title: 'Evento cancelado: Desativação de escritório em Brasília',
      body: 'O evento "Desativação de escritório em Brasília" foi cancelado e os lances dados nele foram anulados. Motivo: o vendedor retirou os bens.',
    },
  }),
  BOOKING_REMINDER: notice({
    label: 'Lembrete de visita ou retirada',
    reason: `${buyer} e agendou uma visita ou retirada`,
    action: { label: 'Ver meu agendamento', path: '/conta' },
    sample: {
      title: 'Lembrete: sua retirada é amanhã',
      body: 'Sua retirada do evento "Leilão de Eletrodomésticos" está marcada para 05/12/2026 10:00 (horário de Brasília), em Rua Exemplo, 100 - São Paulo/SP. Apresente o código de retirada ABC-123 (ou o QR code da sua compra).',
    },
  }),
  PICK_UP_NOT_COLLECTED: notice({
    label: 'Lotes não retirados',
    reason: `${buyer} e tem lotes a retirar`,
    action: { label: 'Falar com o suporte', path: '/suporte' },
    sample: {
      title: 'Lotes não retirados no prazo',
      body: 'O último dia de retirada do evento "Leilão de Eletrodomésticos" passou e 1 lote seu não foi retirado. Conforme o edital, o pagamento não é devolvido automaticamente: fale com o suporte para combinar o que fazer.',
    },
  }),
  LOTS_COLLECTED: notice({
    label: 'Retirada registrada',
    reason: `${buyer} e retirou lotes`,
    action: { label: 'Ver minhas compras', path: '/conta' },
    sample: {
      title: 'Retirada registrada',
      body: '1 lote do evento "Leilão de Eletrodomésticos" foi marcado como retirado.',
    },
  }),
  REFERRAL_BONUS_CREDITED: notice({
    label: 'Bônus de indicação creditado',
    reason: `${buyer} e indicou amigos`,
    action: { label: 'Ver meus créditos', path: '/conta' },
    sample: {
      title: 'Você ganhou um bônus de indicação',
      body: 'Uma pessoa que você indicou pagou a primeira compra: R$ 50,00 de crédito foram adicionados à sua conta.',
    },
  }),
  BILLING: {
    label: 'Cobrança',
    audience: 'SERVICE',
    reason: `${buyer} e tem valores a pagar`,
    subject: (props) => `Cobrança ${props.reference}: ${formatBRL(total(props))}`,
    preview: (props) =>
      `Total de ${formatBRL(total(props))}${props.dueAt ? ` até ${formatDateTimeLong(props.dueAt)}` : ''}.`,
    title: (props) => `Cobrança ${props.reference}`,
    body: (props) => (
      <>
        <P>Olá, {props.name}!</P>
        <P>Estes são os valores da sua cobrança {props.reference}:</P>
        <table
          className="amounts"
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' }}
        >
          <tbody>
            {props.lines.map((line) => (
              <tr key={line.label}>
                <td style={cell}>{line.label}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{formatBRL(line.amountCents)}</td>
              </tr>
            ))}
            <tr>
              <td style={{ ...cell, fontWeight: 700 }}>Total</td>
              <td style={{ ...cell, fontWeight: 700, textAlign: 'right' }}>{formatBRL(total(props))}</td>
            </tr>
          </tbody>
        </table>
        {props.dueAt ? <P>Pague até {formatDateTimeLong(props.dueAt)} (horário de Brasília).</P> : null}
        <Action label="Pagar agora" url={props.payUrl} />
      </>
    ),
    sample: (site) => ({
      name: 'Maria',
      reference: 'CIR-000123',
      lines: [
        { label: 'Lance do lote "Geladeira Brastemp 375 L"', amountCents: 125_000 },
        { label: 'Comissão do leiloeiro (5%)', amountCents: 6_250 },
        { label: 'Taxa administrativa', amountCents: 6_250 },
      ],
      dueAt: sampleDue,
      payUrl: `${site}/conta/compras/exemplo`,
    }),
  },
  NEWSLETTER: {
    label: 'Newsletter',
    audience: 'MARKETING',
    reason: 'assinou a newsletter da Circula',
    subject: (props) => props.subject,
    preview: (props) => props.preheader,
    title: (props) => props.subject,
    body: (props) => (
      <>
        {props.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are rendered once, in their fixed order.
          <NewsletterBlockView key={`${block.kind}-${index}`} block={block} />
        ))}
        {props.openPixelUrl ? (
          <Img src={props.openPixelUrl} width="1" height="1" alt="" style={{ display: 'block', border: 0 }} />
        ) : null}
      </>
    ),
    unsubscribeUrl: (props) => props.unsubscribeUrl,
    sample: (site) => ({
      subject: 'Novos leilões desta semana na Circula',
      preheader: 'Eletrodomésticos, veículos e imóveis com lances a partir de R$ 1,00.',
      blocks: [
        { kind: 'heading', text: 'Os eventos desta semana' },
        { kind: 'text', text: 'Separamos os eventos que abrem esta semana perto de você.' },
        {
          kind: 'items',
          items: [
            {
              title: 'Leilão de Eletrodomésticos',
              description: 'Geladeiras, fogões e lavadoras revisados. Lances até 04/12.',
              url: `${site}/eventos/exemplo-eletrodomesticos`,
            },
            {
              title: 'Veículos de frota',
              description: 'Carros e utilitários de empresas, com laudo.',
              url: `${site}/eventos/exemplo-veiculos`,
            },
          ],
        },
        { kind: 'button', label: 'Ver todos os eventos', url: `${site}/busca` },
      ],
      unsubscribeUrl: `${site}/newsletter/cancelar?t=exemplo`,
    }),
  },
};

export interface BillingProps {
  name: string;
  reference: string;
  lines: BillingLine[];
  dueAt: Date | null;
  payUrl: string;
}

/** A block of a campaign as the e-mail shows it: links already point where the recipient should go. */
export type NewsletterBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'items'; items: NewsletterItem[] };

export interface NewsletterProps {
  subject: string;
  preheader: string;
  blocks: NewsletterBlock[];
  unsubscribeUrl: string;
  /** The recipient's open pixel (campaigns only; test sends and previews have none). */
  openPixelUrl?: string | undefined;
}

function NewsletterBlockView({ block }: { block: NewsletterBlock }) {
  if (block.kind === 'heading')
    return (
      <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 700, color: brand.ink }}>{block.text}</Text>
    );
  if (block.kind === 'text') return <Paragraphs text={block.text} />;
  if (block.kind === 'button') return <Action label={block.label} url={block.url} />;
  return (
    <>
      {block.items.map((item, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are rendered once, in their fixed order.
          key={`${item.url}-${index}`}
          style={{
            border: `1px solid ${brand.line}`,
            borderRadius: '8px',
            padding: '12px 16px',
            margin: '0 0 12px',
          }}
        >
          <Link href={item.url} style={{ color: brand.primaryDark, fontSize: '17px', fontWeight: 700 }}>
            {item.title}
          </Link>
          <P>{item.description}</P>
        </div>
      ))}
    </>
  );
}

const total = (props: BillingProps) => props.lines.reduce((sum, line) => sum + line.amountCents, 0);
const cell = {
  ...paragraph,
  margin: 0,
  padding: '8px 0',
  borderBottom: `1px solid ${brand.line}`,
} as const;

export const emailTypes: readonly EmailType[] = emailTemplateTypes;

export function emailDefinition<T extends EmailType>(type: T): Definition<EmailProps[T]> {
  return definitions[type];
}
