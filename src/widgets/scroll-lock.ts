let locks = 0
let previous = { overflow: '', paddingInlineEnd: '' }

/**
 * Stops the page from scrolling while a modal is open; nested locks release in any order and
 * the last one puts the page back. The scrollbar's width is kept as padding, so nothing shifts.
 */
export function lockScroll(): () => void {
  const root = document.documentElement
  if (locks === 0) {
    previous = { overflow: root.style.overflow, paddingInlineEnd: root.style.paddingInlineEnd }
    const scrollbar = root.clientWidth > 0 ? window.innerWidth - root.clientWidth : 0
    root.style.overflow = 'hidden'
    if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`
  }
  locks++
  let released = false
  return () => {
    if (released) return
    released = true
    locks--
    if (locks === 0) {
      root.style.overflow = previous.overflow
      root.style.paddingInlineEnd = previous.paddingInlineEnd
    }
  }
}
