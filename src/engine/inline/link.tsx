import { useOptionalBlock } from '../block-context.tsx'
import type { Field } from '../fields.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { Area } from './area.tsx'
import { useHiddenField } from './edit-handle.ts'
import { ContentLink } from './content-link.tsx'
import { cx } from './cx.ts'
import { Text } from './text.tsx'
import { Ltr } from '../../widgets/ltr.tsx'

interface LinkProps {
  text: Field<LocalizedValue>
  href: Field<string>
  className?: string
  /** Where the link goes when its path is empty or '#'. */
  fallbackHref?: string
}

/**
 * A button-like link made of two fields, its text and its path. Visitors follow it; in edit mode
 * the text edits in place and the path shows beside it, so a click never navigates away.
 */
export function Link({ text, href, className, fallbackHref }: LinkProps) {
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const hidden = useHiddenField(text.$path)
  if (hidden) return null
  const target = href.$value && href.$value !== '#' ? href.$value : (fallbackHref ?? href.$value)
  if (editing)
    return (
      <>
        <Text field={text} className={className} />
        <Area field={href} className="editable-link-path">
          <Ltr>{href.$value || '…'}</Ltr>
        </Area>
      </>
    )
  const label = localize(text.$value)
  if (!label) return null
  return (
    <ContentLink href={target} className={cx(className)}>
      {label}
    </ContentLink>
  )
}
