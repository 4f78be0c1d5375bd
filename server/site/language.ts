import { SITE_LANGUAGES, type SiteLanguage } from '../../schemas/ssr-contract.ts'

const LANGUAGE_COOKIE = 'i18next'

function supported(tag: string | undefined): SiteLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return SITE_LANGUAGES.find((l) => l === base)
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.split('=')
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** The first supported language of an Accept-Language header, by its q-values. */
function accepted(header: string | undefined): SiteLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((item, i) => {
      const [tag, ...params] = item.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag, q: q === undefined ? 1 : Number(q), i }
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  for (const r of ranked) {
    const lng = supported(r.tag)
    if (lng) return lng
  }
  return undefined
}

/**
 * The visitor's language as the spec's detection order allows on a server: ?lng, then the
 * i18next cookie (the browser caches the choice there), then Accept-Language, then en.
 */
export function resolveLanguage(req: { query?: string | null; cookie?: string; acceptLanguage?: string }): SiteLanguage {
  const fromQuery = req.query ? new URLSearchParams(req.query).get('lng') : null
  return supported(fromQuery ?? undefined) ?? supported(cookie(req.cookie, LANGUAGE_COOKIE)) ?? accepted(req.acceptLanguage) ?? 'en'
}
