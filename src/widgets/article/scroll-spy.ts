/** spec §4, §9: the reading line of the scroll-spy is one third down the viewport. */
export const SPY_LINE = 1 / 3

/**
 * The heading the reader is at (spec §4): the nearest one above the reading line, that is the last
 * whose top has reached one third of the viewport. -1 before the first one gets there.
 * `tops` are the headings' tops relative to the viewport, in document order.
 */
export function activeHeading(tops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight * SPY_LINE
  let active = -1
  tops.forEach((top, i) => {
    if (top <= line) active = i
  })
  return active
}
