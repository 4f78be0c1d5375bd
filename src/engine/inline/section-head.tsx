import type { ReactNode } from 'react'
import type { LocalizedValue } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import type { Field } from '../fields.ts'
import { Paragraphs, Text } from './text.tsx'

interface SectionHeadProps {
  /** The heading's id: the section names itself by it (aria-labelledby). */
  id: string
  title: Field<LocalizedValue>
  subtitle?: Field<LocalizedValue>
  /** Centred (most sections) or at the start of the line. */
  center?: boolean
  /** Fades in once this much of it (0–1) is in view; without it the heading simply stands. */
  reveal?: number
  className?: string
  /** Drawn before the heading (a decorative shape behind it). */
  children?: ReactNode
}

/** A section's heading (h2) and optional subtitle, as every listing section draws them. */
export function SectionHead({ id, title, subtitle, center, reveal, className, children }: SectionHeadProps) {
  const classes = ['section-head', center && 'section-head--center', className].filter(Boolean).join(' ')
  const inner = (
    <>
      {children}
      <Text field={title} as="h2" className="section-head__title" id={id} />
      {subtitle && <Paragraphs field={subtitle} className="section-head__subtitle" />}
    </>
  )
  return reveal === undefined ? (
    <div className={classes}>{inner}</div>
  ) : (
    <Reveal className={classes} amount={reveal}>
      {inner}
    </Reveal>
  )
}
