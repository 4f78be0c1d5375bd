import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { imageItem, itemList, labelled, list, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Logos in titled groups (the products of a suite, the systems it connects to). */
export const logoShowcaseSchema = labelled(
  z.object({
    mainTitle: labelled(localizedLine({ en: 'Works with', ar: 'يعمل مع' }), 'Title', 'العنوان'),
    logoGroups: itemList(['Logo groups', 'مجموعات الشعارات'], 'group', 12, {
      title: labelled(localizedLine(), 'Group title', 'عنوان المجموعة'),
      logos: labelled(list(imageItem('logo'), 40), 'Logos', 'الشعارات'),
    }),
  }),
  'Logo showcase',
  'معرض الشعارات',
)

/** The logo-showcase block: its key, written here once, and its schema. */
export const logoShowcaseType = blockType(
  'logo-showcase',
  itemTitles(logoShowcaseSchema, { logoGroups: 'title', 'logoGroups.logos': 'alt' }),
)
