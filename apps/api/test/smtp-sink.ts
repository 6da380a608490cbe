import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came over the wire (headers and MIME parts). */
  data: string;
  /** The same message read by a mail client's parser: headers, text and HTML parts, links. */
  parsed: ParsedMail;
}

type Trouble = { kind: 'temporary' } | { kind: 'permanent' } | { kind: 'drop' };

/**
 * A real SMTP server (smtp-server) on a free local port that accepts every message and keeps it, parsed
 * with mailparser, so a test reads what nodemailer really sent. Troubles for the next messages, as a real
 * server has them: `failNext` answers DATA with 451 (try later), `refuseNext` with 550 (refused), `dropNext`
 * closes the connection without answering; `delayReplies` answers each message only after a pause.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const troubles: Trouble[] = [];
  let replyDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const trouble = troubles.shift();
        const answer = async () => {
          if (trouble?.kind === 'drop') {
            for (const connection of server.connections) {
              if (connection.id === session.id) connection._socket.destroy();
            }
            return;
          }
          if (trouble) {
            const temporary = trouble.kind === 'temporary';
            const error = Object.assign(
              new Error(temporary ? '4.3.0 Tente mais tarde' : '5.7.1 Mensagem recusada'),
              { responseCode: temporary ? 451 : 550 },
            );
            callback(error);
            return;
          }
          const data = Buffer.concat(chunks).toString('utf8');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            parsed: await simpleParser(data),
          });
          callback(null, 'OK');
        };
        const run = () => {
          answer().catch((error: unknown) => callback(error as Error));
        };
        if (replyDelayMs > 0) setTimeout(run, replyDelayMs);
        else run();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const add = (kind: Trouble['kind'], count: number) => {
    for (let i = 0; i < count; i += 1) troubles.push({ kind });
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count = 1) {
      add('temporary', count);
    },
    refuseNext(count = 1) {
      add('permanent', count);
    },
    dropNext(count = 1) {
      add('drop', count);
    },
    stopFailing() {
      troubles.length = 0;
    },
    delayReplies(ms: number) {
      replyDelayMs = ms;
    },
  };
}
