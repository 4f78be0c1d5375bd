import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { image, itemId, itemPage, labelled, list, listRule, localized, localizedLine } from '../../../schemas/fields.ts'
import { ALL_OPTIONS, type ListFilter } from '../../../schemas/list-window.ts'
import { articleBody } from '../../../schemas/blocks/article.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** A post's own page (/resources/{id}): spec §3 'detailContent'. */
const postPage = z.prefault(
  z.object({
    backLinkText: labelled(localizedLine({ en: 'Back to resources', ar: 'العودة إلى الموارد' }), 'Back link text', 'نص رابط العودة'),
    introImage: labelled(image(), 'Picture at the top', 'الصورة في أعلى الصفحة'),
    shareTitle: labelled(localizedLine({ en: 'Share', ar: 'شاركوا' }), 'Share links title', 'عنوان روابط المشاركة'),
    body: labelled(articleBody(), 'Article', 'المقال', {
      en: 'The first paragraph is the line under the title (author, reading time); the article follows.',
      ar: 'الفقرة الأولى هي السطر تحت العنوان (الكاتب ومدة القراءة)، ويليها المقال.',
    }),
  }),
  {},
)

export const postItem = z.object({
  id: itemId('post'),
  type: labelled(z._default(z.enum(['blog', 'event']), 'blog'), 'Type', 'النوع'),
  image: labelled(image(), 'Image', 'الصورة'),
  tag: labelled(localizedLine(), 'Tag', 'الوسم'),
  date: labelled(localizedLine(), 'Date', 'التاريخ'),
  title: labelled(localizedLine({ en: 'New post', ar: 'منشور جديد' }), 'Title', 'العنوان'),
  description: labelled(localized(), 'Description', 'الوصف'),
  /** spec §3: 'article' has a sidebar (share links), 'simple' none. */
  layoutType: labelled(z._default(z.enum(['article', 'simple']), 'article'), 'Page layout', 'تخطيط الصفحة'),
  detailContent: itemPage(labelled(postPage, 'Post page', 'صفحة المنشور')),
})

/** spec §3 'Filters block: label, all, blog, events'. */
const postFilters = labelled(
  z.prefault(
    z.object({
      label: labelled(localizedLine({ en: 'Show', ar: 'اعرضوا' }), 'Filter label', 'عنوان التصفية'),
      all: labelled(localizedLine({ en: 'All', ar: 'الكل' }), 'All', 'الكل'),
      blog: labelled(localizedLine({ en: 'Blog', ar: 'المدوّنة' }), 'Blog', 'المدوّنة'),
      events: labelled(localizedLine({ en: 'Events', ar: 'الفعاليات' }), 'Events', 'الفعاليات'),
    }),
    {},
  ),
  'Filters',
  'التصفية',
)

/** spec §9: posts a page of Resources' list. */
export const POSTS_PER_PAGE = 11
/** spec §9: Resources' featured strip shows at most the first 3 posts. */
export const FEATURED_POSTS = 3
/** Home's 'Insights and events' shows the newest three posts (the first three of the list). */
export const INSIGHT_POSTS = 3

/** spec: `?filter=` takes blog or event; anything else means all. */
export const POST_FILTERS = ['blog', 'event'] as const
export type PostFilter = (typeof POST_FILTERS)[number] | typeof ALL_OPTIONS

export function postFilterFrom(value: string | null | undefined): PostFilter {
  return (POST_FILTERS as readonly string[]).includes(value ?? '') ? (value as PostFilter) : ALL_OPTIONS
}

const postTypeFilter: ListFilter = { param: 'filter', choose: postFilterFrom, keeps: (post, type) => post.type === type }

/**
 * Resources' posts (resources block 3): blog articles and events, each with its own page. The
 * resources page draws it as a featured strip (its first three) and as the filtered, paged list;
 * home's 'Insights and events' (home's own block 7, src/blocks/insights/schema.ts) shows its first
 * three inside it (a view of this block).
 */
export const postsSchema = listRule(
  labelled(
    z.object({
      featuredTitle: labelled(localizedLine({ en: 'Featured', ar: 'مختارات' }), 'Featured strip title', 'عنوان شريط المختارات'),
      listTitle: labelled(localizedLine({ en: 'All resources', ar: 'جميع الموارد' }), 'List title', 'عنوان القائمة'),
      filters: postFilters,
      posts: labelled(list(postItem, 2000), 'Posts', 'المنشورات'),
    }),
    'Posts',
    'المنشورات',
  ),
  { list: 'posts', perPage: POSTS_PER_PAGE, filters: [postTypeFilter] },
)

/** The posts block: its key, written here once, and its schema. */
export const postsType = blockType('posts', itemTitles(postsSchema, { posts: 'title', 'posts.detailContent.body': null }))
