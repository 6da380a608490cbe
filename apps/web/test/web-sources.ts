import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web's source directory (apps/web/src). */
export const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** A source file of the web: its path under src/ with forward slashes, and its text. */
export interface WebSource {
  name: string;
  text: string;
}

function walk(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, extension);
    return extension.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every source file of the web whose name matches `extension` (`.ts` and `.tsx` unless told), tests left
 * out, for the tests that hold the whole code base to one rule.
 */
export function webSources(extension: RegExp = /\.tsx?$/): WebSource[] {
  const files = walk(webSrc, extension);
  // A rule checked against no file at all would pass whatever the code says.
  if (files.length === 0) throw new Error(`No web source matches ${extension} under ${webSrc}.`);
  return files.map((file) => ({
    name: path.relative(webSrc, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
}
