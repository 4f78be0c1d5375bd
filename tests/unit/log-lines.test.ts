import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BufferedLines, LOG_BUFFER_CHARS, LOG_FLUSH_MS } from '../../server/log-lines.ts'

describe('log lines, gathered into few writes', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes the lines of a moment together, once the moment has passed', () => {
    const writes: string[] = []
    const lines = new BufferedLines((text) => writes.push(text))
    lines.write('{"msg":"refused sign-in"}\n')
    lines.write('{"msg":"refused sign-in"}\n')
    expect(writes).toEqual([])
    vi.advanceTimersByTime(LOG_FLUSH_MS)
    expect(writes).toEqual(['{"msg":"refused sign-in"}\n{"msg":"refused sign-in"}\n'])
    vi.advanceTimersByTime(LOG_FLUSH_MS * 3)
    expect(writes).toHaveLength(1)
    lines.close()
  })

  it('writes at once when the lines reach the buffer’s size, and everything left on close', () => {
    const writes: string[] = []
    const lines = new BufferedLines((text) => writes.push(text))
    const line = `${'x'.repeat(99)}\n`
    // Exactly enough lines to reach the size: the last one sends them all.
    const count = Math.ceil(LOG_BUFFER_CHARS / line.length)
    for (let i = 0; i < count - 1; i++) lines.write(line)
    expect(writes).toEqual([])
    lines.write(line)
    expect(writes).toHaveLength(1)
    expect(writes[0]?.split('\n').filter(Boolean)).toHaveLength(count)
    lines.write('last\n')
    lines.close()
    expect(writes).toEqual([expect.any(String), 'last\n'])
  })
})
