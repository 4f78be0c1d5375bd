import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8001'

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [chunkModules()])],
  // `vite build --ssr src/entry-server.tsx` builds the server's renderer next to the site.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', copyPublicDir: false, emptyOutDir: true, sourcemap: false }
    : { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { port: 8000, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
}))
