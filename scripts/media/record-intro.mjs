#!/usr/bin/env node
// Records public/media/pages/intro.webm, the home hero's short film: a canvas animation drawn in
// the site's colours and recorded by the machine's Chromium (MediaRecorder), so no video tool or
// network is needed. Run: node scripts/media/record-intro.mjs
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'

const SECONDS = 12
const page = `<!doctype html><canvas id="c" width="960" height="540"></canvas><script>
const c = document.getElementById('c'), g = c.getContext('2d')
const TEAL = '#0d5c63', TEAL_L = '#dcefed', ORANGE = '#b5510e', ORANGE_L = '#fbe9d7', SAND = '#f6f2ea', INK = '#1b2330'
const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - Math.pow(1 - x, 3))
const span = (t, a, b) => ease((t - a) / (b - a))
function rr(x, y, w, h, r, fill) { g.beginPath(); g.roundRect(x, y, w, h, r); g.fillStyle = fill; g.fill() }
function frame(t) {
  g.fillStyle = SAND; g.fillRect(0, 0, 960, 540)
  g.beginPath(); g.arc(480, 280, 230 + 10 * Math.sin(t * 1.3), 0, Math.PI * 2); g.fillStyle = TEAL_L; g.fill()
  // laptop
  rr(250, 120, 460, 290, 18, INK); rr(266, 136, 428, 258, 8, '#fff'); rr(210, 410, 540, 16, 8, '#c9d2d6')
  rr(266, 136, 428, 30, 8, TEAL)
  // course tiles appear one by one
  const cols = [TEAL, ORANGE, '#e9a23b', '#7a3b5c', '#1f4e79', '#3d5a2a']
  for (let i = 0; i < 6; i++) {
    const k = span(t, 0.6 + i * 0.45, 1.2 + i * 0.45), x = 290 + (i % 3) * 132, y = 184 + Math.floor(i / 3) * 100
    g.globalAlpha = k; rr(x, y + (1 - k) * 20, 116, 84, 10, cols[i]); g.globalAlpha = 1
    // progress inside each tile
    const p = span(t, 4 + i * 0.5, 7 + i * 0.5)
    rr(x + 12, y + 62 + (1 - k) * 20, 92, 8, 4, 'rgba(255,255,255,.35)'); rr(x + 12, y + 62 + (1 - k) * 20, 92 * p, 8, 4, '#fff')
    if (p >= 1) { g.beginPath(); g.arc(x + 96, y + 16, 11, 0, Math.PI * 2); g.fillStyle = '#fff'; g.fill()
      g.strokeStyle = cols[i]; g.lineWidth = 3; g.beginPath(); g.moveTo(x + 90, y + 16); g.lineTo(x + 95, y + 21); g.lineTo(x + 103, y + 11); g.stroke() }
  }
  // phone slides in from the side
  const ph = span(t, 2, 3.2); rr(700 + (1 - ph) * 200, 210, 110, 200, 16, INK); rr(710 + (1 - ph) * 200, 226, 90, 168, 8, '#fff')
  for (let i = 0; i < 3; i++) rr(720 + (1 - ph) * 200, 240 + i * 48, 70, 36, 6, i === 1 ? ORANGE_L : TEAL_L)
  // completion badge pops at the end
  const b = span(t, 9, 9.8); if (b > 0) { g.save(); g.translate(180, 150); g.scale(b, b)
    g.beginPath(); g.arc(0, 0, 52, 0, Math.PI * 2); g.fillStyle = ORANGE; g.fill()
    g.fillStyle = '#fff'; g.beginPath(); for (let i = 0; i < 10; i++) { const r = i % 2 ? 12 : 28, a = -Math.PI / 2 + i * Math.PI / 5; g.lineTo(Math.cos(a) * r, Math.sin(a) * r) } g.fill(); g.restore() }
}
window.record = (seconds) => new Promise((resolve) => {
  const stream = c.captureStream(30)
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 220000 })
  const parts = []; rec.ondataavailable = (e) => parts.push(e.data)
  rec.onstop = async () => { const buf = await new Blob(parts).arrayBuffer(); let s = ''; const u = new Uint8Array(buf); for (let i = 0; i < u.length; i++) s += String.fromCharCode(u[i]); resolve(btoa(s)) }
  const start = performance.now(); rec.start()
  ;(function tick() { const t = (performance.now() - start) / 1000; frame(Math.min(t, seconds)); if (t < seconds) requestAnimationFrame(tick); else rec.stop() })()
})
</script>`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const tab = await browser.newPage()
await tab.setContent(page)
const base64 = await tab.evaluate((s) => window.record(s), SECONDS)
writeFileSync('public/media/pages/intro.webm', Buffer.from(base64, 'base64'))
await browser.close()
console.log(`public/media/pages/intro.webm: ${Math.round(Buffer.from(base64, 'base64').length / 1024)} KB`)
