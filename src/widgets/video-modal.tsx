import { useI18n } from '../i18n/translation.tsx'
import { mediaUrl } from '../api/config.ts'
import { Modal } from './modal.tsx'
import { videoSource } from './video-source.ts'

interface VideoModalProps {
  url: string
  /** Accessible name of the dialog (the button's text). */
  title: string
  onClosed(): void
}

/** A video in the modal: YouTube in a privacy-enhanced iframe, an uploaded file in <video>. */
export function VideoModal({ url, title, onClosed }: VideoModalProps) {
  const { t } = useI18n()
  const source = videoSource(url)
  return (
    <Modal label={title} closeLabel={t('Close video')} onClosed={onClosed} variant="video" className="video-modal">
      <div className="video-modal__frame">
        {source.kind === 'youtube' ? (
          <iframe
            src={source.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <video src={mediaUrl(source.src)} controls autoPlay playsInline />
        )}
      </div>
    </Modal>
  )
}
