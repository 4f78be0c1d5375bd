import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { learnAndThriveType, type learnAndThriveSchema } from './schema.ts'

const media = (name: string) => `/media/about/${name}`

/** About block 3: learn and thrive. */
export const learnAndThrive = {
  title: { en: 'A place where people learn and thrive', ar: 'بيئة يتعلّم فيها الناس ويزدهرون' },
  descriptionLeft: {
    en: [
      'Good learning technology disappears into the working day. We configure Totara Learn, Totara Perform and Open edX around your roles, approval chains and HR systems, so learners find the right course in two clicks and managers see progress without chasing spreadsheets.',
      'Every platform we launch is hosted in the region, bilingual from day one and tested with real learners before it goes live.',
    ].join('\n'),
    ar: [
      'التقنية التعليمية الناجحة تندمج في يوم العمل بسلاسة حتى لا يكاد أحد يلحظها. نهيّئ منصّات Totara Learn وTotara Perform وOpen edX وفق أدواركم الوظيفية ومسارات الاعتماد وأنظمة الموارد البشرية لديكم، ليصل المتعلّم إلى الدورة المناسبة بنقرتين، ويتابع المدير تقدّم فريقه دون ملاحقة جداول البيانات.',
      'كل منصّة نطلقها مستضافة داخل المنطقة، وثنائية اللغة منذ اليوم الأول، ومختبَرة مع متعلّمين حقيقيين قبل تشغيلها.',
    ].join('\n'),
  },
  descriptionRight: {
    en: [
      'Content is where learning succeeds or fails. Our studio writes, designs and voices courses natively in Arabic and English rather than translating them afterwards, and blends them with more than 20,000 ready-made titles from OpenSesame and iLearn.',
      'The result is learning that feels local, respects your culture and measurably improves how people perform at work.',
    ].join('\n'),
    ar: [
      'على المحتوى يتوقّف نجاح التعلّم أو إخفاقه. لذلك يكتب الاستوديو لدينا كل دورة ويصمّمها ويسجّلها صوتيًا بلغتها الأصلية، عربيةً كانت أم إنجليزية، بدلًا من ترجمتها لاحقًا، ثم يكمّلها بأكثر من 20\u00A0ألف عنوان جاهز من OpenSesame وiLearn.',
      'والنتيجة تعلّم قريب من بيئتكم، يراعي ثقافة مؤسستكم، ويحسّن أداء موظفيكم في العمل بنتائج يمكن قياسها.',
    ].join('\n'),
  },
  image: {
    src: media('learn-and-thrive.svg'),
    alt: {
      en: 'Colleagues learning together: one follows a course on a laptop while two others discuss a learning path on a wall chart',
      ar: 'زملاء يتعلّمون معًا: أحدهم يتابع دورة على حاسوبه المحمول بينما يناقش اثنان مسار تعلّم على لوحة حائط',
    },
    width: 1200,
    height: 520,
  },
} satisfies z.input<typeof learnAndThriveSchema>

export const learnAndThriveSeed = seedOf(learnAndThriveType, { about: [{ order: 3, content: learnAndThrive }] })
