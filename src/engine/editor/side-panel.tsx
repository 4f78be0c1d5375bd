import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { firstFocus } from './first-focus.ts'
import { clampPanelWidth, keepPanelWidth, PANEL_DEFAULT, PANEL_MIN, storedPanelWidth } from './panel-width.ts'

/** The class on <html> while the panel is open: the page's content narrows beside it (editor.css). */
const OPEN = 'side-panel-open'
const STEP = 16

export interface SidePanelProps {
  labelledBy: string
  /** Escape, Close or Cancel: the editor decides whether to close (unsaved text asks first). */
  onDismiss: () => void
  /** Where focus goes back when the panel closes: the element that opened it. */
  opener?: Element | null
  children: ReactNode
}

/**
 * A block's fields beside the page, not over it: docked at the inline end (right in English,
 * left in Arabic) below the header, the page's content narrowed by its width so the block being
 * edited is never under it, and the page still scrolls and reads beside it. Not modal: no trap,
 * no inert page; focus moves into it on opening and back to its opener on closing. Its width is
 * the editor's to choose (its edge dragged, or arrow keys on it), kept in this browser. On a
 * phone it is a full-height sheet and the page behind does not scroll.
 */
export function SidePanel({ labelledBy, onDismiss, opener, children }: SidePanelProps) {
  const { t } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  const back = useRef(opener ?? document.activeElement)
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  const [chosen, setChosen] = useState(PANEL_DEFAULT)
  const [viewport, setViewport] = useState(() => window.innerWidth)
  const width = clampPanelWidth(chosen, viewport)
  const dragging = useRef(false)

  // Before the first paint: the page narrows once, to the width this browser keeps.
  useLayoutEffect(() => setChosen(storedPanelWidth()), [])
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--side-panel-width', `${width}px`)
  }, [width])

  useEffect(() => {
    const panel = ref.current
    const to = back.current
    const root = document.documentElement
    root.classList.add(OPEN)
    firstFocus(panel)?.focus({ preventScroll: true })
    // The page reflowed to the narrower width: what was clicked is brought back in sight.
    if (to instanceof HTMLElement && to.closest('#main')) to.scrollIntoView({ block: 'nearest', behavior: 'instant' })
    // Escape from inside the panel, from the control that opened it (where focus stays when the
    // panel's fields are still loading), or from nowhere in particular; not from a dialog above it.
    const onKey = (e: globalThis.KeyboardEvent) => {
      const from = e.target as Node | null
      if (e.key !== 'Escape' || e.defaultPrevented) return
      if (!(from && panel?.contains(from)) && from !== document.body && from !== to) return
      e.preventDefault()
      dismiss.current()
    }
    const onResize = () => setViewport(window.innerWidth)
    document.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
      root.classList.remove(OPEN)
      root.style.removeProperty('--side-panel-width')
      if (to instanceof HTMLElement && to.isConnected) to.focus({ preventScroll: true })
    }
  }, [])

  const choose = (next: number) => {
    const w = clampPanelWidth(next, window.innerWidth)
    setChosen(w)
    keepPanelWidth(w)
  }
  const rtl = () => document.documentElement.dir === 'rtl'
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    e.preventDefault()
    e.currentTarget.setPointerCapture(e.pointerId)
    dragging.current = true
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    // Measured from the layout's edge, not the window's: a scrollbar is not part of the panel.
    if (dragging.current) choose(rtl() ? e.clientX : document.documentElement.clientWidth - e.clientX)
  }
  const onPointerUp = () => {
    dragging.current = false
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? STEP * 4 : STEP
    // The edge faces the page: the arrow pointing at the page widens the panel.
    const wider = rtl() ? 'ArrowRight' : 'ArrowLeft'
    const narrower = rtl() ? 'ArrowLeft' : 'ArrowRight'
    const next =
      e.key === wider
        ? width + step
        : e.key === narrower
          ? width - step
          : e.key === 'Home'
            ? PANEL_MIN
            : e.key === 'End'
              ? Infinity
              : undefined
    if (next === undefined) return
    e.preventDefault()
    choose(next)
  }

  return (
    <div ref={ref} className="editor-dialog side-panel" role="dialog" aria-modal="false" aria-labelledby={labelledBy}>
      <div
        className="side-panel__edge"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('Panel width')}
        aria-valuenow={width}
        aria-valuemin={PANEL_MIN}
        aria-valuemax={clampPanelWidth(Infinity, viewport)}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      {children}
    </div>
  )
}
