import { useTranslation } from 'react-i18next'
import type { BlockProps } from '../../../registry/define-block.ts'
import type { textSchema } from '../../../schemas/blocks/text.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { Editable } from '../../engine/inline/editable.tsx'
import { Text } from '../../engine/inline/text.tsx'
import { useLanguage } from '../../i18n/localize.ts'
import { hasPolicyBody, type PrivacyPiece, privacyPieces } from './privacy-rules.ts'
import './privacy-text.css'

/** 'collectList' → 'Collect list': the editor's title for a free key. */
function keyLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function Empty() {
  return <span className="editable__empty">…</span>
}

/**
 * spec pages.md 'Privacy policy': the title, then every content key in stored order by the rule
 * its name gives (see privacy-rules.ts). Each piece is edited where it stands.
 */
export default function PrivacyText({ content }: BlockProps<typeof textSchema>) {
  const { t } = useTranslation()
  const lng = useLanguage()
  const editing = useOptionalBlock()?.editing ?? false

  if (!hasPolicyBody(content)) {
    return (
      <section className="privacy">
        <div className="container privacy__inner">
          <Text value={content.title} path={['title']} as="h1" className="privacy__title" />
          <p className="privacy__missing" role="status">
            {t('Privacy Policy content not found!')}
          </p>
        </div>
      </section>
    )
  }

  const pieces = privacyPieces(content, lng, { keepEmpty: editing })

  const render = (piece: PrivacyPiece) => {
    const path = [piece.key]
    const label = keyLabel(piece.key)
    switch (piece.kind) {
      case 'heading':
        return (
          <Text key={piece.key} value={content[piece.key]} path={path} as="h2" className="privacy__heading" id={`privacy-${piece.key}`} />
        )
      case 'list':
        return (
          <Editable key={piece.key} path={path} label={label}>
            {piece.items.length > 0 ? (
              <ul className="privacy__list">
                {piece.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : (
              <Empty />
            )}
          </Editable>
        )
      case 'date':
        return (
          <Editable key={piece.key} path={path} label={label}>
            <p className="privacy__updated">{piece.text ? t('Last updated: {{date}}', { date: piece.text }) : <Empty />}</p>
          </Editable>
        )
      case 'email':
        return (
          <Editable key={piece.key} path={path} label={label}>
            <p className="privacy__email">
              {piece.email ? (
                <a href={`mailto:${piece.email}`} dir="ltr">
                  {piece.email}
                </a>
              ) : (
                <Empty />
              )}
            </p>
          </Editable>
        )
      case 'paragraph':
        return (
          <Editable key={piece.key} path={path} label={label}>
            {piece.paragraphs.length > 0 ? (
              piece.paragraphs.map((text, i) => (
                <p key={i} className="privacy__paragraph">
                  {text}
                </p>
              ))
            ) : (
              <p className="privacy__paragraph">
                <Empty />
              </p>
            )}
          </Editable>
        )
    }
  }

  return (
    <section className="privacy">
      <article className="container privacy__inner">
        <Text value={content.title} path={['title']} as="h1" className="privacy__title" />
        {pieces.map(render)}
      </article>
    </section>
  )
}
