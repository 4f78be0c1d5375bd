import type { processTimelineSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'

/** spec §9: 0.1 s animation delay per timeline step. */
export const STEP_DELAY_S = 0.1

/** spec: steps are numbered '01', '02'… in order. */
export const stepNumber = (index: number) => String(index + 1).padStart(2, '0')

/**
 * A process as a timeline. spec: the title keeps its line breaks; steps are numbered '01',
 * '02'… and sit alternately above and below the line (on wide screens; on phones the line runs
 * down the side).
 */
export default function ProcessTimeline({ content }: BlockProps<typeof processTimelineSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="process section">
      {(headingId) => (
        <>
          <Editable.Text field={f.title} as="h2" className="process__title" id={headingId} />
          <Editable.List field={f.steps}>
            <ol className="process__steps">
              {f.steps.$items.map((step, i) => (
                <Reveal
                  as="li"
                  key={step.$value.id}
                  className={['process__step', i % 2 === 0 ? 'process__step--above' : 'process__step--below'].join(' ')}
                  amount={0.1}
                  delay={i * STEP_DELAY_S}
                >
                  <span className="process__dot" aria-hidden="true" />
                  <div className="process__content">
                    <span className="process__number" aria-hidden="true">
                      {stepNumber(i)}
                    </span>
                    <Editable.ItemText item={step} b="process" className="process__card" titleClass="process__step-title" />
                  </div>
                </Reveal>
              ))}
            </ol>
          </Editable.List>
        </>
      )}
    </Editable.SectionFrame>
  )
}
