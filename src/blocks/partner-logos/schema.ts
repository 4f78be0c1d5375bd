import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { image, itemList, labelled, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** A strip of partner logos under a title; each logo is named by the partner's name. */
export const partnerLogosSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Our partners', ar: 'شركاؤنا' }), 'Title', 'العنوان'),
    items: itemList(['Partners', 'الشركاء'], 'partner', 40, {
      name: labelled(z._default(z.string().check(z.trim(), z.maxLength(120)), ''), 'Partner name', 'اسم الشريك', {
        en: 'As the partner writes it; it is also the logo’s text alternative.',
        ar: 'كما يكتبه الشريك، ويُستخدم نصًا بديلًا للشعار.',
      }),
      logo: labelled(image(), 'Logo', 'الشعار'),
    }),
  }),
  'Partner logo strip',
  'شريط شعارات الشركاء',
)

/** The partner-logos block: its key, written here once, and its schema. */
export const partnerLogosType = blockType('partner-logos', itemTitles(partnerLogosSchema, { items: 'name' }))
