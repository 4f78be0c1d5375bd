import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'zod/mini'
import { layouts } from '../../page-layouts/index.ts'
import { solutionRoutes } from '../../page-layouts/routes.ts'
import { schemaForType } from '../../schemas/blocks/index.ts'
import type { PageAnswer } from '../../schemas/ssr-contract.ts'
import { seedContent } from '../../server/seed/content.ts'
import { render } from '../../src/entry-server.tsx'

/** The seeded pages, as the content API would answer them. */
function seededPage(slug: string): PageAnswer | undefined {
  const blocks = (seedContent as Record<string, { block_type: string; order: number; content: unknown }[] | undefined>)[slug]
  if (!blocks) return undefined
  return {
    slug,
    blocks: blocks.map((b, i) => ({
      id: `${slug}-${i}`,
      block_type: b.block_type,
      order: b.order,
      version: 1,
      content: parse(schemaForType(b.block_type)!, b.content) as Record<string, unknown>,
    })),
  }
}

/** customer-stories block 2 for the stories slider: eight stories, of which the slider shows six. */
const stories = {
  slug: 'customer-stories',
  blocks: [
    {
      id: 'stories',
      block_type: 'STORIES',
      order: 2,
      version: 1,
      content: {
        title: { en: 'Customer stories', ar: 'قصص عملائنا' },
        stories: Array.from({ length: 8 }, (_, i) => ({
          id: `story-${i + 1}`,
          title: { en: `Story ${i + 1}`, ar: `قصة ${i + 1}` },
          quote: { en: 'We launched in eight weeks.', ar: 'أطلقنا المنصّة في ثمانية أسابيع.' },
          image: { src: '', alt: { en: '', ar: '' } },
        })),
      },
    },
  ],
}

const strings = (lng: 'en' | 'ar') => JSON.parse(readFileSync(`public/locales/${lng}/translation.json`, 'utf8')) as Record<string, string>

async function renderPage(path: string, lng: 'en' | 'ar') {
  const result = await render({
    url: path,
    lng,
    strings: strings(lng),
    origin: 'https://lumora.example',
    loadPage: async (slug) => (slug === 'customer-stories' ? stories : seededPage(slug)),
  })
  if (result.kind !== 'page') throw new Error(`${path} did not render a page`)
  return result
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

describe.each(['en', 'ar'] as const)('solution pages rendered on the server (%s): all their content, before any script', (lng) => {
  it.each(solutionRoutes.map((r) => [r.path, r.page!] as const))('%s', async (path, key) => {
    const page = await renderPage(path, lng)
    expect(page.status).toBe(200)
    const body = text(page.body)
    const seeded = seededPage(key)!
    const hero = seeded.blocks.find((b) => b.order === 1)!.content as { title: Record<string, string> }
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${hero.title[lng]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
    // Every block of the layout is in the HTML, the demo form at its anchor.
    expect(page.body).toContain('id="request-demo-form"')
    // Its send button waits for the page's script: the browser would send the form itself, its
    // values in the address.
    expect(page.body).toMatch(/<button type="submit"[^>]*demo-request__submit[^>]*disabled=""/)
    expect(page.body.match(/<section/g)?.length).toBeGreaterThanOrEqual(layouts[key]!.blocks.length)
    // FAQ: every answer is in the page, the first one open.
    const faq = seeded.blocks.find((b) => b.block_type === 'FAQ')?.content as { items: { question: Record<string, string> }[] } | undefined
    if (faq) {
      const details = page.body.match(/<details[^>]*>/g) ?? []
      expect(details.length).toBe(faq.items.length)
      expect(details[0]).toContain('open')
      expect(details.slice(1).every((d) => !/\bopen\b/.test(d))).toBe(true)
    }
    // Timeline numbers are in the HTML.
    if (seeded.blocks.some((b) => b.block_type === 'PROCESS-TIMELINE')) expect(body).toMatch(/01 .* 02 .* 03/)
    // The stories slider: six stories of eight.
    expect(body).toContain(lng === 'en' ? 'Story 6' : 'قصة 6')
    expect(body).not.toContain(lng === 'en' ? 'Story 7' : 'قصة 7')
    // The background video is not in the HTML: only its poster.
    expect(page.body).not.toMatch(/<video[^>]*\ssrc=/)
    expect(page.body).toMatch(/<video[^>]*poster="\/media\/solutions\/video\/demo-background-poster\.webp"/)
  })
})
