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
import { successStoriesSchema } from './success-stories.ts'
import { tabbedContentSchema } from './tabbed-content.ts'
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
  'success-stories': successStoriesSchema,
  'demo-request': demoRequestSchema,
} satisfies Record<string, AnySchema>

export type BlockType = keyof typeof blockSchemas

export function schemaForType(blockType: string): AnySchema | undefined {
  const key = blockType.toLowerCase()
  return Object.hasOwn(blockSchemas, key) ? blockSchemas[key as BlockType] : undefined
}
