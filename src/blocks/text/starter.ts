import type { z } from 'zod/mini'
import { placeholder } from '../../../schemas/placeholder-text.ts'
import type { textSchema } from './schema.ts'

/** A new text page: a heading and a paragraph to write over (its title alone would read 'content not found'). */
const starter: z.input<typeof textSchema> = {
  title: { ...placeholder.title },
  introTitle: { en: 'Write a heading here', ar: 'اكتب عنوانًا فرعيًا هنا' },
  intro: { ...placeholder.text },
}
export default starter
