import type { z } from 'zod/mini'
import type { storiesSchema } from './schema.ts'

export type StoriesContent = z.output<typeof storiesSchema>
export type StoryItem = StoriesContent['stories'][number]
