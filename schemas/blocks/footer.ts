import * as z from 'zod/mini'
import { email, href, itemId, list, localized, localizedLine, withDefault } from '../fields.ts'

export const footerLinkSchema = z.object({
  id: itemId('link'),
  label: localizedLine(),
  path: href('#'),
})

export const footerColumnSchema = z.object({
  id: itemId('col'),
  title: localizedLine(),
  links: list(footerLinkSchema, 40),
})

export const socialLinkSchema = z.object({
  id: itemId('social'),
  network: withDefault(z.enum(['linkedin', 'x', 'facebook', 'instagram', 'youtube']), 'linkedin'),
  label: localizedLine({ en: 'LinkedIn', ar: 'لينكدإن' }),
  url: href('https://www.linkedin.com/'),
})

export const footerSchema = z.object({
  staticTexts: z.prefault(
    z.object({
      newsletterTitle: localizedLine(),
      newsletterDisclaimer: localized(),
      contactsTitle: localizedLine(),
      socialTitle: localizedLine(),
      copyright: localizedLine(),
    }),
    {},
  ),
  newsletterEmail: email(),
  columns: list(footerColumnSchema, 10),
  contacts: z.prefault(
    z.object({
      email: email(),
      phone: withDefault(z.string().check(z.trim(), z.maxLength(40)), ''),
      address: localized(),
    }),
    {},
  ),
  social: list(socialLinkSchema, 10),
  legalLinks: list(footerLinkSchema, 10),
})

export type FooterContent = z.output<typeof footerSchema>
