/** @vitest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What every page loads before it comes alive: the client components of the root and site layouts and of
 * their error and not-found fallbacks, and everything they import (decisions 048, 260). Libraries that only
 * some pages use must not be part of it: zod (also through a @circula/domain module that defines schemas,
 * which the bundle keeps whole once any of its values is used), the phone rules, the form and dialog
 * libraries, react-select, the toasts (their host mounts after the page is alive). A piece that needs one
 * loads it on use (`import()`), which this walk skips.
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domainSrc = path.resolve(src, '../../../packages/domain/src');

const everyPage = [
  'app/layout.tsx',
  'app/error.tsx',
  'app/global-error.tsx',
  'app/not-found.tsx',
  'app/(site)/layout.tsx',
  'app/(site)/not-found.tsx',
];
/** The pages whose budget is read against the floor page (decision 255), beside the shared layouts. */
const budgetPages = [
  'app/(site)/page.tsx',
  'app/(site)/busca/page.tsx',
  'app/(site)/eventos/[slug]/page.tsx',
  'app/(site)/lotes/[id]/page.tsx',
];
const heavy = [
  'zod',
  'libphonenumber-js',
  'react-hook-form',
  '@hookform/resolvers',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  'react-select',
  'react-hot-toast',
];

/** Which domain file defines each value the package's index exports. */
const domainDefiner = new Map<string, string>();
for (const file of readdirSync(domainSrc)) {
  if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file) || file === 'index.ts') continue;
  const text = readFileSync(path.join(domainSrc, file), 'utf8');
  for (const match of text.matchAll(/^export\s+(?:async\s+)?(?:const|function|class|let|enum)\s+(\w+)/gm))
    domainDefiner.set(match[1]!, path.join(domainSrc, file));
}

function resolveFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  else return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The static imports of a module that load code: [specifier, value names or null for a whole module]. */
function imports(text: string): [string, string[] | null][] {
  const found: [string, string[] | null][] = [];
  for (const match of text.matchAll(
    /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gms,
  )) {
    if (match[1]) continue;
    if (match[4]) {
      found.push([match[4], null]);
      continue;
    }
    const clause = match[2] ?? '';
    const braced = /\{([^}]*)\}/.exec(clause);
    const names = braced
      ? braced[1]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!)
      : null;
    const defaultOrNamespace = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (names && names.length === 0 && !defaultOrNamespace) continue;
    found.push([match[3]!, names && !defaultOrNamespace ? names : null]);
  }
  return found;
}

const name = (file: string) =>
  file.startsWith(src) ? path.relative(src, file) : `@circula/domain/${path.relative(domainSrc, file)}`;

/** Each heavy library the every-page script reaches, with the chain of modules that brings it. */
function heavyReached(entries: readonly string[]): string[] {
  const reached: string[] = [];
  const visited = new Set<string>();
  const walk = (file: string, client: boolean, chain: string[]) => {
    const key = `${client}:${file}`;
    if (visited.has(key)) return;
    visited.add(key);
    const text = readFileSync(file, 'utf8');
    const isClient = client || /^['"]use client['"];/m.test(text);
    const here = [...chain, name(file)];
    for (const [specifier, names] of imports(text)) {
      if (specifier === '@circula/domain') {
        if (!isClient) continue;
        for (const value of names ?? []) {
          const definer = domainDefiner.get(value);
          if (definer) walk(definer, true, here);
        }
        continue;
      }
      const library = heavy.find((lib) => specifier === lib || specifier.startsWith(`${lib}/`));
      if (library) {
        if (isClient) reached.push(`${library} ← ${here.join(' ← ')}`);
        continue;
      }
      const next = resolveFile(file, specifier);
      if (next) walk(next, isClient, here);
    }
  };
  for (const entry of entries) walk(path.join(src, entry), false, []);
  return reached;
}

describe('the script every page loads', () => {
  it('reaches no library that only some pages use', () => {
    expect(heavyReached(everyPage)).toEqual([]);
  });

  it('nor does the first script of the pages the budget is measured on (home, search, Event, lot)', () => {
    // The lot page's live panel, its offer dialog and the Event's visit booking load after the page came alive.
    expect(heavyReached(budgetPages)).toEqual([]);
  });

  it("nor does the lot page's live panel, which every viewer of a lot loads once the page is alive", () => {
    // A viewer who is not bidding gets no schema or form library: the bid forms load for a verified buyer,
    // the enrolment dialog for one not yet enrolled.
    expect(heavyReached(['features/lots/components/live-lot-panel.tsx'])).toEqual([]);
  });

  it('tells a type-only import from one that loads code', () => {
    expect(imports("import type { A } from 'zod';")).toEqual([]);
    expect(imports("import { type A, type B } from 'zod';")).toEqual([]);
    expect(imports("import { type A, b } from '@circula/domain';")).toEqual([['@circula/domain', ['b']]]);
    expect(imports("import { z } from 'zod';")).toEqual([['zod', ['z']]]);
    expect(imports("import ptBR from 'zod/v4/locales/pt-BR.js';")).toEqual([
      ['zod/v4/locales/pt-BR.js', null],
    ]);
    expect(imports("import '@/components/ui/zod-messages';")).toEqual([
      ['@/components/ui/zod-messages', null],
    ]);
    expect(imports("export { saveCookieChoice } from './api/cookie-choice';")).toEqual([
      ['./api/cookie-choice', ['saveCookieChoice']],
    ]);
    expect(imports("const load = () => import('./dialog');")).toEqual([]);
  });
});
