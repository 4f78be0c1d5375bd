import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { visionType, type visionSchema } from './schema.ts'

const media = (name: string) => `/media/about/${name}`

/** About block 4: vision. */
export const vision = {
  backgroundColor: '#083f44',
  sections: [
    {
      id: 'vision-vision',
      image: {
        src: media('vision-horizon.svg'),
        alt: {
          en: 'A path of stepping stones leading towards a rising sun over the desert',
          ar: 'ممرّ من الحجارة يقود نحو شمس تشرق فوق الصحراء',
        },
        width: 560,
        height: 420,
      },
      title: { en: 'Our vision', ar: 'رؤيتنا' },
      description: {
        en: [
          'Learning of world-class quality that feels native to every organisation in the Arab world.',
          'We believe every employee deserves to learn in their own language, on any device, through courses shaped around the work they do every day.',
        ].join('\n'),
        ar: [
          'تعلّم بمستوى عالمي، تجده كل مؤسسة في العالم العربي نابعًا من بيئتها.',
          'نؤمن بأن لكل موظف الحق في أن يتعلّم بلغته، وعلى أي جهاز، ومن خلال دورات مصمّمة لطبيعة عمله اليومي.',
        ].join('\n'),
      },
    },
    {
      id: 'vision-mission',
      image: {
        src: media('vision-mission.svg'),
        alt: {
          en: 'Three building blocks marked with people, a document and a screen, stacked into a tower',
          ar: 'ثلاثة مكعّبات بناء تحمل رموز الناس والمستند والشاشة، مرصوصة في برج واحد',
        },
        width: 560,
        height: 420,
      },
      title: { en: 'Our mission', ar: 'رسالتنا' },
      description: {
        en: [
          'To give organisations the platforms, content and expertise they need to build skills at scale.',
          'We combine proven open technologies such as Totara and Open edX with locally produced content and a support team that answers in your time zone and your language.',
        ].join('\n'),
        ar: [
          'أن نمنح المؤسسات ما تحتاج إليه من منصّات ومحتوى وخبرة لبناء المهارات على نطاق واسع.',
          'نجمع بين تقنيات مفتوحة المصدر أثبتت جدارتها مثل Totara وOpen edX، ومحتوى يُنتَج محليًا، وفريق دعم قريب منكم يعمل في ساعات عملكم ويتحدث لغتكم.',
        ].join('\n'),
      },
    },
    {
      id: 'vision-values',
      image: {
        src: media('vision-values.svg'),
        alt: {
          en: 'Three overlapping circles with symbols for partnership, craft and integrity: linked rings, a pencil and a shield',
          ar: 'ثلاث دوائر متداخلة تحمل رموز الشراكة والإتقان والنزاهة: حلقتان متشابكتان وقلم ودرع',
        },
        width: 560,
        height: 420,
      },
      title: { en: 'Our values', ar: 'قيمنا' },
      description: {
        en: [
          'Partnership: we measure our success by the results our clients achieve, not by the licences we sell.',
          'Craft: we care about the details of every screen, every sentence and every voice-over.',
          'Integrity: we recommend what you need, even when it is less than you asked for.',
        ].join('\n'),
        ar: [
          'الشراكة: نقيس نجاحنا بالنتائج التي يحققها عملاؤنا، لا بعدد التراخيص التي نبيعها.',
          'الإتقان: نعتني بتفاصيل كل شاشة وكل جملة وكل تعليق صوتي.',
          'النزاهة: نوصي بما تحتاجون إليه فعلًا، حتى لو كان أقل مما طلبتم.',
        ].join('\n'),
      },
    },
  ],
} satisfies z.input<typeof visionSchema>

export const visionSeed = seedOf(visionType, { about: [{ order: 4, content: vision }] })
