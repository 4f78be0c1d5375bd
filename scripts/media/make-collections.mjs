#!/usr/bin/env node
// Draws the seed pictures of the collections (customer stories, resources, clients) as SVG in
// the site's colours: one scene per industry for stories, one per theme for posts, and a
// wordmark for each made-up client. Run: node scripts/media/make-collections.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const C = {
  teal: '#0d5c63',
  tealDark: '#083f44',
  tealSoft: '#d3ebe8',
  tealMid: '#6fb3ad',
  orange: '#b5510e',
  orangeSoft: '#fbe9d7',
  orangeMid: '#e58b4b',
  plum: '#7a3b5c',
  plumSoft: '#f3e3ec',
  sand: '#f6f2ea',
  ink: '#1b2330',
  grey: '#c9d2d6',
  white: '#ffffff',
  gold: '#f2b84b',
  navy: '#1f4e79',
  green: '#3d5a2a',
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#102030" flood-opacity=".14"/></filter></defs>${body}</svg>\n`

const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const line = (d, stroke, width) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A learner's card in a corner of every story scene: the platform the story is about. */
const learnerCard = (x, y, accent) =>
  `<g transform="translate(${x} ${y})" filter="url(#sh)">${rect(0, 0, 168, 104, C.white, 12)}${circle(30, 32, 16, accent)}${rect(56, 22, 92, 9, C.ink, 4.5, ' opacity=".75"')}${rect(56, 38, 64, 7, C.grey, 3.5)}${rect(16, 62, 136, 10, C.sand, 5)}${rect(16, 62, 96, 10, accent, 5)}${rect(16, 82, 52, 7, C.grey, 3.5)}</g>`

const background = (w, h, soft, blob) =>
  `${rect(0, 0, w, h, soft)}${path(`M${w * 0.52} ${h * 0.08} C${w * 0.82} ${h * 0.02} ${w * 0.98} ${h * 0.3} ${w * 0.94} ${h * 0.58} C${w * 0.9} ${h * 0.9} ${w * 0.6} ${h * 0.98} ${w * 0.38} ${h * 0.92} C${w * 0.1} ${h * 0.86} ${w * 0.02} ${h * 0.6} ${w * 0.08} ${h * 0.36} C${w * 0.14} ${h * 0.12} ${w * 0.3} ${h * 0.12} ${w * 0.52} ${h * 0.08}Z`, blob)}`

const ground = (w, y, fill) => rect(0, y, w, 400 - y, fill)

const STORY_SCENES = {
  government: () =>
    background(640, 400, C.sand, C.tealSoft) +
    ground(640, 330, '#e8e1d3') +
    rect(150, 180, 300, 150, C.white, 4, ' filter="url(#sh)"') +
    path('M140 180 L300 120 L460 180Z', C.teal) +
    path('M230 120 Q300 40 370 120Z', C.tealMid) +
    rect(296, 30, 4, 44, C.ink) +
    path('M300 30 L336 40 L300 50Z', C.orange) +
    [170, 215, 260, 305, 350, 395].map((x) => rect(x, 196, 22, 120, C.tealSoft, 3)).join('') +
    rect(140, 316, 320, 14, C.teal) +
    learnerCard(448, 60, C.teal),
  banking: () =>
    background(640, 400, C.sand, C.orangeSoft) +
    ground(640, 330, '#eadfcf') +
    rect(120, 150, 260, 180, C.white, 4, ' filter="url(#sh)"') +
    path('M108 150 L250 96 L392 150Z', C.navy) +
    [140, 190, 240, 290, 340].map((x) => rect(x, 166, 20, 140, '#dde6f0', 3)).join('') +
    rect(108, 312, 284, 18, C.navy) +
    [0, 1, 2, 3]
      .map((i) => `<ellipse cx="470" cy="${316 - i * 16}" rx="46" ry="12" fill="${C.gold}" stroke="#c98f1e" stroke-width="3"/>`)
      .join('') +
    line('M420 220 L460 190 L500 204 L560 140', C.orange, 6) +
    path('M548 130 L568 136 L558 154Z', C.orange) +
    learnerCard(430, 44, C.navy),
  energy: () =>
    background(640, 400, '#eef5f2', C.tealSoft) +
    ground(640, 320, '#dfe9e2') +
    rect(206, 110, 8, 210, C.white, 3, ' filter="url(#sh)"') +
    circle(210, 110, 10, C.grey) +
    path('M210 110 L204 30 Q210 22 216 30Z', C.white, ' filter="url(#sh)"') +
    path('M210 110 L282 146 Q284 156 274 156Z', C.white, ' filter="url(#sh)"') +
    path('M210 110 L140 150 Q132 146 136 138Z', C.white, ' filter="url(#sh)"') +
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${300 + i * 86} 252) skewX(-18)">${rect(0, 0, 76, 48, C.navy, 4)}${line('M25 0 V48 M51 0 V48 M0 24 H76', '#6d93bf', 2)}</g>`,
      )
      .join('') +
    rect(316, 300, 8, 20, C.grey) +
    rect(402, 300, 8, 20, C.grey) +
    rect(488, 300, 8, 20, C.grey) +
    circle(520, 80, 34, C.gold) +
    learnerCard(40, 230, C.green),
  healthcare: () =>
    background(640, 400, C.sand, '#f7e2e2') +
    ground(640, 330, '#ece3d6') +
    rect(150, 120, 250, 210, C.white, 6, ' filter="url(#sh)"') +
    rect(245, 80, 60, 60, C.white, 8, ' filter="url(#sh)"') +
    path('M266 96 H284 V102 H290 V120 H284 V126 H266 V120 H260 V102 H266Z', '#c0392b') +
    [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => rect(172 + c * 56, 150 + r * 50, 38, 30, '#dcefed', 4)).join('')).join('') +
    rect(250, 286, 50, 44, C.teal, 4) +
    line('M420 250 H462 L476 214 L494 290 L510 236 L522 250 H590', '#c0392b', 5) +
    learnerCard(430, 60, '#c0392b'),
  education: () =>
    background(640, 400, '#f3f0fa', '#e8eaf6') +
    ground(640, 330, '#e4e0ee') +
    rect(130, 200, 90, 130, C.plum, 6) +
    rect(224, 222, 84, 108, C.teal, 6) +
    rect(312, 180, 70, 150, C.orange, 6) +
    [150, 244, 328].map((x) => rect(x, 230, 50, 8, C.white, 4, ' opacity=".6"')).join('') +
    path('M160 120 L270 80 L380 120 L270 160Z', C.ink) +
    path('M210 138 V170 Q270 196 330 170 V138 L270 160Z', '#2d3a4a') +
    line('M380 120 V170', C.gold, 4) +
    circle(380, 176, 8, C.gold) +
    learnerCard(440, 70, C.plum),
  aviation: () =>
    background(640, 400, '#eef4fa', '#dbe8f5') +
    ground(640, 320, '#d9dee4') +
    rect(0, 352, 640, 8, C.white, 0, ' opacity=".8"') +
    [40, 160, 280, 400, 520].map((x) => rect(x, 334, 60, 6, C.white, 3)).join('') +
    rect(70, 170, 30, 150, C.grey, 3) +
    path('M50 170 H120 L110 130 H60Z', C.navy) +
    rect(64, 140, 42, 18, '#9cc3e6', 3) +
    `<g transform="translate(330 150) rotate(-12)" filter="url(#sh)">${path('M-150 0 Q-150 -22 -120 -22 H110 Q150 -22 160 0 Q150 22 110 22 H-120 Q-150 22 -150 0Z', C.white)}${path('M-20 -20 L-70 -100 H-40 L40 -20Z', C.navy)}${path('M-20 20 L-60 90 H-32 L40 20Z', C.navy)}${path('M-140 -18 L-160 -70 H-136 L-110 -20Z', C.orange)}${[0, 1, 2, 3, 4, 5].map((i) => circle(-80 + i * 28, -4, 5, '#9cc3e6')).join('')}</g>` +
    learnerCard(440, 230, C.navy),
  retail: () =>
    background(640, 400, C.sand, C.orangeSoft) +
    ground(640, 330, '#eadfcf') +
    rect(120, 140, 300, 190, C.white, 6, ' filter="url(#sh)"') +
    [0, 1, 2, 3, 4, 5]
      .map((i) => path(`M${120 + i * 50} 140 h50 v30 q-25 20 -50 0z`, i % 2 ? C.white : C.orange, ' stroke="#b5510e" stroke-width="2"'))
      .join('') +
    rect(150, 200, 110, 100, '#dcefed', 4) +
    rect(290, 200, 100, 130, C.teal, 4) +
    circle(372, 268, 5, C.gold) +
    path('M470 220 H560 L574 330 H456Z', C.plum) +
    line('M490 222 Q490 180 515 180 Q540 180 540 222', C.plum, 7) +
    learnerCard(440, 40, C.orange),
  telecom: () =>
    background(640, 400, '#eef5f6', C.tealSoft) +
    ground(640, 330, '#dde8ea') +
    line('M200 330 L240 110 L280 330 M214 250 H266 M222 200 H258 M230 160 H250', C.ink, 6) +
    circle(240, 100, 10, C.orange) +
    [36, 62, 88]
      .map(
        (r) =>
          `<path d="M${240 - r} ${100 - r * 0.7} A${r} ${r} 0 0 1 ${240 + r} ${100 - r * 0.7}" fill="none" stroke="${C.teal}" stroke-width="5" stroke-linecap="round" opacity="${1 - r / 140}"/>`,
      )
      .join('') +
    `<g transform="translate(340 150)" filter="url(#sh)">${rect(0, 0, 96, 170, C.ink, 16)}${rect(8, 16, 80, 132, C.white, 6)}${rect(18, 30, 60, 10, C.teal, 5)}${rect(18, 50, 44, 8, C.grey, 4)}${rect(18, 70, 60, 40, C.tealSoft, 6)}${circle(48, 158, 5, C.grey)}</g>` +
    learnerCard(450, 60, C.teal),
}

const POST_SCENES = {
  webinar: () =>
    background(640, 360, C.sand, C.tealSoft) +
    `<g transform="translate(150 70)" filter="url(#sh)">${rect(0, 0, 340, 210, C.ink, 14)}${rect(12, 12, 316, 170, C.white, 6)}${rect(24, 24, 190, 146, '#dcefed', 6)}${circle(119, 80, 24, C.teal)}${path('M79 150 Q119 100 159 150Z', C.teal)}${[0, 1, 2].map((i) => `${rect(226, 24 + i * 50, 90, 44, C.sand, 6)}${circle(271, 42 + i * 50, 10, [C.orange, C.plum, C.navy][i])}`).join('')}${rect(120, 190, 100, 8, '#4a5568', 4)}</g>` +
    `<g transform="translate(470 40)">${rect(0, 0, 120, 44, C.orange, 22)}${circle(24, 22, 7, C.white)}${rect(40, 17, 60, 10, C.white, 5)}</g>`,
  workshop: () =>
    background(640, 360, '#f3f0fa', '#e8eaf6') +
    rect(120, 60, 260, 160, C.white, 8, ' filter="url(#sh)"') +
    rect(140, 84, 120, 12, C.plum, 6) +
    line('M150 180 L200 140 L240 160 L300 110 L350 124', C.teal, 6) +
    rect(120, 220, 8, 80, C.grey) +
    rect(372, 220, 8, 80, C.grey) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<g transform="translate(${150 + i * 90} 270)">${circle(0, 0, 22, ['#e8b88f', '#c68a5e', '#e8b88f', '#a86b45'][i])}${path('M-34 70 Q-34 30 0 30 Q34 30 34 70Z', [C.teal, C.orange, C.plum, C.navy][i])}</g>`,
      )
      .join('') +
    rect(430, 90, 110, 130, C.gold, 6, ' transform="rotate(6 485 155)"') +
    rect(450, 120, 70, 8, C.ink, 4, ' opacity=".5" transform="rotate(6 485 155)"'),
  platform: () =>
    background(640, 360, '#eef5f2', C.tealSoft) +
    `<g transform="translate(110 60)" filter="url(#sh)">${rect(0, 0, 300, 190, C.white, 10)}${rect(0, 0, 300, 34, C.teal, 10)}${rect(0, 24, 300, 10, C.teal)}${rect(16, 50, 130, 60, C.orangeSoft, 6)}${rect(156, 50, 128, 60, '#dcefed', 6)}${rect(16, 122, 268, 14, C.sand, 7)}${rect(16, 122, 180, 14, C.teal, 7)}${rect(16, 150, 268, 14, C.sand, 7)}${rect(16, 150, 120, 14, C.orange, 7)}</g>` +
    `<g transform="translate(440 110)" filter="url(#sh)">${rect(0, 0, 88, 160, C.ink, 14)}${rect(7, 14, 74, 124, C.white, 6)}${rect(16, 26, 56, 30, '#dcefed', 5)}${rect(16, 64, 56, 8, C.grey, 4)}${rect(16, 80, 40, 8, C.grey, 4)}</g>`,
  content: () =>
    background(640, 360, C.sand, C.orangeSoft) +
    `<g transform="translate(140 70)" filter="url(#sh)">${rect(0, 0, 260, 170, C.ink, 12)}${rect(10, 10, 240, 140, C.orange, 6)}${circle(130, 80, 30, C.white, ' opacity=".9"')}${path('M120 64 L146 80 L120 96Z', C.orange)}${rect(10, 156, 240, 6, '#4a5568', 3)}${rect(10, 156, 140, 6, C.gold, 3)}</g>` +
    `<g transform="translate(430 80)">${rect(16, 60, 28, 90, C.ink, 14)}${rect(0, 0, 60, 80, C.teal, 30)}${line('M10 40 H50 M10 54 H50 M10 26 H50', C.white, 3)}${rect(26, 150, 8, 40, C.grey)}${rect(6, 186, 48, 8, C.grey, 4)}</g>`,
  mobile: () =>
    background(640, 360, '#eef4fa', '#dbe8f5') +
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${170 + i * 110} ${70 + (i === 1 ? -20 : 10)})" filter="url(#sh)">${rect(0, 0, 96, 180, C.ink, 16)}${rect(7, 14, 82, 140, C.white, 7)}${rect(16, 26, 64, 40, [C.tealSoft, C.orangeSoft, C.plumSoft][i], 6)}${rect(16, 76, 64, 8, C.grey, 4)}${rect(16, 92, 46, 8, C.grey, 4)}${rect(16, 118, 64, 22, [C.teal, C.orange, C.plum][i], 11)}</g>`,
      )
      .join(''),
  compliance: () =>
    background(640, 360, C.sand, C.tealSoft) +
    `<g transform="translate(170 50)" filter="url(#sh)">${rect(0, 0, 220, 260, C.white, 10)}${rect(24, 24, 120, 14, C.teal, 7)}${[0, 1, 2, 3, 4].map((i) => `${rect(24, 64 + i * 36, 22, 22, i < 4 ? C.teal : C.white, 5, i < 4 ? '' : ' stroke="#c9d2d6" stroke-width="2"')}${i < 4 ? line(`M29 ${75 + i * 36} L34 ${80 + i * 36} L42 ${70 + i * 36}`, C.white, 3) : ''}${rect(58, 70 + i * 36, 130, 10, C.grey, 5)}`).join('')}</g>` +
    path('M470 90 L530 112 V170 Q530 220 470 246 Q410 220 410 170 V112Z', C.teal, ' filter="url(#sh)"') +
    line('M446 168 L464 186 L498 148', C.white, 9),
  analytics: () =>
    background(640, 360, '#eef5f2', C.tealSoft) +
    `<g transform="translate(120 60)" filter="url(#sh)">${rect(0, 0, 400, 240, C.white, 12)}${[50, 90, 70, 130, 110, 160].map((h, i) => rect(30 + i * 56, 200 - h, 34, h, i % 2 ? C.teal : C.tealMid, 5)).join('')}${line('M40 120 L100 96 L160 110 L220 60 L280 74 L350 30', C.orange, 5)}${rect(30, 212, 340, 4, C.grey, 2)}</g>`,
  language: () =>
    background(640, 360, '#f3f0fa', '#e8eaf6') +
    `<g transform="translate(130 70)" filter="url(#sh)">${rect(0, 0, 200, 120, C.plum, 20)}${path('M40 120 L30 160 L80 120Z', C.plum)}${rect(30, 34, 140, 14, C.white, 7, ' opacity=".9"')}${rect(30, 64, 100, 14, C.white, 7, ' opacity=".6"')}</g>` +
    `<g transform="translate(330 140)" filter="url(#sh)">${rect(0, 0, 200, 120, C.teal, 20)}${path('M160 120 L170 160 L120 120Z', C.teal)}${rect(30, 34, 140, 14, C.white, 7, ' opacity=".9"')}${rect(70, 64, 100, 14, C.white, 7, ' opacity=".6"')}</g>`,
}

/** Made-up clients: wordmark, mark shape and colour. */
const CLIENTS = [
  ['najd-grid', 'NAJD GRID', C.green, 'bolt'],
  ['rimal-bank', 'Rimal Bank', C.navy, 'arch'],
  ['gulf-civil-academy', 'Gulf Civil Academy', C.teal, 'dome'],
  ['al-waha-health', 'Al Waha Health', '#c0392b', 'cross'],
  ['falak-airways', 'Falak Airways', C.navy, 'wing'],
  ['sadeem-telecom', 'Sadeem Telecom', C.plum, 'wave'],
  ['qimam-university', 'Qimam University', C.plum, 'book'],
  ['dunes-retail', 'Dunes Retail Group', C.orange, 'bag'],
  ['tamkeen-ministry', 'Tamkeen Authority', C.teal, 'dome'],
  ['saffron-hotels', 'Saffron Hotels', C.orange, 'star'],
  ['marasi-ports', 'Marasi Ports', C.navy, 'wave'],
  ['noor-insurance', 'Noor Takaful', C.teal, 'arch'],
  ['baraka-water', 'Baraka Water', '#1f6f99', 'drop'],
  ['hadeel-schools', 'Hadeel Schools', C.green, 'book'],
  ['thuraya-energy', 'Thuraya Energy', C.orange, 'bolt'],
  ['sahel-logistics', 'Sahel Logistics', C.ink, 'wing'],
  ['emirates-digital-gov', 'Digital Services Office', C.navy, 'dome'],
  ['ruwad-capital', 'Ruwad Capital', C.green, 'arch'],
  ['shifa-labs', 'Shifa Laboratories', '#c0392b', 'cross'],
  ['jazeera-mobile', 'Jazeera Mobile', C.plum, 'wave'],
]

const MARKS = {
  bolt: (c) => path('M30 6 L12 34 H26 L20 54 L40 24 H26Z', c),
  arch: (c) => `${path('M8 52 V28 Q30 4 52 28 V52 H42 V30 Q30 18 18 30 V52Z', c)}`,
  dome: (c) => `${path('M10 40 Q30 6 50 40Z', c)}${rect(6, 42, 48, 10, c, 2)}`,
  cross: (c) => path('M22 8 H38 V22 H52 V38 H38 V52 H22 V38 H8 V22 H22Z', c),
  wing: (c) => path('M4 40 Q30 36 56 12 Q48 40 20 48 Q10 50 4 40Z', c),
  wave: (c) => `${line('M6 24 Q18 12 30 24 T54 24', c, 6)}${line('M6 40 Q18 28 30 40 T54 40', c, 6)}`,
  book: (c) => `${path('M30 14 Q18 6 6 10 V50 Q18 46 30 54Z', c)}${path('M30 14 Q42 6 54 10 V50 Q42 46 30 54Z', c, ' opacity=".7"')}`,
  bag: (c) => `${rect(10, 22, 40, 32, c, 4)}${line('M20 22 Q20 8 30 8 Q40 8 40 22', c, 5)}`,
  star: (c) => path('M30 6 L36 22 L54 22 L40 33 L45 51 L30 40 L15 51 L20 33 L6 22 L24 22Z', c),
  drop: (c) => path('M30 6 Q50 32 50 40 A20 20 0 0 1 10 40 Q10 32 30 6Z', c),
}

const logo = (name, colour, mark) => {
  const words = name.split(' ')
  const lines =
    name.length > 11 && words.length > 1
      ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')]
      : [name]
  const text = lines
    .map(
      (l, i) =>
        `<text x="78" y="${lines.length === 1 ? 68 : 56 + i * 26}" font-family="Inter, Arial, sans-serif" font-size="${lines.length === 1 ? 24 : 21}" font-weight="700" fill="${C.ink}">${l}</text>`,
    )
    .join('')
  return svg(240, 120, `<g transform="translate(10 30)">${MARKS[mark](colour)}</g>${text}`)
}

const out = (dir, name, content) => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), content)
}

for (const [name, draw] of Object.entries(STORY_SCENES)) out('public/media/stories', `${name}.svg`, svg(640, 400, draw()))
out('public/media/stories', 'story-default.svg', svg(640, 400, background(640, 400, C.sand, C.tealSoft) + learnerCard(236, 148, C.teal)))
for (const [name, draw] of Object.entries(POST_SCENES)) out('public/media/resources', `${name}.svg`, svg(640, 360, draw()))
out(
  'public/media/resources',
  'post-default.svg',
  svg(640, 360, background(640, 360, C.sand, C.orangeSoft) + learnerCard(236, 128, C.orange)),
)
for (const [id, name, colour, mark] of CLIENTS) out('public/media/clients', `${id}.svg`, logo(name, colour, mark))
out('public/media/clients', 'client-default.svg', logo('Your logo', C.grey, 'star'))
console.log('story scenes, post scenes and client logos written')
