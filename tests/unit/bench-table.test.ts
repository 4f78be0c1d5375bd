import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { goalText, holds } from '../../scripts/bench-figures.ts'
import { readFigures, tableLines } from '../../scripts/bench-table.ts'

describe("npm run bench's one table", () => {
  it('says whether each goal holds', () => {
    expect(holds(0.81, { atLeast: 0.8 })).toBe(true)
    expect(holds(0.64, { atLeast: 0.8 })).toBe(false)
    expect(holds(800, { atMost: 800 })).toBe(true)
    expect(holds(150, { below: 150 })).toBe(false)
    expect(holds(3, undefined)).toBeUndefined()
    expect(goalText({ atMost: 800 }, 'µs')).toBe('≤ 800 µs')
  })

  it('prints every figure beside its goal and baseline, and counts the goals missed', () => {
    const lines = tableLines([
      { part: 'API', name: 'page read / bare', value: 0.64, goal: { atLeast: 0.8 }, baseline: 'bare 25,400 req/s', holds: false },
      { part: 'API', name: 'PUT CPU', value: 700, unit: 'µs', goal: { atMost: 800 }, baseline: '1614 µs at filing', holds: true },
      { part: 'site', name: 'render p99', value: 12.5, unit: 'ms' },
    ])
    expect(lines[0]).toMatch(/^part\s+measure\s+figure\s+goal\s+baseline\s+holds$/)
    expect(lines[2]).toMatch(/page read \/ bare\s+0\.64\s+≥ 0\.8\s+bare 25,400 req\/s\s+NO$/)
    expect(lines[3]).toMatch(/PUT CPU\s+700 µs\s+≤ 800 µs\s+1614 µs at filing\s+yes$/)
    expect(lines[4]).toMatch(/render p99\s+12\.5 ms\s+—\s+—$/)
    expect(lines.at(-1)).toBe('1 of 2 goals hold; 1 do not.')
  })

  it('reads the figures the bench scripts appended', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'figures-')), 'f.jsonl')
    process.env.BENCH_FIGURES = file
    const { vi } = await import('vitest')
    vi.resetModules()
    const { recordFigure } = await import('../../scripts/bench-figures.ts')
    recordFigure({ part: 'API', name: 'PUT CPU', value: 900, unit: 'µs', goal: { atMost: 800 } })
    delete process.env.BENCH_FIGURES
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1)
    expect(readFigures(file)).toEqual([{ part: 'API', name: 'PUT CPU', value: 900, unit: 'µs', goal: { atMost: 800 }, holds: false }])
  })
})
