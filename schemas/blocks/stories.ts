import * as z from 'zod/mini'
import { href, image, itemId, labelled, list, localized, localizedLine } from '../fields.ts'

/**
 * Customer stories (customer-stories block 2): the stories themselves, which other pages show
 * too (home's stories section, the solution pages' slider) by drawing this block with a view.
 */
export const storiesSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Customer stories', ar: 'قصص عملائنا' }), 'Title', 'العنوان'),
    subtitle: labelled(localized(), 'Subtitle', 'النص التعريفي'),
    buttonText: labelled(localizedLine(), 'Button text', 'نص الزر'),
    buttonLink: labelled(href('/customer-stories'), 'Button link', 'رابط الزر'),
    stories: labelled(
      list(
        z.object({
          id: itemId('story'),
          title: labelled(localizedLine({ en: 'New story', ar: 'قصة جديدة' }), 'Title', 'العنوان'),
          quote: labelled(localized(), 'Quote', 'الاقتباس'),
          image: labelled(image(), 'Image', 'الصورة'),
        }),
        2000,
      ),
      'Stories',
      'القصص',
    ),
  }),
  'Customer stories',
  'قصص العملاء',
)
