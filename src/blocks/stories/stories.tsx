import { useMemo, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useNavigate } from 'react-router'
import { idFromTitle } from '../../../schemas/ids.ts'
import { storiesSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useCommit, useOpenEditor } from '../../engine/commit.ts'
import { useRemoveItem } from '../../engine/remove-item.ts'
import { Editable } from '../../engine/editable.ts'
import { FilterableList } from '../../engine/filterable-list.tsx'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { CreateEntryModal } from '../../widgets/lazy-dialogs.tsx'
import { CategoryFilterBar } from '../../widgets/filters/filter-bar.tsx'
import { useListQuery } from '../../widgets/use-list-query.ts'
import { EditDeleteButtons } from '../../widgets/edit-delete-buttons.tsx'
import { duplicateStoryMessage, STORY_MESSAGES } from './story-messages.ts'
import { StoryCard } from './story-card.tsx'
import type { StoryItem } from './story-item.ts'

/**
 * Customer stories (customer-stories block 2): the industry and solution filters, a page of
 * story cards (each to its story's page, not in edit mode) and the pager; 'No results found' when
 * nothing matches. Filters and page live in the address (?industry=&solution=&page=), so the
 * server renders what the browser shows and each state can be shared. Editors add a story in a
 * dialog, and edit or delete each one from its card.
 */
export default function Stories({ content }: BlockProps<typeof storiesSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const commit = useCommit<typeof storiesSchema>()
  const openEditor = useOpenEditor()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const { filters, stories } = content
  const { hrefWith } = useListQuery()
  const optionNames = useMemo(
    () => new Map([...filters.industries, ...filters.solutions].map((o) => [o.id, o.name] as const)),
    [filters.industries, filters.solutions],
  )
  const tagsOf = (story: StoryItem) => story.categories.flatMap((id) => (optionNames.has(id) ? [localize(optionNames.get(id))] : []))

  const remove = useRemoveItem<typeof storiesSchema>(
    'stories',
    { text: t('Delete this story?'), confirm: t('Delete story') },
    STORY_MESSAGES.remove,
  )
  const create = (values: Record<string, string>) => {
    const title = values.title ?? ''
    const id = idFromTitle(title)
    if (!id) {
      window.alert(t('Use Latin letters or digits in the title: the story’s address is made from it.'))
      return false
    }
    if (stories.some((s) => s.id === id)) {
      window.alert(t(duplicateStoryMessage, { id }))
      return false
    }
    const categories = [values.industry, values.solution].filter((v): v is string => !!v)
    // The same story as the editor panel's Add item makes; its start loads with the editor, not for visitors.
    void import('../../engine/editor/new-items.ts').then(({ addedItem }) => {
      const story = addedItem(storiesSchema, 'stories', title, { categories }) as StoryItem
      commit?.('stories', (stories) => [story, ...stories], STORY_MESSAGES.create)
    })
    // The new story is the first one: shown on the first page, whatever was filtered.
    void navigate(hrefWith({ industry: null, solution: null, page: null }))
    return true
  }
  const none = { value: '', label: t('None') }

  const createModal = creating && (
    <CreateEntryModal
      heading={t('New story')}
      submitLabel={t('Create story')}
      fields={[
        {
          name: 'title',
          label: t('Title (English)'),
          required: 'Title is required.',
          hint: t('The story’s address is made from it; the Arabic title is added after it.'),
        },
        {
          name: 'industry',
          label: localize(filters.industryLabel),
          choices: [none, ...filters.industries.map((o) => ({ value: o.id, label: localize(o.name) }))],
        },
        {
          name: 'solution',
          label: localize(filters.solutionLabel),
          choices: [none, ...filters.solutions.map((o) => ({ value: o.id, label: localize(o.name) }))],
        },
      ]}
      onCreate={create}
      onClosed={() => setCreating(false)}
    />
  )

  return (
    <Editable.SectionFrame
      className="stories stories--list section"
      after={createModal}
      head={{ title: f.title, subtitle: f.subtitle, reveal: 0.1 }}
    >
      <FilterableList
        schema={storiesSchema}
        content={content}
        list={f.stories}
        filtersField={f.filters}
        filters={<CategoryFilterBar filters={filters} />}
        addLabel={t('Add story')}
        onAdd={() => setCreating(true)}
        gridClassName="stories__grid"
        pagerLabel={t('Customer stories pages')}
      >
        {(story) => (
          <StoryCard
            story={story}
            editing={editing}
            tags={tagsOf(story.$value)}
            actions={
              editing && (
                <EditDeleteButtons
                  editLabel={t('Edit story')}
                  deleteLabel={t('Delete story')}
                  deleteClassName="story-card__delete"
                  onEdit={(opener) => openEditor?.(story.$path, opener, STORY_MESSAGES.update)}
                  onDelete={() => void remove(story.$value.id)}
                />
              )
            }
          />
        )}
      </FilterableList>
    </Editable.SectionFrame>
  )
}
