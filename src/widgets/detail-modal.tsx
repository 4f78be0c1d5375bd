import { type ReactNode, useId } from 'react'
import { useI18n } from '../i18n/translation.tsx'
import { type LocalizedValue, useLocalize } from '../i18n/localize.ts'
import { type ImageValue, MediaImage } from './media-image.tsx'
import { Modal } from './modal.tsx'

interface DetailModalProps {
  logo: ImageValue
  name: LocalizedValue
  /** The short description, shown first. */
  lead: LocalizedValue
  onClosed(): void
  children: ReactNode
}

/** A partner's or an award's story in the modal: its logo and name, the short description, then the details. */
export function DetailModal({ logo, name, lead, onClosed, children }: DetailModalProps) {
  const { t } = useI18n()
  const localize = useLocalize()
  const headingId = useId()
  return (
    <Modal labelledBy={headingId} closeLabel={t('Close')} onClosed={onClosed} className="detail-modal">
      <div className="detail-modal__head">
        <MediaImage image={logo} className="detail-modal__logo" sizes="160px" />
        <h2 id={headingId} className="detail-modal__name">
          {localize(name)}
        </h2>
      </div>
      <p className="detail-modal__lead">{localize(lead)}</p>
      {children}
    </Modal>
  )
}
