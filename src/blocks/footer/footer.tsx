import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { z } from 'zod/mini'
import type { footerLinkSchema, footerSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { Editable } from '../../engine/editable.ts'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { NavLink } from '../../widgets/nav-link.tsx'
import { Reveal } from '../../widgets/reveal.tsx'
import { SCROLL_TOP_THRESHOLD_PX, useScrolledPast } from '../../widgets/use-scrolled.ts'
import { NewsletterForm } from './newsletter-form.tsx'
import { SocialIcon } from './social-icon.tsx'
import { Ltr } from '../../widgets/ltr.tsx'

/** spec §9: the footer animates in when 0.1 of it is in view. */
export const FOOTER_IN_VIEW_AMOUNT = 0.1

type FooterLink = z.output<typeof footerLinkSchema>

/** A list of links; in edit mode the list edits as a whole and each link where it stands. */
function LinkList({ field, editing, className }: { field: Fields<FooterLink[]>; editing: boolean; className: string }) {
  const localize = useLocalize()
  return (
    <Editable.List field={field}>
      <ul className={className}>
        {field.$items.map((link) => (
          <li key={link.$value.id}>
            <Editable.Area field={link} as="span">
              <NavLink to={link.$value.path} className="site-footer__link" editing={editing}>
                {localize(link.$value.label)}
              </NavLink>
            </Editable.Area>
          </li>
        ))}
      </ul>
    </Editable.List>
  )
}

function ScrollToTopButton() {
  const { t } = useI18n()
  const shown = useScrolledPast(SCROLL_TOP_THRESHOLD_PX)
  if (!shown) return null
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('Scroll to top')}
      title={t('Scroll to top')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}

export default function Footer({ content }: BlockProps<typeof footerSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const ids = useId()
  const { contacts } = content
  const addressText = localize(contacts.address)

  return (
    <>
      <Reveal as="footer" className="site-footer" amount={FOOTER_IN_VIEW_AMOUNT} distance={32}>
        <div className="container">
          <section className="site-footer__newsletter" aria-labelledby={`${ids}-newsletter`}>
            <div className="site-footer__newsletter-text">
              <Editable.Text
                id={`${ids}-newsletter`}
                as="h2"
                className="site-footer__newsletter-title"
                field={f.staticTexts.newsletterTitle}
              />
              <div id={`${ids}-disclaimer`}>
                <Editable.Paragraphs className="site-footer__disclaimer" field={f.staticTexts.newsletterDisclaimer} />
              </div>
              {editing && (
                <Editable.Area field={f.newsletterEmail} className="site-footer__edit-note">
                  {t('Newsletter address')}: <Ltr>{content.newsletterEmail || '…'}</Ltr>
                </Editable.Area>
              )}
            </div>
            <NewsletterForm address={content.newsletterEmail} describedBy={`${ids}-disclaimer`} />
          </section>

          <div className="site-footer__grid">
            <Editable.List field={f.columns} className="site-footer__columns-edit">
              {f.columns.$items.map((column, ci) => (
                <nav key={column.$value.id} className="site-footer__column" aria-labelledby={`${ids}-col-${ci}`}>
                  <Editable.Text id={`${ids}-col-${ci}`} as="h2" className="site-footer__heading" field={column.title} />
                  <LinkList field={column.links} editing={editing} className="site-footer__links" />
                </nav>
              ))}
            </Editable.List>

            <div className="site-footer__column site-footer__column--contacts">
              <Editable.Text as="h2" className="site-footer__heading" field={f.staticTexts.contactsTitle} />
              <ul className="site-footer__links site-footer__contacts">
                {(contacts.email || editing) && (
                  <li>
                    <Editable.Area field={f.contacts.email}>
                      <a className="site-footer__link" href={`mailto:${contacts.email}`}>
                        <Ltr nowrap>{contacts.email || '…'}</Ltr>
                      </a>
                    </Editable.Area>
                  </li>
                )}
                {(contacts.phone || editing) && (
                  <li>
                    <Editable.Area field={f.contacts.phone}>
                      <a className="site-footer__link" href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>
                        <Ltr nowrap>{contacts.phone || '…'}</Ltr>
                      </a>
                    </Editable.Area>
                  </li>
                )}
                {(addressText || editing) && (
                  <li>
                    <Editable.Text as="address" className="site-footer__address" field={f.contacts.address} />
                  </li>
                )}
              </ul>
            </div>

            <div className="site-footer__column">
              <Editable.Text as="h2" className="site-footer__heading" field={f.staticTexts.socialTitle} />
              <Editable.List field={f.social}>
                <ul className="site-footer__links site-footer__social">
                  {f.social.$items.map((social) => (
                    <li key={social.$value.id}>
                      <Editable.Area field={social}>
                        <a className="site-footer__social-link" href={social.$value.url} target="_blank" rel="noopener noreferrer">
                          <SocialIcon network={social.$value.network} />
                          <span>{localize(social.$value.label)}</span>
                          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                        </a>
                      </Editable.Area>
                    </li>
                  ))}
                </ul>
              </Editable.List>
            </div>
          </div>

          <div className="site-footer__bottom">
            <Editable.Text as="p" className="site-footer__copyright" field={f.staticTexts.copyright} />
            <nav aria-label={t('Legal')}>
              <LinkList field={f.legalLinks} editing={editing} className="site-footer__legal" />
            </nav>
          </div>
        </div>
      </Reveal>
      <ScrollToTopButton />
    </>
  )
}
