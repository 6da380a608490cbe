/**
 * Workspace packages are written for Node's ESM resolution (`import './money.js'` for `money.ts`), which
 * TypeScript understands but Turbopack under "moduleResolution": "Bundler" does not. This loader drops the
 * `.js` from relative specifiers of those packages so Turbopack finds the `.ts` sources.
 */
module.exports = function stripJsExtension(source) {
  return source.replace(/(['"])(\.{1,2}\/[^'"\n]+?)\.js\1/g, '$1$2$1');
};
