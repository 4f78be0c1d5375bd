import { z } from 'zod'
import { email, href, itemId, list, localized, localizedLine } from '../fields.ts'

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
  network: z.enum(['linkedin', 'x', 'facebook', 'instagram', 'youtube']).default('linkedin'),
  label: localizedLine({ en: 'LinkedIn', ar: 'لينكدإن' }),
  url: href('https://www.linkedin.com/'),
})

export const footerSchema = z.object({
  staticTexts: z
    .object({
      newsletterTitle: localizedLine(),
      newsletterDisclaimer: localized(),
      contactsTitle: localizedLine(),
      socialTitle: localizedLine(),
      copyright: localizedLine(),
    })
    .prefault({}),
  newsletterEmail: email(),
  columns: list(footerColumnSchema, 10),
  contacts: z
    .object({
      email: email(),
      phone: z.string().trim().max(40).default(''),
      address: localized(),
    })
    .prefault({}),
  social: list(socialLinkSchema, 10),
  legalLinks: list(footerLinkSchema, 10),
})

export type FooterContent = z.output<typeof footerSchema>
