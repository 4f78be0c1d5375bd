import type { ReactNode } from 'react'
import { Link } from 'react-router'

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
