import { listItems } from '../../../schemas/item-meta.ts'
import { postsSchema } from './schema.ts'

// Editor-only (src/engine/editor/new-items.ts loads it): visitors never download a new post.
const picture = { src: '/media/resources/post-default.svg', width: 640, height: 360 }
const NO_IMAGE = { src: '', alt: { en: '', ar: '' } }

/** spec §3: a post's tag by its type; a new post starts as an article. */
export const POST_TAGS = { blog: { en: 'Article', ar: 'مقال' }, event: { en: 'Event', ar: 'فعالية' } } as const

/** spec §5: a new post: named by its title, its address made from it, the default picture and text, the article layout. */
listItems(postsSchema, 'posts', {
  idFromTitle: true,
  start: {
    type: 'blog',
    image: picture,
    tag: POST_TAGS.blog,
    description: {
      en: 'A two-line summary that tells readers what they will take away.',
      ar: 'ملخّص من سطرين يوضّح للقرّاء ما سيستفيدونه.',
    },
    layoutType: 'article',
    detailContent: {
      introImage: picture,
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
  },
})
