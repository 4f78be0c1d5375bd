import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useParams } from 'react-router'
import type { storiesSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { ShareLinks } from '../../widgets/article/share-links.tsx'
import { TableOfContents } from '../../widgets/article/table-of-contents.tsx'
import { useSiteOrigin } from '../../widgets/site-origin.ts'
import { ArticleBody, tocEntries } from '../article/article-body.tsx'
import { BackLink } from '../article/back-link.tsx'

/**
 * A story's page (/customer-stories/{id}): the story of customer-stories block 2 the address
 * names — the intro with the back link, its title and picture; the article, beside it the table
 * of contents (scroll-spy) and the share links, which stay in view while the article is.
 */
export default function StoryPage({ content }: BlockProps<typeof storiesSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const origin = useSiteOrigin()
  const headingId = useId()
  const { storyId } = useParams()
  const index = content.stories.findIndex((s) => s.id === storyId)
  const story = index >= 0 ? fieldsOf(content).stories.$items[index] : undefined
  if (!story)
    return (
      <div className="page-message" role="status">
        {t('Story content not found!')}
      </div>
    )
  const d = story.detailContent
  const names = new Map([...content.filters.industries, ...content.filters.solutions].map((o) => [o.id, o.name] as const))
  const tags = story.$value.categories.flatMap((id) => (names.has(id) ? [localize(names.get(id))] : []))
  const url = `${origin}/customer-stories/${encodeURIComponent(story.$value.id)}`
  return (
    <article className="article article--story" aria-labelledby={headingId}>
      <header className="article-intro">
        <div className="container article-intro__inner">
          <div className="article-intro__text">
            <BackLink text={d.backLinkText} to="/customer-stories" editing={editing} />
            {tags.length > 0 && (
              <ul className="inline-list article-intro__tags">
                {tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            <Editable.Text field={story.title} as="h1" className="article-intro__title" id={headingId} />
            <Editable.Paragraphs field={story.quote} className="article-intro__quote" />
          </div>
          <Editable.Image field={d.introImage} className="article-intro__image" eager sizes="(min-width: 900px) 520px, 92vw" />
        </div>
      </header>
      <div className="container article-layout section">
        <div className="article-layout__main">
          <ArticleBody body={d.body} />
        </div>
        <aside className="article-layout__aside">
          <div className="article-sidebar">
            <TableOfContents title={<Editable.Text field={d.tocTitle} />} entries={tocEntries(d.body.$value, localize)} />
            <ShareLinks title={<Editable.Text field={d.shareTitle} />} url={url} text={localize(story.title.$value)} />
          </div>
        </aside>
      </div>
    </article>
  )
}
