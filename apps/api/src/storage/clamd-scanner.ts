import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { connect } from 'node:net';
import type { FileScanner, ScanVerdict } from './scan-verdict.js';

/** clamd answers `stream: OK` or `stream: <signature> FOUND`; anything else is an error. */
export function parseClamdReply(reply: string): ScanVerdict {
  const text = reply.replace(/\0+$/, '').trim();
  if (text === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new Error(`clamd answered: ${text.slice(0, 200)}`);
}

/**
 * Scans with clamd over TCP (the INSTREAM command: the file goes in length-prefixed chunks, so clamd
 * needs no access to our disk). One connection per file; the whole exchange is bounded by timeoutMs.
 */
export function createClamdScanner(options: { host: string; port: number; timeoutMs: number }): FileScanner {
  return {
    kind: 'clamav',
    async scan(file) {
      const socket = connect({ host: options.host, port: options.port });
      const timer = setTimeout(
        () => socket.destroy(new Error(`clamd did not answer within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      const reply = new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (chunk.includes(0)) resolve(Buffer.concat(chunks).toString('utf8'));
        });
        socket.on('error', reject);
        socket.on('close', () => reject(new Error('clamd closed the connection without a verdict')));
      });
      reply.catch(() => {});
      try {
        await once(socket, 'connect');
        socket.write('zINSTREAM\0');
        for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
          const length = Buffer.alloc(4);
          length.writeUInt32BE((chunk as Buffer).length);
          if (!socket.write(Buffer.concat([length, chunk as Buffer]))) {
            await Promise.race([once(socket, 'drain'), reply]);
          }
        }
        socket.write(Buffer.alloc(4));
        return parseClamdReply(await reply);
      } finally {
        clearTimeout(timer);
        socket.destroy();
      }
    },
  };
}
