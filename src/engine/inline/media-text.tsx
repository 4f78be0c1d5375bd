import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import type { ImageValue } from '../../widgets/media-image.tsx'
import { Reveal, type RevealProps } from '../../widgets/reveal.tsx'
import { VideoButton } from '../../widgets/video-button.tsx'
import { useOptionalBlock } from '../block-context.tsx'
import type { Field, Fields } from '../fields.ts'
import { Area } from './area.tsx'
import { Img } from './image.tsx'
import { List } from './list.tsx'
import { Paragraphs, Text } from './text.tsx'

/** A list item told in words: a bilingual title and a description whose lines are paragraphs. */
export interface TextItem {
  readonly title: Field<LocalizedValue>
  readonly description: Field<LocalizedValue>
}

interface ItemTextProps {
  item: TextItem
  /** The block's class prefix: the title is `{b}__title`, the description `{b}__description`. */
  b: string
  heading?: 'h2' | 'h3'
  /** The box around both (default `{b}__text`). */
  className?: string
  /** The title's class, where a block names it otherwise (default `{b}__title`). */
  titleClass?: string
}

/** An item's title and description in one box, as the feature, vision, tab, step and benefit lists draw them. */
export function ItemText({ item, b, heading = 'h3', className = `${b}__text`, titleClass = `${b}__title` }: ItemTextProps) {
  return (
    <div className={className}>
      <Text field={item.title} as={heading} className={titleClass} />
      <Paragraphs field={item.description} className={`${b}__description`} />
    </div>
  )
}

interface MediaTextProps extends ItemTextProps {
  image: Field<ImageValue | undefined>
  sizes: string
  /** The picture stands in a `{b}__media` box, which rows that swap sides reorder (default true). */
  boxed?: boolean
}

/** An item's picture (`{b}__image`) beside its title and description. */
export function MediaText({ image, sizes, boxed = true, ...text }: MediaTextProps) {
  const picture = <Img field={image} className={`${text.b}__image`} sizes={sizes} />
  return (
    <>
      {boxed ? <div className={`${text.b}__media`}>{picture}</div> : picture}
      <ItemText {...text} />
    </>
  )
}

interface MediaSideProps {
  /** The block's class prefix: the box is `{b}__media`, the picture `{b}__image`. */
  b: string
  field: Field<ImageValue | undefined>
  sizes: string
  /** How much of it (0–1) is in view when it fades in, a moment after the text beside it. */
  amount: number
}

/** The picture side of a text-and-picture section (welcome, section, success, contact form). */
export function MediaSide({ b, field, sizes, amount }: MediaSideProps) {
  return (
    <Reveal className={`${b}__media`} amount={amount} delay={0.2}>
      <Img field={field} className={`${b}__image`} sizes={sizes} />
    </Reveal>
  )
}

interface RowItem extends TextItem {
  readonly $value: { readonly id: string }
}

interface MediaTextRowsProps<T extends RowItem> {
  field: Field<readonly unknown[] | undefined> & { readonly $items: readonly T[] }
  /** The block's class prefix: rows are `{b}__row`, and every second one adds `{b}__row--flip`, which puts its picture on the other side. */
  b: string
  image: (item: T) => Field<ImageValue | undefined>
  sizes: string
  heading?: 'h2' | 'h3'
  reveal: Pick<RevealProps, 'amount' | 'distance'>
  /** Seconds each row waits after the one before it to fade in. */
  stagger?: number
}

/** A list (`{b}__list`) of picture-and-text rows whose pictures change sides from one row to the next. */
export function MediaTextRows<T extends RowItem>({ field, b, image, sizes, heading, reveal, stagger = 0 }: MediaTextRowsProps<T>) {
  return (
    <List field={field}>
      <div className={`${b}__list`}>
        {field.$items.map((item, i) => (
          <Reveal
            as="article"
            key={item.$value.id}
            className={i % 2 === 1 ? `${b}__row ${b}__row--flip` : `${b}__row`}
            {...reveal}
            delay={i * stagger}
          >
            <MediaText item={item} b={b} image={image(item)} sizes={sizes} heading={heading} />
          </Reveal>
        ))}
      </div>
    </List>
  )
}

/** The words of a picture-and-text section (image and text, info block): title, paragraphs, a video to watch. */
interface SectionTextContent {
  title: LocalizedValue
  descriptionParagraphs: readonly { id: string; text: LocalizedValue }[]
  videoButtonText: LocalizedValue
  youtubeVideoUrl: string
}

interface MediaTextColumnProps {
  fields: Fields<SectionTextContent>
  /** The title's id, which names the section. */
  headingId: string
  className: string
  /** Whether the block offers its video button at all (image and text has a switch for it). */
  offered: boolean
  /** The button's look: 'button--primary'. */
  buttonClass: string
}

/**
 * The text side of a picture-and-text section: the title, the paragraphs, and a button that
 * plays the video in the modal, shown when there is a video and words for the button; in edit
 * mode the button's words and the video's address edit in place.
 */
export function MediaTextColumn({ fields: f, headingId, className, offered, buttonClass }: MediaTextColumnProps) {
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const buttonText = localize(f.videoButtonText.$value)
  const url = f.youtubeVideoUrl.$value
  // spec: the watch-video button opens the video modal when youtubeVideoUrl exists.
  const showButton = offered && url !== '' && buttonText !== ''
  return (
    <div className={className}>
      <Text field={f.title} as="h2" className="media-text__title" id={headingId} />
      <List field={f.descriptionParagraphs}>
        <div className="media-text__paragraphs">
          {f.descriptionParagraphs.$items.map((p) => (
            <Paragraphs key={p.$value.id} field={p.text} spaced />
          ))}
        </div>
      </List>
      {(showButton || (editing && offered)) && (
        <div className="media-text__actions">
          {editing ? (
            <>
              <Text field={f.videoButtonText} className={`button ${buttonClass} video-button`} />
              <Area field={f.youtubeVideoUrl} className="editable-link-path">
                <bdi dir="ltr">{url || '…'}</bdi>
              </Area>
            </>
          ) : (
            <VideoButton url={url} label={buttonText} className={`button video-button ${buttonClass}`} />
          )}
        </div>
      )}
    </div>
  )
}
