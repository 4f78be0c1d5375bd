import { Area } from './inline/area.tsx'
import { ColourChip } from './inline/colour-chip.tsx'
import { Img } from './inline/image.tsx'
import { Link } from './inline/link.tsx'
import { List } from './inline/list.tsx'
import { ItemText, MediaSide, MediaText, MediaTextColumn, MediaTextRows } from './inline/media-text.tsx'
import { RevealList } from './inline/reveal-list.tsx'
import { RichText } from './inline/rich-text.tsx'
import { SectionFrame } from './inline/section-frame.tsx'
import { SectionHead } from './inline/section-head.tsx'
import { Paragraphs, Text } from './inline/text.tsx'
import { TitleLink } from './inline/title-link.tsx'

/**
 * The one way a block binds an element to a field: `<Editable.Text field={f.title} as="h1" />`.
 * Each takes a typed field from `fieldsOf(content)`; in edit mode a click edits it in place.
 * `SectionHead` draws a section's heading and subtitle from two of them, `SectionFrame` the section
 * around it (and gives the id the section is named by to a block's own heading); `ItemText`, `MediaText` and
 * `MediaTextRows` a list item's title, description and picture, as the row and card lists share them,
 * and `MediaTextColumn` the text of a picture-and-text section, `MediaSide` its picture;
 * `RevealList` a list of cards that fade in one after another;
 * `ColourChip`, in edit mode, a colour setting (a background) that shows nowhere as text; `TitleLink` a
 * card's title that links to the item's page.
 */
export const Editable = {
  Text,
  Paragraphs,
  RichText,
  Image: Img,
  Link,
  Area,
  List,
  RevealList,
  SectionHead,
  SectionFrame,
  ItemText,
  MediaText,
  MediaTextRows,
  MediaTextColumn,
  MediaSide,
  ColourChip,
  TitleLink,
}
