import type { SeedBlock } from '../seed-block.ts'
import { consultationImage, cta } from '../pages/helpers.ts'
import { EMAIL, t } from '../../../schemas/seed-media.ts'

/** The vacancy page's call to action (3); its selection process (2) is the timeline block's seed. */
export const vacancyTemplate: SeedBlock[] = [
  cta({
    order: 3,
    title: t('Not the right role for you?', 'ليست الوظيفة المناسبة لكم؟'),
    subtitle: t(
      'We hire as projects start. Send us your CV and tell us what you would like to work on.',
      'نوظّف مع انطلاق كل مشروع، فأرسلوا إلينا سيرتكم الذاتية وأخبرونا بما تودّون العمل عليه.',
    ),
    email: {
      before: t('Write to', 'اكتبوا إلى'),
      address: EMAIL.careers,
      after: t('and our people team will reply within a week.', 'وسيردّ عليكم فريق الموارد البشرية خلال أسبوع.'),
    },
    button: t('See all vacancies', 'اطّلعوا على جميع الوظائف'),
    link: '/careers',
    image: consultationImage,
  }),
]
