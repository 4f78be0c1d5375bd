import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

// The site's one stylesheet is built in import order, but Vite hoists an eager glob's imports
// above its module's own imports: a glob of the blocks' styles in src/main.tsx put them before
// base.css, and a block's rule lost to a base rule of the same weight. The order is base, the
// shared sheets, the widgets', the blocks' (tests/browser/style-order.spec.ts checks the build).
const source = (path: string) => readFileSync(path, 'utf8')

it("src/main.tsx imports the blocks' styles after base.css and the shared sheets, and globs none itself", () => {
  const main = source('src/main.tsx')
  expect(main).not.toMatch(/import\.meta\.glob\([^)]*\.css/)
  const imports = [...main.matchAll(/^import '([^']+)'$/gm)].map((m) => m[1])
  expect(imports).toEqual([
    './styles/base.css',
    './styles/logo-card.css',
    './styles/media-card.css',
    './styles/media-text.css',
    './styles/block-styles.ts',
  ])
})

it("src/styles/block-styles.ts globs the widgets' styles before the blocks'", () => {
  const globs = [...source('src/styles/block-styles.ts').matchAll(/import\.meta\.glob\('([^']+)'/g)].map((m) => m[1])
  expect(globs).toEqual(['../widgets/**/*.css', '../blocks/**/*.css'])
})
