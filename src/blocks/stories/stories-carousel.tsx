import { useI18n } from '../../i18n/translation.tsx'
import type { storiesSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Carousel } from '../../widgets/carousel/carousel.tsx'
import { StoryCard } from './story-card.tsx'
import type { StoryItem } from './story-item.ts'

const storyKey = (story: Fields<StoryItem>) => story.$value.id

export interface StoriesCarouselProps {
  content: BlockProps<typeof storiesSchema>['content']
  /** The section's class beside `stories` and `section`: where it stands. */
  className: string
  /** How many stories, from the first, visitors see in the slider. */
  shown: number
  /** Editors see every story (home) or the same first ones (the solution pages). */
  editsAll: boolean
  /** Where the button goes while its link is unset. */
  fallbackHref?: string
}

/**
 * Customer stories in a slider, with the button to all of them: home's showcase and the solution
 * pages' stories. Editors get the cards in a grid, to edit each. With no story, visitors see nothing.
 * Travels with the app chunk, as the card does (vite.config.ts): both sections draw it.
 */
export function StoriesCarousel({ content, className, shown, editsAll, fallbackHref }: StoriesCarouselProps) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const first = f.stories.$items.slice(0, shown)
  const edited = editsAll ? f.stories.$items : first
  if (first.length === 0 && !editing) return null
  return (
    <Editable.SectionFrame
      className={`stories ${className} section`}
      head={{ title: f.title, subtitle: f.subtitle, center: true, reveal: 0.1 }}
    >
      {editing ? (
        <Editable.List field={f.stories}>
          {edited.length === 0 ? (
            <p className="stories__empty">{t('No stories yet. Add the first one to the list.')}</p>
          ) : (
            <ul className="card-grid stories__grid">
              {edited.map((story) => (
                <li key={story.$value.id}>
                  <StoryCard story={story} editing />
                </li>
              ))}
            </ul>
          )}
        </Editable.List>
      ) : (
        <Carousel
          mode="manual"
          items={first}
          keyOf={storyKey}
          renderSlide={(story) => <StoryCard story={story} editing={false} />}
          label={localize(content.title)}
          className="stories__slider"
        />
      )}
      <div className="stories__actions">
        <Editable.Link text={f.buttonText} href={f.buttonLink} fallbackHref={fallbackHref} className="button button--primary" />
      </div>
    </Editable.SectionFrame>
  )
}
