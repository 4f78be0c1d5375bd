import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { PageToolsProps } from '../editor-host-context.tsx'
import { BlockGalleryDialog } from './block-gallery-dialog.tsx'
import { ScheduledOnPage } from './scheduled-list.tsx'
import { useTranslatorOnly } from './translator.ts'
import { useBlockAdmin } from './use-block-admin.ts'
import './editor.css'

/** About five seconds of frames: how long the page waits for a new block to appear before scrolling to it. */
const ARRIVAL_WAIT = 300

/** Scrolls to the block once the page draws it, and puts focus on its toolbar. */
function revealBlock(id: string) {
  let frames = 0
  const attempt = () => {
    const el = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`)
    if (el) {
      el.scrollIntoView({ block: 'start' })
      el.querySelector<HTMLElement>('.block-chrome__bar button')?.focus({ preventScroll: true })
    } else if (++frames < ARRIVAL_WAIT) requestAnimationFrame(attempt)
  }
  requestAnimationFrame(attempt)
}

/**
 * 'Add block' between the blocks editors added (and before the first and after the last, which
 * is after the layout's places: those stay where the layout puts them). It opens the gallery of
 * block types; the chosen one is added there as a draft and the page scrolls to it.
 */
export default function PageTools({ slug, at, movable }: PageToolsProps) {
  const { t } = useI18n()
  const admin = useBlockAdmin(slug)
  const translatorOnly = useTranslatorOnly()
  const [open, setOpen] = useState(false)
  if (translatorOnly) return null
  const between = at < movable.length

  const insert = async (blockType: string, label: string) => {
    setOpen(false)
    const next = movable[at]
    const block = await admin.add.mutateAsync({ blockType, label, at: next && { before: next.id } })
    revealBlock(block.id)
  }

  return (
    <>
      <div className={`page-tools${between ? ' page-tools--between' : ''}`}>
        <button
          type="button"
          className={between ? 'page-tools__insert' : 'button button--primary'}
          aria-haspopup="dialog"
          disabled={admin.add.isPending || admin.reorder.isPending}
          onClick={() => setOpen(true)}
        >
          + {t('Add block')}
        </button>
        {open && (
          <BlockGalleryDialog onChoose={(key, label) => void insert(key, label).catch(() => undefined)} onClose={() => setOpen(false)} />
        )}
      </div>
      {/* Once, after the last block. */}
      {!between && <ScheduledOnPage slug={slug} />}
    </>
  )
}
