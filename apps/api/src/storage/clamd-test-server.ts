import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's own signatures (EICAR test file, PE and ELF programs). */
export const signaturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'clamav-signatures');

/** A port nobody listens on (taken from the system, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ping = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('close', () => resolve(answer.startsWith('PONG')));
    socket.on('error', () => resolve(false));
  });

/**
 * Starts Debian's clamd (scripts/ensure-clamav.sh installs it) in the foreground on a free local port with
 * only our signatures, and waits until it answers. stop() ends that one process.
 */
export async function startClamd(): Promise<{ port: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'circula-clamd-'));
  const port = await freePort();
  const config = path.join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      'Foreground yes',
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `DatabaseDirectory ${signaturesDir}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      `TemporaryDirectory ${dir}`,
      'AlertExceedsMax yes',
      ...(process.getuid?.() === 0 ? ['User root'] : []),
      '',
    ].join('\n'),
  );
  const clamdBinary = existsSync('/usr/sbin/clamd') ? '/usr/sbin/clamd' : 'clamd';
  const child: ChildProcess = spawn(clamdBinary, [`--config-file=${config}`], { stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const spawnError = new Promise<never>((_, reject) =>
    child.on('error', (error) =>
      reject(new Error(`clamd did not start (run scripts/ensure-clamav.sh): ${error.message}`)),
    ),
  );
  spawnError.catch(() => {});
  const deadline = Date.now() + 30_000;
  while (!(await Promise.race([ping(port), spawnError]))) {
    if (exited || Date.now() > deadline)
      throw new Error('clamd did not start (run scripts/ensure-clamav.sh)');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
