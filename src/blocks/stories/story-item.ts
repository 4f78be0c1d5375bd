import type { z } from 'zod/mini'
import type { storiesSchema } from '../../../schemas/blocks/stories.ts'

export type StoriesContent = z.output<typeof storiesSchema>
export type StoryItem = StoriesContent['stories'][number]
