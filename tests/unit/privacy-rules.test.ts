import { describe, expect, it } from 'vitest'
import { textSchema } from '../../src/blocks/text/schema.ts'
import { privacyPolicy } from '../../src/blocks/text/seed.ts'
import { formatPolicyDate, hasPolicyBody, pieceKind, privacyPieces, splitList } from '../../src/blocks/text/privacy-rules.ts'

const l = (en: string, ar = '') => ({ en, ar })

describe('privacy policy key rules (spec pages.md "Privacy policy")', () => {
  it('"keys ending in Title become h2 headings"', () => {
    expect(pieceKind('collectTitle')).toBe('heading')
    expect(pieceKind('contactTitle')).toBe('heading')
    expect(privacyPieces({ useTitle: l('How we use your information') }, 'en')).toEqual([
      { kind: 'heading', key: 'useTitle', text: 'How we use your information' },
    ])
  })

  it('"keys ending in List become bullet lists split by line (a leading bullet mark removed)"', () => {
    expect(pieceKind('rightsList')).toBe('list')
    const text = ['• bullet', '- hyphen', '* star', '– en dash', '· middle dot', '   •   spaced  ', 'no mark', '', '   ', '-'].join('\n')
    expect(splitList(text)).toEqual(['bullet', 'hyphen', 'star', 'en dash', 'middle dot', 'spaced', 'no mark'])
    expect(privacyPieces({ useList: l('• One\r\n\r\n• Two') }, 'en')).toEqual([{ kind: 'list', key: 'useList', items: ['One', 'Two'] }])
  })

  it('only one leading mark is removed; marks inside an item stay', () => {
    expect(splitList('• well-being - and more * here')).toEqual(['well-being - and more * here'])
  })

  it('"lastUpdated is a date line"', () => {
    expect(pieceKind('lastUpdated')).toBe('date')
    expect(privacyPieces({ lastUpdated: l('1 November 2026', '1 نوفمبر 2026') }, 'ar')).toEqual([
      { kind: 'date', key: 'lastUpdated', text: '1 نوفمبر 2026' },
    ])
  })

  it('an ISO date is written out in the page language', () => {
    expect(formatPolicyDate('2026-11-01', 'en')).toBe('1 November 2026')
    expect(formatPolicyDate('2026-11-01', 'ar')).toMatch(/^1 .+ 2026$/)
    expect(formatPolicyDate(' 1 November 2026 ', 'en')).toBe('1 November 2026')
  })

  it('"contactUsEmail is a mailto link"', () => {
    expect(pieceKind('contactUsEmail')).toBe('email')
    expect(privacyPieces({ contactUsEmail: l(' privacy@example.com ') }, 'en')).toEqual([
      { kind: 'email', key: 'contactUsEmail', email: 'privacy@example.com' },
    ])
  })

  it('"all others are paragraphs" (one paragraph per non-empty line)', () => {
    expect(pieceKind('introParagraph')).toBe('paragraph')
    expect(pieceKind('cookiesText')).toBe('paragraph')
    // Suffixes are case-sensitive: camelCase keys only.
    expect(pieceKind('subtitle')).toBe('paragraph')
    expect(pieceKind('checklist')).toBe('paragraph')
    expect(privacyPieces({ rightsHow: l('First line.\n\nSecond line.') }, 'en')).toEqual([
      { kind: 'paragraph', key: 'rightsHow', paragraphs: ['First line.', 'Second line.'] },
    ])
  })

  it('"the key title is skipped"', () => {
    expect(pieceKind('title')).toBeNull()
    expect(privacyPieces({ title: l('Privacy Policy'), introText: l('Hello') }, 'en').map((p) => p.key)).toEqual(['introText'])
  })

  it('keeps the stored key order', () => {
    const content = { title: l('T'), zText: l('z'), aTitle: l('a'), lastUpdated: l('1 May 2026'), mList: l('• m') }
    expect(privacyPieces(content, 'en').map((p) => p.key)).toEqual(['zText', 'aTitle', 'lastUpdated', 'mList'])
  })

  it('shows English where the Arabic entry is missing (spec overview §1)', () => {
    expect(privacyPieces({ sharingText: l('Shared in English') }, 'ar')).toEqual([
      { kind: 'paragraph', key: 'sharingText', paragraphs: ['Shared in English'] },
    ])
  })

  it('skips empty values for visitors, keeps them for editors', () => {
    const content = { emptyTitle: l(''), emptyList: l('\n• \n'), emptyText: l('  ') }
    expect(privacyPieces(content, 'en')).toEqual([])
    expect(privacyPieces(content, 'en', { keepEmpty: true }).map((p) => p.kind)).toEqual(['heading', 'list', 'paragraph'])
  })

  it('ignores values that are not bilingual objects', () => {
    expect(privacyPieces({ odd: 'plain string', other: null, arr: [] }, 'en')).toEqual([])
  })

  it('"Privacy Policy content not found!" when nothing but the title is stored', () => {
    expect(hasPolicyBody({ title: l('Privacy Policy') })).toBe(false)
    expect(hasPolicyBody({})).toBe(false)
    expect(hasPolicyBody({ title: l('Privacy Policy'), introText: l('x') })).toBe(true)
  })

  it('renders the seed content in both languages with every rule used', () => {
    const content = textSchema.parse(privacyPolicy)
    for (const lng of ['en', 'ar']) {
      const pieces = privacyPieces(content, lng)
      expect(pieces[0]).toMatchObject({ kind: 'date', key: 'lastUpdated' })
      expect(pieces.at(-1)).toEqual({ kind: 'email', key: 'contactUsEmail', email: 'privacy@lumora-learning.example' })
      expect(new Set(pieces.map((p) => p.kind))).toEqual(new Set(['date', 'paragraph', 'heading', 'list', 'email']))
      for (const piece of pieces) if (piece.kind === 'list') for (const item of piece.items) expect(item).not.toMatch(/^[•\-*–·\s]/)
    }
  })
})
