import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { storiesType } from './schema.ts'
import StoriesShowcase from './stories-showcase.tsx'
import StoriesSlider from './stories-slider.tsx'

export default defineBlock({
  ...storiesType,
  component: lazyBlock(() => import('./stories.tsx')),
  views: {
    // Home's showcase and the solution pages' slider are a few lines around the stories carousel,
    // which comes with the app's chunk (vite.config.ts): each in a chunk of its own was a request
    // whose headers cost more than its code.
    showcase: StoriesShowcase,
    slider: StoriesSlider,
    detail: lazyBlock(() => import('./story-page.tsx')),
  },
})
