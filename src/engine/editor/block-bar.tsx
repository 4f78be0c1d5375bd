import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { isHidden, PUBLISH_KEY } from '../../../schemas/publish.ts'
import { placeholdersIn } from '../../../schemas/placeholders.ts'
import { newBlockContent } from './new-block-content.ts'
import { type BlockBarProps, useEditorHost } from '../editor-host-context.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { moveItem } from './controls/list-control.tsx'
import { BarMore } from './bar-more.tsx'
import { ScheduleDialog } from './schedule-dialog.tsx'
import { useSession } from './session-context.ts'
import { useTranslatorOnly } from './translator.ts'
import { usePublishCheck } from './publish-check.ts'
import { useBlockAdmin } from './use-block-admin.ts'
import './editor.css'

/**
 * Edit-mode toolbar above a block (in the engine's BlockFrame): edit the whole block, its
 * history, publish a draft or schedule when it is published and unpublished, move it (added
 * blocks), delete it. A draft block is marked so: visitors do not see it yet.
 */
export default function BlockBar({ ctx, slug, block, label, movable, deletable, nameId }: BlockBarProps) {
  const { t } = useI18n()
  const host = useEditorHost()
  const session = useSession()
  const admin = useBlockAdmin(slug)
  const translatorOnly = useTranslatorOnly()
  const index = movable ? movable.findIndex((b) => b.id === block.id) : -1
  const move = (to: number) => movable && admin.reorder.mutate({ list: moveItem(movable, index, to), label })
  const registry = useRegistry()
  const checkPublish = usePublishCheck(host?.ask)
  const draft = isHidden(block.content)
  const [scheduling, setScheduling] = useState(false)
  const publish = async () => {
    if (!ctx || !host) return
    const content = { ...block.content }
    delete content[PUBLISH_KEY]
    // Texts still as the new block had them are named first, and published only on a yes.
    const key = registryKey(registry, block.block_type)
    const def = key ? registry[key] : undefined
    if (key && def && !(await checkPublish(placeholdersIn(def.schema, content, await newBlockContent(key, def))))) return
    // The flag is on the stored content, not the parsed one: the change is made from the stored.
    host.commit({ ...ctx, content: block.content }, content, { success: 'Published: visitors see it now.' })
  }
  return (
    <>
      <span id={nameId} hidden>
        {t('Block: {{label}}', { label })}
      </span>
      <div className="block-chrome__bar">
        <span className="block-chrome__label">
          {label} <small>#{block.order}</small>
          {draft && <span className="editor-badge editor-badge--draft">{t('Draft: only editors see it')}</span>}
        </span>
        {ctx && host && draft && !translatorOnly && (
          <button type="button" className="block-chrome__publish" onClick={() => void publish()}>
            {t('Publish')}
          </button>
        )}
        {ctx && host && (
          <button type="button" onClick={() => host.open({ target: ctx, path: [] })}>
            {t('Edit block')}
          </button>
        )}
        {/* On a phone, the less-used actions open under 'More': the bar keeps one row. */}
        <BarMore>
          {ctx && !translatorOnly && (
            <button type="button" aria-haspopup="dialog" onClick={() => setScheduling(true)}>
              {t('Schedule')}
            </button>
          )}
          {ctx && (
            <button type="button" onClick={() => session.openHistory(ctx, label)}>
              {t('History')}
            </button>
          )}
          {movable && !translatorOnly && (
            <>
              <button type="button" onClick={() => move(index - 1)} disabled={index <= 0} aria-label={t('Move block up')}>
                ↑
              </button>
              <button
                type="button"
                onClick={() => move(index + 1)}
                disabled={index < 0 || index >= movable.length - 1}
                aria-label={t('Move block down')}
              >
                ↓
              </button>
            </>
          )}
          {deletable && !translatorOnly && (
            <button
              type="button"
              className="editor-danger"
              onClick={() => {
                void host?.ask?.({ text: t('Delete this block?'), confirm: t('Delete block'), danger: true }).then((yes) => {
                  if (yes !== null) admin.remove.mutate({ id: block.id, label })
                })
              }}
            >
              {t('Delete block')}
            </button>
          )}
        </BarMore>
      </div>
      {scheduling && <ScheduleDialog blockId={block.id} name={label} onClosed={() => setScheduling(false)} />}
    </>
  )
}
