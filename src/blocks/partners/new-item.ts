import { listItems } from '../../../schemas/item-meta.ts'
import { partnersSchema } from './schema.ts'

// Editor-only (src/engine/editor/new-items.ts loads it): visitors never download a new partner.
/** spec §5: a new partner: named by its name, a default logo and text. */
listItems(partnersSchema, 'partners', {
  start: {
    logo: { src: '/media/company/partners/partner-default.svg', width: 240, height: 120 },
    description: {
      en: 'A short description of this partner and what the partnership brings to our clients.',
      ar: 'وصف مختصر لهذا الشريك ولما تقدّمه الشراكة لعملائنا.',
    },
  },
})
