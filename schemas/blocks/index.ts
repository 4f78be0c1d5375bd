import type { AnySchema } from '../fields.ts'
import { alternatingFeaturesSchema } from './alternating-features.ts'
import { demoRequestSchema } from './demo-request.ts'
import { faqSchema } from './faq.ts'
import { imageTextSchema } from './image-text.ts'
import { infoBlockSchema } from './info-block.ts'
import { logoShowcaseSchema } from './logo-showcase.ts'
import { partnerLogosSchema } from './partner-logos.ts'
import { processTimelineSchema } from './process-timeline.ts'
import { solutionBenefitsSchema } from './solution-benefits.ts'
import { solutionHeroSchema } from './solution-hero.ts'
import { tabbedContentSchema } from './tabbed-content.ts'
import { awardsSchema } from './awards.ts'
import { benefitsListSchema } from './benefits-list.ts'
import { clientsSchema } from './clients.ts'
import { contactFormSchema } from './contact-form.ts'
import { gallerySchema } from './gallery.ts'
import { locationsSchema } from './locations.ts'
import { partnersSchema } from './partners.ts'
import { insightsSchema } from './insights.ts'
import { postsSchema } from './posts.ts'
import { promisesSchema } from './promises.ts'
import { sectionSchema } from './section.ts'
import { solutionsGridSchema } from './solutions-grid.ts'
import { storiesSchema } from './stories.ts'
import { successSchema } from './success.ts'
import { teamSchema } from './team.ts'
import { timelineSchema } from './timeline.ts'
import { vacanciesSchema } from './vacancies.ts'
import { welcomeSchema } from './welcome.ts'
import { ctaSchema } from './cta.ts'
import { footerSchema } from './footer.ts'
import { headerSchema } from './header.ts'
import { heroSchema } from './hero.ts'
import { learnAndThriveSchema } from './learn-and-thrive.ts'
import { textSchema } from './text.ts'
import { visionSchema } from './vision.ts'
import { whoWeAreSchema } from './who-we-are.ts'

/**
 * Block type → content schema. The server validates writes with it, the registry pairs each
 * entry with a component, and the editor walks it. Keys are lower case; block_type is compared
 * ignoring case.
 */
export const blockSchemas = {
  header: headerSchema,
  footer: footerSchema,
  text: textSchema,
  hero: heroSchema,
  'who-we-are': whoWeAreSchema,
  'learn-and-thrive': learnAndThriveSchema,
  vision: visionSchema,
  cta: ctaSchema,
  'solution-hero': solutionHeroSchema,
  'image-text': imageTextSchema,
  'info-block': infoBlockSchema,
  'alternating-features': alternatingFeaturesSchema,
  'solution-benefits': solutionBenefitsSchema,
  'logo-showcase': logoShowcaseSchema,
  'partner-logos': partnerLogosSchema,
  'tabbed-content': tabbedContentSchema,
  'process-timeline': processTimelineSchema,
  faq: faqSchema,
  'demo-request': demoRequestSchema,
  welcome: welcomeSchema,
  'solutions-grid': solutionsGridSchema,
  section: sectionSchema,
  stories: storiesSchema,
  posts: postsSchema,
  insights: insightsSchema,
  gallery: gallerySchema,
  'benefits-list': benefitsListSchema,
  promises: promisesSchema,
  team: teamSchema,
  vacancies: vacanciesSchema,
  timeline: timelineSchema,
  partners: partnersSchema,
  clients: clientsSchema,
  awards: awardsSchema,
  'contact-form': contactFormSchema,
  locations: locationsSchema,
  success: successSchema,
} satisfies Record<string, AnySchema>

export type BlockType = keyof typeof blockSchemas

export function schemaForType(blockType: string): AnySchema | undefined {
  const key = blockType.toLowerCase()
  return Object.hasOwn(blockSchemas, key) ? blockSchemas[key as BlockType] : undefined
}
