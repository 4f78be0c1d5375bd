import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Modal } from '../../widgets/modal.tsx'
import type { Answer, Question } from '../ask.ts'

/**
 * The product's question dialog, in place of the browser's confirm() and prompt(): the project's
 * modal (focus moves in and stays, Escape or a click outside says no, focus goes back to the
 * button that asked). The answer is given at once; `onClosed` follows its closing animation.
 */
export function AskDialog({ question, onAnswer, onClosed }: { question: Question; onAnswer: (a: Answer) => void; onClosed: () => void }) {
  const { t } = useI18n()
  const titleId = useId()
  const inputId = useId()
  const [text, setText] = useState('')
  const answered = useRef(false)
  const answer = (a: Answer, close: () => void) => {
    if (!answered.current) onAnswer(a)
    answered.current = true
    close()
  }
  return (
    // Keys stay here: an editor panel behind it would take Tab or Escape for itself.
    <div className="ask-dialog-host" onKeyDown={(e) => e.stopPropagation()}>
      <Modal
        labelledBy={titleId}
        closeLabel={t('Close')}
        className="ask-dialog"
        onClosed={() => {
          if (!answered.current) onAnswer(null)
          answered.current = true
          onClosed()
        }}
      >
        {(close) => (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              // spec §5 (new partner): an empty answer cancels, as prompt() did.
              const value = text.trim()
              answer(question.input ? value || null : '', close)
            }}
          >
            <h2 id={titleId} className="ask-dialog__question">
              {question.text}
            </h2>
            {question.details && question.details.length > 0 && (
              <ul className="ask-dialog__details">
                {question.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            {question.input && (
              <div className="ask-dialog__field">
                {question.input !== true && <label htmlFor={inputId}>{question.input}</label>}
                <input
                  id={inputId}
                  aria-labelledby={question.input === true ? titleId : undefined}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  data-autofocus
                />
              </div>
            )}
            <div className="ask-dialog__buttons">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => answer(null, close)}
                data-autofocus={!question.input || undefined}
              >
                {t('Cancel')}
              </button>
              <button type="submit" className={`button button--primary${question.danger ? ' editor-danger-fill' : ''}`}>
                {question.confirm}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </div>
  )
}

type Asked = { id: number; question: Question; answer: (a: Answer) => void }

/** Questions asked one at a time, in order: `ask` and the dialog to draw (null while none is open). */
export function useAskDialog(): [(question: Question) => Promise<Answer>, ReactNode] {
  const [asked, setAsked] = useState<Asked[]>([])
  const next = useRef(0)
  const ask = useCallback(
    (question: Question) => new Promise<Answer>((answer) => setAsked((q) => [...q, { id: next.current++, question, answer }])),
    [],
  )
  const first = asked[0]
  const dialog = first ? (
    <AskDialog key={first.id} question={first.question} onAnswer={first.answer} onClosed={() => setAsked((q) => q.slice(1))} />
  ) : null
  return [ask, dialog]
}
