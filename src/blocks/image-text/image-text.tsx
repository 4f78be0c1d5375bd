import type { imageTextSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { LoopingVideo } from '../../widgets/video-button.tsx'

/**
 * Image and text side by side: a picture or a looping muted video (one of the two; see the
 * schema's media rule), and a button that plays the YouTube video in a modal.
 */
export default function ImageText({ content }: BlockProps<typeof imageTextSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="image-text section" inner="image-text__inner" reveal={0.15}>
      {(headingId) => (
        <>
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
        </>
      )}
    </Editable.SectionFrame>
  )
}
