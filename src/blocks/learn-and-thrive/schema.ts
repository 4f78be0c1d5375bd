import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { image, labelled, localizedLine, richText } from '../../../schemas/fields.ts'

/** Learn and thrive: a title, two columns of formatted text and an image. */
export const learnAndThriveSchema = labelled(
  z.object({
    title: labelled(localizedLine(), 'Title', 'العنوان'),
    descriptionLeft: labelled(richText(), 'First column text', 'نص العمود الأول'),
    descriptionRight: labelled(richText(), 'Second column text', 'نص العمود الثاني'),
    image: labelled(image(), 'Image', 'الصورة'),
  }),
  'Learn and thrive',
  'التعلّم والنمو',
)

/** The learn-and-thrive block: its key, written here once, and its schema. */
export const learnAndThriveType = blockType('learn-and-thrive', learnAndThriveSchema)
