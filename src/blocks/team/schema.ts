import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, href, image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Our team block 2: the people, each with a photo, a name, a role and a few words. */
export const teamSchema = labelled(
  z.object({
    ...heading({ en: 'Meet the team', ar: 'تعرّفوا إلى فريقنا' }),
    members: itemList(['Team members', 'أعضاء الفريق'], 'member', 100, {
      photo: labelled(image(), 'Photo', 'الصورة الشخصية'),
      name: labelled(localizedLine({ en: 'New team member', ar: 'عضو جديد في الفريق' }), 'Name', 'الاسم'),
      role: labelled(localizedLine(), 'Role', 'المنصب'),
      bio: labelled(localized(), 'A few words', 'نبذة قصيرة'),
      linkedin: labelled(href(''), 'LinkedIn profile', 'الملف الشخصي على LinkedIn'),
    }),
  }),
  'Team',
  'الفريق',
)

/** The team block: its key, written here once, and its schema. */
export const teamType = blockType('team', itemTitles(teamSchema, { members: 'name' }))
