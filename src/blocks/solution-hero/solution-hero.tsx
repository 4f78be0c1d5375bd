import { type CSSProperties, useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { DEMO_FORM_ANCHOR } from '../demo-request/schema.ts'
import type { solutionHeroSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { Carousel } from '../../widgets/carousel/carousel.tsx'
import { MediaImage } from '../../widgets/media-image.tsx'
import { Blob } from '../../widgets/shapes.tsx'
import { HERO_IN_VIEW_AMOUNT, SECONDARY_DEFAULT_LINK } from './targets.ts'

/**
 * The hero of a solution page. spec: the primary button jumps to the anchor request-demo-form;
 * the secondary one goes to secondaryButtonLink or /contact; the image gives way to a slider
 * when there are slider images.
 */
export default function SolutionHero({ content }: BlockProps<typeof solutionHeroSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const primary = localize(content.primaryButtonText)
  const style = { backgroundColor: content.backgroundColor } as CSSProperties
  // The image-slider variant: two or more slider images take the place of the image.
  const slides = content.sliderImages.filter((s) => s.src !== '')
  const slider = slides.length > 1

  return (
    <section className="solution-hero" style={style} aria-labelledby={headingId}>
      <div className="solution-hero__decor" aria-hidden="true">
        <Blob shape="leaf" fill={content.topLeftBlobColor} className="solution-hero__blob solution-hero__blob--top" />
        <Blob shape="pebble" fill={content.bottomLeftBlobColor} className="solution-hero__blob solution-hero__blob--bottom-start" />
        <Blob shape="round" fill={content.bottomRightBlobColor} className="solution-hero__blob solution-hero__blob--bottom-end" />
      </div>
      <Reveal className="container solution-hero__inner" amount={HERO_IN_VIEW_AMOUNT}>
        <div className="solution-hero__text">
          <Editable.Image field={f.logo} className="solution-hero__logo" sizes="220px" eager />
          <Editable.Text field={f.title} as="h1" className="solution-hero__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="solution-hero__subtitle" />
          <div className="solution-hero__actions">
            {editing ? (
              <Editable.Text field={f.primaryButtonText} className="button button--accent" />
            ) : (
              primary && (
                <a href={`#${DEMO_FORM_ANCHOR}`} className="button button--accent">
                  {primary}
                </a>
              )
            )}
            <Editable.Link
              text={f.secondaryButtonText}
              href={f.secondaryButtonLink}
              fallbackHref={SECONDARY_DEFAULT_LINK}
              className="button button--ghost solution-hero__secondary"
            />
          </div>
        </div>
        <div className="solution-hero__media">
          <Blob shape="soft" fill={content.blobFillColor} stroke={content.blobStrokeColor} className="solution-hero__image-blob" />
          {slider ? (
            <Editable.List field={f.sliderImages} className="solution-hero__slider-edit">
              <Carousel
                items={slides}
                keyOf={(s) => s.id}
                mode="manual"
                label={t('Pictures of {{title}}', { title: localize(content.title) })}
                className="solution-hero__slider"
                renderSlide={(s, slide) => (
                  <MediaImage image={s} className="solution-hero__image" sizes="(min-width: 900px) 45vw, 100vw" eager={slide.index === 0} />
                )}
              />
            </Editable.List>
          ) : (
            <Editable.Image field={f.imageSrc} className="solution-hero__image" sizes="(min-width: 900px) 45vw, 100vw" eager />
          )}
        </div>
      </Reveal>
    </section>
  )
}
