import * as z from 'zod/mini'
import { image, itemId, labelled, list, localized } from '../fields.ts'

/** One part of an article (a story's or a post's page): a paragraph, a heading or an image. */
export const articlePart = z.object({
  /** A heading's id is its anchor: the table of contents links to '#{id}'. */
  id: itemId('part'),
  type: labelled(z._default(z.enum(['paragraph', 'heading', 'image']), 'paragraph'), 'Kind', 'النوع'),
  text: labelled(localized(), 'Text', 'النص', { en: 'For a paragraph or a heading.', ar: 'للفقرة أو العنوان.' }),
  image: labelled(image(), 'Image', 'الصورة', { en: 'For an image.', ar: 'للصورة.' }),
})

/** spec §3 'body[]': the article, in reading order. */
export const articleBody = () =>
  labelled(list(articlePart, 80), 'Article', 'المقال', {
    en: 'Paragraphs, headings and images in reading order. Each heading is listed in the table of contents.',
    ar: 'فقرات وعناوين وصور بترتيب القراءة. يظهر كل عنوان في جدول المحتويات.',
  })
