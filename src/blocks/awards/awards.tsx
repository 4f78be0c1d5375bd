import { useI18n } from '../../i18n/translation.tsx'
import type { awardsSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { LogoCard, LogoGrid, LogoSection } from '../../engine/inline/logo-card.tsx'

type Award = BlockProps<typeof awardsSchema>['content']['awards'][number]

/** spec §9: award card colours cycle through 6. */
export const AWARD_COLOURS = ['#0d5c63', '#7a3b5c', '#1f4e79', '#8a4b0f', '#3d5a2a', '#4b3f72'] as const

/** Our awards block 2: award cards in six cycling colours; a card opens the award's story in a modal. */
export default function Awards({ content }: BlockProps<typeof awardsSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  return (
    <LogoSection<Award> block="awards" head={f} details={(award) => award.details.map((d) => <p key={d.id}>{localize(d.text)}</p>)}>
      {(open) => (
        <LogoGrid list={f.awards} className="awards__grid" perRow={3}>
          {(award, i) => (
            <LogoCard item={award} kind="award" colours={AWARD_COLOURS} index={i} badge onOpen={() => open(award.$value)}>
              <Editable.List field={award.details}>
                <span className="award-card__details">{t('Details')}</span>
              </Editable.List>
            </LogoCard>
          )}
        </LogoGrid>
      )}
    </LogoSection>
  )
}
