import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { MenuItem } from '../../../schemas/blocks/header.ts'
import type { Path } from '../../../schemas/paths.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { AddItemButton, ItemTools, type LinkListActions, useLinkListActions } from './menu-item-tools.tsx'
import { MenuLink } from './menu-link.tsx'
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

interface NodeProps {
  item: MenuItem
  path: Path
  depth: number
  actions: LinkListActions | undefined
}

function MenuNode({ item, path, depth, actions }: NodeProps) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const { pathname } = useLocation()
  const label = localize(item.label)
  const children = item.children ?? []
  const hasChildren = children.length > 0
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const submenuId = useId()

  const cancelClose = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }
  const openNow = () => {
    cancelClose()
    setOpen(true)
  }
  // A tap also sends mouseenter before its click: only a real pointer hovers, or the click would close it again.
  const touchedAt = useRef(0)
  const hoverOpen = () => {
    if (Date.now() - touchedAt.current > TOUCH_HOVER_GUARD_MS) openNow()
  }
  const closeLater = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS)
  }

  useEffect(() => () => clearTimeout(closeTimer.current), [])
  // A followed link closes every dropdown.
  useEffect(() => {
    cancelClose()
    setOpen(false)
  }, [pathname])

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
      setOpen((o) => !o)
    },
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'ArrowDown' && !open) {
        e.preventDefault()
        openNow()
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
        <MenuLink to={item.path} className="menu__link">
          {label}
        </MenuLink>
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
        {actions && <ItemTools actions={actions} itemPath={path} label={label} childListPath={[...path, 'children']} idPrefix="nav" />}
      </div>
      {hasChildren && (
        <ul id={submenuId} className="menu__submenu" hidden={!open}>
          {children.map((child, j) => (
            <MenuNode key={child.id} item={child} path={[...path, 'children', j]} depth={depth + 1} actions={actions} />
          ))}
          {actions && (
            <li className="menu__item menu__item--add">
              <AddItemButton actions={actions} listPath={[...path, 'children']} idPrefix="nav" />
            </li>
          )}
        </ul>
      )}
    </li>
  )
}

/** Desktop navigation (≥ 1024 px): dropdowns and nested submenus at any depth. */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation()
  const actions = useLinkListActions()
  return (
    <nav className="menu" aria-label={t('Main navigation')}>
      <ul className="menu__list">
        {items.map((item, i) => (
          <MenuNode key={item.id} item={item} path={['menuItems', i]} depth={0} actions={actions} />
        ))}
        {actions && (
          <li className="menu__item menu__item--add">
            <AddItemButton actions={actions} listPath={['menuItems']} idPrefix="nav" />
          </li>
        )}
      </ul>
    </nav>
  )
}
