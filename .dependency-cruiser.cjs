/**
 * The boundaries of the code base, checked by `npm run lint` (decisions 242 and 243; house style 14 and 20).
 * Type-only imports count: a cycle through types still ties two modules together.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const testFile = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module depends on itself through others, type-only imports included (decision 242).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-no-foreign-repository',
      comment:
        "An API context calls another context's services, never its *-repository.ts (decision 242). Tests, " +
        'their factories and the demo seed arrange data and may write any table through any repository.',
      severity: 'error',
      from: {
        path: '^apps/api/src/([^/]+)/',
        pathNot: [testFile, '-test-factories\\.ts$', '^apps/api/src/db/seed/'],
      },
      to: { path: '^apps/api/src/[^/]+/.*-repository\\.ts$', pathNot: '^apps/api/src/$1/' },
    },
    {
      name: 'web-feature-public-entry',
      comment:
        'A web feature reaches another only through its public entries, the files at its root (index.ts; ' +
        'server.ts for server code; a narrow entry for a lower layer); its folders are its insides ' +
        '(decision 243). Tests may reach into other features to arrange state.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: testFile },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/[^/]+\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-no-features',
      comment:
        'Shared web code (components/, lib/, config/) is below the features: it never imports one (decision 243).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-no-app',
      comment: 'Features are composed by the routes of app/, never the other way round (decision 243).',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: testFile },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'domain-no-apps',
      comment: 'The domain package is shared by both apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative and aliased import resolves (otherwise the rules above would not see it).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.next/', '/dist/', '/node_modules/'] },
    tsPreCompilationDeps: true,
    // One tsconfig for the three trees: the web's `@/` alias, the rest of the compiler options shared.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
