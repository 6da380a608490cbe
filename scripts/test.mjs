#!/usr/bin/env node
// `npm test`: every test suite in turn (domain, API, web, browser journeys), then one line
// `N passed, N failed` adding them up. Exits non-zero if anything failed or a suite could not run.
//   node scripts/test.mjs [suite…]     suites: domain api web e2e (default: all)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-reports');
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const vitest = (name, dir) => ({
  name,
  dir,
  command: bin('vitest'),
  args: [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
  read: (json) => ({
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.numRuntimeErrorTests ?? 0),
  }),
  // Each failed test as "file › title", and each file that failed without a failed test (an import or
  // setup error), so the last lines of a long run say what to look at.
  failures: (json) =>
    (json.testResults ?? []).flatMap((file) => {
      const name = path.relative(path.join(root, dir), file.name ?? '');
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (tests.length === 0) return file.status === 'failed' ? [`${name} › ${firstLine(file.message)}`] : [];
      return tests.map((t) => `${name} › ${t.fullName ?? t.title}`);
    }),
});

const firstLine = (text) =>
  String(text ?? 'failed')
    .split('\n')[0]
    .slice(0, 200);

/** The journeys that failed, as "file › title", from Playwright's JSON report (suites nest). */
function playwrightFailures(json) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') out.push(`${spec.file ?? suite.file} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  for (const error of json.errors ?? []) out.push(firstLine(error.message));
  return out;
}

/** A port nobody listens on right now (the OS picks it), so the journeys run beside `npm start`. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

const suites = {
  domain: vitest('domain', 'packages/domain'),
  api: {
    ...vitest(process.env.DATABASE_URL ? 'api-postgres' : 'api', 'apps/api'),
    // The upload tests scan with a real clamd.
    before: () => {
      const ensure = spawnSync('bash', [path.join(root, 'scripts/ensure-clamav.sh')], { stdio: 'inherit' });
      if (ensure.status !== 0) throw new Error('ClamAV could not be installed');
    },
  },
  web: vitest('web', 'apps/web'),
  e2e: {
    name: 'e2e',
    dir: 'e2e',
    before: async (suite) => {
      // Ports given by the caller are kept; the others are free ones, not 3000/4000.
      for (const name of ['E2E_WEB_PORT', 'E2E_API_PORT', 'E2E_OIDC_PORT']) {
        suite.env[name] = process.env[name] ?? (await freePort());
      }
      const ensure = spawnSync('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
      if (ensure.status !== 0) throw new Error('Chromium could not be installed');
    },
    command: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    read: (json) => ({
      passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
      failed: json.stats?.unexpected ?? 0,
    }),
    failures: playwrightFailures,
  },
};

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(suites);
const results = [];
for (const key of wanted) {
  const suite = suites[key];
  if (!suite) {
    console.error(`unknown suite '${key}' (known: ${Object.keys(suites).join(', ')})`);
    process.exit(2);
  }
  const reportFile = path.join(reports, `${suite.name}.json`);
  rmSync(reportFile, { force: true });
  console.log(`\n━━ ${suite.name} ━━`);
  let status = 1;
  const started = Date.now();
  try {
    await suite.before?.(suite);
    const run = spawnSync(suite.command, suite.args, {
      cwd: path.join(root, suite.dir),
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    });
    status = run.status ?? 1;
  } catch (error) {
    console.error(`${suite.name}: ${error.message}`);
  }
  let counts = { passed: 0, failed: 0 };
  let failures = [];
  if (existsSync(reportFile)) {
    const json = JSON.parse(readFileSync(reportFile, 'utf8'));
    counts = suite.read(json);
    failures = suite.failures(json);
  }
  // A suite that exits non-zero without a failing test (crash, no tests found, setup error) still fails.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  if (counts.passed + counts.failed === 0) counts.failed = 1;
  results.push({
    suite: suite.name,
    ...counts,
    status,
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
writeFileSync(
  path.join(reports, `summary${process.env.DATABASE_URL ? '-postgres' : ''}.json`),
  JSON.stringify({ results, passed, failed }, null, 2),
);
console.log('');
for (const r of results) {
  // How long each suite took, build included: the run must end within CI's time on a two-core machine.
  console.log(`  ${r.suite.padEnd(14)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
  for (const failure of r.failures) console.log(`    ✗ ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
