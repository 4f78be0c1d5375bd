import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Modal } from '../../widgets/modal.tsx'
import { useContentEdits } from '../content-edits.ts'
import { storeError } from '../store-error.ts'
import { fromLocalInput, localZone, toLocalInput } from './schedule-time.ts'

type Field = 'publish_at' | 'unpublish_at'

/** The query keys of schedules: a target's, and every page's list (both change with a save). */
export const SCHEDULES_KEY = 'schedules'

/**
 * 'Schedule': when a block or one list item goes public and when it goes back to a draft, in the
 * visitor's own time zone (named), stored as UTC. A field left empty clears that time. The
 * project's modal: focus moves in and stays, Escape or a click outside closes, focus goes back.
 */
export function ScheduleDialog({ blockId, item, name, onClosed }: { blockId: string; item?: string; name: string; onClosed: () => void }) {
  const { t } = useI18n()
  const titleId = useId()
  const qc = useQueryClient()
  const { blockSchedule, setSchedule } = useContentEdits()
  const current = useQuery({
    queryKey: [SCHEDULES_KEY, 'target', blockId, item ?? ''],
    queryFn: () => blockSchedule(blockId, item),
    staleTime: 0,
  })
  const [values, setValues] = useState<Record<Field, string> | null>(null)
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [failed, setFailed] = useState(false)
  const closeRef = useRef<() => void>(() => undefined)
  const stored = (action: 'publish' | 'unpublish') => toLocalInput(current.data?.schedules.find((s) => s.action === action)?.at)
  const shown: Record<Field, string> = values ?? { publish_at: stored('publish'), unpublish_at: stored('unpublish') }

  const save = useMutation({
    mutationFn: (body: Record<Field, string | null>) => setSchedule(blockId, { ...(item ? { item } : {}), ...body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [SCHEDULES_KEY] })
      closeRef.current()
    },
    onError: (err) => {
      const details = storeError(err)?.details
      const issues = Array.isArray(details) ? (details as { path?: unknown[]; message?: string }[]) : []
      const byField: Partial<Record<Field, string>> = {}
      for (const issue of issues) {
        const field = issue.path?.[0]
        if (field === 'publish_at' || field === 'unpublish_at')
          byField[field] = /after/.test(issue.message ?? '')
            ? t('The unpublish time must come after the publish time.')
            : t('This time has passed: choose a time in the future.')
      }
      setProblems(byField)
      setFailed(Object.keys(byField).length === 0)
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = { publish_at: fromLocalInput(shown.publish_at), unpublish_at: fromLocalInput(shown.unpublish_at) }
    const found: Partial<Record<Field, string>> = {}
    const now = Date.now()
    for (const field of ['publish_at', 'unpublish_at'] as const) {
      const at = body[field]
      if (at && Date.parse(at) <= now) found[field] = t('This time has passed: choose a time in the future.')
    }
    if (body.publish_at && body.unpublish_at && Date.parse(body.unpublish_at) <= Date.parse(body.publish_at))
      found.unpublish_at ??= t('The unpublish time must come after the publish time.')
    setProblems(found)
    setFailed(false)
    if (Object.keys(found).length === 0) save.mutate(body)
  }

  const field = (key: Field, label: string) => {
    const problem = problems[key]
    const id = `${titleId}-${key}`
    return (
      <div className="ask-dialog__field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="datetime-local"
          value={shown[key]}
          onChange={(e) => {
            setValues({ ...shown, [key]: e.target.value })
            setProblems((p) => ({ ...p, [key]: undefined }))
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          data-autofocus={key === 'publish_at' || undefined}
        />
        {problem && (
          <p id={`${id}-problem`} className="ask-dialog__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    )
  }

  return (
    // Keys stay here: an editor panel behind it (a list item's schedule) would take Tab or Escape for itself.
    <div className="ask-dialog-host" onKeyDown={(e) => e.stopPropagation()}>
      <Modal labelledBy={titleId} closeLabel={t('Close')} className="ask-dialog schedule-dialog" onClosed={onClosed}>
        {(close) => {
          closeRef.current = close
          return (
            <form noValidate onSubmit={submit}>
              <h2 id={titleId} className="ask-dialog__question">
                {t('Schedule: {{name}}', { name })}
              </h2>
              <p className="editor-help">
                {t('Times are in your time zone:')} <bdi dir="ltr">{localZone()}</bdi>
              </p>
              {current.isPending && <p role="status">{t('Loading...')}</p>}
              {field('publish_at', t('Publish at'))}
              {field('unpublish_at', t('Unpublish at'))}
              <p className="editor-help">{t('Leave a time empty to clear it.')}</p>
              {failed && <p role="alert">{t('Failed to save the schedule.')}</p>}
              <div className="ask-dialog__buttons">
                <button type="button" className="button button--ghost" onClick={close}>
                  {t('Cancel')}
                </button>
                <button type="submit" className="button button--primary" disabled={save.isPending || current.isPending}>
                  {t('Save schedule')}
                </button>
              </div>
            </form>
          )
        }}
      </Modal>
    </div>
  )
}
