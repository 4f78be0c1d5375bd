import type { z } from 'zod'
import type { footerSchema } from './schema.ts'
import { footerType } from './schema.ts'
import { seedOf } from '../../../schemas/block-type.ts'

const link = (id: string, en: string, ar: string, path: string) => ({ id, label: { en, ar }, path })

export const footer: z.input<typeof footerSchema> = {
  staticTexts: {
    newsletterTitle: { en: 'Learning insights, once a month', ar: 'نشرة شهرية بأحدث رؤى التعلّم' },
    newsletterDisclaimer: {
      en: 'One short e-mail a month with new customer stories, product updates and events. Unsubscribe at any time.',
      ar: 'رسالة قصيرة واحدة كل شهر، فيها قصص عملاء جديدة وآخر تحديثات المنتجات والفعاليات، ويمكنكم إلغاء الاشتراك متى شئتم.',
    },
    contactsTitle: { en: 'Contact', ar: 'تواصلوا معنا' },
    socialTitle: { en: 'Follow us', ar: 'تابعونا' },
    copyright: { en: '© 2026 Lumora Learning. All rights reserved.', ar: '© 2026 لومورا للتعلّم. جميع الحقوق محفوظة.' },
  },
  newsletterEmail: 'newsletter@lumora-learning.example',
  columns: [
    {
      id: 'col-solutions',
      title: { en: 'Solutions', ar: 'الحلول' },
      links: [
        link('f-totara-suite', 'Totara Suite', 'Totara Suite', '/solutions/totara-suite'),
        link('f-totara-learn', 'Totara Learn', 'Totara Learn', '/solutions/totara-learn'),
        link('f-totara-perform', 'Totara Perform', 'Totara Perform', '/solutions/totara-perform'),
        link('f-open-edx', 'Open edX', 'Open edX', '/solutions/open-edx'),
        link('f-opensesame', 'OpenSesame', 'OpenSesame', '/solutions/opensesame'),
        link('f-bespoke', 'Bespoke Content', 'المحتوى المخصّص', '/solutions/bespoke-content'),
      ],
    },
    {
      id: 'col-company',
      title: { en: 'Company', ar: 'الشركة' },
      links: [
        link('f-about', 'About us', 'من نحن', '/about'),
        link('f-team', 'Our team', 'فريقنا', '/our-team'),
        link('f-careers', 'Careers', 'الوظائف', '/careers'),
        link('f-partners', 'Our partners', 'شركاؤنا', '/our-partners'),
        link('f-resources', 'Resources', 'الموارد', '/resources'),
        link('f-contact', 'Contact', 'تواصلوا معنا', '/contact'),
      ],
    },
  ],
  contacts: {
    email: 'hello@lumora-learning.example',
    phone: '+966 11 555 0142',
    address: {
      en: 'King Fahd Road, Al Olaya\nRiyadh 12214, Saudi Arabia',
      ar: 'طريق الملك فهد، حي العليا\nالرياض 12214، المملكة العربية السعودية',
    },
  },
  social: [{ id: 'social-linkedin', network: 'linkedin', label: { en: 'LinkedIn', ar: 'LinkedIn' }, url: 'https://www.linkedin.com/' }],
  legalLinks: [link('legal-privacy', 'Privacy policy', 'سياسة الخصوصية', '/privacy-policy')],
}

/** The footer block's seed: the footer page's block 1. */
export const footerSeed = seedOf(footerType, { footer: [{ order: 1, content: footer }] })
