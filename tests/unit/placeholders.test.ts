import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import { itemPlaceholders, placeholdersIn } from '../../schemas/placeholders.ts'
import { arrayElement, objectShape } from '../../schemas/walk.ts'
import { awardsSchema } from '../../src/blocks/awards/schema.ts'
import starter from '../../src/blocks/awards/starter.ts'
import { vacanciesSchema } from '../../src/blocks/vacancies/schema.ts'
import { storiesSchema, storyItem } from '../../src/blocks/stories/schema.ts'
import { postItem, postsSchema } from '../../src/blocks/posts/schema.ts'
import { addedItem } from '../../src/engine/editor/new-items.ts'

const fresh = safeParse(awardsSchema, starter).data
const names = (found: ReturnType<typeof placeholdersIn>) => found.map((p) => `${p.labels.map((l) => l.en).join(' › ')} (${p.language})`)

describe('placeholder texts left in what is about to be published', () => {
  it('a new awards block names every text still as it started, in each language', () => {
    expect(names(placeholdersIn(awardsSchema, fresh, fresh))).toEqual([
      'Title (en)',
      'Title (ar)',
      'Subtitle (en)',
      'Subtitle (ar)',
      'Awards › Name (en)',
      'Awards › Name (ar)',
      'Awards › Short description (en)',
      'Awards › Short description (ar)',
    ])
  })

  it('a text written over in one language leaves the other named; a draft item inside is not being published', () => {
    const content = structuredClone(fresh) as { title: { en: string }; awards: Record<string, unknown>[] }
    content.title.en = 'Our recognitions'
    content.awards = content.awards.map((a) => ({ ...a, hidden: true }))
    expect(names(placeholdersIn(awardsSchema, content, fresh))).toEqual(['Title (ar)', 'Subtitle (en)', 'Subtitle (ar)'])
  })

  it('a new vacancy: its default title is named, its own page’s headings are not', () => {
    const element = arrayElement(objectShape(vacanciesSchema).vacancies as never)
    if (!element) throw new Error('no vacancy schema')
    const item = safeParse(element, {}).data
    expect(names(itemPlaceholders(element, item))).toEqual(['Title (en)', 'Title (ar)'])
    expect(itemPlaceholders(element, { ...(item as object), title: { en: 'Learning designer', ar: 'مصمّم تعلّم' } })).toEqual([])
  })

  it('issue 25: a new story or post, by either Add, names the default text it starts with; its own page’s headings are not', () => {
    const story = addedItem(storiesSchema, 'stories', 'Riyadh Learning Week')
    expect(names(itemPlaceholders(storyItem, story))).toEqual(['Quote (en)', 'Quote (ar)'])
    const written = { ...story, quote: { en: 'It changed how we onboard.', ar: 'غيّر طريقة استقبالنا للموظفين.' } }
    expect(itemPlaceholders(storyItem, written)).toEqual([])
    expect(names(itemPlaceholders(postItem, addedItem(postsSchema, 'posts', 'Ramadan reading list')))).toEqual([
      'Tag (en)',
      'Tag (ar)',
      'Description (en)',
      'Description (ar)',
    ])
  })
})
