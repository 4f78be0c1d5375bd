import { type MouseEvent, type ReactNode, useContext } from 'react'
import { UNSAFE_NavigationContext } from 'react-router'
import { type CurrentPath, useCurrentPath, useIsCurrentPath } from './current-path.tsx'

/** Site paths keep edit mode on while an administrator moves around in it. */
export function keepEditMode(to: string, editing: boolean): string {
  if (!editing || !to.startsWith('/') || to.startsWith('//')) return to
  const hashAt = to.indexOf('#')
  const base = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  if (/[?&]edit=true(&|$)/.test(base)) return to
  return `${base}${base.includes('?') ? '&' : '?'}edit=true${hash}`
}

interface NavLinkProps {
  to: string
  className?: string
  children: ReactNode
  onClick?: () => void
  /** In edit mode site paths keep `?edit=true`. */
  editing?: boolean
  /** Only an exact match marks the link as the current page. */
  end?: boolean
}

/** A menu or footer link: site paths through the router, other addresses as plain anchors. */
export function NavLink({ to, className, children, onClick, editing = false, end = true }: NavLinkProps) {
  const current = useCurrentPath()
  if (to.startsWith('/') && !to.startsWith('//')) {
    const href = keepEditMode(to, editing)
    return (
      <SiteLink current={current} href={href} className={className} onClick={onClick} end={end}>
        {children}
      </SiteLink>
    )
  }
  const external = /^https?:/i.test(to)
  return (
    <a href={to} className={className} onClick={onClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey

/**
 * A site path's link, as react-router's NavLink behaves (aria-current="page" on the current page;
 * a plain click goes there through the router, as a replace when it is already there), without
 * reading the location: it is redrawn only when it starts or stops marking the current page.
 */
function SiteLink(props: {
  current: CurrentPath
  href: string
  className?: string
  onClick?: () => void
  end: boolean
  children: ReactNode
}) {
  const { current, href, className, onClick, end, children } = props
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const isCurrent = useIsCurrentPath(current, href, end)
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.()
    if (!plainClick(e)) return
    e.preventDefault()
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    if (here === href) navigator.replace(href)
    else navigator.push(href)
  }
  return (
    <a href={href} className={className} aria-current={isCurrent ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  )
}
