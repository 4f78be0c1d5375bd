import type { ReactNode } from 'react'

interface LtrProps {
  children: ReactNode
  className?: string
  /** Keep it on one line (a phone number); long URLs and e-mails may wrap. */
  nowrap?: boolean
}

/**
 * Phones, e-mails, URLs, paths and ids inside Arabic (or any) text: set apart and read left to
 * right, so "+966 11 555 0142" never shows as "0142 555 11 966+" nor "2024-awards" as
 * "awards-2024". Browsers' page translation leaves them alone too.
 */
export function Ltr({ children, className, nowrap }: LtrProps) {
  return (
    <bdi dir="ltr" translate="no" className={className} style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </bdi>
  )
}
