import { useId } from 'react'
import type { ctaSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal, useMountedAfter } from '../../widgets/reveal.tsx'
import { Ltr } from '../../widgets/ltr.tsx'
import { LoopingVideo } from '../../widgets/video-button.tsx'

/** spec §4: the call to action fades in about 100 ms after mount. */
export const CTA_FADE_DELAY_S = 0.1
/** The button's target when none is set. */
export const CTA_DEFAULT_LINK = '/contact'

/** Call to action: title, subtitle and/or a sentence around an e-mail address, a button, an image or a looping video. */
export default function Cta({ content }: BlockProps<typeof ctaSchema>) {
  const localize = useLocalize()
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const shown = useMountedAfter(CTA_FADE_DELAY_S * 1000)
  const headingId = useId()
  const before = localize(content.text_before)
  const after = localize(content.text_after)
  const showEmailLine = editing || content.email !== '' || before !== '' || after !== ''
  const afterNeedsSpace = after !== '' && !/^[.,;:!?،؛]/.test(after)

  const email = editing ? (
    <Editable.Area field={f.email} className="cta__email-edit">
      <Ltr nowrap>{content.email || '…'}</Ltr>
    </Editable.Area>
  ) : content.email ? (
    <a className="cta__email" href={`mailto:${content.email}`}>
      <Ltr nowrap>{content.email}</Ltr>
    </a>
  ) : null

  const media = content.videoUrl ? (
    <Editable.Area field={f.videoUrl} className="cta__media-edit">
      <LoopingVideo src={content.videoUrl} className="cta__video" />
    </Editable.Area>
  ) : (
    <Editable.Image field={f.imageUrl} className="cta__image" sizes="(min-width: 900px) 40vw, 100vw" />
  )

  return (
    <section className="cta section" aria-labelledby={headingId}>
      <Reveal className="container cta__card" show={shown} distance={0}>
        <div className="cta__text">
          <Editable.Text field={f.title} as="h2" className="cta__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="cta__subtitle" />
          {showEmailLine && (
            <p className="cta__email-line">
              <Editable.Text field={f.text_before} />
              {before !== '' && ' '}
              {email}
              {afterNeedsSpace && ' '}
              <Editable.Text field={f.text_after} />
            </p>
          )}
          <div className="cta__actions">
            <Editable.Link text={f.buttonText} href={f.buttonLink} fallbackHref={CTA_DEFAULT_LINK} className="button cta__button" />
          </div>
        </div>
        <div className="cta__media">{media}</div>
      </Reveal>
    </section>
  )
}
