import type { ReactNode } from 'react'
import type { Fields } from '../../engine/fields.ts'
import { ArticleCard } from '../article/article-card.tsx'
import type { StoryItem } from './story-item.ts'

export const storyPath = (id: string) => `/customer-stories/${encodeURIComponent(id)}`

interface StoryCardProps {
  story: Fields<StoryItem>
  editing: boolean
  /** The story's industry and solution, by name. */
  tags?: readonly string[]
  /** Edit-mode buttons (edit, delete). */
  actions?: ReactNode
}

/** One story: its picture, title and quote; the title links to the story's page, except in edit mode. */
export function StoryCard({ story, editing, tags, actions }: StoryCardProps) {
  return (
    <ArticleCard b="story-card" item={story} to={storyPath(story.$value.id)} summary={story.quote} editing={editing} actions={actions}>
      {tags && tags.length > 0 && (
        <ul className="inline-list story-card__tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </ArticleCard>
  )
}
