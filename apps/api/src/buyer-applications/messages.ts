/** pt-BR e-mails of the buyer application. */

const signature = '\n\nEquipe Circula — Bom pra todo mundo';

export function applicationApprovedMessage(input: { name: string; username: string; accountUrl: string }) {
  return {
    subject: 'Seu cadastro de comprador foi aprovado',
    text:
      `Olá, ${input.name}!\n\nBoas notícias: o cadastro de comprador de ${input.username} foi aprovado e ` +
      `sua conta está verificada. Agora você pode se habilitar nos eventos e dar lances.\n\n` +
      `Acesse sua conta: ${input.accountUrl}${signature}`,
  };
}

export function applicationRejectedMessage(input: {
  name: string;
  reason: string;
  documentReasons: string[];
  resendUrl: string;
}) {
  const documents = input.documentReasons.length
    ? `\n\nDocumentos recusados:\n${input.documentReasons.map((line) => `- ${line}`).join('\n')}`
    : '';
  return {
    subject: 'Seu cadastro de comprador precisa de ajustes',
    text:
      `Olá, ${input.name}!\n\nAnalisamos o seu cadastro de comprador e não foi possível aprová-lo ` +
      `desta vez.\n\nMotivo: ${input.reason}${documents}\n\n` +
      `Você pode corrigir os dados ou reenviar os documentos e mandar o cadastro de novo: ${input.resendUrl}` +
      signature,
  };
}
