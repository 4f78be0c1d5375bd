import * as z from 'zod/mini'
import { image, labelled, localizedLine, richText } from '../fields.ts'

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
