import { describe, expect, it } from 'vitest'
import { lintCopy } from '../../scripts/copy-lint/lint.ts'
import { applyFix, type CopyContext, type Issue, lintPair, lintText, RULES, type RuleId } from '../../schemas/copy-style/rules.ts'

const NBSP = '\u00A0'
const visitor: CopyContext = { audience: 'visitor', role: 'text', interpolates: false }
const heading: CopyContext = { ...visitor, role: 'heading' }
const admin: CopyContext = { audience: 'admin', role: 'text', interpolates: true }

interface Case {
  rule: RuleId
  /** Breaks the rule. */
  bad: { en?: string; ar: string; ctx?: CopyContext }
  /** The same idea written as ARABIC.md wants it. */
  good: { en?: string; ar: string; ctx?: CopyContext }
  /** What the one-click fix makes of `bad`, when the fix is mechanical. */
  fixed?: string
}

/** One string that breaks each rule of the issue and one that does not (issue 28). */
const CASES: Case[] = [
  {
    rule: 'unit-space',
    bad: { ar: 'ارتفعت من 54 إلى 91 بالمئة' },
    good: { ar: `ارتفعت من 54 إلى 91${NBSP}بالمئة` },
    fixed: `ارتفعت من 54 إلى 91${NBSP}بالمئة`,
  },
  { rule: 'unit-space', bad: { ar: 'بنك لديه 140 فرعًا' }, good: { ar: `بنك لديه 140${NBSP}فرعًا` } },
  { rule: 'unit-space', bad: { ar: 'في 40 مشروعًا، بمعدّل 1.6 ضعف' }, good: { ar: `في 40${NBSP}مشروعًا، بمعدّل 1.6${NBSP}ضعف` } },
  { rule: 'unit-space', bad: { ar: 'مدة القراءة: 6 دقائق' }, good: { ar: `مدة القراءة: 6${NBSP}دقائق` } },
  { rule: 'unit-space', bad: { ar: 'دليل من 300 صفحة' }, good: { ar: `دليل من 300${NBSP}صفحة` } },
  {
    rule: 'question-mark',
    bad: { en: 'What we built', ar: 'ما الذي بنيناه', ctx: heading },
    good: { en: 'What we built', ar: 'ما الذي بنيناه؟', ctx: heading },
    fixed: 'ما الذي بنيناه؟',
  },
  { rule: 'question-mark', bad: { ar: 'من يشغّل Open edX معنا', ctx: heading }, good: { ar: 'من الفكرة إلى الإطلاق', ctx: heading } },
  { rule: 'question-mark', bad: { ar: 'كيف نعمل', ctx: heading }, good: { ar: 'من نحن', ctx: heading } },
  {
    rule: 'glossary',
    bad: { en: 'Completion of mandatory courses', ar: 'إتمام الدورات الأساسية' },
    good: { en: 'Completion of mandatory courses', ar: 'إتمام الدورات الإلزامية' },
  },
  {
    rule: 'glossary',
    bad: { en: 'Short courses on compliance training', ar: 'دورات قصيرة في التدريب الإلزامي' },
    good: { en: 'Mandatory training for nurses', ar: 'التدريب الإلزامي للممرضين' },
  },
  {
    rule: 'glossary',
    bad: { ar: 'اشتركوا في النشرة الإخبارية' },
    good: { ar: 'اشتركوا في النشرة البريدية' },
    fixed: 'اشتركوا في النشرة البريدية',
  },
  { rule: 'glossary', bad: { en: 'Completion reports', ar: 'تقارير الإكمال' }, good: { en: 'Completion reports', ar: 'تقارير الإتمام' } },
  { rule: 'glossary', bad: { en: 'Features', ar: 'المزايا' }, good: { en: 'Benefits', ar: 'المزايا' } },
  { rule: 'glossary', bad: { en: 'New benefit', ar: 'ميزة جديدة' }, good: { en: 'Features', ar: 'الميزات' } },
  {
    rule: 'glossary',
    bad: { en: 'Nawaf, Learning Lead', ar: 'نواف، قائد التعلّم' },
    good: { en: 'Nawaf, Learning Lead', ar: 'نواف، رئيس التعلّم' },
  },
  { rule: 'glossary', bad: { en: 'Learning Lead', ar: 'مسؤول التعلّم' }, good: { en: 'Head of learning', ar: 'مسؤول التعلّم' } },
  {
    rule: 'glossary',
    bad: { ar: 'رابط LinkedIn (تُفتح في علامة تبويب جديدة)' },
    good: { ar: 'رابط LinkedIn (يُفتح في علامة تبويب جديدة)' },
    fixed: 'رابط LinkedIn (يُفتح في علامة تبويب جديدة)',
  },
  { rule: 'glossary', bad: { ar: 'حذف هذا الشريك؟', ctx: admin }, good: { ar: 'هل تريد حذف هذا الشريك؟', ctx: admin } },
  { rule: 'glossary', bad: { ar: `بقلم عمر خليل · 7${NBSP}دقائق للقراءة` }, good: { ar: `بقلم عمر خليل · مدة القراءة: 7${NBSP}دقائق` } },
  // Calques, rewritten for the meaning (issue 28).
  { rule: 'glossary', bad: { ar: 'انتقوا المحتوى، وابدؤوا صغارًا' }, good: { ar: 'انتقوا المحتوى، وابدؤوا بنطاق محدود' } },
  { rule: 'glossary', bad: { ar: 'كونوا قصة نجاحنا القادمة' }, good: { ar: 'لتكن مؤسستكم قصة النجاح القادمة' } },
  { rule: 'glossary', bad: { ar: 'يوم في حياة مشاريعنا' }, good: { ar: 'من كواليس مشاريعنا' } },
  { rule: 'glossary', bad: { ar: 'دروس مباشرة حول مناوباتهم' }, good: { ar: 'دروس مباشرة تُحجز بما يناسب مناوباتهم' } },
  { rule: 'glossary', bad: { ar: 'ربط أكثر ممّا يستطيع أن يعدّ' }, good: { ar: 'ربط من الأنظمة ما يفوق الحصر' } },
  { rule: 'glossary', bad: { ar: 'جولتان على الدورة العاملة' }, good: { ar: 'جولتان على نسخة العمل من الدورة' } },
  {
    rule: 'legal-voice',
    bad: { ar: 'تواصلوا معنا', ctx: { audience: 'legal', role: 'heading', interpolates: false } },
    good: { ar: 'للتواصل معنا', ctx: { audience: 'legal', role: 'heading', interpolates: false } },
  },
  {
    rule: 'legal-voice',
    bad: { ar: 'يمكنكم طلب نسخة من بياناتكم', ctx: { audience: 'legal', role: 'text', interpolates: false } },
    good: { ar: 'يمكنك طلب نسخة من بياناتك', ctx: { audience: 'legal', role: 'text', interpolates: false } },
  },
  { rule: 'singular-address', bad: { ar: 'يمكنك البدء اليوم' }, good: { ar: 'يمكنكم البدء اليوم' } },
  {
    rule: 'singular-imperative',
    bad: { ar: 'احجز ورشة عمل', ctx: { ...visitor, role: 'button' } },
    good: { ar: 'احجزوا ورشة عمل', ctx: { ...visitor, role: 'button' } },
  },
  { rule: 'ascii-punctuation', bad: { ar: 'أخبارنا, كل شهر' }, good: { ar: 'أخبارنا، كل شهر' }, fixed: 'أخبارنا، كل شهر' },
  { rule: 'glued-prefix', bad: { ar: 'نحن شريك معتمد لـTotara' }, good: { ar: 'نحن شريك معتمد لمنصّات Totara وOpen edX' } },
  { rule: 'glued-prefix', bad: { ar: 'جميع اللغات الـ25' }, good: { ar: `جميع اللغات الخمس والعشرين و24${NBSP}لغة أخرى` } },
  { rule: 'glued-prefix', bad: { ar: 'أنظمة نربطها بـTotara' }, good: { ar: 'أنظمة نربطها بمنصّات Totara' } },
  { rule: 'percent-sign', bad: { ar: 'بنسبة 99.9%' }, good: { ar: `بنسبة 99.9${NBSP}بالمئة` }, fixed: `بنسبة 99.9${NBSP}بالمئة` },
  {
    rule: 'editor-punctuation',
    bad: { ar: 'تم حفظ التغييرات بنجاح!', ctx: admin },
    good: { ar: 'تم حفظ التغييرات بنجاح.', ctx: admin },
    fixed: 'تم حفظ التغييرات بنجاح.',
  },
  {
    rule: 'editor-punctuation',
    bad: { ar: 'جارٍ رفع الملف...', ctx: admin },
    good: { ar: 'جارٍ رفع الملف…', ctx: admin },
    fixed: 'جارٍ رفع الملف…',
  },
  {
    rule: 'plural-forms',
    bad: { ar: '…و{{count, isolate}} تغييرات أخرى', ctx: { ...admin, key: '…and {{count}} more changes' } },
    good: { ar: `…و{{count, isolate}}${NBSP}تغييرًا آخر`, ctx: { ...admin, key: '…and {{count}} more changes_many' } },
  },
  {
    rule: 'interpolation-isolation',
    bad: { ar: 'نوع قسم غير معروف: {{type}}', ctx: admin },
    good: { ar: 'نوع قسم غير معروف: {{type, isolate}}', ctx: admin },
  },
  { rule: 'bidi-literal', bad: { ar: 'اتصلوا بنا على +966 11 555 0142' }, good: { ar: 'اتصلوا بنا على \u2066+966 11 555 0142\u2069' } },
  { rule: 'product-name', bad: { ar: 'منصّة توتارا' }, good: { ar: 'منصّة Totara Learn' } },
  { rule: 'missing-arabic', bad: { en: 'Our team', ar: '' }, good: { en: 'Our team', ar: 'فريقنا' } },
  { rule: 'untranslated', bad: { en: 'Our team', ar: 'Our team' }, good: { en: 'Totara Learn', ar: 'Totara Learn' } },
]

const run = ({ en, ar, ctx = visitor }: Case['bad']): Issue[] => lintPair({ en: en ?? '', ar }, ctx)

describe('the copy rules, one string in one language (schemas/copy-style/rules.ts)', () => {
  it.each(CASES)('$rule: «$bad.ar» breaks it, «$good.ar» does not', (c) => {
    expect(run(c.bad).map((i) => i.rule)).toContain(c.rule)
    expect(run(c.good)).toEqual([])
  })

  it('has a case for every rule', () => {
    expect(new Set(CASES.map((c) => c.rule))).toEqual(new Set(RULES))
  })

  it.each(CASES.filter((c) => c.fixed !== undefined))('$rule: the one-click fix of «$bad.ar» follows the guide', (c) => {
    const issue = run(c.bad).find((i) => i.rule === c.rule)
    expect(issue?.fix).toBeDefined()
    const fixed = applyFix(c.bad.ar, issue as Issue)
    expect(fixed).toBe(c.fixed)
    expect(run({ ...c.bad, ar: fixed })).toEqual([])
  })

  it('says where the break is, so an editor can mark it', () => {
    const ar = 'ارتفعت من 54 إلى 91 بالمئة'
    const [issue] = lintText(ar, 'ar', visitor)
    expect(issue).toMatchObject({ rule: 'unit-space', lang: 'ar' })
    expect(ar.slice(issue?.at, issue?.end)).toBe(' ')
    expect(ar.slice(0, issue?.at)).toBe('ارتفعت من 54 إلى 91')
  })

  it('English has no rule of its own: the Arabic rules read it', () => {
    expect(lintText('Up 40 percent!...', 'en', admin)).toEqual([])
  })

  it('a count string written in some Arabic plural forms but not all of them', () => {
    const found = lintCopy({
      locales: {
        en: { '{{count}} files_one': '{{count}} file', '{{count}} files_other': '{{count}} files' },
        ar: { '{{count}} files_one': 'ملف واحد', '{{count}} files_other': `{{count, isolate}}${NBSP}ملف` },
      },
      seeds: {},
    })
    expect(found.map((f) => `${f.rule} ${f.source} ${f.key}`)).toEqual(
      ['zero', 'two', 'few', 'many'].map((form) => `plural-forms public/locales/ar {{count}} files_${form}`),
    )
  })
})
