import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { imageItem, labelled, list, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Who we are: a title, a description and a gallery that scrolls in a seamless loop. */
export const whoWeAreSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Who we are', ar: 'من نحن' }), 'Title', 'العنوان'),
    description: labelled(localized(), 'Description', 'الوصف'),
    images: labelled(list(imageItem('gallery'), 40), 'Gallery images', 'صور المعرض'),
  }),
  'Who we are',
  'من نحن',
)

/** The who-we-are block: its key, written here once, and its schema. */
export const whoWeAreType = blockType('who-we-are', itemTitles(whoWeAreSchema, { images: 'alt' }))
