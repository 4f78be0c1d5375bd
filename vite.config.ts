import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8001'

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { port: 8000, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
})
