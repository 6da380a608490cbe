/** pt-BR text of the SMS (the e-mails are the templates in ./email). */

export function phoneCodeMessage(code: string, minutes: number) {
  return `Circula: seu código de verificação é ${code}. Ele vale por ${minutes} minutos. Não o compartilhe.`;
}
