import type { solutionsGridSchema } from './schema.ts'
import { mediaUrl } from '../../api/config.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'

/** spec §9: cards appear one after another, 0.1 s apart. */
export const SOLUTION_CARD_DELAY_S = 0.1

/** Home block 3: one card per solution, the whole card a link to the solution's page. */
export default function SolutionsGrid({ content }: BlockProps<typeof solutionsGridSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="solutions-grid section" head={{ title: f.title, subtitle: f.subtitle, center: true, reveal: 0.2 }}>
      <Editable.RevealList
        field={f.items}
        className="card-grid solutions-grid__list"
        itemClass="solutions-grid__card"
        stagger={SOLUTION_CARD_DELAY_S}
        perRow={3}
      >
        {(item) => (
          <>
            <Editable.Area field={item.icon} className="solutions-grid__icon-edit">
              {item.icon.$value ? (
                <img className="solutions-grid__icon" src={mediaUrl(item.icon.$value)} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="solutions-grid__icon solutions-grid__icon--empty" aria-hidden="true" />
              )}
            </Editable.Area>
            <h3 className="solutions-grid__title">
              <Editable.Link text={item.title} href={item.link} className="stretched-link solutions-grid__link" />
            </h3>
            <Editable.Paragraphs field={item.description} className="solutions-grid__description" />
            <Editable.Text field={f.linkText} className="solutions-grid__more" />
          </>
        )}
      </Editable.RevealList>
    </Editable.SectionFrame>
  )
}
