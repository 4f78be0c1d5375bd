import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { MenuItem } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { Editable } from '../../engine/editable.ts'
import { useRevealed } from '../../engine/editor-host-context.tsx'
import type { Fields } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { trapTab } from '../../widgets/focus-trap.ts'
import { LanguageSwitch } from '../../widgets/language-switch.tsx'
import { NavLink } from '../../widgets/nav-link.tsx'
import { Chevron, PencilIcon } from './menu.tsx'
import { isToggleOnly } from './menu-tree.ts'

interface MobileNodeProps {
  field: Fields<MenuItem>
  depth: number
  editing: boolean
  onNavigate: () => void
}

function MobileNode({ field, depth, editing, onNavigate }: MobileNodeProps) {
  const { t } = useI18n()
  const localize = useLocalize()
  const item = field.$value
  const label = localize(item.label)
  const children = field.children.$items
  const hasChildren = children.length > 0
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const toggle = () => setExpanded((e) => !e)
  // An editor just added a child here: the submenu shows itself open, with the new item in it.
  const revealed = useRevealed(useOptionalBlock()?.block.id, field.children.$path)
  useEffect(() => {
    if (revealed) setExpanded(true)
  }, [revealed])

  return (
    <li className={['mobile-menu__item', `mobile-menu__item--depth-${Math.min(depth, 2)}`].join(' ')}>
      <div className="mobile-menu__row">
        {isToggleOnly(item.path) ? (
          hasChildren ? (
            <button
              type="button"
              className="mobile-menu__label mobile-menu__label--toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={toggle}
            >
              <span>{label}</span>
              <Chevron className="mobile-menu__chevron" />
            </button>
          ) : (
            <span className="mobile-menu__label">{label}</span>
          )
        ) : (
          <>
            <NavLink to={item.path} className="mobile-menu__label mobile-menu__link" onClick={onNavigate} editing={editing}>
              {label}
            </NavLink>
            {hasChildren && (
              <button
                type="button"
                className="mobile-menu__expand"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-label={t('Show submenu: {{label}}', { label })}
                onClick={toggle}
              >
                <Chevron className="mobile-menu__chevron" />
              </button>
            )}
          </>
        )}
        {editing && (
          <Editable.Area field={field} as="span" className="mobile-menu__edit-item">
            <PencilIcon />
          </Editable.Area>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} className="mobile-menu__sublist" hidden={!expanded}>
          {children.map((child) => (
            <MobileNode key={child.$value.id} field={child} depth={depth + 1} editing={editing} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  )
}

interface MobileMenuProps {
  id: string
  field: Fields<MenuItem[]>
  editing: boolean
  onClose: () => void
  /** The contact button (and anything else shown under the menu). */
  footer: ReactNode
}

/** Full-screen overlay menu below 1024 px; items with children expand and collapse. */
export function MobileMenu({ id, field, editing, onClose, footer }: MobileMenuProps) {
  const { t } = useI18n()
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    closeRef.current?.focus()
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      // Keep keyboard focus inside the open dialog.
      if (panelRef.current) trapTab(e, panelRef.current)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previous
      document.removeEventListener('keydown', onKey)
    }
  }, [onClose])

  return (
    <div id={id} ref={panelRef} className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('Menu')}>
      <div className="mobile-menu__top">
        <LanguageSwitch />
        <button ref={closeRef} type="button" className="mobile-menu__close" aria-label={t('Close menu')} onClick={onClose}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label={t('Main navigation')}>
        <Editable.List field={field}>
          <ul className="mobile-menu__list">
            {field.$items.map((item) => (
              <MobileNode key={item.$value.id} field={item} depth={0} editing={editing} onNavigate={onClose} />
            ))}
          </ul>
        </Editable.List>
      </nav>
      <div className="mobile-menu__footer">{footer}</div>
    </div>
  )
}
