import type { z } from 'zod'
import type { headerSchema, MenuItem } from './schema.ts'
import { headerType } from './schema.ts'
import { seedOf } from '../../../schemas/block-type.ts'

const item = (id: string, en: string, ar: string, path: string, children?: MenuItem[]): MenuItem => ({
  id,
  label: { en, ar },
  path,
  ...(children ? { children } : {}),
})

/** With the logo (/), the contact button (/contact) and the footer's legal links, every route of the route table is reachable from this menu. */
export const header: z.input<typeof headerSchema> = {
  brand: {
    name: { en: 'Lumora Learning', ar: 'لومورا للتعلّم' },
    logo: { src: '/media/logo.svg', alt: { en: 'Lumora Learning home', ar: 'لومورا للتعلّم: الصفحة الرئيسية' }, width: 168, height: 40 },
  },
  contactButtonText: { en: 'Contact us', ar: 'تواصلوا معنا' },
  menuItems: [
    item('nav-solutions', 'Solutions', 'الحلول', '#', [
      item('sol-totara', 'Totara', 'Totara', '/solutions/totara-suite', [
        item('sol-totara-suite', 'Totara Suite', 'Totara Suite', '/solutions/totara-suite'),
        item('sol-totara-learn', 'Totara Learn', 'Totara Learn', '/solutions/totara-learn'),
        item('sol-totara-perform', 'Totara Perform', 'Totara Perform', '/solutions/totara-perform'),
        item('sol-totara-mobile', 'Totara Mobile', 'Totara Mobile', '/solutions/totara-mobile'),
        item('sol-totara-integrations', 'Totara Integrations', 'تكاملات Totara', '/solutions/totara-integrations'),
      ]),
      item('sol-open-edx', 'Open edX', 'Open edX', '/solutions/open-edx'),
      item('sol-opensesame', 'OpenSesame', 'OpenSesame', '/solutions/opensesame'),
      item('sol-ilearn', 'iLearn Catalogues', 'كتالوجات iLearn', '/solutions/ilearn-catalogues'),
      item('sol-bespoke', 'Bespoke Content', 'المحتوى المخصّص', '/solutions/bespoke-content'),
      item('sol-rosetta', 'Rosetta Stone', 'Rosetta Stone', '/solutions/rosetta-stone'),
    ]),
    item('nav-company', 'Company', 'الشركة', '#', [
      item('co-about', 'About us', 'من نحن', '/about'),
      item('co-why', 'Why choose us', 'لماذا نحن؟', '/why-choose-us'),
      item('co-team', 'Our team', 'فريقنا', '/our-team'),
      item('co-careers', 'Careers', 'الوظائف', '/careers'),
      item('co-stories', 'Customer stories', 'قصص العملاء', '/customer-stories'),
    ]),
    item('nav-partners', 'Partners', 'الشركاء', '#', [
      item('pa-partners', 'Our partners', 'شركاؤنا', '/our-partners'),
      item('pa-clients', 'Our clients', 'عملاؤنا', '/our-clients'),
      item('pa-awards', 'Our awards', 'جوائزنا', '/our-awards'),
    ]),
    item('nav-resources', 'Resources', 'الموارد', '/resources', [
      item('res-all', 'All resources', 'جميع الموارد', '/resources'),
      item('res-blog', 'Blog', 'المدونة', '/blog'),
      item('res-events', 'Events', 'الفعاليات', '/events'),
    ]),
  ],
}

/** The header block's seed: the header page's block 1. */
export const headerSeed = seedOf(headerType, { header: [{ order: 1, content: header }] })
