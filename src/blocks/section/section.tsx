import type { sectionSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useFieldLabel } from '../../engine/inline/edit-handle.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { readableTextOn } from '../../widgets/contrast.ts'

/** A reusable section: a title, paragraphs and points beside a picture, on a background colour. */
export default function Section({ content }: BlockProps<typeof sectionSchema>) {
  const f = fieldsOf(content)
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const sideLabel = useFieldLabel(f.imageSide.$path)
  const points = localize(content.points)
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
  const dark = readableTextOn(content.backgroundColor) === '#ffffff'
  return (
    <Editable.SectionFrame
      className={['content-section', 'section', dark ? 'content-section--dark' : '', `content-section--image-${content.imageSide}`]
        .filter(Boolean)
        .join(' ')}
      style={{ backgroundColor: content.backgroundColor }}
      inner="content-section__inner"
    >
      {(headingId) => (
        <>
          <Reveal className="content-section__text" amount={0.2}>
            {editing && (
              <div className="content-section__settings">
                <Editable.ColourChip field={f.backgroundColor} className="content-section__setting" b="content-section" />
                <Editable.Area field={f.imageSide} className="content-section__setting">
                  {sideLabel}: {content.imageSide}
                </Editable.Area>
              </div>
            )}
            <Editable.Text field={f.eyebrow} as="p" className="section-head__eyebrow" />
            <Editable.Text field={f.title} as="h2" className="section-head__title" id={headingId} />
            <Editable.Paragraphs field={f.description} className="content-section__description" />
            {editing ? (
              <Editable.Area field={f.points} className="content-section__points-edit">
                <ul className="content-section__points">
                  {(points.length ? points : ['…']).map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </ul>
              </Editable.Area>
            ) : (
              points.length > 0 && (
                <ul className="content-section__points">
                  {points.map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </ul>
              )
            )}
            <div className="content-section__actions">
              <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--primary" />
            </div>
          </Reveal>
          <Editable.MediaSide b="content-section" field={f.image} amount={0.2} sizes="(min-width: 900px) 45vw, 100vw" />
        </>
      )}
    </Editable.SectionFrame>
  )
}
