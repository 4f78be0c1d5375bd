import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { Carousel } from './carousel/carousel.tsx'

export interface TabItem {
  id: string
  /** The tab's name (plain text: a tab is one button). */
  label: string
  content: ReactNode
}

interface TabsProps {
  items: readonly TabItem[]
  /** Accessible name of the tab list and of the phone slider. */
  label: string
  className?: string
}

/**
 * spec: tabbed content starts on the first tab and switches on click. Arrow keys, Home and End
 * move between tabs (mirrored in right-to-left pages). Every panel is in the page, the inactive
 * ones hidden, so their text is there without JavaScript and for search engines. On phones
 * (tabs.css) the tab list gives way to a slider showing one slide (spec §9).
 */
export function Tabs({ items, label, className }: TabsProps) {
  const base = useId()
  const [chosen, setChosen] = useState(0)
  const list = useRef<HTMLDivElement>(null)
  const active = Math.min(chosen, Math.max(items.length - 1, 0))
  const tabId = (i: number) => `${base}-tab-${i}`
  const panelId = (i: number) => `${base}-panel-${i}`

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key as 'ArrowRight' | 'ArrowLeft']
    let next: number | undefined
    if (step !== undefined) next = (active + step + items.length) % items.length
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = items.length - 1
    if (next === undefined) return
    e.preventDefault()
    setChosen(next)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div className="tabs__desktop">
        <div ref={list} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(i)}
              className="pill tabs__tab"
              aria-selected={i === active}
              aria-controls={panelId(i)}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setChosen(i)}
            >
              {item.label}
            </button>
          ))}
        </div>
        {items.map((item, i) => (
          <div
            key={item.id}
            id={panelId(i)}
            className="tabs__panel"
            role="tabpanel"
            aria-labelledby={tabId(i)}
            tabIndex={0}
            hidden={i !== active}
          >
            {item.content}
          </div>
        ))}
      </div>
      <div className="tabs__phone">
        <Carousel
          items={items}
          keyOf={(item) => item.id}
          renderSlide={(item) => item.content}
          mode="manual"
          label={label}
          className="tabs__carousel"
        />
      </div>
    </div>
  )
}
