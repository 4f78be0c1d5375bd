import * as z from 'zod/mini'
import { color, image, itemId, labelled, list, localized, localizedLine } from '../fields.ts'

/**
 * The customer-stories slider of the solution pages. It draws customer-stories block 2 (the
 * stories block) as a slider: the objects are loose, so the fields the stories page keeps for
 * itself (filters, categories, detail content) pass through an edit made here untouched.
 */
export const successStoriesSchema = labelled(
  z.looseObject({
    successStoriesTitle: labelled(localizedLine({ en: 'Success stories', ar: 'قصص نجاح عملائنا' }), 'Slider title', 'عنوان الشريط'),
    subtitle: labelled(localized(), 'Slider subtitle', 'النص التعريفي للشريط'),
    buttonText: labelled(localizedLine(), 'Button text (to all stories)', 'نص الزر (إلى جميع القصص)'),
    backgroundColor: labelled(color('#f6f2ea'), 'Slider background colour', 'لون خلفية الشريط'),
    stories: labelled(
      list(
        z.looseObject({
          id: itemId('story'),
          title: labelled(localizedLine(), 'Title', 'العنوان'),
          quote: labelled(localized(), 'Quote', 'الاقتباس'),
          image: labelled(image(), 'Image', 'الصورة'),
        }),
        5000,
      ),
      'Stories',
      'القصص',
    ),
  }),
  'Success stories slider',
  'شريط قصص النجاح',
)
