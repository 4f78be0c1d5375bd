import { pageKeys } from '../../page-layouts/routes.ts'
import { about } from './about.ts'
import { collectionBlocks } from './collections/index.ts'
import { companyBlocks } from './company/index.ts'
import { footer } from './footer.ts'
import { header } from './header.ts'
import { companyPages } from './pages/company.ts'
import { contactPages } from './pages/contact.ts'
import { homePages } from './pages/home.ts'
import { solutionPages } from './pages/solutions.ts'
import { privacyPolicy } from './privacy-policy.ts'
import type { SeedBlock } from './seed-block.ts'

type Seeds = Partial<Record<(typeof pageKeys)[number], SeedBlock[]>>

/** Several seed files for the same pages: each page's blocks together, by order. */
function combine(...parts: Seeds[]): Seeds {
  const out: Seeds = {}
  for (const part of parts)
    for (const [page, blocks] of Object.entries(part) as [keyof Seeds, SeedBlock[]][])
      out[page] = [...(out[page] ?? []), ...blocks].sort((a, b) => a.order - b.order)
  return out
}

/** Seed blocks per page key. Pages without an entry start empty and fill as their block types land. */
export const seedContent: Seeds = combine(
  {
    header: [{ block_type: 'HEADER', order: 1, content: header }],
    footer: [{ block_type: 'FOOTER', order: 1, content: footer }],
    about,
    'privacy-policy': [{ block_type: 'TEXT', order: 1, content: privacyPolicy }],
    ...homePages,
    ...companyPages,
    ...solutionPages,
    ...contactPages,
  },
  companyBlocks,
  collectionBlocks,
)

export { pageKeys }
