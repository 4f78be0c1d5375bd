import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Link, useParams } from 'react-router'
import type { vacanciesSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { ApplicationForm } from './application-form.tsx'
import type { VacancyItem } from './vacancy-item.ts'

type Lines = Fields<VacancyItem>['detailContent']['responsibilities']

/** A titled list of the vacancy (responsibilities, requirements…). */
function LineList({ list, className }: { list: Lines; className?: string }) {
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  if (!editing && list.items.$value.length === 0 && !localize(list.title.$value)) return null
  return (
    <section className={['vacancy__section', className].filter(Boolean).join(' ')}>
      <Editable.Text field={list.title} as="h2" className="vacancy__heading" />
      <Editable.List field={list.items}>
        <ul className="vacancy__lines">
          {list.items.$items.map((item) => (
            <li key={item.$value.id}>
              <Editable.Text field={item.text} />
            </li>
          ))}
        </ul>
      </Editable.List>
    </section>
  )
}

/**
 * The vacancy page (/vacancy-details/{id}): the vacancy of Careers block 2 whose id the address
 * names — hero with a back link to /careers, summary, responsibilities, requirements, desired
 * skills, what we offer with the invitation to join, and the side application form.
 */
export default function VacancyDetail({ content }: BlockProps<typeof vacanciesSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const { vacancyId } = useParams()
  const index = content.vacancies.findIndex((v) => v.id === vacancyId)
  const vacancy = fieldsOf(content).vacancies.$items[index]
  if (!vacancy)
    return (
      <div className="page-message" role="status">
        {t('Vacancy content not found!')}
      </div>
    )
  const d = vacancy.detailContent
  const offer = d.what_we_offer
  return (
    <>
      <section className="vacancy-hero" aria-labelledby={headingId}>
        <div className="vacancy-hero__background">
          <Editable.Image field={d.heroImage} decorative eager />
        </div>
        <Reveal className="container vacancy-hero__inner" amount={0.2}>
          {editing ? (
            <Editable.Text field={d.backLinkText} className="vacancy-hero__back" />
          ) : (
            <Link to="/careers" className="vacancy-hero__back">
              <span aria-hidden="true" className="vacancy-hero__arrow" />
              {localize(d.backLinkText.$value)}
            </Link>
          )}
          <Editable.Text field={vacancy.title} as="h1" className="vacancy-hero__title" id={headingId} />
          <p className="vacancy-hero__meta">
            <Editable.Text field={vacancy.location} className="vacancy-hero__tag" />
            <Editable.Text field={vacancy.type} className="vacancy-hero__tag" />
          </p>
        </Reveal>
      </section>
      <div className="container vacancy__layout section">
        <article className="vacancy__content">
          <section className="vacancy__section">
            <Editable.Text field={d.summary.title} as="h2" className="vacancy__heading" />
            <Editable.Paragraphs field={d.summary.p1} className="vacancy__paragraph" spaced />
            <Editable.Paragraphs field={d.summary.p2} className="vacancy__paragraph" spaced />
            <Editable.Paragraphs field={d.summary.p3} className="vacancy__paragraph" spaced />
          </section>
          <LineList list={d.responsibilities} />
          <LineList list={d.requirements} />
          <LineList list={d.desired_skills} />
          <section className="vacancy__section vacancy__offer">
            <Editable.Text field={offer.title} as="h2" className="vacancy__heading" />
            <Editable.List field={offer.items}>
              <ul className="vacancy__lines vacancy__lines--offer">
                {offer.items.$items.map((item) => (
                  <li key={item.$value.id}>
                    <Editable.Text field={item.text} />
                  </li>
                ))}
              </ul>
            </Editable.List>
            <Editable.Paragraphs field={offer.join_us} className="vacancy__join" />
          </section>
        </article>
        <aside className="vacancy__aside">
          <ApplicationForm vacancy={vacancy} editing={editing} />
        </aside>
      </div>
    </>
  )
}
