import {
  type Audience,
  BIDI_LITERALS,
  GLOSSARY,
  INTERROGATIVES,
  NOT_IMPERATIVES,
  PRODUCTS,
  SINGULAR_ADDRESS,
  SINGULAR_IMPERATIVES,
  UNIT_WORDS,
} from './glossary.ts'

/** One bilingual string as a reader meets it. */
export interface CopyEntry {
  /** Where it lives: 'public/locales' or 'seed <page> #<order> <TYPE>'. */
  source: string
  /** The locale key, or the path inside the block content. */
  key: string
  en: string
  ar: string
  audience: Audience
  /** button: buttons and link labels; label: other short interface strings; heading: titles. */
  role: 'button' | 'label' | 'heading' | 'text'
  /** i18next strings interpolate {{values}}; seed text does not. */
  interpolates: boolean
}

export const RULES = [
  'glossary',
  'product-name',
  'singular-imperative',
  'singular-address',
  'ascii-punctuation',
  'unit-space',
  'interpolation-isolation',
  'bidi-literal',
  'question-mark',
  'missing-arabic',
  'untranslated',
] as const

export type RuleId = (typeof RULES)[number]

export interface Finding {
  rule: RuleId
  source: string
  key: string
  message: string
}

const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g
const ISOLATED = /[\u2066\u2067\u2068][^\u2069]*\u2069/g
const INTERPOLATION = /\{\{[^}]*\}\}/g
const ARABIC_LETTER = /\p{Script=Arabic}/u
const LETTER = '[\\p{L}\\p{M}]'

/** Text as the rules read it: no diacritics or tatweel (so شدّة and شدة are one word). */
export const normalize = (s: string) => s.replace(DIACRITICS, '')

/** Without placeholders and isolated runs: what is left is the Arabic text around them. */
const bare = (s: string) => s.replace(ISOLATED, ' ').replace(INTERPOLATION, ' ')

const words = (s: string) =>
  normalize(bare(s))
    .trim()
    .split(/[\s\u00A0]+/)
    .filter(Boolean)

function termRegex(pattern: string, opts: { whole?: boolean; inWord?: boolean }): RegExp {
  if (opts.whole) return new RegExp(`^(?:${pattern})$`, 'u')
  if (opts.inWord) return new RegExp(pattern, 'u')
  return new RegExp(`(?<!${LETTER})(?:${pattern})(?!${LETTER})`, 'u')
}

const GLOSSARY_CHECKS = GLOSSARY.flatMap((entry) =>
  entry.not.map((term) => ({ entry, term, regex: termRegex(term.raw ? term.pattern : normalize(term.pattern), term) })),
)

const PROCLITIC = '[وفبلك]?(?:ال)?'
const PRODUCT_CHECKS = PRODUCTS.flatMap((p) =>
  p.not.map((word) => ({ product: p.name, word, regex: termRegex(`${PROCLITIC}${normalize(word)}`, {}) })),
)

const UNIT_SPACE = new RegExp(`\\d+[ \\t]+(?:${UNIT_WORDS.map(normalize).join('|')})(?:ا|ات)?(?!${LETTER})`, 'u')
const ASCII_PUNCTUATION = /\p{Script=Arabic}[\u064B-\u065F\u0670]*[ \t]*[,?;]/u
const SINGULAR_WORDS = new RegExp(`(?<!${LETTER})[وف]?(?:${SINGULAR_ADDRESS.map(normalize).join('|')})(?!${LETTER})`, 'u')
const BIDI_CHECKS = BIDI_LITERALS.map((b) => ({ ...b, regex: new RegExp(b.pattern, 'iu') }))

/** A consonant: any Arabic letter but the long vowels and taa marbuta. */
const C = '(?:(?![اويىةآ])[ء-ي])'
/**
 * Shapes of singular imperatives without a written vowel: افعل، افتعل، استفعل (ا + 3–5 consonants),
 * تفعّل (ت + 3) and تفاعل (ت + C + ا + 2). Form IV (أفعل) looks like the elative (أكثر، أفضل): it is
 * left to the table.
 */
const IMPERATIVE_SHAPES = [new RegExp(`^ا${C}{3,5}$`, 'u'), new RegExp(`^ت${C}{3}$`, 'u'), new RegExp(`^ت${C}ا${C}{2}$`, 'u')]
const OBJECT_SUFFIX = /(نا|ني)$/

function singularImperative(firstWord: string, shapes: boolean): string | undefined {
  if (NOT_IMPERATIVES.includes(firstWord)) return undefined
  for (const word of [firstWord, firstWord.replace(OBJECT_SUFFIX, '')]) {
    if (word in SINGULAR_IMPERATIVES) return SINGULAR_IMPERATIVES[word]
    if (shapes && !word.startsWith('ال') && !word.endsWith('وا') && IMPERATIVE_SHAPES.some((r) => r.test(word))) return `${word}وا`
  }
  return undefined
}

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g
const NON_WORDS = /[\w.+-]+@[\w-]+\.[\w.-]+|\b[a-z]+:\/\/\S+|\{\{[^}]*\}\}/gi
const PRODUCT_WORDS = new Set(PRODUCTS.flatMap((p) => p.name.split(/\s+/)).map((w) => w.toLowerCase()))

/** English words left in the string once product names, e-mails, URLs and placeholders are set aside. */
const englishWords = (s: string) =>
  (s.replace(NON_WORDS, ' ').match(LATIN_WORD) ?? []).filter((w) => !PRODUCT_WORDS.has(w.toLowerCase()) && w.length > 1)

/** Where the character at `at` of normalize(s) is in s. */
function rawIndex(s: string, at: number): number {
  let seen = 0
  for (let i = 0; i < s.length; i++) {
    if (/[\u064B-\u065F\u0670\u0640]/.test(s[i] ?? '')) continue
    if (seen++ === at) return i
  }
  return s.length
}

/** True when a string names products or holds an address only: it reads the same in Arabic (ARABIC.md). */
export const namesOnly = (s: string) => englishWords(s).length === 0

const excerpt = (s: string, at = 0) => {
  const start = Math.max(0, at - 25)
  return `«${start > 0 ? '…' : ''}${s.slice(start, at + 45).replace(/\n/g, ' ')}${at + 45 < s.length ? '…' : ''}»`
}

/** Every rule of ARABIC.md that a machine can check, on one entry. */
export function checkEntry(entry: CopyEntry): Finding[] {
  const findings: Finding[] = []
  const add = (rule: RuleId, message: string) => findings.push({ rule, source: entry.source, key: entry.key, message })
  const { en, ar, audience, role } = entry
  const visitor = audience !== 'admin'

  if (en.trim() !== '' && ar.trim() === '') {
    add('missing-arabic', 'the Arabic is empty')
    return findings
  }
  if (ar.trim() === '') return findings
  if ((ar.trim() === en.trim() || !ARABIC_LETTER.test(ar)) && englishWords(ar).length > 0) {
    add('untranslated', `the Arabic is English: ${excerpt(ar)}`)
    return findings
  }

  const text = normalize(ar)
  const trimmed = normalize(ar.trim())
  for (const { entry: g, term, regex } of GLOSSARY_CHECKS) {
    if (term.only && !term.only.includes(audience)) continue
    const subject = term.whole ? trimmed : term.raw ? ar : text
    const m = regex.exec(subject)
    if (m)
      add(
        'glossary',
        `«${m[0]}» for "${g.en}": use «${g.ar}» in ${excerpt(ar, term.raw ? m.index : term.whole ? 0 : rawIndex(ar, m.index))}`,
      )
  }
  const named = new Set<string>()
  for (const { product, word, regex } of PRODUCT_CHECKS) {
    const m = named.has(product) ? null : regex.exec(text)
    if (!m) continue
    named.add(product)
    add('product-name', `«${word}»: write the official name "${product}" in ${excerpt(ar, rawIndex(ar, m.index))}`)
  }

  const first = words(ar)[0] ?? ''
  if (visitor && audience !== 'legal' && role !== 'text') {
    const plural = singularImperative(first, role !== 'heading')
    if (plural) add('singular-imperative', `«${first}» addresses one reader: use the plural («${plural}…») in ${excerpt(ar)}`)
  }
  if (visitor && audience !== 'legal') {
    const m = SINGULAR_WORDS.exec(text)
    if (m) add('singular-address', `«${m[0]}» addresses one reader: use the plural in ${excerpt(ar, rawIndex(ar, m.index))}`)
  }

  const plain = bare(ar)
  const punct = ASCII_PUNCTUATION.exec(plain)
  if (punct) add('ascii-punctuation', `ASCII «${punct[0].slice(-1)}» after Arabic: use ، ؟ or ؛ in ${excerpt(plain, punct.index)}`)

  const unit = UNIT_SPACE.exec(text)
  if (unit) add('unit-space', `a plain space between number and unit in «${unit[0]}»: join them with U+00A0`)

  if (entry.interpolates) {
    for (const m of ar.matchAll(INTERPOLATION)) {
      const formats = m[0]
        .slice(2, -2)
        .split(',')
        .slice(1)
        .map((f) => f.trim())
      if (!formats.includes('isolate')) add('interpolation-isolation', `${m[0]} is not isolated: write it as {{name, isolate}}`)
    }
  }

  // A value that is only an address (a mailto field) is isolated by the block that shows it.
  for (const { name, regex } of ARABIC_LETTER.test(plain) ? BIDI_CHECKS : []) {
    const m = regex.exec(plain)
    if (m) add('bidi-literal', `the ${name} «${m[0].trim()}» is not isolated (U+2066…U+2069 in a string, <bdi dir="ltr"> in a block)`)
  }

  const asks = INTERROGATIVES.includes(first) && (role === 'heading' || role === 'label' || role === 'button')
  if ((asks || /\?\s*$/.test(en)) && !/؟\s*$/.test(ar)) add('question-mark', `a question ends in ؟: ${excerpt(ar)}`)

  return findings
}
