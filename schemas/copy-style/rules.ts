/**
 * The copy lint's rules: ../shared/ARABIC.md as pure functions over a string and its language.
 * The CLI (npm run lint:copy), the tests and the editor run these same rules; nothing here may
 * import Node or the DOM, so the module bundles for the browser as it is.
 */
import {
  type Audience,
  BIDI_LITERALS,
  GLOSSARY,
  INTERROGATIVE_OPENINGS,
  INTERROGATIVES,
  NOT_IMPERATIVES,
  PLURAL_ADDRESS,
  PRODUCTS,
  SINGULAR_ADDRESS,
  SINGULAR_IMPERATIVES,
  UNIT_WORDS,
} from './glossary.ts'

export type Language = 'en' | 'ar'
export type Role = 'button' | 'label' | 'heading' | 'text'

/** What the rules need to know about a string besides its text. */
export interface CopyContext {
  audience: Audience
  /** button: buttons and link labels; label: other short interface strings; heading: titles. */
  role: Role
  /** i18next strings interpolate {{values}}; seed text does not. */
  interpolates: boolean
  /** The English of the same string, when known: some glossary words and questions depend on it. */
  en?: string
  /** The i18next key, when the string is one: a string with a {{count}} needs plural forms. */
  key?: string
}

/** One bilingual string as a reader meets it. */
export interface CopyEntry extends CopyContext {
  /** Where it lives: 'public/locales' or 'seed <page> #<order> <TYPE>'. */
  source: string
  /** The locale key, or the path inside the block content. */
  key: string
  en: string
  ar: string
}

export const RULES = [
  'glossary',
  'product-name',
  'singular-imperative',
  'singular-address',
  'legal-voice',
  'ascii-punctuation',
  'unit-space',
  'interpolation-isolation',
  'bidi-literal',
  'question-mark',
  'glued-prefix',
  'percent-sign',
  'editor-punctuation',
  'plural-forms',
  'missing-arabic',
  'untranslated',
] as const

export type RuleId = (typeof RULES)[number]

/** A break in one string: where it is, and the mechanical fix when there is one. */
export interface Issue {
  rule: RuleId
  lang: Language
  message: string
  /** The broken span of the text, [at, end). */
  at: number
  end: number
  /** Replaces [at, end) to fix it in one click. */
  fix?: string
}

/** A finding of the CLI and the tests: an issue with the file and key it is in. */
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

/** Without placeholders and isolated runs (blanked, so positions still hold): the Arabic text around them. */
const blank = (m: string) => ' '.repeat(m.length)
const bare = (s: string) => s.replace(ISOLATED, blank).replace(INTERPOLATION, blank)

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

// The glossary's and product names' patterns are compiled when a text is first linted, not when
// the editor's code loads: several hundred patterns, ~60 ms that held edit mode's first drawing.
function compileTerms() {
  const PROCLITIC = '[وفبلك]?(?:ال)?'
  return {
    glossary: GLOSSARY.flatMap((entry) =>
      entry.not.map((term) => ({
        entry,
        term,
        regex: termRegex(term.raw ? term.pattern : normalize(term.pattern), term),
        when: entry.when ? new RegExp(entry.when, 'u') : undefined,
      })),
    ),
    musts: GLOSSARY.flatMap((entry) =>
      entry.when && entry.must ? [{ entry, when: new RegExp(entry.when, 'u'), must: new RegExp(normalize(entry.must), 'u') }] : [],
    ),
    products: PRODUCTS.flatMap((p) =>
      p.not.map((word) => ({ product: p.name, word, regex: termRegex(`${PROCLITIC}${normalize(word)}`, {}) })),
    ),
  }
}
let terms: ReturnType<typeof compileTerms> | undefined

const UNIT_SPACE = new RegExp(`\\d+([ \\t]+)(?:${UNIT_WORDS.map(normalize).join('|')})(?:ا|ات)?(?!${LETTER})`, 'gu')
const ASCII_PUNCTUATION = /\p{Script=Arabic}[\u064B-\u065F\u0670]*[ \t]*[,?;]/u
const PLURAL_WORDS = new RegExp(`(?<!${LETTER})[وف]?(?:${PLURAL_ADDRESS.map(normalize).join('|')})(?!${LETTER})`, 'u')
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

/**
 * A prefix written against Latin or a digit, with or without tatweel: «لـTotara»، «بـTotara»،
 * «الـ25». The conjunction alone («وOpen edX»، «و24 لغة») is how Arabic joins them: not a break.
 */
const GLUED_PREFIX =
  /(?<![\p{L}\p{M}])[وف]?(?:[بلك]|ال|لل)[\u064B-\u065F\u0670]*\u0640?(?=[A-Za-z0-9])|\p{Script=Arabic}\u0640(?=[A-Za-z0-9])/gu
const PERCENT = /(\d)?[ \t\u00A0]*[%٪]/gu
const ELLIPSIS = /\.{3}/g
const BANG = /!\s*$/
const ASCII_TO_ARABIC: Record<string, string> = { ',': '،', '?': '؟', ';': '؛' }
const COUNT = /\{\{\s*count\b/
/** i18next's plural suffixes per language (Intl.PluralRules categories). */
export const PLURAL_FORMS: Record<Language, string[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
}
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/
/** 'X_few' → 'X'; other keys as they are. */
export const pluralBase = (key: string) => key.replace(PLURAL_KEY, '')
const OPENINGS = INTERROGATIVE_OPENINGS.map((p) => new RegExp(p, 'u'))

/** Where normalize(s)[at] ends in s (past the diacritics that follow it). */
const rawEnd = (s: string, at: number) => {
  let i = rawIndex(s, at - 1) + 1
  while (i < s.length && /[\u064B-\u065F\u0670\u0640]/.test(s[i] ?? '')) i++
  return i
}

/** True when an Arabic heading asks: it opens with an interrogative (ما and من only before some words). */
export function asksQuestion(ar: string): boolean {
  const ws = words(ar)
  const first = ws[0] ?? ''
  if (INTERROGATIVES.includes(first)) return true
  const line = ws.join(' ')
  return OPENINGS.some((r) => r.test(line))
}

/**
 * Every rule of ARABIC.md that a machine can check, on one string in one language. English has
 * no rule of its own yet: the Arabic rules read it (ctx.en) to tell what the Arabic means.
 */
export function lintText(text: string, lang: Language, ctx: CopyContext): Issue[] {
  if (lang !== 'ar' || text.trim() === '') return []
  const ar = text
  const issues: Issue[] = []
  const add = (rule: RuleId, message: string, at = 0, end = at, fix?: string) =>
    issues.push({ rule, lang, message, at, end, ...(fix === undefined ? {} : { fix }) })
  const { audience, role, en } = ctx
  const visitor = audience !== 'admin'

  // The text as the patterns read it: without diacritics and tatweel.
  const flat = normalize(ar)
  const trimmed = normalize(ar.trim())
  const t = (terms ??= compileTerms())
  for (const { entry: g, term, regex, when } of t.glossary) {
    if (term.only && !term.only.includes(audience)) continue
    if (when && !(en !== undefined && when.test(en))) continue
    const subject = term.whole ? trimmed : term.raw ? ar : flat
    const m = regex.exec(subject)
    if (!m) continue
    const at = term.raw ? m.index : term.whole ? ar.indexOf(ar.trim()) : rawIndex(ar, m.index)
    const end = term.raw ? m.index + m[0].length : term.whole ? at + ar.trim().length : rawEnd(ar, m.index + m[0].length)
    const fix = term.swap ? ar.slice(at, end).replace(new RegExp(term.swap.from, 'u'), term.swap.to) : undefined
    add('glossary', `«${m[0]}» for "${g.en}": use «${g.ar}» in ${excerpt(ar, at)}`, at, end, fix)
  }
  for (const { entry: g, when, must } of t.musts)
    if (en !== undefined && when.test(en) && !must.test(flat))
      add('glossary', `the English says "${g.en}": the Arabic says it with «${g.ar}» in ${excerpt(ar)}`, 0, ar.length)
  const named = new Set<string>()
  for (const { product, word, regex } of t.products) {
    const m = named.has(product) ? null : regex.exec(flat)
    if (!m) continue
    named.add(product)
    const at = rawIndex(ar, m.index)
    add('product-name', `«${word}»: write the official name "${product}" in ${excerpt(ar, at)}`, at, rawEnd(ar, m.index + m[0].length))
  }

  const first = words(ar)[0] ?? ''
  if (visitor && audience !== 'legal' && role !== 'text') {
    const plural = singularImperative(first, role !== 'heading')
    if (plural) {
      const at = ar.search(/\S/)
      add('singular-imperative', `«${first}» addresses one reader: use the plural («${plural}…») in ${excerpt(ar)}`, at, at + first.length)
    }
  }
  if (visitor && audience !== 'legal') {
    const m = SINGULAR_WORDS.exec(flat)
    if (m) {
      const at = rawIndex(ar, m.index)
      add('singular-address', `«${m[0]}» addresses one reader: use the plural in ${excerpt(ar, at)}`, at, rawEnd(ar, m.index + m[0].length))
    }
  }

  if (audience === 'legal') {
    const m = PLURAL_WORDS.exec(flat)
    if (m) {
      const at = rawIndex(ar, m.index)
      add(
        'legal-voice',
        `the privacy policy speaks to one reader: «${m[0]}» is a second voice in ${excerpt(ar, at)}`,
        at,
        rawEnd(ar, m.index + m[0].length),
      )
    }
  }

  const plain = bare(ar)
  for (const m of plain.matchAll(new RegExp(ASCII_PUNCTUATION.source, 'gu'))) {
    const mark = m[0].slice(-1)
    const at = m.index + m[0].length - 1
    add('ascii-punctuation', `ASCII «${mark}» after Arabic: use ، ؟ or ؛ in ${excerpt(plain, at)}`, at, at + 1, ASCII_TO_ARABIC[mark])
  }

  for (const m of flat.matchAll(UNIT_SPACE)) {
    const space = m.index + m[0].indexOf(m[1] ?? ' ')
    const at = rawIndex(ar, space)
    const end = rawIndex(ar, space + (m[1] ?? ' ').length)
    add('unit-space', `a plain space between number and unit in «${m[0]}»: join them with U+00A0`, at, end, '\u00A0')
  }

  if (ctx.interpolates) {
    for (const m of ar.matchAll(INTERPOLATION)) {
      const formats = m[0]
        .slice(2, -2)
        .split(',')
        .slice(1)
        .map((f) => f.trim())
      if (!formats.includes('isolate'))
        add('interpolation-isolation', `${m[0]} is not isolated: write it as {{name, isolate}}`, m.index, m.index + m[0].length)
    }
    if (ctx.key !== undefined && COUNT.test(ar) && pluralBase(ctx.key) === ctx.key)
      add('plural-forms', `${excerpt(ar)} has a {{count}}: write it in the Arabic plural forms (_zero, _one, _two, _few, _many, _other)`)
  }

  // A value that is only an address (a mailto field) is isolated by the block that shows it.
  for (const { name, regex } of ARABIC_LETTER.test(plain) ? BIDI_CHECKS : []) {
    const m = regex.exec(plain)
    if (m) {
      const at = m.index + m[0].length - m[0].trimStart().length
      add(
        'bidi-literal',
        `the ${name} «${m[0].trim()}» is not isolated (U+2066…U+2069 in a string, <bdi dir="ltr"> in a block)`,
        at,
        m.index + m[0].length,
      )
    }
  }

  const asks = role === 'heading' ? asksQuestion(ar) : INTERROGATIVES.includes(first) && (role === 'label' || role === 'button')
  if ((asks || /\?\s*$/.test(en ?? '')) && !/؟\s*$/.test(ar)) {
    const end = ar.trimEnd().length
    const mark = /[?.]$/.test(ar.trimEnd()) ? end - 1 : end
    add('question-mark', `a question ends in ؟: ${excerpt(ar)}`, mark, end, '؟')
  }

  for (const m of plain.matchAll(GLUED_PREFIX))
    add(
      'glued-prefix',
      `«${m[0]}» is glued to ${/\d/.test(plain[m.index + m[0].length] ?? '') ? 'a number' : 'a Latin name'}: write the word it stands for («لمنصّة Totara»، «اللغات الخمس والعشرين») in ${excerpt(plain, m.index)}`,
      m.index,
      m.index + m[0].length,
    )

  if (ARABIC_LETTER.test(plain))
    for (const m of plain.matchAll(PERCENT))
      add(
        'percent-sign',
        `«%» in Arabic prose: write «بالمئة» in ${excerpt(plain, m.index)}`,
        m.index,
        m.index + m[0].length,
        m[1] ? `${m[1]}\u00A0بالمئة` : ' بالمئة',
      )

  for (const m of plain.matchAll(ELLIPSIS)) add('editor-punctuation', "'...' is three full stops: write «…»", m.index, m.index + 3, '…')
  // Interface messages (i18next strings) and the editor's own texts state; marketing copy may exclaim.
  if (audience === 'admin' || ctx.interpolates) {
    const m = BANG.exec(plain)
    if (m)
      add(
        'editor-punctuation',
        `an interface message states, it does not exclaim: end with «.» not «!» in ${excerpt(ar, m.index)}`,
        m.index,
        m.index + 1,
        '.',
      )
  }
  return issues
}

/**
 * A bilingual value: the Arabic is there, is Arabic, and follows the rules. The editor calls it
 * on each field as the editor types; checkEntry on every string of the product.
 */
export function lintPair(pair: { en: string; ar: string }, ctx: CopyContext): Issue[] {
  const { en, ar } = pair
  if (en.trim() !== '' && ar.trim() === '') return [{ rule: 'missing-arabic', lang: 'ar', message: 'the Arabic is empty', at: 0, end: 0 }]
  if (ar.trim() === '') return []
  if ((ar.trim() === en.trim() || !ARABIC_LETTER.test(ar)) && englishWords(ar).length > 0)
    return [{ rule: 'untranslated', lang: 'ar', message: `the Arabic is English: ${excerpt(ar)}`, at: 0, end: ar.length }]
  return lintText(ar, 'ar', { ...ctx, en })
}

/** The plural forms a count key lacks in one language's translations: 'K' → ['K_two', …]. */
export function missingPluralForms(translations: Record<string, string>, lang: Language): string[] {
  const bases = new Set(
    Object.keys(translations)
      .filter((k) => PLURAL_KEY.test(k))
      .map(pluralBase),
  )
  return [...bases].flatMap((base) => PLURAL_FORMS[lang].map((f) => `${base}_${f}`).filter((k) => !(k in translations)))
}

/** Every rule on one entry of the product's copy, as the CLI and the tests report it. */
export function checkEntry(entry: CopyEntry): Finding[] {
  return lintPair(entry, entry).map((i) => ({ rule: i.rule, source: entry.source, key: entry.key, message: i.message }))
}

/** Applies an issue's one-click fix. */
export const applyFix = (text: string, issue: Issue) =>
  issue.fix === undefined ? text : text.slice(0, issue.at) + issue.fix + text.slice(issue.end)
