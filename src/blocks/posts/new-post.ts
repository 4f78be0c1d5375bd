import { idFromTitle } from '../../../schemas/ids.ts'
import { type Drafted, PUBLISH_KEY } from '../../../schemas/publish.ts'
import type { PostItem } from './post-card.tsx'

/** spec §5: the alert for a title whose id another post already has. */
export const duplicatePostMessage = 'A post with the ID "{{slug}}" already exists. Please choose a different title.'

const NO_IMAGE = { src: '', alt: { en: '', ar: '' } }

/**
 * spec §5: a new post from its title and type: the id made from the English title, the title
 * copied into Arabic, the default picture and text in both languages, the article layout.
 */
export function newPost(title: string, type: PostItem['type']): Drafted<PostItem> {
  const image = { src: '/media/resources/post-default.svg', alt: { en: title, ar: '' }, width: 640, height: 360 }
  const event = type === 'event'
  return {
    // A draft until published, its Arabic title left to be written (issue 25).
    [PUBLISH_KEY]: true,
    id: idFromTitle(title),
    type,
    image,
    tag: event ? { en: 'Event', ar: 'فعالية' } : { en: 'Article', ar: 'مقال' },
    date: { en: '', ar: '' },
    title: { en: title, ar: '' },
    description: {
      en: 'A two-line summary that tells readers what they will take away.',
      ar: 'ملخّص من سطرين يوضّح للقرّاء ما سيستفيدونه.',
    },
    layoutType: 'article',
    detailContent: {
      backLinkText: { en: 'Back to resources', ar: 'العودة إلى الموارد' },
      introImage: image,
      shareTitle: { en: 'Share', ar: 'شاركوا' },
      body: [
        {
          id: 'meta',
          type: 'paragraph',
          text: { en: 'By the Lumora team · 5 min read', ar: 'بقلم فريق لومورا · 5\u00A0دقائق للقراءة' },
          image: NO_IMAGE,
        },
        {
          id: 'intro',
          type: 'paragraph',
          text: { en: 'The opening paragraph of the post.', ar: 'الفقرة الافتتاحية للمنشور.' },
          image: NO_IMAGE,
        },
      ],
    },
  }
}
