import { describe, expect, it } from 'vitest'
import { copyEntries, lintCopy, productCopy, report } from '../../scripts/copy-lint/lint.ts'
import { seedContent } from '../../server/seed/content.ts'

const sources = productCopy()
const entries = copyEntries(sources)

describe('Arabic copy follows ARABIC.md (npm run lint:copy lists the findings)', () => {
  it("reads every interface string, every bilingual seed value and the block schemas' texts", () => {
    expect(entries.filter((e) => e.source === 'public/locales').length).toBe(Object.keys(sources.locales.en).length)
    const seededPages = Object.keys(seedContent)
    const linted = new Set(entries.map((e) => /^seed (\S+)/.exec(e.source)?.[1]).filter(Boolean))
    expect([...linted].sort()).toEqual(seededPages.sort())
    // Walked through the schemas: nested menu labels, image alt texts and privacy catchall keys.
    const keys = entries.map((e) => `${e.source} › ${e.key}`)
    expect(keys).toContain('seed header #1 HEADER › menuItems.0.children.0.children.1.label')
    expect(keys).toContain('seed about #2 WHO-WE-ARE › images.0.alt')
    expect(keys).toContain('seed privacy-policy #1 TEXT › rightsList')
    // The schemas' own texts: field labels and help lines, block labels, defaults of new blocks and list items.
    expect(keys).toContain('schema cta › (block)')
    expect(keys).toContain('schema cta › videoUrl (help)')
    expect(keys).toContain('schema header › menuItems[].label (label)')
    expect(keys).toContain('schema cta defaults › buttonText')
    expect(keys).toContain('schema footer defaults › social[].label')
  })

  it('has no finding', () => {
    const findings = lintCopy(sources)
    expect(findings.length === 0 ? '' : report(findings, entries.length)).toBe('')
  })
})
