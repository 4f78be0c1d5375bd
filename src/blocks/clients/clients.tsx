import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useNavigate } from 'react-router'
import { clientsSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useCommit } from '../../engine/commit.ts'
import { useRemoveItem } from '../../engine/remove-item.ts'
import { Editable } from '../../engine/editable.ts'
import { FilterableList } from '../../engine/filterable-list.tsx'
import { fieldsOf } from '../../engine/fields.ts'
import { CreateEntryModal } from '../../widgets/lazy-dialogs.tsx'
import { DetailParts } from '../../widgets/detail-parts.tsx'
import { CategoryFilterBar } from '../../widgets/filters/filter-bar.tsx'
import { useListQuery } from '../../widgets/use-list-query.ts'
import { LogoCard, LogoCardTools, LogoSection } from '../../engine/inline/logo-card.tsx'

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
  const commit = useCommit<typeof clientsSchema>()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const { filters } = content
  const { hrefWith } = useListQuery()

  const remove = useRemoveItem<typeof clientsSchema>(
    'clients',
    { text: t('Delete this client?'), confirm: t('Delete client') },
    { success: 'Client deleted!', failure: 'Failed to delete client.' },
  )
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

  return (
    <LogoSection<Client>
      block="clients"
      head={f}
      details={(client) => <DetailParts parts={client.details} />}
      dialogs={
        creating && (
          <CreateEntryModal
            heading={t('New client')}
            submitLabel={t('Add client')}
            fields={[{ name: 'name', label: t('Client name'), required: 'Client name is required.' }]}
            onCreate={create}
            onClosed={() => setCreating(false)}
          />
        )
      }
    >
      {(open) => (
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
          {(client, i) => (
            // A client without details has nothing to open.
            <LogoCard
              item={client}
              kind="client"
              colours={CLIENT_COLOURS}
              index={i}
              onOpen={client.$value.details.length > 0 ? () => open(client.$value) : undefined}
            >
              <LogoCardTools
                kind="client"
                details={client.details}
                deleteLabel={t('Delete client')}
                onDelete={() => void remove(client.$value.id)}
              >
                <Editable.Area field={client.categories} className="client-card__categories">
                  {t('Industry and solution')}
                </Editable.Area>
              </LogoCardTools>
            </LogoCard>
          )}
        </FilterableList>
      )}
    </LogoSection>
  )
}
