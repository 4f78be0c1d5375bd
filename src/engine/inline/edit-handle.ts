import type { KeyboardEvent, MouseEvent } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { getAt, type Path, pathKey } from '../../../schemas/paths.ts'
import { isHidden } from '../../../schemas/publish.ts'
import { fieldLabel, schemaAt } from '../../../schemas/walk.ts'
import { localize } from '../../i18n/localize.ts'
import { useOptionalBlock } from '../block-context.tsx'
import { useEditorHost } from '../editor-host-context.tsx'
import { itemTitle } from '../item-title.ts'

/**
 * What the field at `path` is called, in the interface language: the schema's label, or for a
 * list item its own title ('Totara Learn').
 */
export function useFieldLabel(path: Path): string {
  const block = useOptionalBlock()
  const { i18n } = useI18n()
  if (!block) return ''
  const schema = schemaAt(block.schema, path)
  if (typeof path[path.length - 1] === 'number') return itemTitle(getAt(block.content, path), schema, i18n.language)
  return localize(schema ? fieldLabel(schema) : undefined, i18n.language)
}

/** Whether the field sits in a draft list item (an item shown to editors only until it is published). */
export function inDraftItem(content: unknown, path: Path): boolean {
  for (let n = path.length; n > 0; n--) if (typeof path[n - 1] === 'number' && isHidden(getAt(content, path.slice(0, n)))) return true
  return false
}

/**
 * Whether the place this block is drawn at hides the field (the layout's `hide`): such a field
 * is neither shown nor offered to editors there, even where it would show an empty placeholder.
 */
export function useHiddenField(path: Path): boolean {
  const block = useOptionalBlock()
  return !!block && path.length > 0 && block.hidden.includes(String(path[0]))
}

/** Props for a click-to-edit handle on a field; undefined when not editing. `inPlace`: a plain text, typed where it stands. */
export function useEditHandle(path: Path, inPlace = false) {
  const block = useOptionalBlock()
  const host = useEditorHost()
  const { t } = useI18n()
  const label = useFieldLabel(path)
  if (!block?.editing || !host) return undefined
  const open = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault()
    e.stopPropagation()
    const at = inPlace && ('clientX' in e ? { x: e.clientX, y: e.clientY } : true)
    host.open({ target: block, path, opener: e.currentTarget, inPlace: at || undefined })
  }
  const name = label ? t('Edit: {{label}}', { label }) : t('Edit')
  const draft = inDraftItem(block.block.content, path)
  return {
    /** The block and the editor host: the in-place editors draw themselves from these. */
    block,
    host,
    /** The control's name ('Edit: Background image'), for handles that hold no text of their own. */
    name,
    props: {
      'data-edit-path': pathKey(path),
      'data-draft': draft ? t('Draft') : undefined,
      className: draft ? 'editable editable--draft' : 'editable',
      role: 'button',
      tabIndex: 0,
      title: name,
      onClick: open,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') open(e)
      },
    },
  }
}
