import { type ReactNode, useId, useState } from 'react'
import { useOptionalBlock } from '../block-context.tsx'
import type { Field, Fields } from '../fields.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { DetailModal } from '../../widgets/lazy-dialogs.tsx'
import type { ImageValue } from '../../widgets/media-image.tsx'
import { ReadMoreButton } from '../../widgets/read-more-button.tsx'
import { Img } from './image.tsx'
import { List } from './list.tsx'
import { RevealList } from './reveal-list.tsx'
import { SectionHead } from './section-head.tsx'
import { Paragraphs, Text } from './text.tsx'

/** What a logo card shows of a client, partner or award; its details open in the modal. */
export interface LogoItem {
  readonly id: string
  readonly name: LocalizedValue
  readonly logo: ImageValue
  readonly description: LocalizedValue
}

interface LogoCardProps {
  item: Fields<LogoItem>
  /** The card's class prefix: 'client' gives `client-card`, `client-card__name`… */
  kind: string
  /** The block's card colours, which cycle: the card takes the one at its place in the list. */
  colours: readonly string[]
  index: number
  /** The logo stands on a round badge (awards) instead of at the card's start. */
  badge?: boolean
  /** Opens the details; without it the card has no 'Read more' (a client without details). */
  onOpen?: () => void
  /** Edit mode's tools, drawn in place of 'Read more'. */
  children: ReactNode
}

/**
 * The coloured card of the clients, partners and awards blocks: the logo, the name, the short
 * description, then 'Read more' over the whole card, or in edit mode the block's own tools.
 */
export function LogoCard({ item, kind, colours, index, badge = false, onOpen, children }: LogoCardProps) {
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const c = `${kind}-card`
  return (
    <div className={`logo-card ${c}`} style={{ backgroundColor: colours[index % colours.length] }}>
      {badge ? (
        <div className={`${c}__badge`}>
          <Img field={item.logo} className={`${c}__logo`} sizes="96px" />
        </div>
      ) : (
        <Img field={item.logo} className={`logo-card__logo ${c}__logo`} sizes="200px" />
      )}
      <Text field={item.name} as="h3" className={`logo-card__name ${c}__name`} />
      <Paragraphs field={item.description} className={`logo-card__description ${c}__description`} />
      {editing ? children : onOpen && <ReadMoreButton name={localize(item.name.$value)} className={`${c}__open`} onClick={onOpen} />}
    </div>
  )
}

interface LogoCardToolsProps {
  kind: string
  /** The item's details: a click opens them in the editor. */
  details: Field<readonly unknown[]>
  deleteLabel: string
  onDelete: () => void
  /** More tools, between the details and the delete button. */
  children?: ReactNode
}

/** A client's or partner's edit-mode tools: its details (how many), then delete. */
export function LogoCardTools({ kind, details, deleteLabel, onDelete, children }: LogoCardToolsProps) {
  const { t } = useI18n()
  return (
    <div className={`${kind}-card__tools`}>
      <List field={details}>
        <span className={`${kind}-card__details-count`}>
          {t('Details')} ({details.$value.length})
        </span>
      </List>
      {children}
      <button type="button" className={`button button--ghost ${kind}-card__delete`} onClick={onDelete}>
        {deleteLabel}
      </button>
    </div>
  )
}

interface LogoGridProps<T extends LogoItem> {
  list: Field<readonly T[]> & { readonly $items: readonly Fields<T>[] }
  /** The grid's own class beside the shared ones ('partners__grid'). */
  className: string
  /** Cards a row at the widest: each row's cards come in one after another. */
  perRow: number
  children(item: Fields<T>, index: number): ReactNode
}

/** The whole list as a grid of cards that come in as they scroll into view (partners, awards). */
export function LogoGrid<T extends LogoItem>({ list, className, perRow, children }: LogoGridProps<T>) {
  return (
    <RevealList field={list} className={`card-grid logo-card-grid ${className}`} stagger={0.1} perRow={perRow}>
      {children}
    </RevealList>
  )
}

interface LogoSectionProps<T extends LogoItem> {
  /** The block's class: 'clients'. */
  block: string
  /** The block's heading fields. */
  head: { readonly title: Field<LocalizedValue>; readonly subtitle: Field<LocalizedValue> }
  /** The open item's details, below its logo, name and description. */
  details: (item: T) => ReactNode
  /** The list, and in edit mode its tools; a card calls `open` to show its item's details. */
  children: (open: (item: T) => void) => ReactNode
  /** Edit mode's dialogs, outside the container. */
  dialogs?: ReactNode
}

/**
 * A logo cards block's frame: the section and its heading (left out for visitors when the title
 * is empty), the cards, and the open item's details in the modal.
 */
export function LogoSection<T extends LogoItem>({ block, head, details, children, dialogs }: LogoSectionProps<T>) {
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const [open, setOpen] = useState<T | null>(null)
  const hasHead = editing || localize(head.title.$value) !== ''
  return (
    <section className={`${block} section`} aria-labelledby={hasHead ? headingId : undefined}>
      <div className="container">
        {hasHead && <SectionHead id={headingId} title={head.title} subtitle={head.subtitle} center reveal={0.2} />}
        {children(setOpen)}
      </div>
      {open && (
        <DetailModal logo={open.logo} name={open.name} lead={open.description} onClosed={() => setOpen(null)}>
          {details(open)}
        </DetailModal>
      )}
      {dialogs}
    </section>
  )
}
