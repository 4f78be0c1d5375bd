import { describe, expect, it } from 'vitest'
import { copyEntries, lintCopy, productCopy, report } from '../../scripts/copy-lint/lint.ts'
import { seedContent } from '../../server/seed/content.ts'

const sources = productCopy()
const entries = copyEntries(sources)

describe('Arabic copy follows ARABIC.md (npm run lint:copy lists the findings)', () => {
  it("reads every interface string, every bilingual seed value and the block schemas' texts", () => {
    // Every key of either language: Arabic has more plural forms of a count string than English.
    const keys = Object.keys({ ...sources.locales.en, ...sources.locales.ar })
    expect(entries.filter((e) => e.source === 'public/locales').map((e) => e.key)).toEqual(keys)
    const seededPages = Object.keys(seedContent)
    const linted = new Set(entries.map((e) => /^seed (\S+)/.exec(e.source)?.[1]).filter(Boolean))
    expect([...linted].sort()).toEqual(seededPages.sort())
    // Walked through the schemas: nested menu labels, image alt texts and privacy catchall keys.
    const where = entries.map((e) => `${e.source} › ${e.key}`)
    expect(where).toContain('seed header #1 HEADER › menuItems.0.children.0.children.1.label')
    expect(where).toContain('seed about #2 WHO-WE-ARE › images.0.alt')
    expect(where).toContain('seed privacy-policy #1 TEXT › rightsList')
    // The schemas' own texts: field labels and help lines, block labels, defaults of new blocks and list items.
    expect(where).toContain('schema cta › (block)')
    expect(where).toContain('schema cta › videoUrl (help)')
    expect(where).toContain('schema header › menuItems[].label (label)')
    expect(where).toContain('schema cta defaults › buttonText')
    expect(where).toContain('schema footer defaults › social[].label')
  })

  it('has no finding', () => {
    const findings = lintCopy(sources)
    expect(findings.length === 0 ? '' : report(findings, entries.length)).toBe('')
  })
})
