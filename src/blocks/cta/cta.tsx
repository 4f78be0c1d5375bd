import { useId } from 'react'
import type { BlockProps } from '../../../registry/define-block.ts'
import type { ctaSchema } from '../../../schemas/blocks/cta.ts'
import { mediaUrl } from '../../api/config.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { ContentLink } from '../../engine/inline/card-link.tsx'
import { Editable } from '../../engine/inline/editable.tsx'
import { Img } from '../../engine/inline/image.tsx'
import { Paragraphs, Text } from '../../engine/inline/text.tsx'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal, useMountedAfter } from '../../widgets/reveal.tsx'
import { useReducedMotion } from '../../widgets/use-reduced-motion.ts'
import './cta.css'

/** spec §4: the call to action fades in about 100 ms after mount. */
export const CTA_FADE_DELAY_S = 0.1
/** The button's target when none is set. */
export const CTA_DEFAULT_LINK = '/contact'

/** Call to action: title, subtitle and/or a sentence around an e-mail address, a button, an image or a looping video. */
export default function Cta({ content }: BlockProps<typeof ctaSchema>) {
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const reduceMotion = useReducedMotion()
  const shown = useMountedAfter(CTA_FADE_DELAY_S * 1000)
  const headingId = useId()
  const buttonLink = content.buttonLink && content.buttonLink !== '#' ? content.buttonLink : CTA_DEFAULT_LINK
  const before = localize(content.text_before)
  const after = localize(content.text_after)
  const showEmailLine = editing || content.email !== '' || before !== '' || after !== ''
  const afterNeedsSpace = after !== '' && !/^[.,;:!?،؛]/.test(after)

  const email = content.email ? (
    editing ? (
      <Editable path={['email']} className="cta__email-edit">
        <span dir="ltr">{content.email}</span>
      </Editable>
    ) : (
      <a className="cta__email" href={`mailto:${content.email}`} dir="ltr">
        {content.email}
      </a>
    )
  ) : editing ? (
    <Editable path={['email']} className="cta__email-edit">
      …
    </Editable>
  ) : null

  const media = content.videoUrl ? (
    <video
      className="cta__video"
      src={mediaUrl(content.videoUrl)}
      autoPlay={!reduceMotion}
      loop
      muted
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    />
  ) : (
    <Img value={content.imageUrl} path={['imageUrl']} className="cta__image" />
  )

  return (
    <section className="cta section" aria-labelledby={headingId}>
      <Reveal className="container cta__card" show={shown} distance={0}>
        <div className="cta__text">
          <Text value={content.title} path={['title']} as="h2" className="cta__title" id={headingId} />
          <Paragraphs value={content.subtitle} path={['subtitle']} className="cta__subtitle" />
          {showEmailLine && (
            <p className="cta__email-line">
              <Text value={content.text_before} path={['text_before']} />
              {before !== '' && ' '}
              {email}
              {afterNeedsSpace && ' '}
              <Text value={content.text_after} path={['text_after']} />
            </p>
          )}
          <div className="cta__actions">
            {editing ? (
              <>
                <Text value={content.buttonText} path={['buttonText']} className="button cta__button" />
                <Editable path={['buttonLink']} className="cta__link-path">
                  <span dir="ltr">{buttonLink}</span>
                </Editable>
              </>
            ) : (
              <ContentLink href={buttonLink} className="button cta__button">
                {localize(content.buttonText)}
              </ContentLink>
            )}
          </div>
        </div>
        <div className="cta__media">
          {editing && content.videoUrl ? (
            <Editable path={['videoUrl']} className="cta__media-edit">
              {media}
            </Editable>
          ) : (
            media
          )}
        </div>
      </Reveal>
    </section>
  )
}
