// The production build of the web app, redone only when its sources or its NEXT_PUBLIC_* settings changed
// (the browser's settings are baked in at build). Used by `npm start` and `npm run topology`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (['node_modules', '.next', '.data'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else {
      hash.update(path.relative(root, full));
      hash.update(String(statSync(full).size));
      hash.update(readFileSync(full));
    }
  }
}

function webSourcesHash() {
  const hash = createHash('sha256');
  for (const dir of ['apps/web/src', 'apps/web/public', 'packages/domain/src'])
    hashTree(hash, path.join(root, dir));
  for (const file of ['apps/web/next.config.ts', 'apps/web/package.json', 'apps/web/postcss.config.mjs']) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort()) {
    hash.update(`${key}=${process.env[key]}`);
  }
  return hash.digest('hex');
}

export function buildWebIfNeeded(tag) {
  const marker = path.join(webDir, '.next', 'circula-build-hash');
  const current = webSourcesHash();
  if (existsSync(path.join(webDir, '.next', 'BUILD_ID')) && existsSync(marker)) {
    if (readFileSync(marker, 'utf8') === current) {
      console.log(`[${tag}] web app is up to date, skipping the build`);
      return;
    }
  }
  console.log(`[${tag}] building the web app (next build)…`);
  const result = spawnSync(bin('next'), ['build'], { cwd: webDir, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[${tag}] the web build failed`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(marker, current);
}
