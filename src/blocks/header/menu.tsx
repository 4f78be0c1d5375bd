import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useLocation } from 'react-router'
import type { MenuItem } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { Editable } from '../../engine/editable.ts'
import { useRevealed } from '../../engine/editor-host-context.tsx'
import type { Fields } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { NavLink } from '../../widgets/nav-link.tsx'
import { isToggleOnly } from './menu-tree.ts'

/** spec §9: a dropdown closes 200 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200
const TOUCH_HOVER_GUARD_MS = 800

export function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function PencilIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

interface NodeProps {
  field: Fields<MenuItem>
  depth: number
  editing: boolean
}

function MenuNode({ field, depth, editing }: NodeProps) {
  const { t } = useI18n()
  const localize = useLocalize()
  const { pathname } = useLocation()
  const item = field.$value
  const label = localize(item.label)
  const children = field.children.$items
  const hasChildren = children.length > 0
  const [open, setOpen] = useState(false)
  // A dropdown the pointer opened stays open when its toggle is then clicked: the click pins it.
  const openedByHover = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const submenuId = useId()

  const cancelClose = () => {
    // Only a timer that runs: every menu item cancels on mount, and a browser being traced
    // (Lighthouse) records each clearTimeout with its stack, a long task on a slow phone.
    if (closeTimer.current === undefined) return
    clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }
  // A tap also sends mouseenter before its click: only a real pointer hovers, or the click would close it again.
  const touchedAt = useRef(0)
  const hoverOpen = () => {
    if (Date.now() - touchedAt.current <= TOUCH_HOVER_GUARD_MS) return
    cancelClose()
    if (!open) openedByHover.current = true
    setOpen(true)
  }
  const closeLater = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false
      setOpen(false)
    }, DROPDOWN_CLOSE_DELAY_MS)
  }

  useEffect(() => () => clearTimeout(closeTimer.current), [])
  // An editor just added a child here: the submenu shows itself open, with the new item in it.
  const revealed = useRevealed(useOptionalBlock()?.block.id, field.children.$path)
  useEffect(() => {
    if (revealed) setOpen(true)
  }, [revealed])
  // A followed link closes every dropdown.
  useEffect(() => {
    cancelClose()
    openedByHover.current = false
    setOpen(false)
  }, [pathname])
  // The page comes to life after its HTML shows: a pointer already resting on the item gets no
  // mouseenter until it leaves and comes back, so the dropdown would stay shut under it. (After
  // the effect above, which shuts it on mount.)
  const itemRef = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (hasChildren && itemRef.current?.matches(':hover')) hoverOpen()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the item comes to life
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation()
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  const toggleProps = {
    ref: toggleRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': submenuId,
    onClick: () => {
      cancelClose()
      if (open && openedByHover.current) openedByHover.current = false
      else setOpen((o) => !o)
    },
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'ArrowDown' && !open) {
        e.preventDefault()
        cancelClose()
        setOpen(true)
      }
    },
  }

  let head: ReactNode
  if (isToggleOnly(item.path)) {
    head = hasChildren ? (
      <button {...toggleProps} className="menu__trigger">
        <span>{label}</span>
        <Chevron className="menu__chevron" />
      </button>
    ) : (
      <span className="menu__trigger menu__trigger--static">{label}</span>
    )
  } else {
    head = (
      <>
        <NavLink to={item.path} className="menu__link" editing={editing}>
          {label}
        </NavLink>
        {hasChildren && (
          <button {...toggleProps} className="menu__chevron-button" aria-label={t('Show submenu: {{label}}', { label })}>
            <Chevron className="menu__chevron" />
          </button>
        )}
      </>
    )
  }

  return (
    <li
      ref={itemRef}
      className={['menu__item', `menu__item--depth-${Math.min(depth, 2)}`, open ? 'is-open' : ''].filter(Boolean).join(' ')}
      onPointerDown={(e) => {
        if (e.pointerType !== 'mouse') touchedAt.current = Date.now()
      }}
      onMouseEnter={hasChildren ? hoverOpen : undefined}
      onMouseLeave={hasChildren ? closeLater : undefined}
      onBlur={(e) => {
        if (hasChildren && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={hasChildren ? onKeyDown : undefined}
    >
      <div className="menu__row">
        {head}
        {editing && (
          <Editable.Area field={field} as="span" className="menu__edit-item">
            <PencilIcon />
          </Editable.Area>
        )}
      </div>
      {hasChildren && (
        <ul id={submenuId} className="menu__submenu" hidden={!open}>
          {children.map((child) => (
            <MenuNode key={child.$value.id} field={child} depth={depth + 1} editing={editing} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** Desktop navigation (≥ 1024 px): dropdowns and nested submenus at any depth; in edit mode each item edits in place. */
export function DesktopMenu({ field, editing }: { field: Fields<MenuItem[]>; editing: boolean }) {
  const { t } = useI18n()
  return (
    <nav className="menu" aria-label={t('Main navigation')}>
      <Editable.List field={field} className="menu__edit">
        <ul className="menu__list">
          {field.$items.map((item) => (
            <MenuNode key={item.$value.id} field={item} depth={0} editing={editing} />
          ))}
        </ul>
      </Editable.List>
    </nav>
  )
}
