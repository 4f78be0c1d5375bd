import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { postsType } from './schema.ts'

export default defineBlock({
  ...postsType,
  component: lazyBlock(() => import('./posts.tsx')),
  views: {
    insights: lazyBlock(() => import('./posts-insights.tsx')),
    featured: lazyBlock(() => import('./posts-featured.tsx')),
    detail: lazyBlock(() => import('./post-page.tsx')),
  },
})
