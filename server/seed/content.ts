import { pageKeys } from '../../page-layouts/routes.ts'
import { about } from './about.ts'
import { collectionBlocks } from './collections/index.ts'
import { companyBlocks } from './company/index.ts'
import { blockSeeds } from './block-seeds.ts'
import { companyPages } from './pages/company.ts'
import { contactPages } from './pages/contact.ts'
import { homePages } from './pages/home.ts'
import { solutionPages } from './pages/solutions.ts'
import type { SeedRow } from './seed-block.ts'

type SeedRows = Partial<Record<(typeof pageKeys)[number], SeedRow[]>>

/** Several seed files for the same pages: each page's blocks together, by order. */
function combine(...parts: SeedRows[]): SeedRows {
  const out: SeedRows = {}
  for (const part of parts)
    for (const [page, blocks] of Object.entries(part) as [keyof SeedRows, SeedRow[]][]) {
      // A block folder's seed names its pages by key: one that no layout has would never be seeded.
      if (!pageKeys.includes(page)) throw new Error(`Seed for unknown page '${page}'`)
      out[page] = [...(out[page] ?? []), ...blocks].sort((a, b) => a.order - b.order)
    }
  return out
}

/** Seed blocks per page key. Pages without an entry start empty and fill as their block types land. */
export const seedContent: SeedRows = combine(
  { about, ...homePages, ...companyPages, ...solutionPages, ...contactPages },
  companyBlocks,
  collectionBlocks,
  ...blockSeeds,
)

export { pageKeys }
