import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { labelled, localized, localizedLine } from '../../../schemas/fields.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A free-form text page (the privacy policy). Key names carry the rendering rules:
 * *Title → heading, *List → bullet list (one item per line), lastUpdated → date line,
 * contactUsEmail → mailto link, others → paragraphs. Every value is bilingual and lives in the
 * catchall, so the stored key order is the page order (declared keys would be moved first).
 */
export const textSchema = labelled(
  z
    .catchall(
      z.object({ title: labelled(localizedLine({ en: 'Privacy Policy', ar: 'سياسة الخصوصية' }), 'Title', 'العنوان') }),
      labelled(localized(), 'Section', 'فقرة', {
        en: 'Names ending in Title are headings, in List bullet lists (one item a line); lastUpdated is the date line, contactUsEmail the e-mail link.',
        ar: 'الأسماء المنتهية بـ Title عناوين، والمنتهية بـ List قوائم نقطية (بند في كل سطر)؛ lastUpdated سطر التاريخ، وcontactUsEmail رابط البريد الإلكتروني.',
      }),
    )
    .check(
      z.superRefine((value, ctx) => {
        const email = value.contactUsEmail
        if (!email) return
        for (const lng of ['en', 'ar'] as const) {
          if (email[lng] && !EMAIL.test(email[lng]))
            ctx.addIssue({ code: 'custom', path: ['contactUsEmail', lng], message: 'Enter an e-mail address' })
        }
      }),
    ),
  'Text page',
  'صفحة نصية',
)

export type TextContent = z.output<typeof textSchema>

/** The text block: its key, written here once, and its schema. */
export const textType = blockType('text', textSchema)
