import type { Localized } from './fields.ts'

/**
 * Texts a new block starts with where its schema has none (src/blocks/<key>/starter.ts): they
 * read as placeholders in both languages, so a draft shows what goes where and nobody takes them
 * for finished copy. Publishing a block that still holds them asks first.
 */
export const placeholder = {
  title: { en: 'Write the title here', ar: 'اكتب العنوان هنا' },
  subtitle: { en: 'Write a short introduction here.', ar: 'اكتب مقدمة قصيرة هنا.' },
  text: { en: 'Write the text here.', ar: 'اكتب النص هنا.' },
  itemTitle: { en: 'Item title', ar: 'عنوان البند' },
  itemText: { en: 'Describe this item here.', ar: 'اكتب وصف هذا البند هنا.' },
  name: { en: 'Name', ar: 'الاسم' },
  alt: { en: 'Describe the picture here', ar: 'اكتب وصف الصورة هنا' },
} as const satisfies Record<string, Localized>

/** A picture every new block may show until an editor chooses its own (a seed file of the site). */
export const placeholderImage = (src: string, width: number, height: number) => ({ src, alt: { ...placeholder.alt }, width, height })
