import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { consentAndSend, textLine as line } from '../../../schemas/blocks/form-texts.ts'
import { heading, image, itemId, itemList, itemPage, labelled, list, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** A titled list of lines (responsibilities, requirements…); a new instance per use, so each keeps its own label. */
const titledList = (en: string, ar: string) =>
  labelled(
    z.prefault(
      z.object({
        title: labelled(localizedLine(), 'Title', 'العنوان'),
        items: itemList(['Lines', 'البنود'], 'line', 40, {
          text: labelled(localized(), 'Text', 'النص'),
        }),
      }),
      {},
    ),
    en,
    ar,
  )

/** Everything the vacancy's own page shows (spec §3 'Vacancy … detailContent'). */
const detailContent = z.prefault(
  z.object({
    heroImage: labelled(image(), 'Hero image', 'صورة القسم الافتتاحي'),
    backLinkText: line('Back link text', 'نص رابط العودة', { en: 'Back to careers', ar: 'العودة إلى الوظائف' }),
    summary: labelled(
      z.prefault(
        z.object({
          title: labelled(localizedLine({ en: 'About the role', ar: 'عن الوظيفة' }), 'Title', 'العنوان'),
          p1: labelled(localized(), 'First paragraph', 'الفقرة الأولى'),
          p2: labelled(localized(), 'Second paragraph', 'الفقرة الثانية'),
          p3: labelled(localized(), 'Third paragraph', 'الفقرة الثالثة'),
        }),
        {},
      ),
      'Summary',
      'الملخّص',
    ),
    responsibilities: titledList('Responsibilities', 'المسؤوليات'),
    requirements: titledList('Requirements', 'المتطلبات'),
    desired_skills: titledList('Desired skills', 'المهارات المرغوبة'),
    what_we_offer: labelled(
      z.prefault(
        z.object({
          title: labelled(localizedLine(), 'Title', 'العنوان'),
          items: labelled(list(z.object({ id: itemId('offer'), text: labelled(localized(), 'Text', 'النص') }), 40), 'Lines', 'البنود'),
          join_us: labelled(localized(), 'Join us', 'دعوة الانضمام'),
        }),
        {},
      ),
      'What we offer',
      'ما نقدّمه',
    ),
    form: labelled(
      z.prefault(
        z.object({
          title: line('Form title', 'عنوان النموذج', { en: 'Apply for this role', ar: 'قدّموا على هذه الوظيفة' }),
          fullName: line('Full name label', 'تسمية حقل الاسم الكامل', { en: 'Full name', ar: 'الاسم الكامل' }),
          emailAddress: line('E-mail label', 'تسمية حقل البريد الإلكتروني', { en: 'Email address', ar: 'البريد الإلكتروني' }),
          coverLetter: line('Cover letter label', 'تسمية حقل خطاب التقديم', { en: 'Cover letter', ar: 'خطاب التقديم' }),
          attachFile: line('Attachment label', 'تسمية حقل المرفق', { en: 'Attach your CV', ar: 'أرفقوا سيرتكم الذاتية' }),
          ...consentAndSend(
            { en: 'and to being contacted about this role.', ar: 'وعلى تواصلنا معكم بشأن هذه الوظيفة.' },
            { en: 'Send application', ar: 'أرسلوا الطلب' },
          ),
        }),
        {},
      ),
      'Application form',
      'نموذج التقديم',
    ),
  }),
  {},
)

/**
 * Careers block 2: the open vacancies, each linking to /vacancy-details/{id}, or the 'coming
 * soon' message when there are none. The vacancy page draws this block with its 'detail' view.
 */
export const vacanciesSchema = labelled(
  z.object({
    ...heading({ en: 'Open positions', ar: 'الوظائف المتاحة' }),
    comingSoon: labelled(
      localized({
        en: 'New positions are coming soon. Check back shortly, or send us your CV today.',
        ar: 'ستُعلن وظائف جديدة قريبًا، فتابعونا أو أرسلوا إلينا سيرتكم الذاتية اليوم.',
      }),
      "'Coming soon' message",
      'رسالة «قريبًا»',
      { en: 'Shown when there are no vacancies.', ar: 'تظهر عند عدم وجود وظائف متاحة.' },
    ),
    linkText: labelled(localizedLine({ en: 'View details', ar: 'اطّلعوا على التفاصيل' }), 'Card link text', 'نص رابط البطاقة'),
    vacancies: itemList(['Vacancies', 'الوظائف'], 'vacancy', 100, {
      title: labelled(localizedLine({ en: 'New vacancy', ar: 'وظيفة جديدة' }), 'Title', 'العنوان'),
      location: labelled(localizedLine(), 'Location', 'الموقع'),
      type: labelled(localizedLine(), 'Employment type', 'نوع الدوام'),
      excerpt: labelled(localized(), 'Card text', 'نص البطاقة'),
      detailContent: itemPage(labelled(detailContent, 'Vacancy page', 'صفحة الوظيفة')),
    }),
  }),
  'Vacancies',
  'الوظائف',
)

/** The vacancies block: its key, written here once, and its schema. */
export const vacanciesType = blockType(
  'vacancies',
  itemTitles(vacanciesSchema, {
    vacancies: 'title',
    'vacancies.detailContent.responsibilities.items': null,
    'vacancies.detailContent.requirements.items': null,
    'vacancies.detailContent.desired_skills.items': null,
    'vacancies.detailContent.what_we_offer.items': null,
  }),
)
