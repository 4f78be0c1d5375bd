import type { PageSeeds } from '../pages/helpers.ts'
import { vacanciesBlock, vacancyTemplate } from './careers.ts'

/** The company pages' own blocks, added to each page's hero and call to action (server/seed/pages). */
export const companyBlocks: PageSeeds = {
  careers: [vacanciesBlock],
  'vacancy-detail-template': vacancyTemplate,
}
