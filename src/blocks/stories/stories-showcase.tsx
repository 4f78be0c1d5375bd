import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { SHOWCASE_STORIES, type storiesSchema } from './schema.ts'
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
 * Home's stories section: the first dozen customer stories of customer-stories block 2 in a
 * slider, with a button to all of them (editors see them all, to edit). With no stories yet,
 * visitors see nothing and editors a hint.
 */
export default function StoriesShowcase({ content }: BlockProps<typeof storiesSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  if (content.stories.length === 0 && !editing) return null
  return (
    <section className="stories stories--showcase section" aria-labelledby={headingId}>
      <div className="container">
        <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} center reveal={0.1} />
        {editing ? (
          <Editable.List field={f.stories}>
            {content.stories.length === 0 ? (
              <p className="stories__empty">{t('No stories yet. Add the first one to the list.')}</p>
            ) : (
              <ul className="card-grid stories__grid">
                {f.stories.$items.map((story) => (
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
            items={f.stories.$items.slice(0, SHOWCASE_STORIES)}
            keyOf={storyKey}
            renderSlide={(story) => <StoryCard story={story} editing={false} />}
            label={localize(content.title)}
            className="stories__slider"
          />
        )}
        <div className="stories__actions">
          <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--primary" />
        </div>
      </div>
    </section>
  )
}
