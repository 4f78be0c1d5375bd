import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blocks as registry } from '../../registry/index.ts'
import { copyIssuesIn } from '../../schemas/copy-style/pairs.ts'
import { storiesSchema } from '../../src/blocks/stories/schema.ts'
import { storiesSeed } from '../../src/blocks/stories/seed.ts'
import { useCopyBreaks } from '../../src/engine/editor/use-copy-breaks.ts'

type Story = { id: string; quote: { en: string; ar: string } }
const seeded = storiesSeed['customer-stories']?.[0]?.content as { stories: Story[] }
const withQuote = (at: number, ar: string) => ({
  ...seeded,
  stories: seeded.stories.map((s, i) => (i === at ? { ...s, quote: { ...s.quote, ar } } : s)),
})
const drawn = (content: Record<string, unknown>) => [
  { slug: 'customer-stories', block: { id: 'stories-1', block_type: 'STORIES', order: 1, version: 1, content }, drawAs: 'STORIES' },
]
const paths = (found: { path: (string | number)[] }[] | undefined) => found?.map((f) => f.path.join('.'))

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe("the edit toolbar's count of the page's style-guide breaks (ARABIC.md)", () => {
  it('is counted after edit mode is drawn, a slice of main thread at a time, and finds what a count at once finds', async () => {
    vi.useFakeTimers()
    // Every read of the clock moves it on a millisecond, so a slice ends after a few texts.
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1))
    // ARABIC.md: a number and its counted noun are joined by a no-break space ('unit-space').
    const content = withQuote(3, 'بنك لديه 140 فرعًا')
    const page = drawn(content)

    const { result } = renderHook(() => useCopyBreaks(page, registry))
    // Drawn, and not counted yet: the rest waits for the browser's next turn.
    expect(result.current).toBeUndefined()
    expect(vi.getTimerCount()).toBe(1)

    await act(() => vi.runAllTimersAsync())
    const atOnce = copyIssuesIn(storiesSchema, content, 'customer-stories')
    expect(paths(result.current)).toEqual(paths(atOnce))
    expect(result.current?.find((b) => b.path.join('.') === 'stories.3.quote')?.issues.map((i) => i.rule)).toEqual(['unit-space'])
    expect(result.current?.every((b) => b.slug === 'customer-stories' && b.block.id === 'stories-1')).toBe(true)
  })

  it('keeps the last count on screen while a change is counted, then shows the new one', async () => {
    vi.useFakeTimers()
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1))
    const fixed = drawn(seeded)
    const broken = drawn(withQuote(3, 'بنك لديه 140 فرعًا'))

    const { result, rerender } = renderHook(({ page }) => useCopyBreaks(page, registry), { initialProps: { page: broken } })
    await act(() => vi.runAllTimersAsync())
    expect(paths(result.current)).toContain('stories.3.quote')
    const before = result.current?.length ?? 0

    rerender({ page: fixed })
    expect(result.current?.length).toBe(before)
    await act(() => vi.runAllTimersAsync())
    expect(paths(result.current)).not.toContain('stories.3.quote')
    expect(result.current?.length).toBe(before - 1)
  })
})
