import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Contact block 3: our offices as a slider of cards, each with a map link that searches a maps service. */
export const locationsSchema = labelled(
  z.object({
    main_title: labelled(localizedLine({ en: 'Our offices', ar: 'مكاتبنا' }), 'Title', 'العنوان'),
    locations: itemList(['Offices', 'المكاتب'], 'location', 40, {
      image: labelled(image(), 'Image', 'الصورة'),
      country: labelled(localizedLine(), 'Country', 'الدولة'),
      address: labelled(localized(), 'Address', 'العنوان البريدي', {
        en: 'Each line shows on its own line.',
        ar: 'كل سطر يظهر في سطر مستقل.',
      }),
      map_link: labelled(localizedLine({ en: 'View on map', ar: 'اعرضوا الموقع على الخريطة' }), 'Map link text', 'نص رابط الخريطة'),
      gmaps_query: labelled(z._default(z.string().check(z.trim(), z.maxLength(300)), ''), 'Map search', 'عبارة البحث في الخريطة', {
        en: 'What the map link searches for, e.g. the street address.',
        ar: 'ما يبحث عنه رابط الخريطة، كعنوان الشارع مثلًا.',
      }),
    }),
  }),
  'Locations',
  'المواقع',
)

/** The locations block: its key, written here once, and its schema. */
export const locationsType = blockType('locations', itemTitles(locationsSchema, { locations: 'country' }))
