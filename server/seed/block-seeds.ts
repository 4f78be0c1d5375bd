import { awardsSeed } from '../../src/blocks/awards/seed.ts'
import { benefitsListSeed } from '../../src/blocks/benefits-list/seed.ts'
import { clientsSeed } from '../../src/blocks/clients/seed.ts'
import { contactFormSeed } from '../../src/blocks/contact-form/seed.ts'
import { footerSeed } from '../../src/blocks/footer/seed.ts'
import { gallerySeed } from '../../src/blocks/gallery/seed.ts'
import { headerSeed } from '../../src/blocks/header/seed.ts'
import { insightsSeed } from '../../src/blocks/insights/seed.ts'
import { learnAndThriveSeed } from '../../src/blocks/learn-and-thrive/seed.ts'
import { locationsSeed } from '../../src/blocks/locations/seed.ts'
import { partnerLogosSeed } from '../../src/blocks/partner-logos/seed.ts'
import { partnersSeed } from '../../src/blocks/partners/seed.ts'
import { postsSeed } from '../../src/blocks/posts/seed.ts'
import { promisesSeed } from '../../src/blocks/promises/seed.ts'
import { sectionSeed } from '../../src/blocks/section/seed.ts'
import { solutionsGridSeed } from '../../src/blocks/solutions-grid/seed.ts'
import { storiesSeed } from '../../src/blocks/stories/seed.ts'
import { successSeed } from '../../src/blocks/success/seed.ts'
import { teamSeed } from '../../src/blocks/team/seed.ts'
import { textSeed } from '../../src/blocks/text/seed.ts'
import { timelineSeed } from '../../src/blocks/timeline/seed.ts'
import { vacanciesSeed } from '../../src/blocks/vacancies/seed.ts'
import { visionSeed } from '../../src/blocks/vision/seed.ts'
import { welcomeSeed } from '../../src/blocks/welcome/seed.ts'
import { whoWeAreSeed } from '../../src/blocks/who-we-are/seed.ts'

/** The seeds kept in block folders (src/blocks/<key>/seed.ts), one line each; read by the seed only. */
export const blockSeeds = [
  headerSeed,
  footerSeed,
  textSeed,
  teamSeed,
  partnersSeed,
  awardsSeed,
  benefitsListSeed,
  gallerySeed,
  insightsSeed,
  promisesSeed,
  sectionSeed,
  solutionsGridSeed,
  welcomeSeed,
  contactFormSeed,
  locationsSeed,
  successSeed,
  timelineSeed,
  vacanciesSeed,
  learnAndThriveSeed,
  visionSeed,
  whoWeAreSeed,
  storiesSeed,
  clientsSeed,
  postsSeed,
  partnerLogosSeed,
]
