import { pageKeys } from '../../page-layouts/routes.ts'
import { about } from './about.ts'
import { footer } from './footer.ts'
import { header } from './header.ts'
import { companyPages } from './pages/company.ts'
import { contactPages } from './pages/contact.ts'
import { homePages } from './pages/home.ts'
import { solutionPages } from './pages/solutions.ts'
import { privacyPolicy } from './privacy-policy.ts'
import type { SeedBlock } from './seed-block.ts'

/** Seed blocks per page key. Pages without an entry start empty and fill as their block types land. */
export const seedContent: Partial<Record<(typeof pageKeys)[number], SeedBlock[]>> = {
  header: [{ block_type: 'HEADER', order: 1, content: header }],
  footer: [{ block_type: 'FOOTER', order: 1, content: footer }],
  about,
  'privacy-policy': [{ block_type: 'TEXT', order: 1, content: privacyPolicy }],
  ...homePages,
  ...companyPages,
  ...solutionPages,
  ...contactPages,
}

export { pageKeys }
