import type { promisesSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'

/** spec §9: 0.1 s delay per promise card. */
export const PROMISE_DELAY_S = 0.1

/** Why choose us block 4: the promises we make, as numbered cards. */
export default function Promises({ content }: BlockProps<typeof promisesSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="promises section" head={{ title: f.mainTitle, center: true, reveal: 0.2 }}>
      <Editable.RevealList
        field={f.cards}
        as="ol"
        className="card-grid promises__cards"
        itemClass="promises__card"
        stagger={PROMISE_DELAY_S}
      >
        {(card, i) => (
          <>
            <span className="promises__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <Editable.Text field={card.title} as="h3" className="promises__title" />
            <Editable.Paragraphs field={card.description} className="promises__description" />
          </>
        )}
      </Editable.RevealList>
    </Editable.SectionFrame>
  )
}
