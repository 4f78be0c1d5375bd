import { seedOf } from '../../../schemas/block-type.ts'
import { type LogoKey, logoImage, logoName } from '../../../schemas/seed-logos.ts'
import { both } from '../../../schemas/seed-media.ts'
import { partnerLogosType } from './schema.ts'

/** A partner by its wordmark; the name beside it says what the logo would, so its alt stays empty. */
const partner = (key: LogoKey) => {
  const { src, width, height } = logoImage(key)
  return { id: `partner-${key}`, name: logoName(key), logo: { src, alt: both('', ''), width, height } }
}

/** The Totara Learn page's block 6: the content and tools that plug into it. */
export const partnerLogosSeed = seedOf(partnerLogosType, {
  'solutions-totara-learn': [
    {
      order: 6,
      content: {
        title: both('Content and tools that plug into Totara Learn', 'محتوى وأدوات تتكامل مع Totara Learn'),
        items: (['opensesame', 'linkedin-learning', 'go1', 'rosetta-stone', 'ilearn', 'microsoft-teams', 'zoom'] as const).map(partner),
      },
    },
  ],
})
