import type { z } from 'zod/mini'
import type { articlePart } from '../../../schemas/blocks/article.ts'
import { Editable } from '../../engine/editable.ts'
import type { Fields } from '../../engine/fields.ts'
import type { LocalizedValue } from '../../i18n/localize.ts'
import type { TocEntry } from '../../widgets/article/table-of-contents.tsx'

export type ArticlePart = z.output<typeof articlePart>

/** The table of contents: every heading of the article with text, by its id. */
export function tocEntries(body: readonly ArticlePart[], localize: (v: LocalizedValue) => string): TocEntry[] {
  return body.flatMap((part) => {
    const label = part.type === 'heading' ? localize(part.text) : ''
    return label ? [{ id: part.id, label }] : []
  })
}

/**
 * An article's parts in reading order: paragraphs, headings (each with its id, the anchor the
 * table of contents links to) and images; all of them editable where they stand.
 */
export function ArticleBody({ body, from = 0 }: { body: Fields<ArticlePart[]>; from?: number }) {
  return (
    <Editable.List field={body} className="article-body__list">
      <div className="article-body">
        {body.$items.slice(from).map((part) => {
          const id = part.$value.id
          if (part.$value.type === 'heading')
            return <Editable.Text key={id} field={part.text} as="h2" id={id} className="article-body__heading" />
          if (part.$value.type === 'image')
            return (
              <figure key={id} className="article-body__figure">
                <Editable.Image field={part.image} className="article-body__image" sizes="(min-width: 1100px) 720px, 92vw" />
              </figure>
            )
          return <Editable.Paragraphs key={id} field={part.text} className="article-body__text" spaced />
        })}
      </div>
    </Editable.List>
  )
}
