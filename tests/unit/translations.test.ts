import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const en = JSON.parse(readFileSync('public/locales/en/translation.json', 'utf8')) as Record<string, string>
const ar = JSON.parse(readFileSync('public/locales/ar/translation.json', 'utf8')) as Record<string, string>

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Every literal passed to t('…') in the interface code. */
function usedKeys(): Set<string> {
  const keys = new Set<string>()
  for (const file of [...sources('src'), ...sources('registry')]) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)+)\1/g)) keys.add((m[2] ?? '').replace(/\\(['"])/g, '$1'))
  }
  return keys
}

describe('interface translations (en and ar hold every interface string)', () => {
  const keys = usedKeys()
  it('finds the strings the code uses', () => {
    expect(keys.has('Failed to save changes.')).toBe(true)
    expect(keys.size).toBeGreaterThan(50)
  })
  it('every string the code uses is in en, and in ar as Arabic text', () => {
    const problems = [...keys].flatMap((key) => [
      ...(en[key] ? [] : [`en lacks "${key}"`]),
      ...(ar[key] ? [] : [`ar lacks "${key}"`]),
      ...(ar[key] && !/[\u0600-\u06FF]/.test(ar[key]) ? [`ar for "${key}" is not Arabic`] : []),
    ])
    expect(problems).toEqual([])
  })
  it('Arabic keeps the interpolation placeholders of English (with their formats, such as isolate)', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort()
    expect(placeholders('آخر تحديث: {{date, isolate}}')).toEqual(['date'])
    for (const [key, value] of Object.entries(en)) expect(placeholders(ar[key] ?? ''), key).toEqual(placeholders(value))
  })
  it('en and ar hold the same keys', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
  })
})
