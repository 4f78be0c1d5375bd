import { type CSSProperties, type ReactNode, useId, useState } from 'react'

export interface AccordionItem {
  id: string
  /** The question: the summary that opens and closes the item. */
  summary: ReactNode
  /** The answer. */
  content: ReactNode
}

interface AccordionProps {
  items: readonly AccordionItem[]
  className?: string
  /** Background of each item (a colour from content). */
  itemStyle?: CSSProperties
}

/**
 * spec: the first item is open initially, one item is open at a time, and a click on the open
 * one closes it. Built on <details name>, so the answers are in the page and open and close
 * without JavaScript too (the browser keeps one open per name); with it, React holds the state.
 */
export function Accordion({ items, className, itemStyle }: AccordionProps) {
  const group = useId()
  const [open, setOpen] = useState<number | null>(0)
  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <details key={item.id} className="accordion__item" name={group} open={open === i} style={itemStyle}>
          <summary
            className="accordion__summary"
            onClick={(e) => {
              // The state decides, not the browser's own toggle: one open at a time, a click on the open one closes it.
              e.preventDefault()
              setOpen((current) => (current === i ? null : i))
            }}
          >
            <span className="accordion__question">{item.summary}</span>
            <svg className="accordion__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="accordion__answer">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
