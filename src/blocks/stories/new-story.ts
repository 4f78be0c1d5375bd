import { idFromTitle } from '../../../schemas/ids.ts'
import { type Drafted, PUBLISH_KEY } from '../../../schemas/publish.ts'
import type { StoryItem } from './story-item.ts'

/** spec §4: the notifications of changes to the stories list. */
export const STORY_MESSAGES = {
  update: { loading: 'Updating story...', success: 'Story updated!', failure: 'Update failed.' },
  remove: { loading: 'Deleting story...', success: 'Story deleted!', failure: 'Deletion failed.' },
  create: { success: 'Story created!', failure: 'Creation failed.' },
} as const

/**
 * spec §5: a new story from its title: the id made from the title, the default picture and text
 * in both languages, its page ready to be written. It is a draft until published (issue 25), and
 * its Arabic title is left to be written (counted as missing), not copied from the English.
 */
export function newStory(title: string, categories: readonly string[] = []): Drafted<StoryItem> {
  const image = { src: '/media/stories/story-default.svg', alt: { en: title, ar: '' }, width: 640, height: 400 }
  return {
    [PUBLISH_KEY]: true,
    id: idFromTitle(title),
    title: { en: title, ar: '' },
    quote: {
      en: 'A short quote from the client about what changed for their people.',
      ar: 'اقتباس قصير من العميل عمّا تغيّر لدى موظفيه.',
    },
    image,
    categories: [...categories],
    detailContent: {
      backLinkText: { en: 'Back to customer stories', ar: 'العودة إلى قصص العملاء' },
      introImage: image,
      tocTitle: { en: 'In this story', ar: 'في هذه القصة' },
      shareTitle: { en: 'Share this story', ar: 'شاركوا هذه القصة' },
      body: [
        { id: 'the-challenge', type: 'heading', text: { en: 'The challenge', ar: 'التحدي' }, image: { src: '', alt: { en: '', ar: '' } } },
        {
          id: 'challenge-text',
          type: 'paragraph',
          text: {
            en: 'What the client needed, and why it mattered to their people.',
            ar: 'ما احتاج إليه العميل، ولماذا كان ذلك مهمًا لموظفيه.',
          },
          image: { src: '', alt: { en: '', ar: '' } },
        },
        { id: 'the-results', type: 'heading', text: { en: 'The results', ar: 'النتائج' }, image: { src: '', alt: { en: '', ar: '' } } },
        {
          id: 'results-text',
          type: 'paragraph',
          text: { en: 'What changed, in figures the client measured.', ar: 'ما الذي تغيّر، بأرقام قاسها العميل.' },
          image: { src: '', alt: { en: '', ar: '' } },
        },
      ],
    },
  }
}

/** spec §5: the alert for a title whose id another story already has. */
export const duplicateStoryMessage = 'A story with the ID "{{id}}" already exists. Please choose a different title.'
