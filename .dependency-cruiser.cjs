// The import directions of DESIGN.md §2, at any folder depth, with no folder exempt:
// schemas ← engine ← blocks ← registry ← app; schemas ← server. A block folder's schema.ts and seed.ts
// are data like schemas/: the server's schema map and seed read them, and nothing else of a block. `npm run lint` runs it over the
// product's folders; tests/unit/boundaries.test.ts proves each rule fires on a wrong import.
// What a data module (schemas/, a block's schema.ts and seed.ts) may not import: anything of ours
// but the block schemas, and nothing that renders or serves.
const DATA_MAY_NOT_IMPORT = {
  path: ['^(src|server|registry|page-layouts)/', '(^|/)node_modules/(react|react-dom|fastify)/'],
  pathNot: '^src/blocks/[^/]+/schema\\.ts$',
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles, type-only ones included: each layer builds on the one below.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'schemas-are-pure',
      comment:
        "schemas/ is zod and data: it imports nothing else of ours but the block folders' schemas (its map of them), and no React or Fastify.",
      severity: 'error',
      from: { path: '^schemas/' },
      to: DATA_MAY_NOT_IMPORT,
    },
    {
      name: 'block-schema-and-seed-are-data',
      comment:
        "A block's schema.ts and seed.ts are what the server reads of it: zod and data from schemas/ and block schemas, nothing that renders.",
      severity: 'error',
      from: { path: '^src/blocks/[^/]+/(schema|seed)\\.ts$' },
      to: DATA_MAY_NOT_IMPORT,
    },
    {
      name: 'layouts-are-data',
      comment: 'page-layouts/ is data: schemas and block keys (a type from the registry), nothing that runs.',
      severity: 'error',
      from: { path: '^page-layouts/' },
      to: { path: '^(src|server)/', pathNot: '^src/blocks/[^/]+/schema\\.ts$' },
    },
    {
      name: 'layouts-only-name-registry-types',
      severity: 'error',
      from: { path: '^page-layouts/' },
      to: { path: '^registry/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-knows-no-block',
      comment: 'The engine (editor included) is handed its registry; it never imports registry/, blocks or the app.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: ['^registry/', '^src/(blocks|app|pages)/', '^server/', '^page-layouts/(?!layout-shape\\.ts$)'] },
    },
    {
      name: 'engine-is-handed-its-data',
      comment:
        'The engine reads and saves content through the ContentStore it is handed (src/engine/content-store.ts), as it is handed its registry: it never imports the API client, types included.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'blocks-do-not-import-blocks',
      comment: "A block may read another block's schema (data) and the article parts posts and stories share, never its components.",
      severity: 'error',
      from: { path: '^src/blocks/([^/]+)/' },
      to: { path: '^src/blocks/', pathNot: ['^src/blocks/$1/', '^src/blocks/[^/]+/schema\\.ts$', '^src/blocks/article/'] },
    },
    {
      name: 'blocks-stay-in-their-layer',
      comment: 'Blocks use the engine, widgets and schemas; they never fetch (only the API config and types).',
      severity: 'error',
      from: { path: '^src/blocks/' },
      to: { path: ['^registry/', '^src/(app|pages)/', '^server/', '^page-layouts/', '^src/api/(?!(config|types)\\.ts$)'] },
    },
    {
      name: 'styles-come-with-the-site-stylesheet',
      comment:
        "Block and widget styles are gathered into the first stylesheet (src/styles/block-styles.ts, imported by src/main.tsx), so server-rendered HTML is styled before any block's code; a CSS import in a lazily loaded block would split it into render-blocking pieces.",
      severity: 'error',
      from: { path: '^src/(blocks|widgets)/' },
      to: { path: '\\.css$' },
    },
    {
      name: 'widgets-are-generic',
      severity: 'error',
      from: { path: '^src/widgets/' },
      to: { path: ['^registry/', '^src/(engine|blocks|app|pages)/', '^server/', '^page-layouts/'] },
    },
    {
      name: 'shared-client-parts-stay-below',
      comment: 'The API client, auth, i18n, notifications and the preview token serve the layers above and import none of them.',
      severity: 'error',
      from: { path: '^src/(api|auth|i18n|notifications|preview)/' },
      to: { path: ['^registry/', '^src/(engine|blocks|app|pages|widgets)/', '^server/', '^page-layouts/'] },
    },
    {
      name: 'registry-below-the-app',
      severity: 'error',
      from: { path: '^registry/' },
      to: { path: ['^src/(app|pages)/', '^server/'] },
    },
    {
      name: 'server-never-imports-the-site',
      comment:
        'The API never imports React or the site; it reads schemas and layouts (data), and of a block folder only its schema.ts and seed.ts.',
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: ['^(src|registry)/', '(^|/)node_modules/(react|react-dom)/'],
        pathNot: '^src/blocks/[^/]+/(schema|seed)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|\\.tmp|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
