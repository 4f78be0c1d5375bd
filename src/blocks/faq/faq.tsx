import type { faqSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Accordion } from '../../widgets/accordion.tsx'
import { Reveal } from '../../widgets/reveal.tsx'

/** Frequently asked questions in an accordion (first answer open, one open at a time). */
export default function Faq({ content }: BlockProps<typeof faqSchema>) {
  const f = fieldsOf(content)
  const items = f.items.$items.map((item) => ({
    id: item.$value.id,
    summary: <Editable.Text field={item.question} as="h3" className="faq__question" />,
    content: <Editable.Paragraphs field={item.answer} className="faq__answer" />,
  }))
  return (
    <Editable.SectionFrame className="faq section" inner="faq__inner" head={{ title: f.mainTitle, center: true }}>
      <Reveal amount={0.1}>
        <Editable.List field={f.items}>
          <Accordion items={items} itemStyle={{ backgroundColor: content.itemBackgroundColor }} />
        </Editable.List>
      </Reveal>
    </Editable.SectionFrame>
  )
}
