import { alternatingFeaturesType } from '../../src/blocks/alternating-features/schema.ts'
import { awardsType } from '../../src/blocks/awards/schema.ts'
import { benefitsListType } from '../../src/blocks/benefits-list/schema.ts'
import { clientsType } from '../../src/blocks/clients/schema.ts'
import { contactFormType } from '../../src/blocks/contact-form/schema.ts'
import { ctaType } from '../../src/blocks/cta/schema.ts'
import { demoRequestType } from '../../src/blocks/demo-request/schema.ts'
import { faqType } from '../../src/blocks/faq/schema.ts'
import { footerType } from '../../src/blocks/footer/schema.ts'
// The first half's schemas are built; the browser may take a turn before the second half (./start-up-yield.ts).
import './start-up-yield.ts'
import { galleryType } from '../../src/blocks/gallery/schema.ts'
import { headerType } from '../../src/blocks/header/schema.ts'
import { heroType } from '../../src/blocks/hero/schema.ts'
import { imageTextType } from '../../src/blocks/image-text/schema.ts'
import { infoBlockType } from '../../src/blocks/info-block/schema.ts'
import { insightsType } from '../../src/blocks/insights/schema.ts'
import { learnAndThriveType } from '../../src/blocks/learn-and-thrive/schema.ts'
import { locationsType } from '../../src/blocks/locations/schema.ts'
import { logoShowcaseType } from '../../src/blocks/logo-showcase/schema.ts'
import { partnerLogosType } from '../../src/blocks/partner-logos/schema.ts'
import { partnersType } from '../../src/blocks/partners/schema.ts'
import { postsType } from '../../src/blocks/posts/schema.ts'
import { processTimelineType } from '../../src/blocks/process-timeline/schema.ts'
import { promisesType } from '../../src/blocks/promises/schema.ts'
import { sectionType } from '../../src/blocks/section/schema.ts'
import { solutionBenefitsType } from '../../src/blocks/solution-benefits/schema.ts'
import { solutionHeroType } from '../../src/blocks/solution-hero/schema.ts'
import { solutionsGridType } from '../../src/blocks/solutions-grid/schema.ts'
import { storiesType } from '../../src/blocks/stories/schema.ts'
import { successType } from '../../src/blocks/success/schema.ts'
import { tabbedContentType } from '../../src/blocks/tabbed-content/schema.ts'
import { teamType } from '../../src/blocks/team/schema.ts'
import { textType } from '../../src/blocks/text/schema.ts'
import { timelineType } from '../../src/blocks/timeline/schema.ts'
import { vacanciesType } from '../../src/blocks/vacancies/schema.ts'
import { visionType } from '../../src/blocks/vision/schema.ts'
import { welcomeType } from '../../src/blocks/welcome/schema.ts'
import { whoWeAreType } from '../../src/blocks/who-we-are/schema.ts'

/**
 * Every block type, one line per block folder (src/blocks/<key>/schema.ts), in the order editors
 * are offered them. Only schemas: the server reads this list and never a block's components.
 */
export const blockTypes = [
  headerType,
  footerType,
  textType,
  heroType,
  whoWeAreType,
  learnAndThriveType,
  visionType,
  ctaType,
  solutionHeroType,
  imageTextType,
  infoBlockType,
  alternatingFeaturesType,
  solutionBenefitsType,
  logoShowcaseType,
  partnerLogosType,
  tabbedContentType,
  processTimelineType,
  faqType,
  demoRequestType,
  welcomeType,
  solutionsGridType,
  sectionType,
  storiesType,
  postsType,
  insightsType,
  galleryType,
  benefitsListType,
  promisesType,
  teamType,
  vacanciesType,
  timelineType,
  partnersType,
  clientsType,
  awardsType,
  contactFormType,
  locationsType,
  successType,
] as const
