import { describe, expect, it } from 'vitest'
import { BOOT_LOADER, deferModuleScripts } from '../../server/site/boot-loader.ts'

// The head Vite writes for the site's entry: its module script, the chunks it imports, the stylesheet.
const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Lumora Learning</title>
    <script type="module" crossorigin src="/assets/index-Bf8EZNRx.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-WkwZ5CU-.js">
    <link rel="modulepreload" crossorigin href="/assets/site-D565FytU.js">
    <link rel="stylesheet" crossorigin href="/assets/site-BogFDo0j.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

describe('the site code loads after the first paint', () => {
  const html = deferModuleScripts(BUILT)

  it('takes the module script and its preloads out of the head; the stylesheet stays', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('<script')
    expect(head).not.toContain('modulepreload')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/site-BogFDo0j.css">')
  })

  it('names them to the loader at the end of the body, after the content', () => {
    const loader = `<script data-entry="/assets/index-Bf8EZNRx.js" data-preload="/assets/rolldown-runtime-WkwZ5CU-.js /assets/site-D565FytU.js">${BOOT_LOADER}</script>`
    expect(html).toContain(`${loader}\n  </body>`)
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf(loader))
  })

  it('leaves a page without a module script as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>'
    expect(deferModuleScripts(plain)).toBe(plain)
  })
})
