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
  /**
   * The one-click fix (the editor), when it is mechanical: inside the match, the first text that
   * `from` (a regular-expression source) finds becomes `to`, so a prefix such as «في» or «و» stays.
   */
  swap?: { from: string; to: string }
}

export interface GlossaryEntry {
  en: string
  /** The one Arabic form to use. */
  ar: string
  not: NotTerm[]
  /**
   * An English pattern (regular-expression source, flag `u`): the entry applies only to
   * strings whose English matches it, such as 'mandatory', so a word is wrong only where the
   * English means that idea. Without the English (an Arabic string on its own) it is not checked.
   */
  when?: string
  /** An Arabic pattern (inside a word) the string must hold when `when` matches: the one word for the idea. */
  must?: string
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
  // «التدريب الإلزامي» is right for 'mandatory training': the ban holds only where English says 'compliance training'.
  {
    en: 'compliance training',
    ar: 'تدريب الامتثال',
    when: '[Cc]ompliance training',
    not: [{ pattern: `${P}تدريب ${P}إلزامي` }],
  },
  {
    en: 'mandatory',
    ar: 'الإلزامية / إلزامي',
    when: '\\b[Mm]andatory\\b',
    must: 'إلزامي',
    not: [{ pattern: `${P}(?:أساسي|أساسية|مطلوب|مطلوبة)` }],
  },
  {
    en: 'newsletter',
    ar: 'النشرة البريدية',
    not: [{ pattern: `${P}نشر(?:ة|تنا|تكم) ${P}إخبارية`, swap: { from: 'إخبارية', to: 'بريدية' } }],
  },
  {
    en: 'completion',
    ar: 'الإتمام',
    when: '\\b[Cc]ompletions?\\b',
    not: [{ pattern: `${P}إكمال`, swap: { from: 'إكمال', to: 'إتمام' } }],
  },
  // Decided from the copy: 'features' of a product are الميزات; 'benefits' to the client الفوائد or المزايا.
  { en: 'features', ar: 'الميزات', when: '\\b[Ff]eatures?\\b', not: [{ pattern: `${P}مزايا`, swap: { from: 'مزايا', to: 'ميزات' } }] },
  { en: 'benefits', ar: 'الفوائد / المزايا', when: '\\b[Bb]enefits?\\b', not: [{ pattern: `${P}(?:ميزة|ميزات)` }] },
  {
    en: "'Lead' (a job title)",
    ar: 'رئيس / رئيسة',
    when: '\\bLead\\b',
    must: 'رئيس',
    not: [{ pattern: `${P}قائد(?:ة)?` }],
  },
  {
    en: 'implement (a platform)',
    ar: 'تنفيذ',
    // «تطبيق Totara Mobile» is the app's name with its descriptor, not 'applying' a platform.
    not: [{ pattern: `${P}تطبيق(?:ها|ه|هما)? (?:${P}منص\\p{L}*|${P}حزم\\p{L}*|${P}نظام|${P}أنظمة|Totara(?! Mobile)|Open edX)` }],
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
  {
    en: 'opens in a new tab',
    ar: 'يُفتح في علامة تبويب جديدة',
    not: [{ pattern: '(?:تُ?فتح|يفتح) في علامة تبويب', raw: true, swap: { from: '^(?:تُ?فتح|يفتح)', to: 'يُفتح' } }],
  },
  // One form for every confirmation: «هل تريد حذف هذا القسم؟», not «حذف هذا الشريك؟».
  { en: 'delete confirmation (editor)', ar: 'هل تريد حذف …؟', not: [{ pattern: 'حذف [^؟]*؟', whole: true, only: ['admin'] }] },
  { en: 'N min read (a byline)', ar: 'مدة القراءة: 6 دقائق', not: [{ pattern: '(?:دقائق|دقيقة) للقراءة' }] },
  // Calques: English idioms put into Arabic word for word. Rewrite them for the meaning.
  { en: 'start small', ar: 'ابدؤوا بنطاق محدود', not: [{ pattern: '[وف]?ابدؤوا صغارا' }] },
  { en: 'become our next success story', ar: 'لتكن مؤسستكم قصة النجاح القادمة', not: [{ pattern: 'كونوا قصة نجاح\\p{L}*' }] },
  { en: 'a day in the life of', ar: 'من كواليس …', not: [{ pattern: 'يوم في حياة' }] },
  { en: 'around their shifts', ar: 'تُحجز بما يناسب مناوباتهم', not: [{ pattern: `حول ${P}مناوبات\\p{L}*` }] },
  { en: 'more than he can count', ar: 'ما يفوق الحصر', not: [{ pattern: 'مما يستطيع أن يعد' }] },
  { en: 'the working course (a draft)', ar: 'نسخة العمل من الدورة', not: [{ pattern: 'الدورة العاملة' }] },
  { en: 'assigned, reminded and reported', ar: 'نُسندها ونذكّر بها ونرفع التقارير عنها', not: [{ pattern: 'ويذكر بها' }] },
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
  'بالمئة',
  'ضعف',
  'أضعاف',
  'فرع',
  'فروع',
  'مشروع',
  'مشاريع',
  'صفحة',
  'صفحات',
  'مستشفى',
  'مستشفيات',
  'جهة',
  'جهات',
  'وكالة',
  'وكالات',
  'نظام',
  'أنظمة',
  'مرحلة',
  'مراحل',
  'خطوة',
  'خطوات',
  'أسبوع',
  'أسابيع',
  'عميل',
  'عملاء',
  'مستخدم',
  'مستخدمين',
  'ممرض',
  'ممرضة',
  'مدير',
  'مديرين',
  'مدرب',
  'مدربين',
  'مشارك',
  'مشاركين',
  'مقطع',
  'مقاطع',
  'وحدة',
  'وحدات',
  'اختبار',
  'اختبارات',
  'سيناريو',
  'سيناريوهات',
  'مسار',
  'مسارات',
  'قسم',
  'أقسام',
  'دولة',
  'دول',
  'مدينة',
  'مدن',
  'مكتب',
  'مكاتب',
  'شريك',
  'شركاء',
  'جائزة',
  'جوائز',
  'نسخة',
  'نسخ',
  'بلد',
  'شهادة',
  'شهادات',
  'ترخيص',
  'تراخيص',
  'ريال',
  'درهم',
  'دولار',
  'مدرسة',
  'مدارس',
  'عيادة',
  'عيادات',
  'معلم',
  'معلمين',
  'مستشار',
  'مستشارين',
  'ناشر',
  'ناشرين',
  'موقع',
  'مواقع',
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
export const INTERROGATIVES = ['هل', 'لماذا', 'كيف', 'ماذا', 'متى', 'أين', 'كم', 'أي']

/**
 * «ما» and «من» open a question only before some words: «ما الذي بنيناه؟»، «من يشغّل Open edX
 * معنا؟» ask, «ما يتجاوز التثبيت» and «من الفكرة إلى الإطلاق» do not. Patterns on the rest of a
 * heading, without diacritics. «من نحن» is the name of a page, not a question.
 */
export const INTERROGATIVE_OPENINGS = ['^ما (?:الذي|التي|الذين|هو|هي|هم) ', '^من (?!نحن$)[ين]\\p{L}{2,}']

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

/**
 * The privacy policy keeps one voice: its legal text speaks to one reader («بياناتك»، «يمكنك»), so
 * the respectful plural of the rest of the site is a second voice there.
 */
export const PLURAL_ADDRESS = ['تواصلوا', 'راسلونا', 'يمكنكم', 'لديكم', 'عليكم', 'إليكم', 'بياناتكم', 'حقوقكم', 'طلبكم', 'مؤسستكم']

/** Pages whose copy keeps a neutral legal voice (ARABIC.md: the privacy policy). */
export const LEGAL_PAGES = ['privacy-policy']
