import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { seedContent } from '../../server/seed/content.ts'

/** The ranges of the core cut, as src/styles/base.css declares them. */
function coreRanges(): [number, number][] {
  const css = readFileSync('src/styles/base.css', 'utf8')
  const face = /src: url\(\.\/fonts\/noto-sans-arabic-core-400\.woff2\)[^}]*unicode-range: ([^;]+);/.exec(css)?.[1] ?? ''
  return face.split(',').map((r) => {
    const [from, to = from] = r.trim().replace(/^U\+/, '').split('-')
    return [parseInt(from ?? '', 16), parseInt(to ?? '', 16)]
  })
}

/** Every string of a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []

it('draws all the Arabic of the interface and the seed with the core cut, so no page needs the full Arabic face first', () => {
  const ranges = coreRanges()
  expect(ranges.length).toBeGreaterThan(0)
  const locale = (ns: string) => strings(JSON.parse(readFileSync(`public/locales/ar/${ns}.json`, 'utf8')))
  const texts = [...locale('translation'), ...locale('editor'), ...strings(seedContent)]
  const arabic = new Set<string>()
  for (const text of texts)
    for (const ch of text) if (/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(ch)) arabic.add(ch)
  expect(arabic.size).toBeGreaterThan(30)
  const outside = [...arabic].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0
    return !ranges.some(([from, to]) => code >= from && code <= to)
  })
  expect(outside.map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([])
})
