import { useEffect, useRef, useState } from 'react'
import type { AnyBlockDefinition } from '../block-definition.ts'
import { newBlockContent } from './new-block-content.ts'
import { BlockView } from '../block-view.tsx'

/** The width a preview is drawn at before it is scaled down to its card: a desktop page. */
const STAGE = 1280

/**
 * A block type drawn from its new content (starter and defaults), as visitors would see it, then
 * scaled down to a card. It is drawn only once its card scrolls into view (the dialog opens at
 * once; a block's code loads when first shown), and nothing in it can be clicked or focused.
 */
export function BlockPreview({ blockKey, def }: { blockKey: string; def: AnyBlockDefinition }) {
  const box = useRef<HTMLDivElement>(null)
  const [seen, setSeen] = useState(false)
  const [content, setContent] = useState<Record<string, unknown> | null>(null)
  const [scale, setScale] = useState(0.2)

  useEffect(() => {
    const el = box.current
    if (!el) return
    setScale(el.clientWidth / STAGE || 0.2)
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true)
        io.disconnect()
      }
    })
    io.observe(el)
    return () => io.disconnect()
  }, [])

  useEffect(() => {
    if (!seen) return
    let live = true
    void newBlockContent(blockKey, def).then((c) => live && setContent(c))
    return () => {
      live = false
    }
  }, [seen, blockKey, def])

  return (
    <div ref={box} className="block-card__preview" aria-hidden="true" inert>
      {content && (
        <div className="block-card__stage" style={{ inlineSize: STAGE, transform: `scale(${scale})` }}>
          <BlockView
            slug="gallery"
            block={{ id: `preview-${blockKey}`, block_type: blockKey, order: 0, version: 0, content }}
            def={def}
            editing={false}
          />
        </div>
      )}
    </div>
  )
}
