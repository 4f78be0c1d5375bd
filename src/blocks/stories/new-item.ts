import { listItems } from '../../../schemas/item-meta.ts'
import { storiesSchema } from './schema.ts'

// Editor-only (src/engine/editor/new-items.ts loads it): visitors never download a new story.
const picture = { src: '/media/stories/story-default.svg', width: 640, height: 400 }
const NO_IMAGE = { src: '', alt: { en: '', ar: '' } }

/** spec §5: a new story: named by its title, its address made from it, the default picture and text, its page ready to be written. */
listItems(storiesSchema, 'stories', {
  idFromTitle: true,
  start: {
    quote: {
      en: 'A short quote from the client about what changed for their people.',
      ar: 'اقتباس قصير من العميل عمّا تغيّر لدى موظفيه.',
    },
    image: picture,
    detailContent: {
      introImage: picture,
      body: [
        { id: 'the-challenge', type: 'heading', text: { en: 'The challenge', ar: 'التحدي' }, image: NO_IMAGE },
        {
          id: 'challenge-text',
          type: 'paragraph',
          text: {
            en: 'What the client needed, and why it mattered to their people.',
            ar: 'ما احتاج إليه العميل، ولماذا كان ذلك مهمًا لموظفيه.',
          },
          image: NO_IMAGE,
        },
        { id: 'the-results', type: 'heading', text: { en: 'The results', ar: 'النتائج' }, image: NO_IMAGE },
        {
          id: 'results-text',
          type: 'paragraph',
          text: { en: 'What changed, in figures the client measured.', ar: 'ما الذي تغيّر، بأرقام قاسها العميل.' },
          image: NO_IMAGE,
        },
      ],
    },
  },
})
