import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** Text that attaches to what comes before it (a full stop, a comma) needs no space in between. */
export const joinsPrevious = (text: string) => /^[.,;:!?،؛]/.test(text)

interface ConsentLineProps {
  before: ReactNode
  linkText: ReactNode
  after: ReactNode
  /** The text after the link, to know whether a space goes before it. */
  afterText: string
  /** In edit mode the link's text edits in place instead of navigating. */
  editing: boolean
}

/** spec §2: the consent line of a form, its middle a link to /privacy-policy. */
export function ConsentLine({ before, linkText, after, afterText, editing }: ConsentLineProps) {
  return (
    <p className="form-consent">
      {before}{' '}
      {editing ? (
        linkText
      ) : (
        <Link to="/privacy-policy" className="form-consent__link">
          {linkText}
        </Link>
      )}
      {afterText !== '' && !joinsPrevious(afterText) && ' '}
      {after}
    </p>
  )
}
