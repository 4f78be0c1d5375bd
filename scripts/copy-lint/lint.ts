import { blockSchemas } from '../../schemas/blocks/index.ts'
import type { AnySchema } from '../../schemas/fields.ts'
import { seedContent } from '../../server/seed/content.ts'
import { type CopyEntry, checkEntry, type Finding, missingPluralForms, type RuleId } from '../../schemas/copy-style/rules.ts'
import { localeEntries, readLocales, schemaEntries, type Seeds, seedEntries, type Translations } from './sources.ts'

export interface CopySources {
  locales: { en: Translations; ar: Translations }
  seeds: Seeds
  /** Block schemas: their labels, help lines and default texts. */
  schemas?: Record<string, AnySchema>
}

/** The product's own copy: the interface translations, every seed and the block schemas' texts. */
export const productCopy = (): CopySources => ({ locales: readLocales(), seeds: seedContent, schemas: blockSchemas })

export function copyEntries({ locales, seeds, schemas = {} }: CopySources): CopyEntry[] {
  return [...localeEntries(locales), ...seedEntries(seeds), ...schemaEntries(schemas)]
}

/** A count string written in some plural forms of a language but not all of them. */
function pluralFindings({ locales }: CopySources): Finding[] {
  return (['en', 'ar'] as const).flatMap((lng) =>
    missingPluralForms(locales[lng], lng).map((key) => ({
      rule: 'plural-forms' as const,
      source: `public/locales/${lng}`,
      key,
      message: `the plural form ${key} is missing`,
    })),
  )
}

export function lintCopy(sources: CopySources): Finding[] {
  return [...copyEntries(sources).flatMap(checkEntry), ...pluralFindings(sources)]
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
