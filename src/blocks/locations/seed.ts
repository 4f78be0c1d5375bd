import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { picture, both } from '../../../schemas/seed-media.ts'
import { locationsType, type locationsSchema } from './schema.ts'

/** Contact (contact-us) block 3: the offices. */
export const locations = {
  main_title: both('Visit us in Riyadh or Dubai', 'زورونا في الرياض أو دبي'),
  locations: [
    {
      id: 'location-riyadh',
      image: picture(
        '/media/about/gallery-riyadh-office.svg',
        480,
        360,
        'Our Riyadh office, with the city skyline through the windows',
        'مكتبنا في الرياض، وتظهر معالم المدينة من النوافذ',
      ),
      country: both('Saudi Arabia, head office', 'المملكة العربية السعودية، المقرّ الرئيسي'),
      address: both(
        ['Lumora Learning, floor 14', 'King Fahd Road, Al Olaya', 'Riyadh 12214'].join('\n'),
        ['لومورا للتعلّم، الطابق 14', 'طريق الملك فهد، حي العليا', 'الرياض 12214'].join('\n'),
      ),
      map_link: both('View on map', 'اعرضوا الموقع على الخريطة'),
      gmaps_query: 'King Fahd Road, Al Olaya, Riyadh 12214',
    },
    {
      id: 'location-dubai',
      image: picture(
        '/media/about/gallery-dubai-office.svg',
        480,
        360,
        'Our Dubai office, overlooking the city',
        'مكتبنا في دبي المطلّ على المدينة',
      ),
      country: both('United Arab Emirates', 'الإمارات العربية المتحدة'),
      address: both(
        ['Lumora Learning', 'Office 902, Building 5, Dubai Knowledge Park', 'Dubai'].join('\n'),
        ['لومورا للتعلّم', 'المكتب 902، المبنى 5، مجمّع دبي للمعرفة', 'دبي'].join('\n'),
      ),
      map_link: both('View on map', 'اعرضوا الموقع على الخريطة'),
      gmaps_query: 'Dubai Knowledge Park, Dubai',
    },
  ],
} satisfies z.input<typeof locationsSchema>

export const locationsSeed = seedOf(locationsType, { 'contact-us': [{ order: 3, content: locations }] })
