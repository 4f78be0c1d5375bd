import DOMPurify from 'dompurify'
import type { ElementType } from 'react'
import type { Path } from '../../../schemas/paths.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { useEditHandle } from './editable.tsx'

const ALLOWED = { ALLOWED_TAGS: ['p', 'strong', 'b', 'em', 'ul', 'ol', 'li', 'br', 'a'], ALLOWED_ATTR: ['href'] }

/** Restricted HTML, sanitized again in the browser before it is rendered. */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED)
}

export function RichText({
  value,
  path,
  as: Tag = 'div',
  className,
}: {
  value: LocalizedValue
  path: Path
  as?: ElementType
  className?: string
}) {
  const localize = useLocalize()
  const handle = useEditHandle(path)
  const html = sanitize(localize(value))
  return <Tag {...handle} className={[className, handle?.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}
