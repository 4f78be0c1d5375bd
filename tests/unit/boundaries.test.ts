import { createRequire } from 'node:module'
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration

async function violations(): Promise<string[]> {
  const { tsConfig: _ownTsConfig, ...options } = config.options ?? {}
  const result = await cruise(['.'], {
    ...options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: 'tests/fixtures/boundaries',
  })
  const output = result.output as ICruiseResult
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()
}

describe('the import directions of DESIGN.md §2 are enforced at any depth, with no folder exempt', () => {
  it('reports every wrong import of the fixture tree, and no right one', async () => {
    const found = await violations()
    expect(found).toEqual(
      [
        'blocks-do-not-import-blocks: src/blocks/a/a.ts → src/blocks/b/b.ts',
        'blocks-stay-in-their-layer: src/blocks/a/fetches.ts → src/api/client.ts',
        'block-schema-and-seed-are-data: src/blocks/b/schema.ts → src/engine/engine.ts',
        'schemas-are-pure: schemas/map.ts → src/blocks/b/b.ts',
        'server-never-imports-the-site: server/seed/block-parts.ts → src/blocks/b/index.ts',
        'engine-knows-no-block: src/engine/editor/deep/bad.ts → registry/index.ts',
        'engine-is-handed-its-data: src/engine/editor/deep/fetches.ts → src/api/client.ts',
        'layouts-are-data: page-layouts/bad.ts → src/app/app.ts',
        'no-cycles: src/widgets/one.ts → src/widgets/two.ts',
        'schemas-are-pure: schemas/bad.ts → src/app/app.ts',
        'server-never-imports-the-site: server/seed/pages/bad.ts → src/app/app.ts',
        'styles-come-with-the-site-stylesheet: src/widgets/styled.ts → src/widgets/styled.css',
      ].sort(),
    )
  }, 30_000)
})
