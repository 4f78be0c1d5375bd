import type { PageSeeds } from '../pages/helpers.ts'
import { vacanciesBlock, vacancyTemplate } from './careers.ts'
import { contactBlocks, successBlock } from './contact.ts'

/** The company pages' own blocks, added to each page's hero and call to action (server/seed/pages). */
export const companyBlocks: PageSeeds = {
  careers: [vacanciesBlock],
  'vacancy-detail-template': vacancyTemplate,
  'contact-us': contactBlocks,
  success: [successBlock],
}
