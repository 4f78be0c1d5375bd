import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useContentEdits } from '../content-edits.ts'
import type { PageData } from '../content-store.ts'
import { useContentStore } from '../engine-context.tsx'
import { useNotify } from '../../notifications/notifications.tsx'
import { applyOperations, PatchConflict, sameContent } from '../content-patch.ts'
import type { EditorRequest } from '../editor-host-context.tsx'
import { type Draft, listDrafts, removeDraft, typing } from './drafts.ts'
import { editableContent, useTargetFor } from './use-merge-label.ts'
import { dateTimeFormat } from '../../i18n/date-format.ts'

/**
 * 'Restore your unsaved changes?': text kept in this browser from an editor that was never
 * saved (a reload, a crash, an expired session) is offered back on the page that holds it.
 */
export function DraftsOffer({ open, busy }: { open: (request: EditorRequest) => void; busy: boolean }) {
  const { t, i18n } = useI18n()
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const { contentAt, storedPage } = useContentEdits()
  const targetFor = useTargetFor()
  const notify = useNotify()
  const titleId = useId()
  const [drafts, setDrafts] = useState<Draft[]>([])
  const [tick, setTick] = useState(0)

  // Offered for blocks whose page is on screen (its query is in the cache), checked again as pages
  // load and whenever an editor closes (a save removes its draft then): never a draft the server
  // already holds, which is dropped instead.
  useEffect(() => {
    if (busy) return
    const find = () =>
      setDrafts(
        listDrafts().filter((d) => {
          if (typing.has(`${d.blockId}:${d.version}`)) return false
          const block = qc.getQueryData<PageData>(pageKey(d.slug))?.blocks.find((b) => b.id === d.blockId)
          if (!block) return false
          if (differs(d, block.content, targetFor(block, d.slug).schema)) return true
          removeDraft(d.blockId, d.version)
          return false
        }),
      )
    find()
    return qc.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.query.queryKey[0] === pageKey('')[0]) find()
    })
  }, [qc, tick, busy, targetFor, pageKey])

  if (busy || drafts.length === 0) return null
  const when = dateTimeFormat(i18n.language)
  /**
   * The draft on the content it was typed on: the block as stored while it is still at that
   * version, else that version from the block's history (a save then merges with what came since).
   */
  const restore = async (d: Draft) => {
    try {
      const block = (await storedPage(qc, d.slug)).blocks.find((b) => b.id === d.blockId)
      if (!block) return
      const base = block.version === d.version ? block.content : await contentAt(d.blockId, d.version)
      if (!base) throw new Error(`version ${d.version} is not in the block's history`)
      const draft = 'ops' in d ? applyOperations(base, d.ops) : d.content
      open({ target: targetFor(block, d.slug), path: d.path, draft, base: { content: base, version: d.version } })
    } catch (error) {
      console.error('A draft could not be restored', error)
      notify.show({ type: 'error', message: t('The unsaved changes could not be restored.') })
    }
  }
  const discard = (d: Draft) => {
    removeDraft(d.blockId, d.version)
    setTick((n) => n + 1)
  }
  return (
    <section className="drafts-offer" aria-labelledby={titleId} role="region">
      <h2 id={titleId}>{t('Restore your unsaved changes?')}</h2>
      <ul>
        {drafts.map((d) => (
          <li key={`${d.blockId}:${d.version}`}>
            <span>
              {d.label} · {when.format(new Date(d.savedAt))}
            </span>
            <button type="button" className="button button--primary" onClick={() => void restore(d)}>
              {t('Restore')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => discard(d)}>
              {t('Discard')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Whether a draft holds words the server does not: its change, applied to the block as stored
 * now, changes what the block says. A change that no longer applies (the item it touched was
 * replaced) is offered: only the editor can tell.
 */
export function differs(d: Draft, stored: Record<string, unknown>, schema: Parameters<typeof editableContent>[0]): boolean {
  let typed: Record<string, unknown>
  try {
    typed = 'ops' in d ? applyOperations(stored, d.ops) : d.content
  } catch (error) {
    if (error instanceof PatchConflict) return true
    throw error
  }
  return !sameContent(editableContent(schema, typed), editableContent(schema, stored))
}
