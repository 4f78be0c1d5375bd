import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { galleryImageItem, labelled, list, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Why choose us block 2: a title over a looping image slider (images duplicated for the loop). */
export const gallerySchema = labelled(
  z.object({
    title: labelled(localizedLine(), 'Title', 'العنوان'),
    images: labelled(list(galleryImageItem('gallery'), 40), 'Gallery images', 'صور المعرض', {
      en: 'A typed path is kept under /data/uploads/.',
      ar: 'يُحفظ المسار المكتوب داخل المجلد \u2066/data/uploads/\u2069.',
    }),
  }),
  'Gallery slider',
  'معرض الصور المتحرك',
)

/** The gallery block: its key, written here once, and its schema. */
export const galleryType = blockType('gallery', itemTitles(gallerySchema, { images: 'alt' }))
