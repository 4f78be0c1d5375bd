import { describe, expect, it, vi } from 'vitest'
import { storiesSchema } from '../../src/blocks/stories/schema.ts'
import { storiesSeed } from '../../src/blocks/stories/seed.ts'

// Counts the rules' runs: the editor's toolbar re-counts a page's breaks after every change, and
// with hundreds of stories linting every text again cost about a second after each save.
const runs = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../schemas/copy-style/rules.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../schemas/copy-style/rules.ts')>()
  return {
    ...actual,
    lintPair: (...args: Parameters<typeof actual.lintPair>) => {
      runs.count++
      return actual.lintPair(...args)
    },
  }
})
const { copyIssuesIn } = await import('../../schemas/copy-style/pairs.ts')

type Story = { id: string; quote: { en: string; ar: string } }
const seeded = storiesSeed['customer-stories']?.[0]?.content as { stories: Story[] }
const withQuote = (at: number, ar: string) => ({
  ...seeded,
  stories: seeded.stories.map((s, i) => (i === at ? { ...s, quote: { ...s.quote, ar } } : s)),
})

describe("the editor's count of copy breaks on a page", () => {
  it('lints again only the text that changed, and reports the change', () => {
    const before = copyIssuesIn(storiesSchema, seeded, 'customer-stories')
    runs.count = 0
    expect(copyIssuesIn(storiesSchema, seeded, 'customer-stories')).toEqual(before)
    expect(runs.count).toBe(0)

    // ARABIC.md: a number and its counted noun are joined by a no-break space ('unit-space').
    const broken = withQuote(3, 'بنك لديه 140 فرعًا')
    const after = copyIssuesIn(storiesSchema, broken, 'customer-stories')
    expect(runs.count).toBe(1)
    expect(after.find((f) => f.path.join('.') === 'stories.3.quote')?.issues.map((i) => i.rule)).toEqual(['unit-space'])
    expect(after.length).toBe(before.length + 1)
  })

  it('answers for the privacy policy in its legal voice, not with what it said of a visitor page', () => {
    // The same words: one reader addressed ('يمكنك…') breaks the visitor voice, the plural ('يمكنكم…') the legal one.
    const singular = withQuote(0, 'يمكنك البدء اليوم')
    const plural = withQuote(0, 'يمكنكم طلب نسخة من بياناتكم')
    const rulesAt = (found: ReturnType<typeof copyIssuesIn>) =>
      found.find((f) => f.path.join('.') === 'stories.0.quote')?.issues.map((i) => i.rule)
    expect(rulesAt(copyIssuesIn(storiesSchema, singular, 'customer-stories'))).toEqual(['singular-address'])
    expect(rulesAt(copyIssuesIn(storiesSchema, singular, 'privacy-policy'))).toBeUndefined()
    expect(rulesAt(copyIssuesIn(storiesSchema, plural, 'customer-stories'))).toBeUndefined()
    expect(rulesAt(copyIssuesIn(storiesSchema, plural, 'privacy-policy'))).toEqual(['legal-voice'])
  })
})
