// The end of `npm run bench`: one table of every figure the bench scripts recorded
// (scripts/bench-figures.ts), each beside its goal and baseline, with whether it holds.
// `--clear` (the start of `npm run bench`) empties the file instead, so a table holds one run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { FIGURES_FILE, type FigureRow, goalText } from './bench-figures.ts'

/** The rows of the table as text cells: part, measure, figure, goal, baseline, holds. */
export function tableLines(rows: FigureRow[]): string[] {
  const cells = rows.map((r) => [
    r.part,
    r.name,
    `${formatNumber(r.value)}${r.unit ? ` ${r.unit}` : ''}${r.note ? ` (${r.note})` : ''}`,
    goalText(r.goal, r.unit),
    r.baseline ?? '—',
    r.holds === undefined ? '' : r.holds ? 'yes' : 'NO',
  ])
  const header = ['part', 'measure', 'figure', 'goal', 'baseline', 'holds']
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)))
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  const missed = rows.filter((r) => r.holds === false).length
  const judged = rows.filter((r) => r.holds !== undefined).length
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    `${judged - missed} of ${judged} goals hold${missed ? `; ${missed} do not` : ''}.`,
  ]
}

const formatNumber = (n: number) => (Number.isInteger(n) ? n.toLocaleString('en-US') : String(Number(n.toFixed(3))))

export function readFigures(file = FIGURES_FILE): FigureRow[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as FigureRow)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--clear')) {
    mkdirSync(dirname(FIGURES_FILE), { recursive: true })
    writeFileSync(FIGURES_FILE, '')
  } else {
    const rows = readFigures()
    console.log(`\nnpm run bench: every figure, beside its goal and baseline (load average ${loadAverage()})`)
    for (const l of rows.length ? tableLines(rows) : ['No figures were recorded.']) console.log(l)
  }
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return 'unknown'
  }
}
