import { useId, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { inUploads } from '../../../../schemas/fields.ts'
import { fieldKind, keepsUploadsPath } from '../../../../schemas/walk.ts'
import { useNotify } from '../../../notifications/notifications.tsx'
import { pathKey } from '../../../../schemas/paths.ts'
import { useContentEdits } from '../../content-edits.ts'
import type { UploadItemDto } from '../../content-store.ts'
import { useContentStore } from '../../engine-context.tsx'
import type { ControlProps } from '../control-props.ts'
import { useEditorUi } from '../editor-ui.ts'
import { useLanguageOrder } from '../field-label.ts'
import { HelpLine } from './help-line.tsx'
import { useTranslatorOnly } from '../translator.ts'
import { MediaLibrary } from './media-library.tsx'

type ImageValue = { src?: string; alt?: { en?: string; ar?: string }; [k: string]: unknown }

const VIDEO = /\.(mp4|webm)(\?|$)/i

function naturalSize(src: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const img = new Image()
    img.onload = () => resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : undefined)
    img.onerror = () => resolve(undefined)
    setTimeout(() => resolve(undefined), 5000)
    img.src = src
  })
}

/** spec §5: file inputs accept image/* and video/*, or only SVG for icon fields. */
export const acceptFor = (kind: 'image' | 'video' | 'icon') => (kind === 'icon' ? '.svg,image/svg+xml' : 'image/*,video/*')

/** Upload with progress: 'Uploading file...', then 'File uploaded successfully!' or 'File upload failed.'. */
export function useUpload() {
  const notify = useNotify()
  const { t } = useI18n()
  const { uploadFile } = useContentEdits()
  return async (file: File, kind: 'icon' | 'media'): Promise<string | null> => {
    const toast = notify.show({ type: 'loading', message: t('Uploading file...'), progress: 0 })
    try {
      const url = await uploadFile(file, { kind, onProgress: (progress) => notify.update(toast, { progress }) })
      notify.update(toast, { type: 'success', message: t('File uploaded successfully!'), progress: undefined })
      return url
    } catch {
      notify.update(toast, { type: 'error', message: t('File upload failed.'), progress: undefined })
      return null
    }
  }
}

/** Image, video and icon fields: click the preview to replace the file; images also edit their alt text. */
export function MediaControl({ path, value, onChange, label, help, schema }: ControlProps<ImageValue | string | undefined>) {
  const translatorOnly = useTranslatorOnly()
  const { t } = useI18n()
  const { mediaUrl } = useContentStore()
  const ui = useEditorUi()
  const [library, setLibrary] = useState(false)
  const altRef = useRef<HTMLTextAreaElement>(null)
  const askAlt = ui?.needsAlt.has(pathKey(path)) ?? false
  const order = useLanguageOrder()
  const kind = (fieldKind(schema) ?? 'image') as 'image' | 'video' | 'icon'
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload()
  const [busy, setBusy] = useState(false)
  const ids = { path: useId(), en: useId(), ar: useId(), ask: useId() }
  const isObject = kind === 'image'
  const uploadsOnly = keepsUploadsPath(schema)
  const image = (isObject ? (value ?? {}) : {}) as ImageValue
  const src = isObject ? (image.src ?? '') : ((value as string | undefined) ?? '')
  const setSrc = (next: string) => onChange(isObject ? { ...image, src: next, width: undefined, height: undefined } : next)

  const pick = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    const url = await upload(file, kind === 'icon' ? 'icon' : 'media')
    setBusy(false)
    if (input.current) input.current.value = ''
    if (!url) return
    if (!isObject || VIDEO.test(url)) return setSrc(url)
    // Keep width and height with the image, so the page reserves its space and never shifts.
    const size = await naturalSize(mediaUrl(url))
    replaced(url, size)
  }

  /** A new picture: its old alt text described the old one, so both languages are asked for again. */
  const replaced = (url: string, size: { width: number; height: number } | undefined) => {
    onChange({ ...image, src: url, width: size?.width, height: size?.height, alt: { en: '', ar: '' } })
    ui?.replacedImage(path)
    requestAnimationFrame(() => altRef.current?.focus())
  }
  const fromLibrary = (item: UploadItemDto) => {
    setLibrary(false)
    if (!isObject) return setSrc(item.url)
    replaced(item.url, item.width && item.height ? { width: item.width, height: item.height } : undefined)
  }

  return (
    <fieldset className="editor-field editor-media">
      <legend>{label}</legend>
      <HelpLine text={help} />
      <button
        type="button"
        className="editor-media__preview"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={t('Replace file: {{label}}', { label })}
      >
        {src ? (
          VIDEO.test(src) ? (
            <video src={mediaUrl(src)} muted />
          ) : (
            <img src={mediaUrl(src)} alt="" />
          )
        ) : (
          <span>{t('Choose a file')}</span>
        )}
        <span className="editor-media__hint">{busy ? t('Uploading file...') : t('Click to replace')}</span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptFor(kind)}
        data-testid="file-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <button
        type="button"
        className="button button--ghost editor-media__library"
        onClick={() => setLibrary((v) => !v)}
        aria-expanded={library}
      >
        {t('Choose from the media library')}
      </button>
      {library && <MediaLibrary kind={kind} onPick={fromLibrary} onClose={() => setLibrary(false)} />}
      <label htmlFor={ids.path}>{t('File path')}</label>
      <input
        id={ids.path}
        type="text"
        dir="ltr"
        value={src}
        onChange={(e) => setSrc(e.target.value)}
        onBlur={() => {
          if (uploadsOnly && inUploads(src) !== src) setSrc(inUploads(src))
        }}
      />
      {isObject && askAlt && (
        <p className="editor-media__ask" id={ids.ask}>
          {t('Describe the new image in English and Arabic before saving.')}
        </p>
      )}
      {isObject &&
        order.map((lang, i) => (
          <div key={lang} className="editor-media__alt">
            <label htmlFor={ids[lang]}>
              {lang === 'en' ? t('Alternative text (English)') : t('Alternative text (Arabic)')}{' '}
              {!image.alt?.[lang]?.trim() && (askAlt || image.alt?.[lang === 'en' ? 'ar' : 'en']?.trim()) ? (
                <span className="editor-badge editor-badge--missing">{lang === 'en' ? t('English missing') : t('Arabic missing')}</span>
              ) : null}
            </label>
            <textarea
              ref={i === 0 ? altRef : undefined}
              aria-describedby={askAlt ? ids.ask : undefined}
              aria-required={askAlt || undefined}
              id={ids[lang]}
              rows={2}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              lang={lang}
              value={image.alt?.[lang] ?? ''}
              readOnly={translatorOnly && lang === 'en'}
              onChange={(e) => onChange({ ...image, alt: { en: image.alt?.en ?? '', ar: image.alt?.ar ?? '', [lang]: e.target.value } })}
            />
          </div>
        ))}
    </fieldset>
  )
}
