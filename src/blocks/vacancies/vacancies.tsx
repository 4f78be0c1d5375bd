import type { vacanciesSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'

export const vacancyPath = (id: string) => `/vacancy-details/${encodeURIComponent(id)}`

/**
 * Careers block 2: the open vacancies, each a card linking to /vacancy-details/{id} (not in edit
 * mode), or the 'coming soon' message when there are none.
 */
export default function Vacancies({ content }: BlockProps<typeof vacanciesSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const none = content.vacancies.length === 0
  return (
    <Editable.SectionFrame className="vacancies section" head={{ title: f.title, subtitle: f.subtitle, reveal: 0.2 }}>
      <Editable.List field={f.vacancies}>
        {!none && (
          <ul className="vacancies__list">
            {f.vacancies.$items.map((vacancy, i) => (
              <Reveal as="li" key={vacancy.$value.id} className="vacancies__card" amount={0.1} delay={i * 0.1}>
                <div className="vacancies__main">
                  <Editable.TitleLink
                    field={vacancy.title}
                    to={vacancyPath(vacancy.$value.id)}
                    editing={editing}
                    className="vacancies__title"
                    linkClassName="vacancies__link"
                  />
                  <p className="vacancies__meta">
                    <Editable.Text field={vacancy.location} className="vacancies__tag" />
                    <Editable.Text field={vacancy.type} className="vacancies__tag" />
                  </p>
                  <Editable.Paragraphs field={vacancy.excerpt} className="vacancies__excerpt" />
                </div>
                <Editable.Text field={f.linkText} className="vacancies__more" />
              </Reveal>
            ))}
          </ul>
        )}
      </Editable.List>
      {(none || editing) && (
        <div className={['vacancies__coming-soon', editing && !none ? 'vacancies__coming-soon--preview' : ''].filter(Boolean).join(' ')}>
          <Editable.Paragraphs field={f.comingSoon} />
        </div>
      )}
    </Editable.SectionFrame>
  )
}
