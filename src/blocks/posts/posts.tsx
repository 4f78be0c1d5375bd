import { useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Link } from 'react-router'
import { idFromTitle } from '../../../schemas/ids.ts'
import { postFilterFrom, postsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useCommit, useOpenEditor } from '../../engine/commit.ts'
import { useRemoveItem } from '../../engine/remove-item.ts'
import { Editable } from '../../engine/editable.ts'
import { FilterableList } from '../../engine/filterable-list.tsx'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { EditDeleteButtons } from '../../widgets/edit-delete-buttons.tsx'
import { CreateEntryModal } from '../../widgets/lazy-dialogs.tsx'
import { useListQuery } from '../../widgets/use-list-query.ts'
import { duplicatePostMessage } from './post-messages.ts'
import { PostCard, type PostItem } from './post-card.tsx'

/** How long 'Post created!' shows before the page reloads. */
const RELOAD_AFTER_MS = 1200

/**
 * Resources' list (resources block 3): the filter (all, blog, events; `?filter=blog|event`,
 * anything else is all), the posts of the chosen kind, 11 a page with the pager hidden when one
 * page holds them all. Editors add a post in a dialog (the page then reloads) and delete posts.
 */
export default function Posts({ content }: BlockProps<typeof postsSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const commit = useCommit<typeof postsSchema>()
  const openEditor = useOpenEditor()
  const filterLabelId = useId()
  const [creating, setCreating] = useState(false)
  const { params, hrefWith } = useListQuery()
  const filter = postFilterFrom(params.get('filter'))
  const labels = content.filters
  const tabs = [
    { value: 'all', label: labels.all },
    { value: 'blog', label: labels.blog },
    { value: 'event', label: labels.events },
  ] as const

  const remove = useRemoveItem<typeof postsSchema>(
    'posts',
    { text: t('Delete this post?'), confirm: t('Delete post') },
    { success: 'Post deleted!', failure: 'Failed to delete post.' },
  )
  const create = (values: Record<string, string>) => {
    const title = values.title ?? ''
    const slug = idFromTitle(title)
    if (!slug) {
      window.alert(t('Use Latin letters or digits in the title: the post’s address is made from it.'))
      return false
    }
    if (content.posts.some((p) => p.id === slug)) {
      window.alert(t(duplicatePostMessage, { slug }))
      return false
    }
    const type = values.type === 'event' ? 'event' : 'blog'
    // The same post as the editor panel's Add item makes; its start loads with the editor, not for visitors.
    void Promise.all([import('../../engine/editor/new-items.ts'), import('./new-item.ts')]).then(([{ addedItem }, { POST_TAGS }]) => {
      const post = addedItem(postsSchema, 'posts', title, { type, tag: POST_TAGS[type] }) as PostItem
      // spec §4: the page reloads once the post is created, after 'Post created!' has been seen.
      commit?.(
        'posts',
        (posts) => [post, ...posts],
        { success: 'Post created!', failure: 'Creation failed.' },
        () => window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS),
      )
    })
    return true
  }

  const createModal = creating && (
    <CreateEntryModal
      heading={t('New post')}
      submitLabel={t('Create post')}
      fields={[
        {
          name: 'title',
          label: t('Title (English)'),
          required: 'Title is required.',
          hint: t('The post’s address is made from it; the Arabic title is added after it.'),
        },
        {
          name: 'type',
          label: t('Type'),
          choices: [
            { value: 'blog', label: localize(labels.blog) },
            { value: 'event', label: localize(labels.events) },
          ],
        },
      ]}
      onCreate={create}
      onClosed={() => setCreating(false)}
    />
  )

  return (
    <Editable.SectionFrame className="posts posts--list section" after={createModal}>
      {(headingId) => (
        <>
          <Editable.Text field={f.listTitle} as="h2" className="section-head__title posts__list-title" id={headingId} />
          <FilterableList
            schema={postsSchema}
            content={content}
            list={f.posts}
            filtersField={f.filters}
            filters={
              <div className="post-filters">
                <Editable.Text field={f.filters.label} className="post-filters__label" id={filterLabelId} />
                <ul className="inline-list post-filters__list" aria-labelledby={filterLabelId}>
                  {tabs.map((tab) => (
                    <li key={tab.value}>
                      <Link
                        to={hrefWith({ filter: tab.value === 'all' ? null : tab.value, page: null })}
                        className={`post-filters__link${filter === tab.value ? ' is-current' : ''}`}
                        aria-current={filter === tab.value ? 'true' : undefined}
                      >
                        {localize(tab.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            }
            addLabel={t('Add post')}
            onAdd={() => setCreating(true)}
            gridClassName="posts__grid"
            pagerLabel={t('Resources pages')}
          >
            {(post) => (
              <PostCard
                post={post}
                editing={editing}
                actions={
                  editing && (
                    // Every field of the post, its page's too, in the block's editor.
                    <EditDeleteButtons
                      editLabel={t('Edit post')}
                      deleteLabel={t('Delete post')}
                      deleteClassName="post-card__delete"
                      onEdit={(opener) => openEditor?.(post.$path, opener)}
                      onDelete={() => void remove(post.$value.id)}
                    />
                  )
                }
              />
            )}
          </FilterableList>
        </>
      )}
    </Editable.SectionFrame>
  )
}
