import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { labelled, list, localizedLine } from '../../schemas/fields.ts'
import { lintCopy, report } from '../../scripts/copy-lint/lint.ts'
import { RULES } from '../../schemas/copy-style/rules.ts'

const NBSP = '\u00A0'

/** Interface strings: one example that breaks each rule, then strings that follow the guide. */
const locales = {
  en: {
    Contact: 'Contact',
    Subscribe: 'Subscribe',
    'You can unsubscribe at any time.': 'You can unsubscribe at any time.',
    'News, every month.': 'News, every month.',
    'Trusted by 180 organisations.': 'Trusted by 180 organisations.',
    'Unknown block type: {{type}}': 'Unknown block type: {{type}}',
    'Call +966 11 555 0142 to reach us.': 'Call +966 11 555 0142 to reach us.',
    'Ready to start?': 'Ready to start?',
    'Privacy policy': 'Privacy policy',
    'Page not found': 'Page not found',
    'Totara Learn': 'Totara Learn',
    'Saving...': 'Saving...',
    'Certified Totara partner': 'Certified Totara partner',
    'Up by 40%': 'Up by 40%',
    '{{count}} files': '{{count}} files',
    // As the guide wants them:
    'Contact us': 'Contact us',
    'Served by 400,000 learners.': 'Served by 400,000 learners.',
    'Last updated: {{date}}': 'Last updated: {{date}}',
    'Open edX': 'Open edX',
    'Choose a file': 'Choose a file',
    'Use a site path (/about)': 'Use a site path (/about)',
    'Delete this block?': 'Delete this block?',
  },
  ar: {
    Contact: 'التواصل',
    Subscribe: 'اشترك',
    'You can unsubscribe at any time.': 'يمكنك إلغاء الاشتراك في أي وقت.',
    'News, every month.': 'أخبارنا, كل شهر.',
    'Trusted by 180 organisations.': 'موضع ثقة 180 مؤسسة.',
    'Unknown block type: {{type}}': 'نوع قسم غير معروف: {{type}}',
    'Call +966 11 555 0142 to reach us.': 'اتصلوا بنا على +966 11 555 0142 للتواصل معنا.',
    'Ready to start?': 'هل أنتم مستعدون للبدء',
    'Privacy policy': '',
    'Page not found': 'Page not found',
    'Totara Learn': 'توتارا للتعلّم',
    'Saving...': 'جارٍ الحفظ...',
    'Certified Totara partner': 'شريك معتمد لـTotara',
    'Up by 40%': 'ارتفاع بنسبة 40%',
    '{{count}} files': '{{count, isolate}}\u00A0ملفات',
    'Contact us': 'تواصلوا معنا',
    'Served by 400,000 learners.': `يخدم 400${NBSP}ألف متعلّم.`,
    'Last updated: {{date}}': 'آخر تحديث: {{date, isolate}}',
    'Open edX': 'Open edX',
    'Choose a file': 'اختر ملفًا',
    'Use a site path (/about)': 'استخدموا مسارًا داخل الموقع (\u2066/about\u2069)',
    'Delete this block?': 'هل تريد حذف هذا القسم؟',
  },
}

const t = (en: string, ar: string) => ({ en, ar })

/** Seed blocks, walked through their block schemas: buttons, headings, nested menu labels, alt texts. */
const seeds = {
  home: [
    {
      block_type: 'HERO',
      order: 1,
      content: {
        title: t('Learning platforms', 'منصّات تعلّم'),
        subtitle: t('Request a demo today.', 'اطلبوا عرضاً توضيحيًا اليوم.'),
        primaryButtonText: t('Book a workshop', 'احجز ورشة عمل'),
        watchVideoText: t('Watch our story', 'شاهد قصتنا'),
        mainImage: { src: '/media/x.svg', alt: t('A laptop', '') },
      },
    },
    { block_type: 'CTA', order: 8, content: { title: t('Why us', 'لماذا نحن'), buttonText: t('Contact us', 'تواصلوا معنا') } },
  ],
  header: [
    {
      block_type: 'HEADER',
      order: 1,
      content: {
        contactButtonText: t('Contact us', 'تواصلوا معنا'),
        menuItems: [
          {
            id: 'nav-solutions',
            label: t('Solutions', 'الحلول'),
            path: '#',
            children: [{ id: 'sol-rosetta', label: t('Rosetta Stone', 'روزيتا ستون'), path: '/solutions/rosetta-stone' }],
          },
        ],
      },
    },
  ],
  // The privacy policy keeps its neutral legal voice: the singular is no finding there.
  'privacy-policy': [
    {
      block_type: 'TEXT',
      order: 1,
      content: {
        title: t('Privacy Policy', 'سياسة الخصوصية'),
        rightsHow: t('You can…', 'يمكنك…'),
        contactTitle: t('Contact us', 'تواصلوا معنا'),
      },
    },
  ],
}

/** A block schema: editors read its labels, visitors its default texts once the block is added. */
const schemas = {
  demo: labelled(
    z.object({
      buttonText: labelled(localizedLine({ en: 'Book now', ar: 'احجز الآن' }), 'Button text', 'نص الزر'),
      partners: labelled(
        list(z.object({ name: labelled(localizedLine({ en: 'OpenSesame', ar: 'أوبن سيسامي' }), 'Name', 'الاسم') })),
        'Items',
        'العناصر',
      ),
    }),
    'Demo',
    'قسم تجريبي',
  ),
}

const findings = lintCopy({ locales, seeds, schemas })
const found = findings.map((f) => `${f.rule} @ ${f.source} › ${f.key}`).sort()

describe('copy lint on a fixture with one example of each rule', () => {
  it('fails on each example, and only there', () => {
    expect(found).toEqual(
      [
        'glossary @ public/locales › Contact',
        'singular-imperative @ public/locales › Subscribe',
        'singular-address @ public/locales › You can unsubscribe at any time.',
        'ascii-punctuation @ public/locales › News, every month.',
        'unit-space @ public/locales › Trusted by 180 organisations.',
        'interpolation-isolation @ public/locales › Unknown block type: {{type}}',
        'bidi-literal @ public/locales › Call +966 11 555 0142 to reach us.',
        'question-mark @ public/locales › Ready to start?',
        'missing-arabic @ public/locales › Privacy policy',
        'untranslated @ public/locales › Page not found',
        'product-name @ public/locales › Totara Learn',
        'editor-punctuation @ public/locales › Saving...',
        'glued-prefix @ public/locales › Certified Totara partner',
        'percent-sign @ public/locales › Up by 40%',
        'legal-voice @ seed privacy-policy #1 TEXT › contactTitle',
        'plural-forms @ public/locales › {{count}} files',
        'glossary @ seed home #1 HERO › subtitle',
        'singular-imperative @ seed home #1 HERO › primaryButtonText',
        'singular-imperative @ seed home #1 HERO › watchVideoText',
        'missing-arabic @ seed home #1 HERO › mainImage.alt',
        'question-mark @ seed home #8 CTA › title',
        'product-name @ seed header #1 HEADER › menuItems.0.children.0.label',
        'singular-imperative @ schema demo defaults › buttonText',
        'glossary @ schema demo › partners (label)',
        'product-name @ schema demo defaults › partners[].name',
      ].sort(),
    )
  })

  it('exercises every rule it has', () => {
    expect(new Set(findings.map((f) => f.rule))).toEqual(new Set(RULES))
  })

  it('says what to write instead', () => {
    const message = (rule: string, key: string) => findings.find((f) => f.rule === rule && f.key === key)?.message
    expect(message('glossary', 'Contact')).toContain('تواصلوا معنا')
    expect(message('singular-imperative', 'primaryButtonText')).toContain('احجزوا')
    expect(message('product-name', 'menuItems.0.children.0.label')).toContain('Rosetta Stone')
    expect(message('glossary', 'subtitle')).toContain('ـًا')
  })

  it('reports each finding with its file and key, and the counts per rule', () => {
    const text = report(findings, 42)
    expect(text).toContain('public/locales › Subscribe')
    expect(text).toContain('seed home #1 HERO › primaryButtonText')
    expect(text).toMatch(/42 strings checked/)
    expect(text).toMatch(/\s3 {2}glossary\n/)
    expect(text).toMatch(new RegExp(`\\s${findings.length} {2}findings$`))
  })
})
