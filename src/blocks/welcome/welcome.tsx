import type { welcomeSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'

/** Home block 2: who we are in a few lines, the figures that prove it, a link and a picture. */
export default function Welcome({ content }: BlockProps<typeof welcomeSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="welcome section" inner="welcome__inner">
      {(headingId) => (
        <>
          <Reveal className="welcome__text" amount={0.2}>
            <Editable.Text field={f.eyebrow} as="p" className="section-head__eyebrow" />
            <Editable.Text field={f.title} as="h2" className="section-head__title welcome__title" id={headingId} />
            <Editable.Paragraphs field={f.description} className="welcome__description" />
            <Editable.List field={f.highlights}>
              {content.highlights.length > 0 && (
                <dl className="welcome__figures">
                  {f.highlights.$items.map((item) => (
                    <div key={item.$value.id} className="welcome__figure">
                      <dt>
                        <Editable.Text field={item.label} />
                      </dt>
                      <dd>
                        <Editable.Text field={item.value} className="welcome__value" />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </Editable.List>
            <div className="welcome__actions">
              <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--primary" />
            </div>
          </Reveal>
          <Editable.MediaSide b="welcome" field={f.image} amount={0.2} sizes="(min-width: 900px) 45vw, 100vw" />
        </>
      )}
    </Editable.SectionFrame>
  )
}
