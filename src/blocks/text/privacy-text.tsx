import { useI18n } from '../../i18n/translation.tsx'
import type { textSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLanguage } from '../../i18n/localize.ts'
import { hasPolicyBody, type PrivacyPiece, privacyPieces } from './privacy-rules.ts'
import { Ltr } from '../../widgets/ltr.tsx'

function Empty() {
  return <span className="editable__empty">…</span>
}

/**
 * spec pages.md 'Privacy policy': the title, then every content key in stored order by the rule
 * its name gives (see privacy-rules.ts). Each piece is edited where it stands.
 */
export default function PrivacyText({ content }: BlockProps<typeof textSchema>) {
  const { t } = useI18n()
  const f = fieldsOf(content)
  const lng = useLanguage()
  const editing = useOptionalBlock()?.editing ?? false

  if (!hasPolicyBody(content)) {
    return (
      <section className="privacy">
        <div className="container privacy__inner">
          <Editable.Text field={f.title} as="h1" className="privacy__title" />
          <p className="privacy__missing" role="status">
            {t('Privacy Policy content not found!')}
          </p>
        </div>
      </section>
    )
  }

  const pieces = privacyPieces(content, lng, { keepEmpty: editing })

  const render = (piece: PrivacyPiece) => {
    const field = f.$entry(piece.key)
    switch (piece.kind) {
      case 'heading':
        return <Editable.Text key={piece.key} field={field} as="h2" className="privacy__heading" id={`privacy-${piece.key}`} />
      case 'list':
        return (
          <Editable.Area key={piece.key} field={field}>
            {piece.items.length > 0 ? (
              <ul className="privacy__list">
                {piece.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : (
              <Empty />
            )}
          </Editable.Area>
        )
      case 'date':
        return (
          <Editable.Area key={piece.key} field={field}>
            <p className="privacy__updated">{piece.text ? t('Last updated: {{date}}', { date: piece.text }) : <Empty />}</p>
          </Editable.Area>
        )
      case 'email':
        return (
          <Editable.Area key={piece.key} field={field}>
            <p className="privacy__email">
              {piece.email ? (
                <a href={`mailto:${piece.email}`}>
                  <Ltr>{piece.email}</Ltr>
                </a>
              ) : (
                <Empty />
              )}
            </p>
          </Editable.Area>
        )
      case 'paragraph':
        return (
          <Editable.Area key={piece.key} field={field}>
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
          </Editable.Area>
        )
    }
  }

  return (
    <section className="privacy">
      <article className="container privacy__inner">
        <Editable.Text field={f.title} as="h1" className="privacy__title" />
        {pieces.map(render)}
      </article>
    </section>
  )
}
