import { createServer, type Server } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on a free local port that accepts every message and keeps it, so a test sees what
 * nodemailer really sent over the wire. `failNext` answers the next message's DATA with a 451 (a server
 * that is having trouble), as a real one would; `delayReplies` makes it answer each message's DATA only
 * after a pause (a slow server).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let replyDelayMs = 0;
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 localhost ESMTP teste\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const message = current;
          const reply = () => {
            if (failures > 0) {
              failures -= 1;
              socket.write('451 4.3.0 Tente mais tarde\r\n');
            } else {
              received.push(message);
              socket.write('250 2.0.0 OK\r\n');
            }
          };
          if (replyDelayMs > 0) setTimeout(reply, replyDelayMs);
          else reply();
          current = { from: '', to: [], data: '' };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'MAIL') {
          current.from = line.slice(10).replace(/[<>]/g, '').trim();
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line.slice(8).replace(/[<>]/g, '').trim());
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 Continue\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count = 1) {
      failures += count;
    },
    stopFailing() {
      failures = 0;
    },
    delayReplies(ms: number) {
      replyDelayMs = ms;
    },
  };
}
