import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { vacanciesType } from './schema.ts'

export default defineBlock({
  ...vacanciesType,
  component: lazyBlock(() => import('./vacancies.tsx')),
  views: {
    detail: lazyBlock(() => import('./vacancy-detail.tsx')),
  },
})
