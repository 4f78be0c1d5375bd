import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { picture, both } from '../../../schemas/seed-media.ts'
import { galleryType, type gallerySchema } from './schema.ts'

const galleryImage = (id: string, en: string, ar: string) => ({ id, ...picture(`/media/about/gallery-${id}.svg`, 480, 360, en, ar) })

/** Why choose us block 2: the gallery slider. */
export const gallery = {
  title: both('A day in the life of our projects', 'من كواليس مشاريعنا'),
  images: [
    galleryImage(
      'classroom',
      'A consultant presenting completion results to a client’s learning team',
      'مستشارة تعرض نتائج الإتمام على فريق التعلّم لدى أحد العملاء',
    ),
    galleryImage(
      'studio',
      'A voice artist recording an Arabic course narration in our studio',
      'معلّق صوتي يسجّل التعليق العربي لإحدى الدورات في الاستوديو لدينا',
    ),
    galleryImage(
      'analytics',
      'A platform engineer walking a client through a live learning dashboard',
      'مهندس منصّات يشرح لأحد العملاء لوحة بيانات تعلّم مباشرة',
    ),
    galleryImage('devices', 'The same course on a laptop, a tablet and a phone', 'الدورة نفسها على حاسوب محمول وجهاز لوحي وهاتف'),
    galleryImage(
      'certificate',
      'A learner holding up the certificate she earned on her company’s platform',
      'متعلّمة تعرض الشهادة التي حصلت عليها عبر منصّة شركتها',
    ),
    galleryImage(
      'dubai-office',
      'A planning session in our Dubai office overlooking the city',
      'جلسة تخطيط في مكتبنا في دبي المطلّ على المدينة',
    ),
  ],
} satisfies z.input<typeof gallerySchema>

export const gallerySeed = seedOf(galleryType, { 'why-choose-us': [{ order: 2, content: gallery }] })
