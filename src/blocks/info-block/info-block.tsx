import { useId } from 'react'
import type { infoBlockSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { Blob } from '../../widgets/shapes.tsx'
import { VideoButton } from '../../widgets/video-button.tsx'

/** Info block: title, description paragraphs, an image and an optional video button, animated in on scroll. */
export default function InfoBlock({ content }: BlockProps<typeof infoBlockSchema>) {
  const f = fieldsOf(content)
  const headingId = useId()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const buttonText = localize(content.videoButtonText)
  const showButton = content.youtubeVideoUrl !== '' && buttonText !== ''
  return (
    <section className="info-block section" aria-labelledby={headingId}>
      <Reveal className="container info-block__inner" amount={0.15}>
        <div className="info-block__media">
          <Blob shape="pebble" fill="#e3f1ef" className="info-block__blob" />
          <Editable.Image field={f.imageSrc} className="media-text__media info-block__image" sizes="(min-width: 900px) 45vw, 100vw" />
        </div>
        <div className="info-block__text">
          <Editable.Text field={f.title} as="h2" className="media-text__title" id={headingId} />
          <Editable.List field={f.descriptionParagraphs}>
            <div className="media-text__paragraphs">
              {f.descriptionParagraphs.$items.map((p) => (
                <Editable.Paragraphs key={p.$value.id} field={p.text} />
              ))}
            </div>
          </Editable.List>
          {(showButton || editing) && (
            <div className="media-text__actions">
              {editing ? (
                <>
                  <Editable.Text field={f.videoButtonText} className="button button--ghost video-button" />
                  <Editable.Area field={f.youtubeVideoUrl} className="editable-link-path">
                    <bdi dir="ltr">{content.youtubeVideoUrl || '…'}</bdi>
                  </Editable.Area>
                </>
              ) : (
                <VideoButton url={content.youtubeVideoUrl} label={buttonText} className="button--ghost" />
              )}
            </div>
          )}
        </div>
      </Reveal>
    </section>
  )
}
