import * as z from 'zod/mini'
import { itemId, labelled, list, localized } from '../fields.ts'

/** spec: descriptionParagraphs[{text}] — a list of paragraphs an editor adds, removes and reorders. */
export const descriptionParagraphs = () =>
  labelled(
    list(z.object({ id: itemId('para'), text: labelled(localized(), 'Paragraph', 'الفقرة') }), 20),
    'Description paragraphs',
    'فقرات الوصف',
  )
