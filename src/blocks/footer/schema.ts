import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { email, href, itemId, labelled, list, localized, localizedLine, withDefault } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

export const footerLinkSchema = z.object({
  id: itemId('link'),
  label: labelled(localizedLine(), 'Label', 'التسمية'),
  path: labelled(href('#'), 'Link', 'الرابط'),
})

export const footerColumnSchema = z.object({
  id: itemId('col'),
  title: labelled(localizedLine(), 'Column title', 'عنوان العمود'),
  links: labelled(list(footerLinkSchema, 40), 'Links', 'الروابط'),
})

export const socialLinkSchema = z.object({
  id: itemId('social'),
  network: labelled(withDefault(z.enum(['linkedin', 'x', 'facebook', 'instagram', 'youtube']), 'linkedin'), 'Network', 'الشبكة'),
  label: labelled(localizedLine({ en: 'LinkedIn', ar: 'LinkedIn' }), 'Label', 'التسمية'),
  url: labelled(href('https://www.linkedin.com/'), 'Profile address', 'رابط الحساب'),
})

export const footerSchema = labelled(
  z.object({
    staticTexts: labelled(
      z.prefault(
        z.object({
          newsletterTitle: labelled(localizedLine(), 'Newsletter title', 'عنوان النشرة البريدية'),
          newsletterDisclaimer: labelled(localized(), 'Newsletter note', 'ملاحظة النشرة البريدية'),
          contactsTitle: labelled(localizedLine(), 'Contacts column title', 'عنوان عمود التواصل'),
          socialTitle: labelled(localizedLine(), 'Social column title', 'عنوان عمود الشبكات الاجتماعية'),
          copyright: labelled(localizedLine(), 'Copyright line', 'سطر حقوق النشر'),
        }),
        {},
      ),
      'Footer texts',
      'نصوص التذييل',
    ),
    newsletterEmail: labelled(email(), 'Newsletter address', 'بريد النشرة البريدية', {
      en: 'A sign-up opens the visitor’s mail client with a message to this address.',
      ar: 'يفتح الاشتراك برنامج البريد لدى الزائر برسالة إلى هذا العنوان.',
    }),
    columns: labelled(list(footerColumnSchema, 10), 'Link columns', 'أعمدة الروابط'),
    contacts: labelled(
      z.prefault(
        z.object({
          email: labelled(email(), 'E-mail', 'البريد الإلكتروني'),
          phone: labelled(withDefault(z.string().check(z.trim(), z.maxLength(40)), ''), 'Phone', 'الهاتف'),
          address: labelled(localized(), 'Address', 'العنوان البريدي'),
        }),
        {},
      ),
      'Contacts',
      'بيانات التواصل',
    ),
    social: labelled(list(socialLinkSchema, 10), 'Social links', 'روابط الشبكات الاجتماعية'),
    legalLinks: labelled(list(footerLinkSchema, 10), 'Legal links', 'الروابط القانونية'),
  }),
  'Footer',
  'التذييل',
)

export type FooterContent = z.output<typeof footerSchema>

/** The footer block: its key, written here once, and its schema. */
export const footerType = blockType(
  'footer',
  itemTitles(footerSchema, { columns: 'title', 'columns.links': 'label', social: 'label', legalLinks: 'label' }),
)
