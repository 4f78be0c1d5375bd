import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useOptionalBlock } from '../block-context.tsx'

/** spec §4: in edit mode cards that are normally links are not links. */
export function CardLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const block = useOptionalBlock()
  if (block?.editing) return <div className={className}>{children}</div>
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  )
}

/** A content link: site paths go through the router, other addresses are plain anchors. */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  const external = /^https?:/i.test(href)
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
