import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, href, image, itemId, itemPage, labelled, list, listRule, localized, localizedLine } from '../../../schemas/fields.ts'
import { articleBody } from '../../../schemas/blocks/article.ts'
import { categories, categoryFilters, categoryListRule } from '../../../schemas/blocks/filters.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** A story's own page (/customer-stories/{id}): spec §3 'detailContent'. */
const storyPage = z.prefault(
  z.object({
    backLinkText: labelled(
      localizedLine({ en: 'Back to customer stories', ar: 'العودة إلى قصص العملاء' }),
      'Back link text',
      'نص رابط العودة',
    ),
    introImage: labelled(image(), 'Picture at the top', 'الصورة في أعلى الصفحة'),
    tocTitle: labelled(localizedLine({ en: 'In this story', ar: 'في هذه القصة' }), 'Table of contents title', 'عنوان جدول المحتويات'),
    shareTitle: labelled(localizedLine({ en: 'Share this story', ar: 'شاركوا هذه القصة' }), 'Share links title', 'عنوان روابط المشاركة'),
    body: articleBody(),
  }),
  {},
)

export const storyItem = z.object({
  id: itemId('story'),
  title: labelled(localizedLine({ en: 'New story', ar: 'قصة جديدة' }), 'Title', 'العنوان'),
  quote: labelled(localized(), 'Quote', 'الاقتباس'),
  image: labelled(image(), 'Image', 'الصورة'),
  categories: categories(),
  detailContent: itemPage(labelled(storyPage, 'Story page', 'صفحة القصة')),
})

/** At most this many stories in the block. */
export const STORIES_MAX = 2000
/** spec §9: stories a page of the list. */
export const STORIES_PER_PAGE = 15
/** spec §9: at most this many stories in the solution pages' slider. */
export const SLIDER_STORIES = 6
/** Home's stories slider shows the first dozen, with the button to all of them. */
export const SHOWCASE_STORIES = 12

/**
 * Customer stories (customer-stories block 2): the stories, with the industry and solution
 * filters they are found by; each story has its own page. Other pages show the stories too
 * (home's stories section, the solution pages' slider) by drawing this block with a view.
 */
export const storiesSchema = listRule(
  labelled(
    z.object({
      ...heading({ en: 'Customer stories', ar: 'قصص عملائنا' }),
      buttonText: labelled(localizedLine(), 'Button text', 'نص الزر'),
      buttonLink: labelled(href('/customer-stories'), 'Button link', 'رابط الزر'),
      filters: categoryFilters(),
      stories: labelled(list(storyItem, STORIES_MAX), 'Stories', 'القصص'),
    }),
    'Customer stories',
    'قصص العملاء',
  ),
  categoryListRule('stories', STORIES_PER_PAGE),
)

/** The stories block: its key, written here once, and its schema. */
export const storiesType = blockType(
  'stories',
  itemTitles(storiesSchema, {
    'filters.industries': 'name',
    'filters.solutions': 'name',
    stories: 'title',
    'stories.detailContent.body': null,
  }),
)
