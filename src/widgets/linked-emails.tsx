import { Fragment, type ReactNode } from 'react'
import { Ltr } from './ltr.tsx'

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/**
 * spec §2: e-mail addresses in a text become mailto links (read left to right inside Arabic).
 * `linked` false shows them as text (edit mode: a click edits instead of opening mail).
 */
export function withLinkedEmails(text: string, linked = true): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL)) {
    const at = match.index ?? 0
    if (at > last) out.push(<Fragment key={`t${last}`}>{text.slice(last, at)}</Fragment>)
    const address = match[0]
    const bdi = <Ltr>{address}</Ltr>
    out.push(
      linked ? (
        <a key={`a${at}`} href={`mailto:${address}`}>
          {bdi}
        </a>
      ) : (
        <Fragment key={`a${at}`}>{bdi}</Fragment>
      ),
    )
    last = at + address.length
  }
  if (last < text.length) out.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>)
  return out
}
