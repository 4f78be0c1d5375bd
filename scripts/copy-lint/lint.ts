import { seedContent } from '../../server/seed/content.ts'
import { type CopyEntry, checkEntry, type Finding, type RuleId } from './rules.ts'
import { localeEntries, readLocales, type Seeds, seedEntries, type Translations } from './sources.ts'

export interface CopySources {
  locales: { en: Translations; ar: Translations }
  seeds: Seeds
}

/** The product's own copy: the interface translations and every seed. */
export const productCopy = (): CopySources => ({ locales: readLocales(), seeds: seedContent })

export function copyEntries({ locales, seeds }: CopySources): CopyEntry[] {
  return [...localeEntries(locales), ...seedEntries(seeds)]
}

export function lintCopy(sources: CopySources): Finding[] {
  return copyEntries(sources).flatMap(checkEntry)
}

export function countByRule(findings: Finding[]): Partial<Record<RuleId, number>> {
  const counts: Partial<Record<RuleId, number>> = {}
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1
  return counts
}

/** What `npm run lint:copy` prints: each finding with its file and key, then the counts per rule. */
export function report(findings: Finding[], checked: number): string {
  const lines = findings.map((f) => `${f.rule.padEnd(24)} ${f.source} › ${f.key}\n${' '.repeat(25)}${f.message}`)
  const counts = Object.entries(countByRule(findings)).sort((a, b) => b[1] - a[1])
  return [
    ...lines,
    '',
    `${checked} strings checked`,
    ...counts.map(([rule, n]) => `${String(n).padStart(5)}  ${rule}`),
    `${String(findings.length).padStart(5)}  findings`,
  ].join('\n')
}
