import { useI18n } from '../../i18n/translation.tsx'
import { partnersSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useAsk } from '../../engine/ask.ts'
import { useCommit } from '../../engine/commit.ts'
import { useRemoveItem } from '../../engine/remove-item.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { DetailParts } from '../../widgets/detail-parts.tsx'
import { LogoCard, LogoCardTools, LogoGrid, LogoSection } from '../../engine/inline/logo-card.tsx'

type Partner = BlockProps<typeof partnersSchema>['content']['partners'][number]

/** spec §9: partner card colours cycle through 4. */
export const PARTNER_COLOURS = ['#e3f0ef', '#fbe9d7', '#e8eaf6', '#f3efe4'] as const

/**
 * Our partners block 2: a grid of partner cards in four cycling colours; a card opens the
 * partner's details in a modal. Editors add a partner by name and delete partners.
 */
export default function Partners({ content }: BlockProps<typeof partnersSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const editing = !!useOptionalBlock()?.editing
  const commit = useCommit<typeof partnersSchema>()
  const { askText } = useAsk()

  const add = async () => {
    const name = (await askText({ text: t('Name of the new partner'), input: true, confirm: t('Add partner') }))?.trim()
    if (!name || !commit) return
    // The same partner as the editor panel's Add item makes; its start loads with the editor, not for visitors.
    const partner = (await import('../../engine/editor/new-items.ts')).addedItem(partnersSchema, 'partners', name) as Partner
    commit('partners', (partners) => [...partners, partner], {
      success: 'New partner added!',
      failure: 'Failed to add partner.',
    })
  }
  const remove = useRemoveItem<typeof partnersSchema>(
    'partners',
    { text: t('Delete this partner?'), confirm: t('Delete partner') },
    { success: 'Partner deleted!', failure: 'Failed to delete partner.' },
  )

  return (
    <LogoSection<Partner> block="partners" head={f} details={(partner) => <DetailParts parts={partner.details} />}>
      {(open) => (
        <>
          <LogoGrid list={f.partners} className="partners__grid" perRow={4}>
            {(partner, i) => (
              <LogoCard item={partner} kind="partner" colours={PARTNER_COLOURS} index={i} onOpen={() => open(partner.$value)}>
                <LogoCardTools
                  kind="partner"
                  details={partner.details}
                  deleteLabel={t('Delete partner')}
                  onDelete={() => void remove(partner.$value.id)}
                />
              </LogoCard>
            )}
          </LogoGrid>
          {editing && (
            <div className="partners__add">
              <button type="button" className="button button--primary" onClick={() => void add()}>
                {t('Add partner')}
              </button>
            </div>
          )}
        </>
      )}
    </LogoSection>
  )
}
