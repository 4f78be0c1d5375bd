import { SLIDER_STORIES, type storiesSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { StoriesCarousel } from './stories-carousel.tsx'

/**
 * The solution pages' success stories: the first 6 stories of customer-stories block 2 in a
 * slider, each card to /customer-stories/{id} (not in edit mode), and the button to all stories
 * (the later five pages' layouts hide the subtitle and the button).
 */
export default function StoriesSlider({ content }: BlockProps<typeof storiesSchema>) {
  return (
    <StoriesCarousel
      content={content}
      className="stories--solution"
      shown={SLIDER_STORIES}
      editsAll={false}
      fallbackHref="/customer-stories"
    />
  )
}
