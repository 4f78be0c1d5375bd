import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Link, useLocation } from 'react-router'
import type { headerSchema } from './schema.ts'
import { useIsAdmin } from '../../auth/auth-provider.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useEditMode } from '../../engine/edit-mode.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { LanguageSwitch } from '../../widgets/language-switch.tsx'
import { keepEditMode, NavLink } from '../../widgets/nav-link.tsx'
import { useHeaderOffset } from '../../widgets/use-header-offset.ts'
import { HEADER_SCROLLED_THRESHOLD_PX, useScrolledPast } from '../../widgets/use-scrolled.ts'
import { DesktopMenu } from './menu.tsx'
import { subMenuFor } from './menu-tree.ts'

/**
 * The mobile menu's code loads when it is first wanted (a phone's menu button, pointed at, touched
 * or focused), not with every page: it is drawn only while open.
 */
const loadMobileMenu = () => import('./mobile-menu.tsx')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))
const warmMobileMenu = () => void loadMobileMenu()
/** Administrators' bar: its code loads only for them. */
const AdminBar = lazy(() => import('./admin-bar.tsx'))
// The bar's room, held while its code arrives: the header, the edit toolbars below it and the
// side panel would otherwise all move down once it comes.
const ADMIN_BAR_FRAME = (
  <div className="admin-bar" aria-hidden="true">
    <div className="container admin-bar__inner">
      <span className="admin-bar__button admin-bar__button--frame">&nbsp;</span>
    </div>
  </div>
)

export type HeaderVariant = 'transparent' | 'totara' | 'white'

export function headerVariant(pathname: string): HeaderVariant {
  if (pathname === '/') return 'transparent'
  if (pathname.startsWith('/solutions/totara')) return 'totara'
  return 'white'
}

export default function Header({ content }: BlockProps<typeof headerSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const f = fieldsOf(content)
  const { pathname } = useLocation()
  const isAdmin = useIsAdmin()
  const editing = useEditMode()
  const variant = headerVariant(pathname)
  const scrolled = useScrolledPast(HEADER_SCROLLED_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const burgerRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  useHeaderOffset(headerRef)

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])

  // Back at desktop width the overlay has no place.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia('(min-width: 1024px)')
    const onChange = () => {
      if (query.matches) setMenuOpen(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [menuOpen])

  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    burgerRef.current?.focus()
  }, [])

  // spec §2: on the totara variant a sub-header lists the Totara item's children: the item whose children hold this page.
  const totara = variant === 'totara' ? subMenuFor(content.menuItems, pathname) : undefined
  const brandName = localize(content.brand.name)
  const hasLogo = content.brand.logo.src !== ''

  const contactButton = (className: string) => (
    <Link to={keepEditMode('/contact', editing)} className={`button button--accent ${className}`}>
      <Editable.Text field={f.contactButtonText} />
    </Link>
  )

  const classes = ['site-header', `site-header--${variant}`, scrolled && 'is-scrolled', menuOpen && 'is-menu-open', editing && 'is-editing']
  return (
    <header ref={headerRef} className={classes.filter(Boolean).join(' ')} data-variant={variant}>
      {isAdmin && (
        <Suspense fallback={ADMIN_BAR_FRAME}>
          <AdminBar />
        </Suspense>
      )}
      <div className="site-header__bar">
        <div className="container site-header__inner">
          {editing ? (
            // In edit mode the brand holds two edit handles, and no link around them.
            <div className="site-header__brand">
              <Editable.Image field={f.brand.logo} className="site-header__logo" eager />
              <Editable.Text field={f.brand.name} className="site-header__brand-name" />
            </div>
          ) : (
            <Link to="/" className="site-header__brand" aria-label={hasLogo ? undefined : brandName}>
              <Editable.Image field={f.brand.logo} className="site-header__logo" eager />
              {!hasLogo && <Editable.Text field={f.brand.name} className="site-header__brand-name" />}
            </Link>
          )}

          <DesktopMenu field={f.menuItems} editing={editing} />

          <div className="site-header__actions">
            <LanguageSwitch className="site-header__language" />
            {contactButton('site-header__contact')}
            <button
              ref={burgerRef}
              type="button"
              className="site-header__burger"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              aria-label={t('Open menu')}
              onPointerEnter={warmMobileMenu}
              onPointerDown={warmMobileMenu}
              onFocus={warmMobileMenu}
              onClick={() => setMenuOpen(true)}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </div>

      {totara && (totara.children?.length ?? 0) > 0 && (
        <nav className="totara-bar" aria-label={localize(totara.label)}>
          <ul className="container totara-bar__list">
            {totara.children?.map((child) => (
              <li key={child.id}>
                <NavLink to={child.path} className="totara-bar__link" editing={editing}>
                  {localize(child.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            field={f.menuItems}
            editing={editing}
            onClose={closeMenu}
            footer={contactButton('mobile-menu__contact')}
          />
        </Suspense>
      )}
    </header>
  )
}
