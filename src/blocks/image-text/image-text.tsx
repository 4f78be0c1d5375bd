import { useId } from 'react'
import type { imageTextSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { LoopingVideo, VideoButton } from '../../widgets/video-button.tsx'

/**
 * Image and text side by side: a picture or a looping muted video (one of the two; see the
 * schema's media rule), and a button that plays the YouTube video in a modal.
 */
export default function ImageText({ content }: BlockProps<typeof imageTextSchema>) {
  const f = fieldsOf(content)
  const headingId = useId()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const buttonText = localize(content.videoButtonText)
  // spec: the watch-video button opens the video modal when youtubeVideoUrl exists.
  const showButton = content.showVideoButton && content.youtubeVideoUrl !== '' && buttonText !== ''
  return (
    <section className="image-text section" aria-labelledby={headingId}>
      <Reveal className="container image-text__inner" amount={0.15}>
        <div className="image-text__text">
          <Editable.Text field={f.title} as="h2" className="media-text__title" id={headingId} />
          <Editable.List field={f.descriptionParagraphs}>
            <div className="media-text__paragraphs">
              {f.descriptionParagraphs.$items.map((p) => (
                <Editable.Paragraphs key={p.$value.id} field={p.text} />
              ))}
            </div>
          </Editable.List>
          {(showButton || (editing && content.showVideoButton)) && (
            <div className="media-text__actions">
              {editing ? (
                <>
                  <Editable.Text field={f.videoButtonText} className="button button--primary video-button" />
                  <Editable.Area field={f.youtubeVideoUrl} className="editable-link-path">
                    <bdi dir="ltr">{content.youtubeVideoUrl || '…'}</bdi>
                  </Editable.Area>
                </>
              ) : (
                <VideoButton url={content.youtubeVideoUrl} label={buttonText} className="button--primary" />
              )}
            </div>
          )}
        </div>
        <div className="image-text__media">
          {content.videoUrl ? (
            <Editable.Area field={f.videoUrl} className="image-text__media-edit">
              <LoopingVideo src={content.videoUrl} className="media-text__media image-text__video" />
            </Editable.Area>
          ) : (
            <Editable.Image field={f.imageUrl} className="media-text__media image-text__image" sizes="(min-width: 900px) 50vw, 100vw" />
          )}
        </div>
      </Reveal>
    </section>
  )
}
