import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as renderer from '../../src/entry-server.tsx'

/** The shape of Vite's built index.html: the server fills in the rest. */
export const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="default" />
    <title>Lumora Learning</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** A site folder the server can render from (template and translations); the renderer is the source entry. */
export function siteFolder(dataDir: string): string {
  const site = join(dataDir, 'site')
  mkdirSync(join(site, 'assets'), { recursive: true })
  writeFileSync(join(site, 'index.html'), TEMPLATE)
  cpSync('public/locales', join(site, 'locales'), { recursive: true })
  return site
}

export { renderer }
