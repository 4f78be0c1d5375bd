import { useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { partnersSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useAsk } from '../../engine/ask.ts'
import { useCommit } from '../../engine/commit.ts'
import { Editable } from '../../engine/editable.ts'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { DetailParts } from '../../widgets/detail-parts.tsx'
import { DetailModal } from '../../widgets/lazy-dialogs.tsx'
import { ReadMoreButton } from '../../widgets/read-more-button.tsx'
import { Reveal } from '../../widgets/reveal.tsx'

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
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const commit = useCommit<typeof partnersSchema>()
  const { confirm, askText } = useAsk()
  const headingId = useId()
  const [open, setOpen] = useState<Partner | null>(null)
  const hasHead = editing || localize(content.title) !== ''

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
  const remove = async (id: string) => {
    if (!commit || !(await confirm({ text: t('Delete this partner?'), confirm: t('Delete partner'), danger: true }))) return
    commit('partners', (partners) => partners.filter((p) => p.id !== id), {
      success: 'Partner deleted!',
      failure: 'Failed to delete partner.',
    })
  }

  const card = (partner: Fields<Partner>, i: number) => (
    <div className="logo-card partner-card" style={{ backgroundColor: PARTNER_COLOURS[i % PARTNER_COLOURS.length] }}>
      <Editable.Image field={partner.logo} className="logo-card__logo partner-card__logo" sizes="200px" />
      <Editable.Text field={partner.name} as="h3" className="partner-card__name" />
      <Editable.Paragraphs field={partner.description} className="logo-card__description partner-card__description" />
      {editing ? (
        <div className="partner-card__tools">
          <Editable.List field={partner.details}>
            <span className="partner-card__details-count">
              {t('Details')} ({partner.details.$value.length})
            </span>
          </Editable.List>
          <button type="button" className="button button--ghost partner-card__delete" onClick={() => void remove(partner.$value.id)}>
            {t('Delete partner')}
          </button>
        </div>
      ) : (
        <ReadMoreButton name={localize(partner.name.$value)} className="partner-card__open" onClick={() => setOpen(partner.$value)} />
      )}
    </div>
  )

  return (
    <section className="partners section" aria-labelledby={hasHead ? headingId : undefined}>
      <div className="container">
        {hasHead && <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} center reveal={0.2} />}
        <Editable.List field={f.partners}>
          <ul className="card-grid logo-card-grid partners__grid">
            {f.partners.$items.map((partner, i) => (
              <Reveal as="li" key={partner.$value.id} amount={0.1} delay={(i % 4) * 0.1}>
                {card(partner, i)}
              </Reveal>
            ))}
          </ul>
        </Editable.List>
        {editing && (
          <div className="partners__add">
            <button type="button" className="button button--primary" onClick={() => void add()}>
              {t('Add partner')}
            </button>
          </div>
        )}
      </div>
      {open && (
        <DetailModal logo={open.logo} name={open.name} lead={open.description} onClosed={() => setOpen(null)}>
          <DetailParts parts={open.details} />
        </DetailModal>
      )}
    </section>
  )
}
