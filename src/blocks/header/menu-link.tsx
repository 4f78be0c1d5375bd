import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { keepEditMode } from './menu-tree.ts'

interface MenuLinkProps {
  to: string
  className?: string
  children: ReactNode
  onClick?: () => void
  /** Only an exact match marks the link as the current page. */
  end?: boolean
}

/** A menu or footer link: site paths through the router (edit mode kept), other addresses as plain anchors. */
export function MenuLink({ to, className, children, onClick, end = true }: MenuLinkProps) {
  const editing = useOptionalBlock()?.editing ?? false
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <NavLink to={keepEditMode(to, editing)} className={className} onClick={onClick} end={end}>
        {children}
      </NavLink>
    )
  }
  const external = /^https?:/i.test(to)
  return (
    <a href={to} className={className} onClick={onClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
