// Every figure `npm run bench` measures, kept as one JSON line each in FIGURES_FILE, so that the
// last script (bench-table.ts) can print them all in one table: each beside its goal and baseline,
// and whether it holds. Each bench script still prints its own detail as it goes.
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export const FIGURES_FILE = process.env.BENCH_FIGURES ?? '.tmp/bench-figures.jsonl'

/** A goal: the figure at least, or at most, this. */
export type Goal = { atLeast: number } | { atMost: number } | { below: number }

export interface Figure {
  /** The part of the bench that measured it (a heading of the table). */
  part: string
  name: string
  value: number
  unit?: string
  goal?: Goal
  /** What the figure compares with: a figure measured in the same run, or the one at the filing. */
  baseline?: string
  /** Whatever else a reader needs beside the figure (a worst run, a count). */
  note?: string
}

export interface FigureRow extends Figure {
  /** Whether the goal holds; undefined for a figure without one. */
  holds?: boolean
}

export function holds(value: number, goal: Goal | undefined): boolean | undefined {
  if (!goal) return undefined
  if ('atLeast' in goal) return value >= goal.atLeast
  if ('atMost' in goal) return value <= goal.atMost
  return value < goal.below
}

export function goalText(goal: Goal | undefined, unit = ''): string {
  if (!goal) return '—'
  const u = unit ? ` ${unit}` : ''
  if ('atLeast' in goal) return `≥ ${goal.atLeast}${u}`
  if ('atMost' in goal) return `≤ ${goal.atMost}${u}`
  return `< ${goal.below}${u}`
}

/** Appends one figure to FIGURES_FILE (made when missing). */
export function recordFigure(figure: Figure): void {
  const row: FigureRow = { ...figure, holds: holds(figure.value, figure.goal) }
  mkdirSync(dirname(FIGURES_FILE), { recursive: true })
  appendFileSync(FIGURES_FILE, `${JSON.stringify(row)}\n`)
}
