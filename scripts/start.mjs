#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, then runs the API (which migrates the
// embedded database and loads the demo data on first run) and the web app. Ctrl-C stops both.
// `npm run start:prod` (`--production`): the same, as production — NODE_ENV=production for the API (real
// secrets required, no /dev routes, no demo data) and production cookies in the web app; the public URLs
// must be given, since the browser's are baked into the build.
// `npm run dev` (`--dev`): the API and the web app in development mode, each reloading on change.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const production = process.argv.includes('--production');
const dev = process.argv.includes('--dev');
if (production) {
  const missing = ['AUTH_JWT_SECRET', 'NEXT_PUBLIC_API_URL', 'NEXT_PUBLIC_SITE_URL'].filter(
    (name) => !process.env[name],
  );
  if (missing.length > 0) {
    console.error(`[start] production needs ${missing.join(', ')} (see the README's Configuration)`);
    process.exit(1);
  }
  process.env.NODE_ENV = 'production';
  process.env.NEXT_PUBLIC_APP_ENV ??= 'production';
}
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = `http://localhost:${apiPort}`;
// The browser reaches the API and canonical URLs on these ports unless told otherwise (baked in at build).
process.env.NEXT_PUBLIC_API_URL ??= apiUrl;
process.env.NEXT_PUBLIC_SITE_URL ??= `http://localhost:${webPort}`;
// The web server's catalogue reads carry this token so the API does not count every visitor against the
// web server's one address (WEB_SERVER_TOKEN in both apps); a fresh one per start unless set.
process.env.WEB_SERVER_TOKEN ??= randomBytes(32).toString('base64url');

async function waitForReady(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error('the API stopped while starting');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not become ready at ${url}`);
}

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  deadline.unref();
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!dev) buildWebIfNeeded('start');

const api = spawn(bin('tsx'), dev ? ['watch', 'src/server.ts'] : ['src/server.ts'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
  env: {
    API_PORT: apiPort,
    WEB_ORIGIN: new URL(process.env.NEXT_PUBLIC_SITE_URL).origin,
    // Browsers reach the API through the web app's /api/proxy (decision 100): its links point there.
    API_PUBLIC_URL: `${process.env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, '')}/api/proxy`,
    // Photos reach browsers through the web app's /media (app/media/[...path]/route.ts), on the page's own origin.
    // The site's server on this machine forwards every browser call (decision 100) and names the
    // visitor's address in X-Forwarded-For: the API trusts that one hop, so per-address limits stay per visitor.
    TRUST_PROXY: '127.0.0.1,::1',
    MEDIA_PUBLIC_URL: `${process.env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, '')}/media`,
    ...process.env,
  },
});
children.push(api);
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`[start] the API stopped (code ${code})`);
    stopAll(code ?? 1);
  }
});

try {
  await waitForReady(`${apiUrl}/ready`, api);
} catch (error) {
  console.error(`[start] ${error.message}`);
  stopAll(1);
}

if (!stopping) {
  const web = spawn(bin('next'), [dev ? 'dev' : 'start', '-p', webPort], {
    cwd: webDir,
    stdio: 'inherit',
    env: { API_INTERNAL_URL: apiUrl, ...process.env },
  });
  children.push(web);
  web.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] the web app stopped (code ${code})`);
      stopAll(code ?? 1);
    }
  });
  console.log(`\n[start] Circula: web http://localhost:${webPort} · API ${apiUrl} (docs ${apiUrl}/docs)\n`);
}
