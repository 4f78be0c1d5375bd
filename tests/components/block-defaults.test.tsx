import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import { blocks, frameBlocks } from '../../registry/index.ts'
import { newBlockContent, starterOf } from '../../src/engine/editor/new-block-content.ts'
import { BlockView } from '../../src/engine/block-view.tsx'
import { EngineProvider } from '../../src/engine/engine-context.tsx'
import { preloadBlocks } from '../../src/engine/lazy-block.tsx'
import { memoryStore } from '../../src/engine/testing/memory-store.ts'
import { TranslationProvider } from '../../src/i18n/translation.tsx'
import { NotificationProvider } from '../../src/notifications/notifications.tsx'
import { CurrentPathProvider } from '../../src/widgets/current-path.tsx'
import { createTestI18n, testQueryClient } from './render.tsx'

/** Words of a block that shows an error instead of content, in either language. */
const ERROR_WORDS = /not found|failed|invalid|لم يُعثر|لا يوجد|تعذّر|غير صالح/i

/** Every type an editor can add (the header and footer have a page of their own, the site's frame). */
const keys = (Object.keys(blocks) as (keyof typeof blocks)[]).filter((k) => !(frameBlocks as readonly string[]).includes(k))

/** A new block of each type, as the gallery previews it and Add block stores it: its starter and the schema's defaults. */
function drawDefaults(key: keyof typeof blocks, content: Record<string, unknown>, lng: 'en' | 'ar'): string {
  const def = blocks[key]
  const html = renderToString(
    <MemoryRouter>
      <CurrentPathProvider>
        <QueryClientProvider client={testQueryClient()}>
          <I18nextProvider i18n={createTestI18n(lng)}>
            <TranslationProvider>
              <NotificationProvider>
                <EngineProvider registry={blocks} store={memoryStore()} frame={frameBlocks}>
                  <BlockView
                    slug="gallery"
                    block={{ id: `new-${key}`, block_type: key, order: 1, version: 1, content }}
                    def={def}
                    editing={false}
                  />
                </EngineProvider>
              </NotificationProvider>
            </TranslationProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </CurrentPathProvider>
    </MemoryRouter>,
  )
  return html
}

const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('every registered block type, new (its schema defaults)', () => {
  it("each starter.ts sits in a registered block's folder, whose name is the block's key (the editor finds it by that name)", () => {
    const folders = Object.keys(import.meta.glob('../../src/blocks/*/starter.ts')).map((p) => p.split('/').at(-2))
    expect(folders.length).toBeGreaterThan(0)
    for (const folder of folders) expect(Object.keys(blocks), `src/blocks/${folder}/starter.ts`).toContain(folder)
  })

  it.each(keys)('%s: its defaults parse with its schema and draw text in both languages, never an error', async (key) => {
    await preloadBlocks([blocks[key].component])
    const content = await newBlockContent(key, blocks[key])
    // Its starter is valid content of its type as it stands (newBlockContent falls back to the bare defaults otherwise).
    const starter = await starterOf(key)
    if (starter) expect(safeParse(blocks[key].schema, starter).success, `${key}: its starter parses`).toBe(true)
    for (const lng of ['en', 'ar'] as const) {
      const text = textOf(drawDefaults(key, content, lng))
      expect(text, `${key} in ${lng}`).not.toBe('')
      expect(text, `${key} in ${lng}`).not.toMatch(ERROR_WORDS)
    }
  })
})
