import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { lazyCookieProbe } from './scripts/vite/lazy-cookie-probe.ts'

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8001'
/** The entry's own modules: the page (index.html), its script and Vite's preload polyfill. */
const ENTRY = /(^|[\\/])(index\.html|src[\\/]main\.tsx)$|modulepreload-polyfill/
const START = /[\\/]src[\\/]app[\\/]start\.ts$/
/**
 * A customer story's card: home's showcase, the solution pages' slider and the stories list all draw
 * it. Its own file was a request of its own (headers about as large as its code) on each of them.
 * The showcase's and the slider's shared section goes with it, for the same reason.
 */
const STORY_CARD = /[\\/]src[\\/]blocks[\\/]stories[\\/](story-card|stories-carousel)\.tsx$/
const SHARED_WIDGETS =
  /[\\/]src[\\/]widgets[\\/](carousel[\\/](?!.*\.css$)|use-reduced-motion\.ts|shapes\.tsx|video-button\.tsx|lazy-dialogs\.tsx)/

const FORMS =
  /[\\/]src[\\/](widgets[\\/]forms[\\/](use-form|form-field|use-send-form)|api[\\/](email-service|site-config|send-enquiry))\.tsx?$/

/** Writes which source modules each chunk holds, so `npm run size` can prove the editor stays out of visitors' loads. */
function chunkModules(): Plugin {
  let outDir = 'dist'
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {}
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type === 'chunk') map[file] = out.moduleIds.map((id) => relative(process.cwd(), id))
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true })
      writeFileSync(join(outDir, '.vite', 'chunk-modules.json'), JSON.stringify(map, null, 1))
    },
  }
}

/**
 * The chunks the entry imports once the site chunk has run (src/main.tsx: the registry, then the
 * app, each evaluated in a task of its own), preloaded from the page as the site chunk is: they
 * arrive with it, not one round trip after it has run.
 */
function preloadStartChunks(names: readonly string[]): Plugin {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return Object.values(ctx.bundle ?? {})
          .filter((out) => out.type === 'chunk' && names.includes(out.name) && !out.isEntry)
          .map((out) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${out.fileName}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, public files
 * included, at the strongest settings: the server sends the one a browser accepts without
 * compressing anything per request. Small files too (a block's shared helper chunk is often under
 * 1 KB, and brotli halves it), but only a copy that is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name)
      if (e.isDirectory()) return e.name === '.vite' ? [] : files(path)
      return TEXT.test(e.name) && statSync(path).size >= 200 ? [path] : []
    })
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const file of files(outDir)) {
        const bytes = readFileSync(file)
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        })
        const gz = gzipSync(bytes, { level: 9 })
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
      }
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    lazyCookieProbe(),
    ...(isSsrBuild ? [] : [chunkModules(), preloadStartChunks(['schemas', 'start', 'app']), precompress()]),
  ],
  // `vite build --ssr src/entry-server.tsx` builds the server's renderer next to the site.
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: false,
        // One file: the server loads every block before it renders anyway.
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // Every browser the site supports has <link rel="modulepreload">: no polyfill on each page.
        modulePreload: { polyfill: false },
        // The one chunk of what every page runs (below), about 490 KB before compression.
        chunkSizeWarningLimit: 520,
        rolldownOptions: {
          output: {
            // Everything every page runs, in three chunks, not the two dozen shared pieces the
            // automatic splitting made (each a request with its own headers and compression): /
            // went from 159 to 137 KB over the wire. 'site' is what the entry imports statically
            // (React, the router, i18next); 'registry' (every block type's schema) and 'app' are
            // what it imports next, each evaluated in a task of its own (src/main.tsx), so the
            // start-up script is not one long task. Each group takes its modules' dependencies
            // along unless a group above took them. Blocks, login, admin and the editor stay in
            // their own lazily loaded chunks. The entry itself stays out: it awaits the page's
            // blocks before hydrating, and a block chunk importing from the chunk that awaits it
            // would never finish loading.
            codeSplitting: {
              groups: [
                { name: 'site', tags: ['$initial'], test: (id) => !ENTRY.test(id), priority: 3 },
                { name: 'schemas', test: /[\\/]schemas[\\/]blocks[\\/]index\.ts$/, priority: 2 },
                // With the small widgets most pages' blocks share (a slider, a video button, the
                // dialogs' loaders, motion, shapes): cheaper here than a request each, whose
                // headers would cost about as much as their code.
                { name: 'app', test: (id) => START.test(id) || SHARED_WIDGETS.test(id) || STORY_CARD.test(id), priority: 1 },
                // A form block (demo request, contact, a vacancy's application) needs all of these:
                // one request, not two, on the pages that draw one.
                { name: 'forms', test: FORMS, priority: 1 },
              ],
            },
            // Most of what the site chunk holds runs as soon as it arrives (React, the router, the
            // schemas, hydration): Chrome's explicit compile hint has V8 compile all of it on a
            // background thread while it streams in, not function by function on the main thread
            // as each is first called. Block chunks and the editor stay lazily compiled.
            postBanner: (chunk) => (['site', 'schemas', 'app'].includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
          },
        },
      },
  server: { port: 8000, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
}))
