import { consultationImage, contactUs, cta, type PageSeeds, t } from '../pages/helpers.ts'

/**
 * The calls to action of the collections' item pages (a story's, a post's). The collections
 * themselves are seeded from their block folders (src/blocks/stories, clients, posts).
 */
export const collectionBlocks: PageSeeds = {
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
