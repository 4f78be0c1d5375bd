import { useId } from 'react'
import type { imageTextSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { LoopingVideo } from '../../widgets/video-button.tsx'

/**
 * Image and text side by side: a picture or a looping muted video (one of the two; see the
 * schema's media rule), and a button that plays the YouTube video in a modal.
 */
export default function ImageText({ content }: BlockProps<typeof imageTextSchema>) {
  const f = fieldsOf(content)
  const headingId = useId()
  return (
    <section className="image-text section" aria-labelledby={headingId}>
      <Reveal className="container image-text__inner" amount={0.15}>
        <Editable.MediaTextColumn
          fields={f}
          headingId={headingId}
          className="image-text__text"
          offered={content.showVideoButton}
          buttonClass="button--primary"
        />
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
