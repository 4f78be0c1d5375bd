import type { learnAndThriveSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'

/** Learn and thrive: a title, two columns of formatted text and an image. */
export default function LearnAndThrive({ content }: BlockProps<typeof learnAndThriveSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="learn-and-thrive section" inner="learn-and-thrive__inner" reveal={0.2}>
      {(headingId) => (
        <>
          <Editable.Text field={f.title} as="h2" className="learn-and-thrive__title" id={headingId} />
          <div className="learn-and-thrive__columns">
            <Editable.RichText field={f.descriptionLeft} className="learn-and-thrive__column" />
            <Editable.RichText field={f.descriptionRight} className="learn-and-thrive__column" />
          </div>
          <div className="learn-and-thrive__media">
            <Editable.Image field={f.image} className="learn-and-thrive__image" sizes="(min-width: 900px) 1100px, 100vw" />
          </div>
        </>
      )}
    </Editable.SectionFrame>
  )
}
