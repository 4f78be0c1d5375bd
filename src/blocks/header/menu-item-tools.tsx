import { useTranslation } from 'react-i18next'
import { href } from '../../../schemas/fields.ts'
import { newId } from '../../../schemas/ids.ts'
import { getAt, type Path, setAt } from '../../../schemas/paths.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { useEditorHost } from '../../engine/editor-host-context.tsx'
import { anchorOf } from '../../engine/inline/editable.tsx'

export interface NewLink {
  id: string
  label: { en: string; ar: string }
  path: string
}

/**
 * Immediate list edits for menu items and footer links (spec §5): add asks for a label (required;
 * cancel aborts) and a path (default '#'); delete asks for confirmation; edit opens the editor at
 * the item's path. Undefined outside edit mode.
 */
export function useLinkListActions() {
  const block = useOptionalBlock()
  const host = useEditorHost()
  const { t } = useTranslation()
  if (!block?.editing || !host) return undefined
  return {
    edit(path: Path, title?: string, anchor?: Element) {
      host.open({ target: block, path, ...(title ? { title } : {}), ...(anchor ? { anchor: anchorOf(anchor) } : {}) })
    },
    remove(listPath: Path, index: number) {
      if (!window.confirm(t('Delete this item?'))) return
      const list = getAt(block.content, listPath)
      if (!Array.isArray(list)) return
      host.commit(
        block,
        setAt(
          block.content,
          listPath,
          list.filter((_, i) => i !== index),
        ),
      )
    },
    /** Appends a new link to the list at `listPath` (created when missing, e.g. a first child). */
    add(listPath: Path, idPrefix: string) {
      const label = window.prompt(t('Label'))?.trim()
      if (!label) return
      const path = window.prompt(t('Path'), '#')?.trim() || '#'
      if (!href().safeParse(path).success) {
        window.alert(t('Use a site path (/about), #anchor, http(s)://, mailto: or tel: address'))
        return
      }
      const item: NewLink = { id: newId(idPrefix), label: { en: label, ar: label }, path }
      const list = getAt(block.content, listPath)
      host.commit(block, setAt(block.content, listPath, [...(Array.isArray(list) ? list : []), item]))
    },
  }
}

export type LinkListActions = NonNullable<ReturnType<typeof useLinkListActions>>

function PencilIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

function TrashIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

function PlusIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

interface ItemToolsProps {
  actions: LinkListActions
  /** Path of the item itself, e.g. ['menuItems', 0, 'children', 2]. */
  itemPath: Path
  /** The item's label in the current language, for the buttons' accessible names. */
  label: string
  /** When given, an 'Add child' button appends to this list (menu items only). */
  childListPath?: Path
  idPrefix: string
}

/** Small edit / delete / add-child controls beside one item. They never trigger the link next to them. */
export function ItemTools({ actions, itemPath, label, childListPath, idPrefix }: ItemToolsProps) {
  const { t } = useTranslation()
  const listPath = itemPath.slice(0, -1)
  const index = Number(itemPath[itemPath.length - 1])
  const stop = (e: { preventDefault(): void; stopPropagation(): void }) => {
    e.preventDefault()
    e.stopPropagation()
  }
  return (
    <span className="item-tools">
      <button
        type="button"
        className="item-tools__button"
        title={t('Edit')}
        aria-label={`${t('Edit')}: ${label}`}
        onClick={(e) => {
          stop(e)
          actions.edit(itemPath, label, e.currentTarget)
        }}
      >
        <PencilIcon />
      </button>
      {childListPath && (
        <button
          type="button"
          className="item-tools__button"
          title={t('Add child')}
          aria-label={`${t('Add child')}: ${label}`}
          onClick={(e) => {
            stop(e)
            actions.add(childListPath, idPrefix)
          }}
        >
          <PlusIcon />
        </button>
      )}
      <button
        type="button"
        className="item-tools__button item-tools__button--danger"
        title={t('Delete')}
        aria-label={`${t('Delete')}: ${label}`}
        onClick={(e) => {
          stop(e)
          actions.remove(listPath, index)
        }}
      >
        <TrashIcon />
      </button>
    </span>
  )
}

/** 'Add item' at the end of a list in edit mode. */
export function AddItemButton({
  actions,
  listPath,
  idPrefix,
  className,
}: {
  actions: LinkListActions
  listPath: Path
  idPrefix: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={['item-tools__add', className].filter(Boolean).join(' ')}
      onClick={(e) => {
        e.preventDefault()
        e.stopPropagation()
        actions.add(listPath, idPrefix)
      }}
    >
      <PlusIcon /> {t('Add item')}
    </button>
  )
}
