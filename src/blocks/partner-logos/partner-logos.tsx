import type { partnerLogosSchema } from './schema.ts'
import { mediaUrl } from '../../api/config.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'

/**
 * A strip of partner logos. spec: logos load from the API base joined to the stored path
 * (mediaUrl: uploads under /data/ come from the API; the site's own files as they are). Each
 * logo is named by its partner.
 */
export default function PartnerLogos({ content }: BlockProps<typeof partnerLogosSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="partner-strip section" reveal={0.1}>
      {(headingId) => (
        <>
          <Editable.Text field={f.title} as="h2" className="partner-strip__title" id={headingId} />
          <Editable.List field={f.items}>
            <ul className="partner-strip__list">
              {f.items.$items.map((item) => (
                <li key={item.$value.id} className="partner-strip__item">
                  <Editable.Area field={item}>
                    {item.$value.logo.src ? (
                      <img
                        src={mediaUrl(item.$value.logo.src)}
                        alt={item.$value.name}
                        width={item.$value.logo.width}
                        height={item.$value.logo.height}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className="partner-strip__name">{item.$value.name}</span>
                    )}
                  </Editable.Area>
                </li>
              ))}
            </ul>
          </Editable.List>
        </>
      )}
    </Editable.SectionFrame>
  )
}
