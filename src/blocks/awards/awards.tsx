import { useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { awardsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { DetailModal } from '../../widgets/lazy-dialogs.tsx'
import { ReadMoreButton } from '../../widgets/read-more-button.tsx'
import { Reveal } from '../../widgets/reveal.tsx'

type Award = BlockProps<typeof awardsSchema>['content']['awards'][number]

/** spec §9: award card colours cycle through 6. */
export const AWARD_COLOURS = ['#0d5c63', '#7a3b5c', '#1f4e79', '#8a4b0f', '#3d5a2a', '#4b3f72'] as const

/** Our awards block 2: award cards in six cycling colours; a card opens the award's story in a modal. */
export default function Awards({ content }: BlockProps<typeof awardsSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const [open, setOpen] = useState<Award | null>(null)
  const hasHead = editing || localize(content.title) !== ''
  return (
    <section className="awards section" aria-labelledby={hasHead ? headingId : undefined}>
      <div className="container">
        {hasHead && <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} center reveal={0.2} />}
        <Editable.List field={f.awards}>
          <ul className="card-grid logo-card-grid awards__grid">
            {f.awards.$items.map((award, i) => (
              <Reveal as="li" key={award.$value.id} amount={0.1} delay={(i % 3) * 0.1}>
                <div className="logo-card award-card" style={{ backgroundColor: AWARD_COLOURS[i % AWARD_COLOURS.length] }}>
                  <div className="award-card__badge">
                    <Editable.Image field={award.logo} className="award-card__logo" sizes="96px" />
                  </div>
                  <Editable.Text field={award.name} as="h3" className="award-card__name" />
                  <Editable.Paragraphs field={award.description} className="logo-card__description award-card__description" />
                  {editing ? (
                    <Editable.List field={award.details}>
                      <span className="award-card__details">{t('Details')}</span>
                    </Editable.List>
                  ) : (
                    <ReadMoreButton name={localize(award.name.$value)} className="award-card__open" onClick={() => setOpen(award.$value)} />
                  )}
                </div>
              </Reveal>
            ))}
          </ul>
        </Editable.List>
      </div>
      {open && (
        <DetailModal logo={open.logo} name={open.name} lead={open.description} onClosed={() => setOpen(null)}>
          {open.details.map((detail) => (
            <p key={detail.id}>{localize(detail.text)}</p>
          ))}
        </DetailModal>
      )}
    </section>
  )
}
