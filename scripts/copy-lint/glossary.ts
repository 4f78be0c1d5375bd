/**
 * The data behind the copy lint: ../shared/ARABIC.md as tables. New copy is checked against
 * these tables, so a new glossary term, product or unit word is one line here, not a new rule.
 *
 * Patterns are regular-expression sources (flag `u`). Unless `raw` is set they are matched
 * against the text with Arabic diacritics and tatweel removed, so write them without shadda,
 * hamza-under-alef variants aside. Unless `inWord` is set they must stand as whole words.
 */

export type Audience = 'visitor' | 'legal' | 'admin'

export interface NotTerm {
  /** What must not appear. */
  pattern: string
  /** Match the text as written (with diacritics), e.g. to tell يرجى from يُرجى. */
  raw?: boolean
  /** The whole string, not a phrase inside it (a label such as «التواصل»). */
  whole?: boolean
  /** Part of a word (spelling), so no word boundaries around it. */
  inWord?: boolean
  /** Only for these readers; every Arabic string when absent. */
  only?: Audience[]
}

export interface GlossaryEntry {
  en: string
  /** The one Arabic form to use. */
  ar: string
  not: NotTerm[]
}

/** Optional proclitics before a word: و، ف، ب، ل، ك and the article. */
const P = '[وفبلك]?(?:ال|لل)?'

/** ARABIC.md «One word per idea», plus tanween: the 'not' column, checked in every Arabic string. */
export const GLOSSARY: GlossaryEntry[] = [
  {
    en: 'contact us',
    ar: 'تواصلوا معنا',
    not: [{ pattern: 'اتصل بنا' }, { pattern: 'تواصل معنا' }, { pattern: 'التواصل', whole: true }],
  },
  { en: 'learning platform / LMS', ar: 'منصّة تعلّم / نظام إدارة التعلّم', not: [{ pattern: `${P}منص(?:ة|ات) ${P}تعليمية` }] },
  { en: 'bespoke content', ar: 'محتوى مخصّص', not: [{ pattern: 'مصمم(?:ا|ة|ين)? حسب الطلب' }] },
  { en: 'catalogue', ar: 'كتالوج', not: [{ pattern: `${P}(?:فهرس|فهارس)(?! المحتويات)` }] },
  { en: 'compliance training', ar: 'تدريب الامتثال', not: [{ pattern: `${P}تدريب ${P}إلزامي` }] },
  {
    en: 'implement (a platform)',
    ar: 'تنفيذ',
    not: [{ pattern: `${P}تطبيق(?:ها|ه|هما)? (?:${P}منص\\p{L}*|${P}حزم\\p{L}*|${P}نظام|${P}أنظمة|Totara|Open edX)` }],
  },
  { en: 'edit', ar: 'تعديل (وضع التعديل)', not: [{ pattern: `${P}تحرير` }] },
  { en: 'failed to …', ar: 'تعذّر …', not: [{ pattern: '[وف]?فشل(?:ت)?' }] },
  { en: 'not found', ar: 'لم يُعثر على … / لا يوجد …', not: [{ pattern: 'لم يتم العثور' }] },
  { en: 'please', ar: 'يُرجى', not: [{ pattern: '[وف]?يرجى', raw: true }] },
  {
    en: 'menu (navigation)',
    ar: 'قائمة التنقل',
    not: [{ pattern: 'القائمة', whole: true }, { pattern: '(?:فتح|إغلاق) القائمة' }],
  },
  { en: 'item inside a block (editor)', ar: 'بند / فقرة', not: [{ pattern: `${P}(?:عنصر|عناصر)`, only: ['admin'] }] },
  { en: 'tanween on alef', ar: 'ـًا', not: [{ pattern: 'اً', raw: true, inWord: true }] },
]

export interface Product {
  /** The official Latin name, written as is in Arabic text. */
  name: string
  /** Transliterations that must not be used. */
  not: string[]
}

/** Products and systems named in our copy: the official Latin name on every page and in titles. */
export const PRODUCTS: Product[] = [
  { name: 'Totara', not: ['توتارا'] },
  { name: 'Open edX', not: ['أوبن إدكس', 'إدكس', 'ادكس'] },
  { name: 'edX', not: [] },
  { name: 'OpenSesame', not: ['أوبن سيسامي', 'سيسامي'] },
  { name: 'iLearn', not: ['آي ليرن', 'اي ليرن'] },
  { name: 'Rosetta Stone', not: ['روزيتا ستون', 'روزيتا'] },
  { name: 'LinkedIn', not: ['لينكدإن', 'لينكد إن', 'لينكدان'] },
  { name: 'SAP SuccessFactors', not: ['ساب', 'سكسس فاكتورز'] },
  { name: 'Oracle HCM', not: ['أوراكل', 'اوراكل'] },
  { name: 'Microsoft', not: ['مايكروسوفت', 'ميكروسوفت'] },
  { name: 'Microsoft Entra ID', not: ['إنترا'] },
  { name: 'Microsoft Teams', not: ['تيمز'] },
  { name: 'Zoom', not: ['زووم'] },
  { name: 'iPhone', not: ['آيفون', 'ايفون'] },
  { name: 'Android', not: ['أندرويد', 'اندرويد'] },
  // Latin words that are names, not English left untranslated.
  { name: 'Suite', not: [] },
  { name: 'Learn', not: [] },
  { name: 'Perform', not: [] },
  { name: 'Mobile', not: [] },
  { name: 'Office', not: [] },
]

/** Words counted by a number: «400 ألف»، «180 مؤسسة». Written without diacritics. */
export const UNIT_WORDS = [
  'ألف',
  'آلاف',
  'مليون',
  'ملايين',
  'مليار',
  'مؤسسة',
  'مؤسسات',
  'متعلم',
  'متعلمين',
  'متعلمة',
  'شخص',
  'أشخاص',
  'موظف',
  'موظفين',
  'دورة',
  'دورات',
  'عنوان',
  'لغة',
  'لغات',
  'ساعة',
  'ساعات',
  'دقيقة',
  'دقائق',
  'يوم',
  'أيام',
  'شهر',
  'أشهر',
  'عام',
  'أعوام',
  'سنة',
  'سنوات',
  'درجة',
  'حرف',
  'أحرف',
  'ميغابايت',
]

/**
 * Singular imperatives (as written without diacritics) and the respectful plural to use.
 * Checked on the first word of buttons, link labels and headings.
 */
export const SINGULAR_IMPERATIVES: Record<string, string> = {
  تواصل: 'تواصلوا',
  تعرف: 'تعرّفوا',
  احجز: 'احجزوا',
  اطلب: 'اطلبوا',
  اقرأ: 'اقرؤوا',
  اكتشف: 'اكتشفوا',
  استكشف: 'استكشفوا',
  انضم: 'انضمّوا',
  التحق: 'التحقوا',
  اشترك: 'اشتركوا',
  سجل: 'سجّلوا',
  شاهد: 'شاهدوا',
  جرب: 'جرّبوا',
  حمل: 'حمّلوا',
  ابدأ: 'ابدؤوا',
  أرسل: 'أرسلوا',
  أضف: 'أضيفوا',
  أدخل: 'أدخلوا',
  أكمل: 'أكملوا',
  أخبر: 'أخبروا',
  اتصل: 'اتصلوا',
  تحدث: 'تحدّثوا',
  اطلع: 'اطّلعوا',
  زر: 'زوروا',
  كن: 'كونوا',
  شارك: 'شاركوا',
  راسل: 'راسلوا',
  انتقل: 'انتقلوا',
  تصفح: 'تصفّحوا',
  اعرف: 'اعرفوا',
  تابع: 'تابعوا',
  قدم: 'قدّموا',
  اختر: 'اختاروا',
  ساعد: 'ساعدوا',
  احصل: 'احصلوا',
  ابحث: 'ابحثوا',
  اعرض: 'اعرضوا',
  عد: 'عودوا',
}

/** Words that look like singular imperatives but are nouns («تجارب العملاء»). */
export const NOT_IMPERATIVES = ['تجارب', 'تقدم']

/** Second-person singular words: visitors are addressed in the plural (the privacy policy may keep its legal voice). */
export const SINGULAR_ADDRESS = [
  'يمكنك',
  'لديك',
  'إليك',
  'عليك',
  'منك',
  'بك',
  'لك',
  'أنت',
  'حسابك',
  'بريدك',
  'نفسك',
  'مؤسستك',
  'فريقك',
  'موظفيك',
  'احتياجاتك',
  'تستطيع',
]

/** Words that open a question: a heading or label that starts with one ends in ؟. */
export const INTERROGATIVES = ['هل', 'لماذا', 'كيف', 'ماذا', 'متى', 'أين', 'كم']

/**
 * Phones, e-mails, URLs, paths, anchors and ids written inside Arabic text flip unless they are
 * isolated (U+2066…U+2069 in a string; <bdi dir="ltr"> in the page).
 */
export const BIDI_LITERALS: { name: string; pattern: string }[] = [
  { name: 'URL', pattern: '\\b[a-z][a-z()]*:\\/\\/\\S*|\\b(?:mailto|tel):\\S*' },
  { name: 'e-mail', pattern: '[\\w.+-]+@[\\w-]+\\.[\\w.-]+' },
  { name: 'path', pattern: '(?:^|[\\s(«])\\/[A-Za-z0-9][\\w/.-]*' },
  { name: 'anchor', pattern: '(?:^|[\\s(«])#[A-Za-z][\\w-]*' },
  { name: 'phone', pattern: '\\+\\d[\\d ()-]{5,}\\d' },
  { name: 'id', pattern: '\\b\\d+-[A-Za-z][\\w-]*|\\b[A-Za-z]+-\\d[\\w-]*' },
]

/** Pages whose copy keeps a neutral legal voice (ARABIC.md: the privacy policy). */
export const LEGAL_PAGES = ['privacy-policy']
