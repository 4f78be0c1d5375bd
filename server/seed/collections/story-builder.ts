import type { z } from 'zod'
import type { storyItem } from '../../../src/blocks/stories/schema.ts'
import { idFromTitle } from '../../../schemas/ids.ts'
import type { Localized } from '../../../schemas/fields.ts'
import { picture, t } from '../../../schemas/seed-media.ts'
import type { Industry } from './filters.ts'

type Pair = [en: string, ar: string]
type Story = z.input<typeof storyItem>

/** What each industry's scene shows (public/media/stories, 640 × 400). */
const SCENES: Record<Industry, Pair> = {
  government: [
    'A government building with a dome and columns, and a learner’s progress card beside it',
    'مبنى حكومي بقبّة وأعمدة، وبجانبه بطاقة تقدّم أحد المتعلّمين',
  ],
  banking: [
    'A bank with columns, a stack of gold coins and a rising chart, with a learner’s progress card',
    'مصرف بأعمدة، وكومة من العملات الذهبية ومخطّط صاعد، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  energy: [
    'A wind turbine and a row of solar panels under the sun, with a learner’s progress card',
    'توربين رياح وصفّ من الألواح الشمسية تحت الشمس، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  healthcare: [
    'A hospital with a red cross and a heartbeat line, with a learner’s progress card',
    'مستشفى عليه صليب أحمر وخطّ نبض، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  education: [
    'A graduation cap over a row of books, with a learner’s progress card',
    'قبّعة تخرّج فوق صفّ من الكتب، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  aviation: [
    'An aircraft taking off over a runway beside a control tower, with a learner’s progress card',
    'طائرة تقلع فوق مدرج بجانب برج مراقبة، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  retail: [
    'A shop front with a striped awning and a shopping bag, with a learner’s progress card',
    'واجهة متجر بمظلّة مخطّطة وحقيبة تسوّق، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  telecom: [
    'A telecom mast sending signal waves to a phone, with a learner’s progress card',
    'برج اتصالات يبثّ موجات الإشارة إلى هاتف، مع بطاقة تقدّم أحد المتعلّمين',
  ],
}

/** The pictures a story's article may show (public/media/resources, 640 × 360). */
export const FIGURES = {
  analytics: picture(
    '/media/resources/analytics.svg',
    640,
    360,
    'A results dashboard with bars and a rising line',
    'لوحة نتائج فيها أعمدة وخطّ صاعد',
  ),
  mobile: picture(
    '/media/resources/mobile.svg',
    640,
    360,
    'Three phones showing short lessons and a progress bar',
    'ثلاثة هواتف تعرض دروسًا قصيرة وشريط تقدّم',
  ),
  platform: picture(
    '/media/resources/platform.svg',
    640,
    360,
    'A learning platform on a laptop and a phone, with courses and progress bars',
    'منصّة تعلّم على حاسوب محمول وهاتف، فيها دورات وأشرطة تقدّم',
  ),
  compliance: picture(
    '/media/resources/compliance.svg',
    640,
    360,
    'A checklist with ticked items beside a shield',
    'قائمة تحقّق بنودها مؤشّرة بجانب درع',
  ),
  workshop: picture(
    '/media/resources/workshop.svg',
    640,
    360,
    'Four colleagues in a workshop in front of a chart',
    'أربعة زملاء في ورشة عمل أمام مخطّط',
  ),
}

const NO_IMAGE = { src: '', alt: { en: '', ar: '' } }

export interface StorySeed {
  title: Pair
  /** The client's words, then '— name, role' on its own line. */
  quote: Pair
  industry: Industry
  solutions: string[]
  /** Headed sections of the article: [heading, paragraphs…]. */
  sections: [heading: Pair, ...paragraphs: Pair[]][]
  /** A picture after the section of this index. */
  figure?: { after: number; image: ReturnType<typeof picture> }
}

type Part = NonNullable<NonNullable<Story['detailContent']>['body']>[number]

const part = (id: string, type: 'heading' | 'paragraph', [en, ar]: Pair): Part => ({ id, type, text: t(en, ar), image: NO_IMAGE })

/** A story as customer-stories block 2 stores it: its id from its English title (spec §5), its page from its sections. */
export function story(seed: StorySeed): Story {
  const [altEn, altAr] = SCENES[seed.industry]
  const image = picture(`/media/stories/${seed.industry}.svg`, 640, 400, altEn, altAr)
  const body = seed.sections.flatMap(([heading, ...paragraphs], i) => {
    const id = idFromTitle(heading[0])
    const parts: Part[] = [part(id, 'heading', heading), ...paragraphs.map((p, n) => part(`${id}-${n + 1}`, 'paragraph', p))]
    if (seed.figure?.after === i) parts.push({ id: `${id}-figure`, type: 'image', text: t('', ''), image: seed.figure.image })
    return parts
  })
  return {
    id: idFromTitle(seed.title[0]),
    title: t(...seed.title),
    quote: t(...seed.quote),
    image,
    categories: [seed.industry, ...seed.solutions],
    detailContent: {
      backLinkText: t('Back to customer stories', 'العودة إلى قصص العملاء'),
      introImage: image,
      tocTitle: t('In this story', 'في هذه القصة'),
      shareTitle: t('Share this story', 'شاركوا هذه القصة'),
      body,
    },
  }
}

/** The three headings most stories are told under. */
export const CHALLENGE: Pair = ['The challenge', 'التحدي']
export const BUILT: Pair = ['What we built', 'ما الذي بنيناه؟']
export const RESULTS: Pair = ['The results', 'النتائج']

export type { Localized }
