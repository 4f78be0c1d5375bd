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

/** One part of a partner's or client's details (schemas/blocks/partners.ts). */
export interface DetailPart {
  id: string
  type: 'paragraph' | 'subheading' | 'list'
  text: LocalizedValue
  items: readonly { id: string; content: LocalizedValue }[]
}

/** The details in the modal: paragraphs, subheadings and lists, in their order. */
export function DetailParts({ parts }: { parts: readonly DetailPart[] }) {
  const localize = useLocalize()
  return (
    <div className="partner-details__body">
      {parts.map((detail) => {
        if (detail.type === 'subheading')
          return (
            <h3 key={detail.id} className="partner-details__subheading">
              {localize(detail.text)}
            </h3>
          )
        if (detail.type === 'list')
          return (
            <ul key={detail.id} className="partner-details__list">
              {detail.items.map((item) => (
                <li key={item.id}>{localize(item.content)}</li>
              ))}
            </ul>
          )
        return <p key={detail.id}>{localize(detail.text)}</p>
      })}
    </div>
  )
}
