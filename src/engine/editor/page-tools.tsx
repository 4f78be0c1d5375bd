import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type BlockKey, blocks } from '../../../registry/index.ts'
import type { BlockData } from '../../api/types.ts'
import { useBlockAdmin } from './use-block-admin.ts'
import './editor.css'

/** The site frame has its own pages; content pages add any other registered type. */
const FRAME: BlockKey[] = ['header', 'footer']

export default function PageTools({ slug }: { slug: string; blocks: BlockData[] }) {
  const { t } = useTranslation()
  const id = useId()
  const admin = useBlockAdmin(slug)
  const choices = (Object.keys(blocks) as BlockKey[]).filter((k) => !FRAME.includes(k))
  const [type, setType] = useState<BlockKey>(choices[0] ?? 'hero')
  return (
    <div className="page-tools">
      <label htmlFor={id}>{t('Add block')}</label>
      <select id={id} value={type} onChange={(e) => setType(e.target.value as BlockKey)}>
        {choices.map((k) => (
          <option key={k} value={k}>
            {t(blocks[k].label)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--primary"
        disabled={admin.add.isPending}
        onClick={() => admin.add.mutate(type.toUpperCase())}
      >
        + {t('Add block')}
      </button>
    </div>
  )
}
