import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLURAL_FORMS, pluralBase } from '../../schemas/copy-style/rules.ts'
import { createServerI18n } from '../../src/i18n/i18n.ts'

const read = (lng: string, ns: string) => JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8')) as Record<string, string>
/** The visitors' strings (every server-rendered page carries its language's) and the editor's. */
const visitors = { en: read('en', 'translation'), ar: read('ar', 'translation') }
const editors = { en: read('en', 'editor'), ar: read('ar', 'editor') }
const en = { ...visitors.en, ...editors.en }
const ar = { ...visitors.ar, ...editors.ar }
/** Code whose strings load with the editor (src/i18n/editor-strings.ts): edit mode and the admin pages. */
const EDITOR_CODE = /^src[\\/](engine[\\/]editor|pages[\\/]admin)[\\/]/

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Every literal passed to t('…') in the interface code, with the files that pass it. */
function keyUses(): Map<string, string[]> {
  const uses = new Map<string, string[]>()
  for (const file of [...sources('src'), ...sources('registry')]) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)+)\1/g)) {
      const key = (m[2] ?? '').replace(/\\(['"])/g, '$1')
      uses.set(key, [...(uses.get(key) ?? []), file])
    }
  }
  return uses
}
const usedKeys = () => new Set(keyUses().keys())

/** A key the code calls with a {{count}} lives in the language's plural forms (K_one, K_few…), not under K. */
const has = (dict: Record<string, string>, lng: 'en' | 'ar', key: string) =>
  /\{\{\s*count\b/.test(key) ? PLURAL_FORMS[lng].every((f) => !!dict[`${key}_${f}`]) : !!dict[key]

describe('interface translations (en and ar hold every interface string)', () => {
  const keys = usedKeys()
  it('finds the strings the code uses', () => {
    expect(keys.has('Failed to save changes.')).toBe(true)
    expect(keys.size).toBeGreaterThan(50)
  })
  it('every string the code uses is in en, and in ar as Arabic text', () => {
    const problems = [...keys].flatMap((key) => [
      ...(has(en, 'en', key) ? [] : [`en lacks "${key}"`]),
      ...(has(ar, 'ar', key) ? [] : [`ar lacks "${key}"`]),
      ...(ar[key] && !/[\u0600-\u06FF]/.test(ar[key]) ? [`ar for "${key}" is not Arabic`] : []),
    ])
    expect(problems).toEqual([])
  })
  it('Arabic keeps the interpolation placeholders of English (with their formats, such as isolate)', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort()
    expect(placeholders('آخر تحديث: {{date, isolate}}')).toEqual(['date'])
    // Arabic plural forms name one and two in the word («تغيير آخر»، «تغييران آخران»): only they may drop the count.
    const countless = /_(zero|one|two)$/
    for (const [key, value] of Object.entries(ar)) {
      const english = en[key] ?? en[`${pluralBase(key)}_other`] ?? ''
      const expected = placeholders(english).filter((p) => !(countless.test(key) && p === 'count'))
      expect(
        placeholders(value).filter((p) => !(countless.test(key) && p === 'count')),
        key,
      ).toEqual(expected)
    }
  })
  it("visitors' code finds its strings in the visitors' file; the editor's strings stay out of it (and of every page's HTML)", () => {
    // A string may also reach t() through a variable (a schema's label, a list of choices): one
    // written anywhere outside the editor's code stays in the visitors' file.
    const elsewhere = ['src', 'schemas', 'registry', 'page-layouts', 'server']
      .flatMap(sources)
      .filter((f) => !EDITOR_CODE.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
    const written = (key: string) => [`'${key.replace(/'/g, "\\'")}'`, JSON.stringify(key), `\`${key}\``].some((q) => elsewhere.includes(q))
    const misplaced = [...keyUses()].flatMap(([key, files]) => {
      const forVisitors = files.some((f) => !EDITOR_CODE.test(f)) || written(key)
      if (forVisitors && !has(visitors.en, 'en', key)) return [`visitors' code uses "${key}", which only the editor's file holds`]
      if (!forVisitors && has(visitors.en, 'en', key)) return [`only the editor uses "${key}": it belongs in editor.json`]
      return []
    })
    expect(misplaced).toEqual([])
    expect(Object.keys(editors.en).length).toBeGreaterThan(100)
    // No key in both: which one a lookup finds would depend on the order of the namespaces.
    expect(Object.keys(editors.en).filter((k) => k in visitors.en)).toEqual([])
  })
  it('en and ar hold the same keys (a count string in the plural forms of each language)', () => {
    const bases = (dict: Record<string, string>) => [...new Set(Object.keys(dict).map(pluralBase))].sort()
    expect(bases(ar)).toEqual(bases(en))
    expect(bases(visitors.ar)).toEqual(bases(visitors.en))
    for (const key of Object.keys(en)) expect(ar[key] ?? ar[`${pluralBase(key)}_other`], key).toBeTruthy()
  })
  it('a string with a count reads in every Arabic plural form (i18next chooses it by the number)', () => {
    const i18n = createServerI18n('ar', { ar: { translation: ar }, en: { translation: en } })
    const more = (count: number) => i18n.t('…and {{count}} more changes', { count }).replace(/[\u2068\u2069]/g, '')
    expect([0, 1, 2, 3, 10, 11, 99, 100].map(more)).toEqual([
      '…ولا تغييرات أخرى',
      '…وتغيير آخر',
      '…وتغييران آخران',
      '…و3\u00A0تغييرات أخرى',
      '…و10\u00A0تغييرات أخرى',
      '…و11\u00A0تغييرًا آخر',
      '…و99\u00A0تغييرًا آخر',
      '…و100\u00A0تغيير آخر',
    ])
    const english = createServerI18n('en', { en: { translation: en } })
    expect(english.t('…and {{count}} more changes', { count: 1 })).toBe('…and 1 more change')
    expect(english.t('…and {{count}} more changes', { count: 13 })).toBe('…and 13 more changes')
  })
})
