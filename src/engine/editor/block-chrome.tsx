import { useTranslation } from 'react-i18next'
import { type BlockChromeProps, useEditorHost } from '../editor-host-context.tsx'
import { moveItem } from './controls/list-control.tsx'
import { useBlockAdmin } from './use-block-admin.ts'
import './editor.css'

/** Edit-mode toolbar around a block: edit the whole block, move it (added blocks), delete it. */
export default function BlockChrome({ ctx, slug, block, label, movable, deletable, children }: BlockChromeProps) {
  const { t } = useTranslation()
  const host = useEditorHost()
  const admin = useBlockAdmin(slug)
  const index = movable ? movable.findIndex((b) => b.id === block.id) : -1
  const move = (to: number) => movable && admin.reorder.mutate(moveItem(movable, index, to))
  return (
    <section className="block-chrome" aria-label={t('Block: {{label}}', { label })} data-block-type={block.block_type.toLowerCase()}>
      <div className="block-chrome__bar">
        <span className="block-chrome__label">
          {label} <small>#{block.order}</small>
        </span>
        {ctx && host && (
          <button type="button" onClick={() => host.open({ target: ctx, path: [] })}>
            {t('Edit block')}
          </button>
        )}
        {movable && (
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
        {deletable && (
          <button
            type="button"
            className="editor-danger"
            onClick={() => {
              if (window.confirm(t('Delete this block?'))) admin.remove.mutate(block.id)
            }}
          >
            {t('Delete block')}
          </button>
        )}
      </div>
      {children}
    </section>
  )
}
