import { useId } from 'react'
import type { heroSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { VideoButton } from '../../widgets/video-button.tsx'

/** spec §2: the hero animates in at 0.2 in view. */
export const HERO_IN_VIEW_AMOUNT = 0.2

/** The page hero: title, subtitle, buttons, a main image over a decorative background. */
export default function Hero({ content }: BlockProps<typeof heroSchema>) {
  const localize = useLocalize()
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()

  const primaryText = localize(content.primaryButtonText)
  const watchText = localize(content.watchVideoText)
  const showVideo = content.videoUrl !== '' && watchText !== ''
  const showPrimary = primaryText !== '' || editing

  return (
    <section className="hero" aria-labelledby={headingId}>
      <div className="hero__background">
        <Editable.Image field={f.backgroundImage} decorative eager background />
      </div>
      <Reveal className="hero__inner container" amount={HERO_IN_VIEW_AMOUNT}>
        <div className="hero__text">
          <Editable.Text field={f.title} as="h1" className="hero__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="hero__subtitle" />
          {(showPrimary || showVideo) && (
            <div className="hero__actions">
              {showPrimary && <Editable.Link text={f.primaryButtonText} href={f.primaryButtonLink} className="button button--primary" />}
              {showVideo &&
                (editing ? (
                  <Editable.Text field={f.watchVideoText} className="button button--ghost hero__video-button" />
                ) : (
                  <VideoButton
                    url={content.videoUrl}
                    label={watchText}
                    className="button button--ghost hero__video-button"
                    iconClassName="hero__play"
                  />
                ))}
            </div>
          )}
        </div>
        <div className="hero__media">
          <Editable.Image field={f.mainImage} className="hero__image" sizes="(min-width: 900px) 45vw, 100vw" eager />
        </div>
      </Reveal>
    </section>
  )
}
