import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useParams } from 'react-router'
import type { postsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useCommit } from '../../engine/commit.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { ShareLinks } from '../../widgets/article/share-links.tsx'
import { useSiteOrigin } from '../../widgets/site-origin.ts'
import { ArticleBody } from '../article/article-body.tsx'
import { BackLink } from '../article/back-link.tsx'

/**
 * A post's page (/resources/{id}): the post of resources block 3 the address names. The intro has
 * the back link, the tag and date, the title and the meta line — the article's first paragraph
 * (author, reading time); then the rest of the article, with the share links beside it in the
 * 'article' layout or alone in the 'simple' one. Editors switch the layout; the page then reloads.
 */
export default function PostPage({ content }: BlockProps<typeof postsSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const commit = useCommit<typeof postsSchema>()
  const origin = useSiteOrigin()
  const headingId = useId()
  const { resourceId } = useParams()
  const index = content.posts.findIndex((p) => p.id === resourceId)
  const post = index >= 0 ? fieldsOf(content).posts.$items[index] : undefined
  if (!post)
    return (
      <div className="page-message" role="status">
        {t('Resource content not found!')}
      </div>
    )
  const d = post.detailContent
  const first = d.body.$items[0]
  const meta = first?.$value.type === 'paragraph' ? first : undefined
  const layout = post.$value.layoutType
  const url = `${origin}/resources/${encodeURIComponent(post.$value.id)}`
  const switchLayout = () => {
    const next = layout === 'article' ? 'simple' : 'article'
    commit?.(
      'posts',
      (posts) => posts.map((p) => (p.id === post.$value.id ? { ...p, layoutType: next } : p)),
      undefined,
      () => window.location.reload(),
    )
  }
  const share = <ShareLinks title={<Editable.Text field={d.shareTitle} />} url={url} text={localize(post.title.$value)} />
  return (
    <article className={`article article--post article--${layout}`} aria-labelledby={headingId}>
      <header className="article-intro">
        <div className="container article-intro__inner">
          <div className="article-intro__text">
            <BackLink text={d.backLinkText} to="/resources" editing={editing} />
            <p className="article-intro__meta-row">
              <Editable.Text field={post.tag} className={`article-intro__tag article-intro__tag--${post.$value.type}`} />
              <Editable.Text field={post.date} className="article-intro__date" />
            </p>
            <Editable.Text field={post.title} as="h1" className="article-intro__title" id={headingId} />
            {meta && <Editable.Paragraphs field={meta.text} className="article-intro__meta" />}
            {editing && (
              <button type="button" className="button button--ghost article-intro__layout" onClick={switchLayout}>
                {layout === 'article' ? t('Switch to the simple layout') : t('Switch to the article layout')}
              </button>
            )}
          </div>
          <Editable.Image field={d.introImage} className="article-intro__image" eager sizes="(min-width: 900px) 520px, 92vw" />
        </div>
      </header>
      {layout === 'article' ? (
        <div className="container article-layout section">
          <div className="article-layout__main">
            <ArticleBody body={d.body} from={meta ? 1 : 0} />
          </div>
          <aside className="article-layout__aside">
            <div className="article-sidebar">{share}</div>
          </aside>
        </div>
      ) : (
        <div className="container article-simple section">
          <ArticleBody body={d.body} from={meta ? 1 : 0} />
          {share}
        </div>
      )}
    </article>
  )
}
