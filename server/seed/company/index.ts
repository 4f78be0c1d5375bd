import type { PageSeeds } from '../pages/helpers.ts'
import { vacancyTemplate } from './vacancy-page.ts'

/** The company pages' blocks not kept in a block folder: the vacancy page's call to action. */
export const companyBlocks: PageSeeds = {
  'vacancy-detail-template': vacancyTemplate,
}
