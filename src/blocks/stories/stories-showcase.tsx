import { SHOWCASE_STORIES, type storiesSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { StoriesCarousel } from './stories-carousel.tsx'

/**
 * Home's stories section: the first dozen customer stories of customer-stories block 2 in a
 * slider, with a button to all of them (editors see them all, to edit). With no stories yet,
 * visitors see nothing and editors a hint.
 */
export default function StoriesShowcase({ content }: BlockProps<typeof storiesSchema>) {
  return <StoriesCarousel content={content} className="stories--showcase" shown={SHOWCASE_STORIES} editsAll />
}
