import type { BlockSchemas } from '../schemas/blocks/index.ts'
import { type BlockDefinition, registryOf } from '../src/engine/block-definition.ts'
import alternatingFeatures from '../src/blocks/alternating-features/index.ts'
import awards from '../src/blocks/awards/index.ts'
import benefitsList from '../src/blocks/benefits-list/index.ts'
import clients from '../src/blocks/clients/index.ts'
import contactForm from '../src/blocks/contact-form/index.ts'
import cta from '../src/blocks/cta/index.ts'
import demoRequest from '../src/blocks/demo-request/index.ts'
import faq from '../src/blocks/faq/index.ts'
import footer from '../src/blocks/footer/index.ts'
import gallery from '../src/blocks/gallery/index.ts'
import header from '../src/blocks/header/index.ts'
import hero from '../src/blocks/hero/index.ts'
import imageText from '../src/blocks/image-text/index.ts'
import infoBlock from '../src/blocks/info-block/index.ts'
import insights from '../src/blocks/insights/index.ts'
import learnAndThrive from '../src/blocks/learn-and-thrive/index.ts'
import locations from '../src/blocks/locations/index.ts'
import logoShowcase from '../src/blocks/logo-showcase/index.ts'
import partnerLogos from '../src/blocks/partner-logos/index.ts'
import partners from '../src/blocks/partners/index.ts'
import posts from '../src/blocks/posts/index.ts'
import processTimeline from '../src/blocks/process-timeline/index.ts'
import promises from '../src/blocks/promises/index.ts'
import section from '../src/blocks/section/index.ts'
import solutionBenefits from '../src/blocks/solution-benefits/index.ts'
import solutionHero from '../src/blocks/solution-hero/index.ts'
import solutionsGrid from '../src/blocks/solutions-grid/index.ts'
import stories from '../src/blocks/stories/index.ts'
import success from '../src/blocks/success/index.ts'
import tabbedContent from '../src/blocks/tabbed-content/index.ts'
import team from '../src/blocks/team/index.ts'
import text from '../src/blocks/text/index.ts'
import timeline from '../src/blocks/timeline/index.ts'
import vacancies from '../src/blocks/vacancies/index.ts'
import vision from '../src/blocks/vision/index.ts'
import welcome from '../src/blocks/welcome/index.ts'
import whoWeAre from '../src/blocks/who-we-are/index.ts'

/**
 * Every block type with its components, one line per block folder (src/blocks/<key>/index.ts),
 * in the same order as the server's list (schemas/blocks/index.ts). The site frame renders
 * eagerly, page sections load lazily.
 */
export const blocks = registryOf([
  header,
  footer,
  text,
  hero,
  whoWeAre,
  learnAndThrive,
  vision,
  cta,
  solutionHero,
  imageText,
  infoBlock,
  alternatingFeatures,
  solutionBenefits,
  logoShowcase,
  partnerLogos,
  tabbedContent,
  processTimeline,
  faq,
  demoRequest,
  welcome,
  solutionsGrid,
  section,
  stories,
  posts,
  insights,
  gallery,
  benefitsList,
  promises,
  team,
  vacancies,
  timeline,
  partners,
  clients,
  awards,
  contactForm,
  locations,
  success,
]) satisfies { [K in keyof BlockSchemas]: BlockDefinition<K, BlockSchemas[K]> }

export type BlockKey = keyof typeof blocks

/** Blocks of the site frame: they have pages of their own and are not added to content pages. */
export const frameBlocks: readonly BlockKey[] = ['header', 'footer']
