#!/usr/bin/env node
// Development: the API on 8001 (restarts on change) and Vite on 8000 proxying /api to it.
import { spawn } from 'node:child_process'

const api = spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: '8001', HOST: '127.0.0.1', SITE_DIR: './.no-site' },
})
const vite = spawn('npx', ['vite', '--port', process.env.PORT ?? '8000'], { stdio: 'inherit' })
const stop = () => {
  api.kill()
  vite.kill()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
api.on('exit', stop)
vite.on('exit', stop)
