#!/usr/bin/env node
// Writes src/styles/fonts/noto-sans-arabic-core-{400,600}.woff2: Noto Sans Arabic (from
// @fontsource) cut to the Arabic letters, marks, digits and punctuation Modern Standard Arabic
// uses (U+060C–U+0670) and the joiners and direction marks (U+200C–U+200F), with everything
// HarfBuzz needs to shape them. About 12 KB a weight instead of 49–53 KB: Arabic pages load them
// before their first paint. Fontsource's full Arabic face stays declared for every other
// character (Persian and Urdu letters, presentation forms), and loads only where one is shown.
// Run again after updating @fontsource/noto-sans-arabic: node scripts/subset-arabic-font.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'

// The same ranges as the faces' unicode-range in src/styles/base.css.
const CORE_RANGES = [
  [0x060c, 0x0670],
  [0x200c, 0x200f],
]

let text = ''
for (const [from, to] of CORE_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c)

for (const weight of [400, 600]) {
  const full = readFileSync(`node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`)
  const core = await subsetFont(full, text, { targetFormat: 'woff2' })
  const out = `src/styles/fonts/noto-sans-arabic-core-${weight}.woff2`
  writeFileSync(out, core)
  console.log(`${out}: ${core.length} bytes (from ${full.length})`)
}
