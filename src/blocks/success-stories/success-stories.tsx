import { useId } from 'react'
import { Link } from 'react-router'
import type { successStoriesSchema } from '../../../schemas/blocks/success-stories.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Carousel } from '../../widgets/carousel/carousel.tsx'
import '../../widgets/section-head.css'
import './success-stories.css'

/** spec §9: success stories cards on solution pages: at most 6. */
export const MAX_STORY_CARDS = 6
/** spec: the stories section's button leads to the list of all stories. */
export const ALL_STORIES_PATH = '/customer-stories'

/**
 * The customer stories slider of the solution pages, drawn from customer-stories block 2: at
 * most 6 cards, each linking to /customer-stories/{id} (not in edit mode), and a button to all
 * stories when it has a text (the layouts hide the subtitle and button where the spec has none).
 */
export default function SuccessStories({ content }: BlockProps<typeof successStoriesSchema>) {
  const localize = useLocalize()
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const stories = f.stories.$items.slice(0, MAX_STORY_CARDS)
  if (stories.length === 0 && !editing) return null
  const buttonText = localize(content.buttonText)

  return (
    <section className="success-stories section" style={{ backgroundColor: content.backgroundColor }} aria-labelledby={headingId}>
      <div className="container">
        <div className="section-head">
          <Editable.Text field={f.successStoriesTitle} as="h2" className="section-head__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="section-head__subtitle" />
        </div>
        <Editable.List field={f.stories}>
          <Carousel
            items={stories}
            keyOf={(story) => story.$value.id}
            mode="manual"
            label={localize(content.successStoriesTitle)}
            className="success-stories__carousel"
            renderSlide={(story) => {
              const card = (
                <>
                  <Editable.Image field={story.image} className="success-stories__image" sizes="360px" />
                  <div className="success-stories__body">
                    <Editable.Text field={story.title} as="h3" className="success-stories__title" />
                    <Editable.Paragraphs field={story.quote} className="success-stories__quote" />
                  </div>
                </>
              )
              // spec: cards link to /customer-stories/{id}, except in edit mode.
              return editing ? (
                <div className="success-stories__card">{card}</div>
              ) : (
                <Link to={`/customer-stories/${encodeURIComponent(story.$value.id)}`} className="success-stories__card">
                  {card}
                </Link>
              )
            }}
          />
        </Editable.List>
        {(buttonText || editing) && (
          <div className="success-stories__actions">
            {editing ? (
              <Editable.Text field={f.buttonText} className="button button--primary" />
            ) : (
              <Link to={ALL_STORIES_PATH} className="button button--primary">
                {buttonText}
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
