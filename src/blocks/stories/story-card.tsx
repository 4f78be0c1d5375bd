import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Editable } from '../../engine/editable.ts'
import type { Fields } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
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
  const localize = useLocalize()
  return (
    <article className="media-card article-card story-card">
      <Editable.Image field={story.image} className="media-card__image story-card__image" sizes="(min-width: 900px) 380px, 90vw" />
      <div className="article-card__body story-card__body">
        {tags && tags.length > 0 && (
          <ul className="story-card__tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        {editing ? (
          <Editable.Text field={story.title} as="h3" className="article-card__title story-card__title" />
        ) : (
          <h3 className="article-card__title story-card__title">
            <Link to={storyPath(story.$value.id)} className="stretched-link article-card__link story-card__link">
              {localize(story.title.$value)}
            </Link>
          </h3>
        )}
        <Editable.Paragraphs field={story.quote} className="article-card__summary story-card__quote" />
        {actions && <div className="article-card__actions story-card__actions">{actions}</div>}
      </div>
    </article>
  )
}
