import { BOOT_LOADER_CSP_SOURCE } from './site/boot-loader.ts'

/** Sent with every answer. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

/** The site: scripts only from this origin (and the inline loader that starts them, by its hash); e-mails go to EmailJS; videos may embed YouTube. */
export const SITE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_LOADER_CSP_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self'",
  "connect-src 'self' https://api.emailjs.com",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "frame-ancestors 'none'",
].join('; ')

/** Uploaded SVG is already sanitized; served in a sandbox that runs nothing anyway. */
export const UPLOAD_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

export const API_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': API_CSP }
export const SITE_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': SITE_CSP }
export const SVG_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': UPLOAD_SVG_CSP }

/**
 * Scripts, styles, fonts, raster images and translations of the site are never documents: a
 * page policy means nothing on them, so each of the dozen files of a first visit carries only
 * nosniff instead of half a kilobyte of headers. HTML and SVG (which a browser can open as a
 * document) keep the whole set.
 */
const SUBRESOURCE = /\.(js|mjs|css|woff2?|png|jpe?g|gif|webp|avif|ico|json|map)$/
const SUBRESOURCE_HEADERS = { 'X-Content-Type-Options': 'nosniff' }

/**
 * The headers for an answer to this URL; precomputed objects, so the hot path allocates nothing
 * but the path. Chosen by the path alone: the query names no file (`/index.html?x=.js` is the
 * document index.html, and keeps its policy). Uploaded files are not decided here: their route
 * picks the headers from the stored file's type, never from the name in the request.
 */
export function headersFor(url: string): Record<string, string> {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (path.startsWith('/api/')) return API_HEADERS
  return SUBRESOURCE.test(path) ? SUBRESOURCE_HEADERS : SITE_HEADERS
}

/**
 * HSTS: browsers that reached the site over https keep to it for a year, subdomains included.
 * Sent only on answers that went over https (behind TRUST_PROXY, as X-Forwarded-Proto says):
 * over plain http a browser ignores it, and a development server on http must not pin a name.
 */
export const HSTS = 'max-age=31536000; includeSubDomains'
