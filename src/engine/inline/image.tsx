import type { Path } from '../../../schemas/paths.ts'
import { mediaUrl } from '../../api/config.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { useEditHandle } from './editable.tsx'

export interface ImageValue {
  src: string
  alt: LocalizedValue
  width?: number
  height?: number
}

interface ImgProps {
  value: ImageValue | undefined
  path: Path
  className?: string
  eager?: boolean
  /** Decorative images have empty alt text for assistive technology. */
  decorative?: boolean
}

/** An image from content; in edit mode a click replaces it (upload) or edits its alt text. */
export function Img({ value, path, className, eager, decorative }: ImgProps) {
  const localize = useLocalize()
  const handle = useEditHandle(path)
  if (!value?.src && !handle) return null
  const img = value?.src ? (
    <img
      src={mediaUrl(value.src)}
      alt={decorative ? '' : localize(value.alt)}
      width={value.width}
      height={value.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={handle ? undefined : className}
    />
  ) : (
    <span className="editable__empty editable__empty--image">+</span>
  )
  if (!handle) return img
  return (
    <span {...handle} className={[className, handle.className, 'editable--image'].filter(Boolean).join(' ')}>
      {img}
    </span>
  )
}
