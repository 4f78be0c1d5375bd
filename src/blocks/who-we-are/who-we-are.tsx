import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { whoWeAreSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { ImageLoop } from '../../widgets/image-loop.tsx'
import { Reveal } from '../../widgets/reveal.tsx'

/** Who we are: title, description and an image gallery that scrolls in a seamless loop. */
export default function WhoWeAre({ content }: BlockProps<typeof whoWeAreSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  return (
    <section className="who-we-are section" aria-labelledby={headingId}>
      <Reveal className="container who-we-are__intro" amount={0.2}>
        <Editable.Text field={f.title} as="h2" className="who-we-are__title" id={headingId} />
        <Editable.Paragraphs field={f.description} className="who-we-are__description" />
      </Reveal>
      {editing ? (
        <div className="container">
          <Editable.List field={f.images}>
            <ul className="image-loop__edit-grid">
              {f.images.$items.map((image) => (
                <li key={image.$value.id} className="who-we-are__slide">
                  <Editable.Image field={image} className="image-loop__image" sizes="320px" />
                </li>
              ))}
            </ul>
          </Editable.List>
        </div>
      ) : (
        <ImageLoop
          images={content.images}
          label={localize(content.title) || t('Gallery')}
          sizes="320px"
          slideClassName="who-we-are__slide"
        />
      )}
    </section>
  )
}
