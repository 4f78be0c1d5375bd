import type { z } from 'zod'
import type { clientsSchema } from '../../../src/blocks/clients/schema.ts'
import type { postsSchema } from '../../../src/blocks/posts/schema.ts'
import type { storiesSchema } from '../../../src/blocks/stories/schema.ts'
import { consultationImage, contactUs, cta, type PageSeeds, t } from '../pages/helpers.ts'
import { clients } from './clients.ts'
import { categoryFilters } from './filters.ts'
import { posts } from './posts.ts'
import { stories } from './stories.ts'

/** The collections: customer stories (with each story's page), our clients and resources (with each post's page). */
export const collectionBlocks: PageSeeds = {
  'customer-stories': [
    {
      block_type: 'STORIES',
      order: 2,
      content: {
        title: t('Stories from our clients', 'قصص من عملائنا'),
        subtitle: t(
          'Choose an industry or a solution to find organisations like yours, and read what they set out to change and what they measured.',
          'اختاروا قطاعًا أو حلًا لتجدوا مؤسسات تشبه مؤسستكم، واقرؤوا ما أرادت تغييره وما الذي قاسته.',
        ),
        buttonText: t('Read all customer stories', 'اقرؤوا جميع قصص العملاء'),
        buttonLink: '/customer-stories',
        filters: categoryFilters,
        stories,
      } satisfies z.input<typeof storiesSchema>,
    },
  ],
  'story-detail-template': [
    cta({
      order: 2,
      title: t('Could your organisation be our next story?', 'هل تكون مؤسستكم قصتنا القادمة؟'),
      subtitle: t(
        'Tell us what you want your people to do differently. We will show you how organisations like yours got there, and what it took.',
        'أخبرونا بما تريدون أن يفعله موظفوكم بطريقة مختلفة، وسنريكم كيف وصلت مؤسسات تشبه مؤسستكم إلى ذلك، وما الذي تطلّبه الأمر.',
      ),
      button: contactUs,
      link: '/contact',
      image: consultationImage,
    }),
  ],
  'our-clients': [
    {
      block_type: 'CLIENTS',
      order: 2,
      content: {
        title: t('Who we work with', 'من نعمل معهم؟'),
        subtitle: t(
          'A few of the organisations that learn with us. Filter by industry or solution, and open a card to see what we delivered.',
          'بعض المؤسسات التي تتعلّم معنا. استعرضوها حسب القطاع أو الحل، وافتحوا البطاقة لتعرفوا ما الذي قدّمناه.',
        ),
        filters: categoryFilters,
        clients,
      } satisfies z.input<typeof clientsSchema>,
    },
  ],
  resources: [
    {
      block_type: 'POSTS',
      order: 3,
      content: {
        featuredTitle: t('Featured', 'مختارات'),
        listTitle: t('All articles and events', 'جميع المقالات والفعاليات'),
        filters: {
          label: t('Show', 'اعرضوا'),
          all: t('All', 'الكل'),
          blog: t('Blog', 'المدوّنة'),
          events: t('Events', 'الفعاليات'),
        },
        posts,
      } satisfies z.input<typeof postsSchema>,
    },
  ],
  'resource-detail-template': [
    cta({
      order: 2,
      title: t('Want to talk it through?', 'هل تودّون مناقشة الأمر معنا؟'),
      subtitle: t(
        'Our consultants are happy to discuss how this applies to your organisation, with no obligation.',
        'يسعد مستشارونا بمناقشة ما يعنيه ذلك لمؤسستكم، دون أي التزام.',
      ),
      button: contactUs,
      link: '/contact',
      image: consultationImage,
    }),
  ],
}
