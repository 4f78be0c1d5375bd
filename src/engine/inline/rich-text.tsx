import { createElement, type ElementType, type ReactNode, useMemo } from 'react'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import type { Field } from '../fields.ts'
import { cx } from './cx.ts'
import { useEditHandle, useHiddenField } from './edit-handle.ts'
import { parseRichHtml, type RichNode } from './rich-html.ts'

function render(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node
    if (node.tag === 'a' && !node.href) return <span key={i}>{render(node.children)}</span>
    const props = node.tag === 'a' ? { key: i, href: node.href } : { key: i }
    return node.tag === 'br' ? <br key={i} /> : createElement(node.tag, props, ...render(node.children))
  })
}

/**
 * Formatted text (bold, lists, links) rendered from restricted HTML without inserting HTML; in
 * edit mode it is typed where it stands (the editor's chunk draws it then).
 */
export function RichText({ field, as: Tag = 'div', className }: { field: Field<LocalizedValue>; as?: ElementType; className?: string }) {
  const localize = useLocalize()
  const handle = useEditHandle(field.$path)
  const hidden = useHiddenField(field.$path)
  const html = localize(field.$value)
  const children = useMemo(() => render(parseRichHtml(html)), [html])
  const InPlace = handle?.host.InPlaceRich
  if (!hidden && InPlace)
    return (
      <InPlace target={handle.block} path={field.$path} as={Tag} className={className}>
        {children}
      </InPlace>
    )
  if (hidden || (!handle && children.length === 0)) return null
  return (
    <Tag {...handle?.props} className={cx(className, handle?.props.className)}>
      {children.length ? children : <p className="editable__empty">…</p>}
    </Tag>
  )
}
