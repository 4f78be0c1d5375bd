import { useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useNavigate } from 'react-router'
import { clientsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useAsk } from '../../engine/ask.ts'
import { useCommit } from '../../engine/commit.ts'
import { Editable } from '../../engine/editable.ts'
import { FilterableList } from '../../engine/filterable-list.tsx'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { CreateEntryModal } from '../../widgets/lazy-dialogs.tsx'
import { DetailParts } from '../../widgets/detail-parts.tsx'
import { DetailModal } from '../../widgets/lazy-dialogs.tsx'
import { CategoryFilterBar } from '../../widgets/filters/filter-bar.tsx'
import { useListQuery } from '../../widgets/use-list-query.ts'
import { ReadMoreButton } from '../../widgets/read-more-button.tsx'

type Client = BlockProps<typeof clientsSchema>['content']['clients'][number]

/** spec §9: client card colours cycle through 6: light tints under dark text. */
export const CLIENT_COLOURS = ['#e3f0ef', '#fbe9d7', '#e8eaf6', '#f3efe4', '#f3e3ec', '#e6efdc'] as const

/**
 * Our clients block 2: the industry and solution filters, a page of client cards in six cycling
 * colours (a card opens the client's details), the pager. Editors add a client in a dialog and
 * delete clients.
 */
export default function Clients({ content }: BlockProps<typeof clientsSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const commit = useCommit<typeof clientsSchema>()
  const { confirm } = useAsk()
  const navigate = useNavigate()
  const headingId = useId()
  const [open, setOpen] = useState<Client | null>(null)
  const [creating, setCreating] = useState(false)
  const { filters } = content
  const { hrefWith } = useListQuery()
  const hasHead = editing || localize(content.title) !== ''

  const remove = async (id: string) => {
    if (!commit || !(await confirm({ text: t('Delete this client?'), confirm: t('Delete client'), danger: true }))) return
    commit('clients', (clients) => clients.filter((x) => x.id !== id), {
      success: 'Client deleted!',
      failure: 'Failed to delete client.',
    })
  }
  const create = (values: Record<string, string>) => {
    // The same client as the editor panel's Add item makes; its start loads with the editor, not for visitors.
    void import('../../engine/editor/new-items.ts').then(({ addedItem }) => {
      const client = addedItem(clientsSchema, 'clients', values.name ?? '') as Client
      commit?.('clients', (clients) => [client, ...clients], {
        success: 'New client added!',
        failure: 'Failed to add client.',
      })
    })
    void navigate(hrefWith({ industry: null, solution: null, page: null }))
    return true
  }

  const card = (client: Fields<Client>, i: number) => (
    <div className="logo-card client-card" style={{ backgroundColor: CLIENT_COLOURS[i % CLIENT_COLOURS.length] }}>
      <Editable.Image field={client.logo} className="logo-card__logo client-card__logo" sizes="200px" />
      <Editable.Text field={client.name} as="h3" className="client-card__name" />
      <Editable.Paragraphs field={client.description} className="logo-card__description client-card__description" />
      {editing ? (
        <div className="client-card__tools">
          <Editable.List field={client.details}>
            <span className="client-card__details-count">
              {t('Details')} ({client.details.$value.length})
            </span>
          </Editable.List>
          <Editable.Area field={client.categories} className="client-card__categories">
            {t('Industry and solution')}
          </Editable.Area>
          <button type="button" className="button button--ghost client-card__delete" onClick={() => void remove(client.$value.id)}>
            {t('Delete client')}
          </button>
        </div>
      ) : (
        client.$value.details.length > 0 && (
          <ReadMoreButton name={localize(client.name.$value)} className="client-card__open" onClick={() => setOpen(client.$value)} />
        )
      )}
    </div>
  )

  return (
    <section className="clients section" aria-labelledby={hasHead ? headingId : undefined}>
      <div className="container">
        {hasHead && <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} center reveal={0.2} />}
        <FilterableList
          schema={clientsSchema}
          content={content}
          list={f.clients}
          filtersField={f.filters}
          filters={<CategoryFilterBar filters={filters} />}
          addLabel={t('Add client')}
          onAdd={() => setCreating(true)}
          gridClassName="logo-card-grid clients__grid"
          pagerLabel={t('Clients pages')}
        >
          {card}
        </FilterableList>
      </div>
      {open && (
        <DetailModal logo={open.logo} name={open.name} lead={open.description} onClosed={() => setOpen(null)}>
          <DetailParts parts={open.details} />
        </DetailModal>
      )}
      {creating && (
        <CreateEntryModal
          heading={t('New client')}
          submitLabel={t('Add client')}
          fields={[{ name: 'name', label: t('Client name'), required: 'Client name is required.' }]}
          onCreate={create}
          onClosed={() => setCreating(false)}
        />
      )}
    </section>
  )
}
