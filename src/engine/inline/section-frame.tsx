import { type ComponentProps, type CSSProperties, type ReactNode, useId } from 'react'
import { Reveal } from '../../widgets/reveal.tsx'
import { SectionHead } from './section-head.tsx'

interface SectionFrameProps {
  /** The section's classes, `section` among them. */
  className: string
  style?: CSSProperties
  /** Classes beside `container` on the box inside. */
  inner?: string
  /** The box fades in once this much of it (0–1) is in view; without it the box simply stands. */
  reveal?: number
  /** The usual heading, drawn first in the box; a block with a heading of its own leaves it out. */
  head?: Omit<ComponentProps<typeof SectionHead>, 'id'>
  /** The box's content, or a function of the id its own heading must carry. */
  children: ReactNode | ((headingId: string) => ReactNode)
  /** Drawn after the box, across the section's whole width. */
  after?: ReactNode
}

/** A block's section and its container, named by its heading (aria-labelledby), as most blocks draw them. */
export function SectionFrame({ className, style, inner, reveal, head, children, after }: SectionFrameProps) {
  const headingId = useId()
  const box = (
    <>
      {head && <SectionHead id={headingId} {...head} />}
      {typeof children === 'function' ? children(headingId) : children}
    </>
  )
  const boxClass = inner ? `container ${inner}` : 'container'
  return (
    <section className={className} style={style} aria-labelledby={headingId}>
      {reveal === undefined ? (
        <div className={boxClass}>{box}</div>
      ) : (
        <Reveal className={boxClass} amount={reveal}>
          {box}
        </Reveal>
      )}
      {after}
    </section>
  )
}
