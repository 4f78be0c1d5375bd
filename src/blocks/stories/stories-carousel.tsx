import { useId } from 'react'
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

interface StoriesCarouselProps extends BlockProps<typeof storiesSchema> {
  /** The section's modifier class: `stories--{variant}`. */
  variant: 'showcase' | 'solution'
  /** How many stories the slider shows. */
  shown: number
  /** In edit mode: every story (home's showcase) or only the ones shown. */
  editAll?: boolean
  /** Where the button goes while its link is empty. */
  fallbackHref?: string
}

/**
 * The first stories of customer-stories block 2 in a slider with a button to all of them; in edit
 * mode a grid of their cards to edit. With no stories yet, visitors see nothing and editors a hint.
 * Home's showcase and the solution pages' slider differ only in the props.
 */
export function StoriesCarousel({ content, variant, shown, editAll, fallbackHref }: StoriesCarouselProps) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const stories = f.stories.$items.slice(0, shown)
  const editable = editAll ? f.stories.$items : stories
  if (editable.length === 0 && !editing) return null
  return (
    <section className={`stories stories--${variant} section`} aria-labelledby={headingId}>
      <div className="container">
        <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} center reveal={0.1} />
        {editing ? (
          <Editable.List field={f.stories}>
            {editable.length === 0 ? (
              <p className="stories__empty">{t('No stories yet. Add the first one to the list.')}</p>
            ) : (
              <ul className="card-grid stories__grid">
                {editable.map((story) => (
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
            items={stories}
            keyOf={storyKey}
            renderSlide={(story) => <StoryCard story={story} editing={false} />}
            label={localize(content.title)}
            className="stories__slider"
          />
        )}
        <div className="stories__actions">
          <Editable.Link text={f.buttonText} href={f.buttonLink} fallbackHref={fallbackHref} className="button button--primary" />
        </div>
      </div>
    </section>
  )
}
