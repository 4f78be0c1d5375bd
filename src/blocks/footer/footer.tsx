import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { BlockProps } from '../../../registry/define-block.ts'
import type { footerLinkSchema, footerSchema } from '../../../schemas/blocks/footer.ts'
import type { Path } from '../../../schemas/paths.ts'
import { Editable } from '../../engine/inline/editable.tsx'
import { EditableList } from '../../engine/inline/list.tsx'
import { Paragraphs, Text } from '../../engine/inline/text.tsx'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { AddItemButton, ItemTools, type LinkListActions, useLinkListActions } from '../header/menu-item-tools.tsx'
import { MenuLink } from '../header/menu-link.tsx'
import { SCROLL_TOP_THRESHOLD_PX, useScrolledPast } from '../header/use-scrolled.ts'
import { NewsletterForm } from './newsletter-form.tsx'
import { SocialIcon } from './social-icon.tsx'
import './footer.css'

/** spec §9: the footer animates in when 0.1 of it is in view. */
export const FOOTER_IN_VIEW_AMOUNT = 0.1

type FooterLink = z.output<typeof footerLinkSchema>

function LinkList({
  links,
  listPath,
  actions,
  className,
}: {
  links: FooterLink[]
  listPath: Path
  actions: LinkListActions | undefined
  className: string
}) {
  const localize = useLocalize()
  return (
    <ul className={className}>
      {links.map((link, i) => {
        const label = localize(link.label)
        return (
          <li key={link.id}>
            <MenuLink to={link.path} className="site-footer__link">
              {label}
            </MenuLink>
            {actions && <ItemTools actions={actions} itemPath={[...listPath, i]} label={label} idPrefix="link" />}
          </li>
        )
      })}
      {actions && (
        <li>
          <AddItemButton actions={actions} listPath={listPath} idPrefix="link" />
        </li>
      )}
    </ul>
  )
}

function ScrollToTopButton() {
  const { t } = useTranslation()
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
  const { t } = useTranslation()
  const localize = useLocalize()
  const actions = useLinkListActions()
  const editing = actions !== undefined
  const ids = useId()
  const { staticTexts, contacts } = content
  const addressText = localize(contacts.address)

  return (
    <>
      <Reveal as="footer" className="site-footer" amount={FOOTER_IN_VIEW_AMOUNT} distance={32}>
        <div className="container">
          <section className="site-footer__newsletter" aria-labelledby={`${ids}-newsletter`}>
            <div className="site-footer__newsletter-text">
              <Text
                id={`${ids}-newsletter`}
                as="h2"
                className="site-footer__newsletter-title"
                value={staticTexts.newsletterTitle}
                path={['staticTexts', 'newsletterTitle']}
              />
              <div id={`${ids}-disclaimer`}>
                <Paragraphs
                  className="site-footer__disclaimer"
                  value={staticTexts.newsletterDisclaimer}
                  path={['staticTexts', 'newsletterDisclaimer']}
                />
              </div>
              {editing && (
                <Editable path={['newsletterEmail']} label={t('Newsletter address')} className="site-footer__edit-note">
                  {t('Newsletter address')}: <span dir="ltr">{content.newsletterEmail || '…'}</span>
                </Editable>
              )}
            </div>
            <NewsletterForm address={content.newsletterEmail} describedBy={`${ids}-disclaimer`} />
          </section>

          <div className="site-footer__grid">
            {content.columns.map((column, ci) => (
              <nav key={column.id} className="site-footer__column" aria-labelledby={`${ids}-col-${ci}`}>
                <Text
                  id={`${ids}-col-${ci}`}
                  as="h2"
                  className="site-footer__heading"
                  value={column.title}
                  path={['columns', ci, 'title']}
                />
                <LinkList links={column.links} listPath={['columns', ci, 'links']} actions={actions} className="site-footer__links" />
              </nav>
            ))}

            <div className="site-footer__column site-footer__column--contacts">
              <Text as="h2" className="site-footer__heading" value={staticTexts.contactsTitle} path={['staticTexts', 'contactsTitle']} />
              <ul className="site-footer__links site-footer__contacts">
                {(contacts.email || editing) && (
                  <li>
                    <Editable path={['contacts', 'email']} label={t('Email')}>
                      <a className="site-footer__link" href={`mailto:${contacts.email}`} dir="ltr">
                        {contacts.email || '…'}
                      </a>
                    </Editable>
                  </li>
                )}
                {(contacts.phone || editing) && (
                  <li>
                    <Editable path={['contacts', 'phone']} label={t('Phone')}>
                      <a className="site-footer__link" href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                        {contacts.phone || '…'}
                      </a>
                    </Editable>
                  </li>
                )}
                {(addressText || editing) && (
                  <li>
                    <Text as="address" className="site-footer__address" value={contacts.address} path={['contacts', 'address']} />
                  </li>
                )}
              </ul>
            </div>

            <div className="site-footer__column">
              <Text as="h2" className="site-footer__heading" value={staticTexts.socialTitle} path={['staticTexts', 'socialTitle']} />
              <EditableList path={['social']} label="Social links">
                <ul className="site-footer__links site-footer__social">
                  {content.social.map((social, si) => (
                    <li key={social.id}>
                      <Editable path={['social', si]} label={localize(social.label)}>
                        <a className="site-footer__social-link" href={social.url} target="_blank" rel="noopener noreferrer">
                          <SocialIcon network={social.network} />
                          <span>{localize(social.label)}</span>
                          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                        </a>
                      </Editable>
                    </li>
                  ))}
                </ul>
              </EditableList>
            </div>
          </div>

          <div className="site-footer__bottom">
            <Text as="p" className="site-footer__copyright" value={staticTexts.copyright} path={['staticTexts', 'copyright']} />
            <nav aria-label={t('Legal')}>
              <LinkList links={content.legalLinks} listPath={['legalLinks']} actions={actions} className="site-footer__legal" />
            </nav>
          </div>
        </div>
      </Reveal>
      <ScrollToTopButton />
    </>
  )
}
