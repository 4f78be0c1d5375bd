import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { SLIDER_STORIES, type storiesSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Carousel } from '../../widgets/carousel/carousel.tsx'
import { StoryCard } from './story-card.tsx'
import type { StoryItem } from './story-item.ts'

const storyKey = (story: Fields<StoryItem>) => story.$value.id

/**
 * The solution pages' success stories: the first 6 stories of customer-stories block 2 in a
 * slider, each card to /customer-stories/{id} (not in edit mode), and the button to all stories
 * (the later five pages' layouts hide the subtitle and the button).
 */
export default function StoriesSlider({ content }: BlockProps<typeof storiesSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const stories = f.stories.$items.slice(0, SLIDER_STORIES)
  if (stories.length === 0 && !editing) return null
  return (
    <section className="stories stories--solution section" aria-labelledby={headingId}>
      <div className="container">
        <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} center reveal={0.1} />
        {editing ? (
          <Editable.List field={f.stories}>
            {stories.length === 0 ? (
              <p className="stories__empty">{t('No stories yet. Add the first one to the list.')}</p>
            ) : (
              <ul className="card-grid stories__grid">
                {stories.map((story) => (
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
          <Editable.Link text={f.buttonText} href={f.buttonLink} fallbackHref="/customer-stories" className="button button--primary" />
        </div>
      </div>
    </section>
  )
}
