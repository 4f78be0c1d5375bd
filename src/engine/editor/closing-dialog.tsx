import type { ReactNode } from 'react'
import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { DialogFrame } from './dialog-frame.tsx'

/**
 * A dialog that shows something and is closed, not saved (history, arrange, recently deleted,
 * preview links): its title, its body and one Close.
 */
export function ClosingDialog({
  title,
  className,
  opener,
  onClose,
  children,
}: {
  title: ReactNode
  className: string
  opener?: Element | null
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <DialogFrame labelledBy={titleId} onDismiss={onClose} className={className} opener={opener}>
      <header className="editor-dialog__head">
        <h2 id={titleId}>{title}</h2>
      </header>
      <div className="editor-dialog__body">{children}</div>
      <footer className="editor-dialog__foot">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('Close')}
        </button>
      </footer>
    </DialogFrame>
  )
}

/** A row of such a dialog's list (a version, a deleted block, a preview link): what it is, and its one action. */
export function RowHead({
  children,
  action,
  onAction,
  disabled,
}: {
  children: ReactNode
  action?: string
  onAction?: () => void
  disabled?: boolean
}) {
  return (
    <div className="history-list__head">
      {children}
      {action && (
        <button type="button" className="button button--ghost" disabled={disabled} onClick={onAction}>
          {action}
        </button>
      )}
    </div>
  )
}

/** Who did it, after when: ' · name', the name isolated (an e-mail reads left to right in Arabic). */
export function ByWhom({ who }: { who?: string | null }) {
  return who ? (
    <>
      {' '}
      · <bdi>{who}</bdi>
    </>
  ) : null
}
