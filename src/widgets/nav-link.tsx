import type { ReactNode } from 'react'
import { NavLink as RouterNavLink } from 'react-router'

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
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <RouterNavLink to={keepEditMode(to, editing)} className={className} onClick={onClick} end={end}>
        {children}
      </RouterNavLink>
    )
  }
  const external = /^https?:/i.test(to)
  return (
    <a href={to} className={className} onClick={onClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
