import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { storiesType } from './schema.ts'

export default defineBlock({
  ...storiesType,
  component: lazyBlock(() => import('./stories.tsx')),
  views: {
    showcase: lazyBlock(() => import('./stories-showcase.tsx')),
    slider: lazyBlock(() => import('./stories-slider.tsx')),
    detail: lazyBlock(() => import('./story-page.tsx')),
  },
})
