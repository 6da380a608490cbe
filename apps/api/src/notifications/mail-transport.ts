import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; the message is multipart/alternative (text first, then HTML) when there is one. */
  html?: string | undefined;
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string> | undefined;
}

/** Delivers an e-mail that is already in the outbox. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}
