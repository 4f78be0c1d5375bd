import type { solutionBenefitsSchema } from './schema.ts'
import { mediaUrl } from '../../api/config.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'

/** spec §9: 0.1 s animation delay per benefit card on the solution pages. */
export const BENEFIT_DELAY_S = 0.1

/** Benefit cards, each with its icon on a coloured disc, and a button (to the demo form by default). */
export default function SolutionBenefits({ content }: BlockProps<typeof solutionBenefitsSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="benefits-grid section" head={{ title: f.mainTitle, subtitle: f.mainSubtitle, center: true }}>
      <Editable.RevealList field={f.benefits} className="benefits-grid__list" itemClass="benefits-grid__card" stagger={BENEFIT_DELAY_S}>
        {(benefit) => (
          <>
            <Editable.Area field={benefit.icon} className="benefits-grid__icon-edit">
              <span className="benefits-grid__icon" style={{ backgroundColor: benefit.$value.iconBackgroundColor }}>
                {benefit.$value.icon && <img src={mediaUrl(benefit.$value.icon)} alt="" width={32} height={32} loading="lazy" />}
              </span>
            </Editable.Area>
            <Editable.Text field={benefit.title} as="h3" className="benefits-grid__title" />
            <Editable.Paragraphs field={benefit.description} className="benefits-grid__description" />
          </>
        )}
      </Editable.RevealList>
      <div className="benefits-grid__actions">
        <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--primary" />
      </div>
    </Editable.SectionFrame>
  )
}
