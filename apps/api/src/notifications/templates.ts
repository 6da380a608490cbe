/** pt-BR texts of the account e-mails and SMS. */

const signature = '\n\nEquipe Circula — Bom pra todo mundo';

export function emailCodeMessage(code: string, minutes: number) {
  return {
    subject: `Seu código de acesso à Circula: ${code}`,
    text:
      `Olá!\n\nUse o código ${code} para confirmar seu email na Circula. ` +
      `Ele vale por ${minutes} minutos.\n\nSe você não pediu este código, ignore esta mensagem.${signature}`,
  };
}

export function magicLinkMessage(link: string, minutes: number) {
  return {
    subject: 'Seu link de acesso à Circula',
    text:
      `Olá!\n\nClique no link abaixo para entrar na sua conta. Ele vale por ${minutes} minutos ` +
      `e só pode ser usado uma vez:\n\n${link}\n\nSe você não pediu este link, ignore esta mensagem.${signature}`,
  };
}

export function resetPasswordMessage(link: string, minutes: number) {
  return {
    subject: 'Redefinição de senha da Circula',
    text:
      `Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, ` +
      `acesse o link abaixo. Ele vale por ${minutes} minutos e só pode ser usado uma vez:\n\n${link}\n\n` +
      `Ao redefinir a senha, você sai da conta em todos os outros aparelhos.\n\n` +
      `Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.${signature}`,
  };
}

export function phoneCodeMessage(code: string, minutes: number) {
  return `Circula: seu código de verificação é ${code}. Ele vale por ${minutes} minutos. Não o compartilhe.`;
}

export function favoriteListMessage(link: string, created: boolean) {
  return {
    subject: created ? 'Sua lista de favoritos na Circula' : 'O link da sua lista de favoritos na Circula',
    text:
      (created
        ? 'Olá!\n\nCriamos sua lista de favoritos. '
        : 'Olá!\n\nAlguém (provavelmente você) pediu para abrir a sua lista de favoritos. ') +
      `Para ver e editar a lista em qualquer aparelho, abra o link abaixo:\n\n${link}\n\n` +
      `Guarde este e-mail: quem tiver o link pode ver e alterar a lista.${signature}`,
  };
}
