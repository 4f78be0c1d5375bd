import { deferModuleScripts } from './boot-loader.ts'

/**
 * The built index.html, cut where a render's parts go: the <html> attributes, the head, the root
 * element's content and the state script. Vite writes the file; this reads it once at start.
 */
export interface Template {
  fill(parts: { lng: string; head?: string; body?: string; state?: string }): string
}

const escapeState = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

export function parseTemplate(built: string): Template {
  const html = deferModuleScripts(built)
  const htmlTag = /<html[^>]*>/i
  if (!htmlTag.test(html) || !html.includes('<div id="root"></div>') || !/<title>[\s\S]*?<\/title>/i.test(html))
    throw new Error('index.html lacks <html>, <title> or <div id="root"></div>')
  return {
    fill({ lng, head, body, state }) {
      const dir = lng === 'ar' ? 'rtl' : 'ltr'
      let out = html.replace(htmlTag, `<html lang="${lng}" dir="${dir}">`)
      // The render's head replaces the template's default title and description.
      if (head)
        out = out
          .replace(/<title>[\s\S]*?<\/title>/i, '')
          .replace(/<meta name="description"[^>]*>/i, '')
          .replace('</head>', `    ${head}\n  </head>`)
      const script = state ? `<script id="__SSR_STATE__" type="application/json">${escapeState(state)}</script>` : ''
      return out.replace('<div id="root"></div>', `<div id="root">${body ?? ''}</div>${script}`)
    },
  }
}
