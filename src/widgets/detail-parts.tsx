import { useLocalize, type LocalizedValue } from '../i18n/localize.ts'

/** One part of a partner's or client's details (src/blocks/partners/schema.ts). */
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
