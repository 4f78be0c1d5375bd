import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { type Path, pathKey } from '../../../schemas/paths.ts'
import { missingTranslations } from '../../../schemas/translations.ts'
import { useEditorHost, type PageBarProps } from '../editor-host-context.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { LivePage } from './live/live-page.tsx'
import { PreviewShareDialog } from './preview-share.tsx'
import { useSession } from './session-context.ts'
import { BarMore } from './bar-more.tsx'
import { undoStore } from './undo-store.ts'
import { useCopyBreaks } from './use-copy-breaks.ts'
import { useTargetFor } from './use-merge-label.ts'
import './editor.css'

/** The hash an admin page links with: `#missing=<block id>:<path>` jumps to that field. */
export const MISSING_HASH = 'missing='

/** About five seconds of frames: how long an arrival waits for its field's block to appear. */
const ARRIVAL_WAIT = 300

/** The editable element on the page nearest to the field (the field itself, or what holds it). */
function fieldElement(blockId: string, path: readonly (string | number)[]): HTMLElement | undefined {
  const chrome = document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`)
  for (let n = path.length; n > 0; n--) {
    const el = chrome?.querySelector<HTMLElement>(`[data-edit-path="${CSS.escape(pathKey(path.slice(0, n)))}"]`)
    if (el) return el
  }
  return undefined
}

/**
 * The edit toolbar above a page's blocks: undo and redo, the page's missing translations and its
 * fields that break the style guide (and a jump to each), its recently deleted blocks, and
 * arranging its blocks; who else is editing the page, and their saves shown as they land.
 */
export function PageBar({ slug, blocks, movable }: PageBarProps) {
  const { t } = useI18n()
  const registry = useRegistry()
  const session = useSession()
  const host = useEditorHost()
  const targetFor = useTargetFor()
  const stacks = useSyncExternalStore(undoStore.subscribe, undoStore.get, undoStore.get)
  const [at, setAt] = useState(0)
  const [sharing, setSharing] = useState(false)

  const missing = useMemo(
    () =>
      blocks.flatMap(({ slug: from, block, drawAs }) => {
        const key = registryKey(registry, drawAs)
        const schema = key ? registry[key]?.schema : undefined
        return schema ? missingTranslations(schema, block.content).map((m) => ({ ...m, slug: from, block })) : []
      }),
    [blocks, registry],
  )

  // The style guide's breaks (ARABIC.md), counted beside the missing translations: the fields that have any.
  const breaks = useCopyBreaks(blocks, registry)
  const [breakAt, setBreakAt] = useState(0)

  const jump = (m: { block: PageBarProps['blocks'][number]['block']; slug: string; path: Path }) => {
    const el = fieldElement(m.block.id, m.path)
    if (el) {
      el.scrollIntoView({ block: 'center' })
      el.focus()
      el.classList.add('editable--flash')
      setTimeout(() => el.classList.remove('editable--flash'), 1600)
      return
    }
    // Where the page does not show the field: its editor.
    if (host) host.open({ target: targetFor(m.block, m.slug), path: m.path })
  }

  const next = () => {
    if (missing.length === 0) return
    const m = missing[at % missing.length]
    setAt((i) => (i + 1) % missing.length)
    if (m) jump(m)
  }

  const nextBreak = () => {
    if (!breaks || breaks.length === 0) return
    const m = breaks[breakAt % breaks.length]
    setBreakAt((i) => (i + 1) % breaks.length)
    if (m) jump(m)
  }

  // Arriving from the missing translations page: go to the field it named.
  const [arrival] = useState(() => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1))))
  useEffect(() => {
    if (!arrival.startsWith(MISSING_HASH)) return
    const [blockId, path = ''] = arrival.slice(MISSING_HASH.length).split(':')
    const m = missing.find((x) => x.block.id === blockId && pathKey(x.path) === path)
    if (!m) return
    // The block's code may still be loading: wait (up to ARRIVAL_WAIT frames) for the field to be on the page.
    let frames = 0
    let frame = 0
    const attempt = () => {
      if (fieldElement(m.block.id, m.path) || ++frames >= ARRIVAL_WAIT) jump(m)
      else frame = requestAnimationFrame(attempt)
    }
    frame = requestAnimationFrame(attempt)
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page has its blocks
  }, [arrival, missing.length > 0])

  const lastUndo = stacks.undo.at(-1)
  const lastRedo = stacks.redo.at(-1)
  return (
    <>
      <div className="page-bar" role="toolbar" aria-label={t('Edit toolbar')}>
        <button type="button" onClick={() => void session.undo()} disabled={!lastUndo} title={t('Undo (Ctrl+Z)')}>
          ↶ {t('Undo')}
        </button>
        <button type="button" onClick={() => void session.redo()} disabled={!lastRedo} title={t('Redo (Shift+Ctrl+Z)')}>
          ↷ {t('Redo')}
        </button>
        {/* On a phone, the rest opens under 'More': the bar keeps one row. */}
        <BarMore>
          <button type="button" onClick={next} disabled={missing.length === 0} aria-live="polite">
            {missing.length === 0
              ? t('No missing translations')
              : t('Missing translations: {{count}} — go to the next', { count: missing.length })}
          </button>
          <button type="button" onClick={nextBreak} disabled={!breaks || breaks.length === 0} aria-live="polite">
            {!breaks
              ? t('Checking the style guide...')
              : breaks.length === 0
                ? t('Style guide followed')
                : t('Style guide: {{count}} fields — go to the next', { count: breaks.length })}
          </button>
          <button type="button" onClick={() => session.openDeleted(slug)}>
            {t('Recently deleted')}
          </button>
          {movable.length > 1 && (
            <button type="button" onClick={() => session.openArrange(slug, movable)}>
              {t('Arrange blocks')}
            </button>
          )}
          <button type="button" aria-haspopup="dialog" onClick={() => setSharing(true)}>
            {t('Share a preview')}
          </button>
        </BarMore>
        <LivePage slug={slug} />
      </div>
      {/* Outside the toolbar: the bar's own button and phone rules (no wrapping) are not the dialog's. */}
      {sharing && <PreviewShareDialog onClose={() => setSharing(false)} />}
    </>
  )
}
