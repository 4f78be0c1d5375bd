import type { timelineSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'

/** spec §9: 0.1 s delay per timeline step. */
export const TIMELINE_STEP_DELAY_S = 0.1

/** A step's number: its own, or its place in the list ('01', '02'…). */
export const stepNumber = (own: string, index: number) => own.trim() || String(index + 1).padStart(2, '0')

/** The selection process: numbered steps on a line, alternating above and below it. */
export default function Timeline({ content }: BlockProps<typeof timelineSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="timeline section" head={{ title: f.title, center: true, reveal: 0.2 }}>
      <Editable.List field={f.steps}>
        <ol className="timeline__steps" style={{ '--steps': Math.max(1, content.steps.length) } as React.CSSProperties}>
          {f.steps.$items.map((step, i) => (
            <Reveal
              as="li"
              key={step.$value.id}
              className={`timeline__step timeline__step--${i % 2 === 0 ? 'above' : 'below'}`}
              amount={0.1}
              delay={i * TIMELINE_STEP_DELAY_S}
            >
              <Editable.Area field={step.number} className="timeline__number-edit">
                <span className="timeline__number">{stepNumber(step.number.$value, i)}</span>
              </Editable.Area>
              <Editable.Paragraphs field={step.text} className="timeline__text" />
            </Reveal>
          ))}
        </ol>
      </Editable.List>
    </Editable.SectionFrame>
  )
}
