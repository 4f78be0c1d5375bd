import * as z from 'zod/mini'
import { href, image, itemId, labelled, list, localized, localizedLine } from '../fields.ts'

/**
 * Resources' posts (resources block 3): blog articles and events, which home's 'Insights and
 * events' section shows too (its first three) by drawing this block with a view.
 */
export const postsSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Insights and events', ar: 'رؤى وفعاليات' }), 'Title', 'العنوان'),
    subtitle: labelled(localized(), 'Subtitle', 'النص التعريفي'),
    buttonText: labelled(localizedLine(), 'Button text', 'نص الزر'),
    buttonLink: labelled(href('/resources'), 'Button link', 'رابط الزر'),
    posts: labelled(
      list(
        z.object({
          id: itemId('post'),
          type: labelled(z._default(z.enum(['blog', 'event']), 'blog'), 'Type', 'النوع'),
          image: labelled(image(), 'Image', 'الصورة'),
          tag: labelled(localizedLine(), 'Tag', 'الوسم'),
          date: labelled(localizedLine(), 'Date', 'التاريخ'),
          title: labelled(localizedLine({ en: 'New post', ar: 'منشور جديد' }), 'Title', 'العنوان'),
          description: labelled(localized(), 'Description', 'الوصف'),
        }),
        2000,
      ),
      'Posts',
      'المنشورات',
    ),
  }),
  'Posts',
  'المنشورات',
)
