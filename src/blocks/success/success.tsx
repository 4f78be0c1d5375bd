import type { successSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Ltr } from '../../widgets/ltr.tsx'
import { Reveal } from '../../widgets/reveal.tsx'

/** A phone number as a tel: address: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Success block 2: thanks, how to reach us (a phone link and an e-mail link), and a button back home. */
export default function Success({ content }: BlockProps<typeof successSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const contactLink = (kind: 'phone' | 'email') => {
    const value = content[kind]
    const field = kind === 'phone' ? f.phone : f.email
    const text = <Ltr nowrap={kind === 'phone'}>{value || '…'}</Ltr>
    if (editing)
      return (
        <Editable.Area field={field} as="span">
          {text}
        </Editable.Area>
      )
    if (!value) return null
    return (
      <a className="success__contact" href={kind === 'phone' ? telHref(value) : `mailto:${value}`}>
        {text}
      </a>
    )
  }
  return (
    <Editable.SectionFrame className="success section" inner="success__inner">
      {(headingId) => (
        <>
          <Reveal className="success__text" amount={0.1}>
            <Editable.Text field={f.title} as="h2" className="section-head__title" id={headingId} />
            <Editable.Paragraphs field={f.message} className="success__message" />
            <div className="success__assistance">
              <Editable.Text field={f.assistance_title} as="h3" className="success__assistance-title" />
              {(editing || content.phone) && (
                <p>
                  <Editable.Text field={f.assistance_call} /> {contactLink('phone')}
                </p>
              )}
              {(editing || content.email) && (
                <p>
                  <Editable.Text field={f.assistance_email} /> {contactLink('email')}
                </p>
              )}
            </div>
            <Editable.Paragraphs field={f.conclusion} className="success__conclusion" />
            <div>
              <Editable.Link text={f.button_text} href={f.button_link} fallbackHref="/" className="button button--primary" />
            </div>
          </Reveal>
          <Editable.MediaSide b="success" field={f.image} amount={0.1} sizes="(min-width: 900px) 40vw, 100vw" />
        </>
      )}
    </Editable.SectionFrame>
  )
}
