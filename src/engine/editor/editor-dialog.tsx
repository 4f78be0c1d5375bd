import { useQueryClient } from '@tanstack/react-query'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { PageData } from '../content-store.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { getAt, type Path, pathKey, setAt } from '../../../schemas/paths.ts'
import { schemaAt, settleContent } from '../../../schemas/walk.ts'
import { blockLabel } from '../block-view.tsx'
import type { EditorRequest } from '../editor-host-context.tsx'
import { registryKey, useContentStore, useRegistry } from '../engine-context.tsx'
import { itemTitle } from '../item-title.ts'
import { ConflictError, usePreviewBlock } from '../save-block.ts'
import { ConflictChoices } from './conflict-choices.tsx'
import { EditTransaction } from './edit-transaction.ts'
import { EditorUiContext, type EditorUi } from './editor-ui.ts'
import { useFieldText } from './field-label.ts'
import { EditorRootContext } from './editor-root.ts'
import { FieldEditor } from './field-editor.tsx'
import { type FieldIssues, FieldIssuesContext, issueText, refusedFields } from './field-issues.tsx'
import { sameContent } from '../content-patch.ts'
import { type Choices, merge3 } from './merge.ts'
import { useSession } from './session-context.ts'
import { SidePanel } from './side-panel.tsx'
import { editableContent, useMergeLabel } from './use-merge-label.ts'
import './editor.css'

/** The page behind follows what is typed once typing pauses this long: a key press paints first. */
const PREVIEW_DELAY_MS = 120

type Status = 'editing' | 'saving' | 'failed' | 'refused' | 'confirm' | 'conflict'
type Resolve = NonNullable<EditorRequest['resolve']>

/**
 * The inline editor (one field where it stands) and the 'Edit block' panel (path []): the same
 * walker either way. What is typed shows on the page and is kept in this browser as it is typed;
 * 'Save' saves it and closes only once it is saved. Nothing typed is lost: closing with unsaved
 * text asks first, a failed save keeps the editor open with a Retry, and a save that meets
 * someone else's change merges it, asking only about the fields both changed.
 */
export default function EditorDialog({
  request,
  next = false,
  onClose,
  onStay,
}: {
  request: EditorRequest
  /** Another field was clicked in the page: this one closes, asking first about unsaved text. */
  next?: boolean
  onClose: () => void
  /** 'Keep editing' answered to that question: the other field is not opened. */
  onStay?: () => void
}) {
  const { t, i18n } = useI18n()
  const session = useSession()
  const registry = useRegistry()
  const preview = usePreviewBlock()
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const fieldText = useFieldText()
  const mergeLabel = useMergeLabel()
  const { target, path } = request
  const block = target.block
  const original = block.content
  const [base, setBase] = useState(request.base ?? { content: block.content, version: block.version })
  const [resolve, setResolve] = useState<Resolve | undefined>(request.resolve)
  const [choices, setChoices] = useState<Choices>({})
  // The base as the editor shows it: what a save diffs the draft against, to send only the change.
  const parsedBase = useMemo(() => editableContent(target.schema, base.content), [target.schema, base.content])
  // Without a restored draft the edit starts from the base itself: the save's diff skips unchanged parts at a glance.
  const start = useMemo(
    () => (request.draft ? editableContent(target.schema, request.draft) : parsedBase),
    [target.schema, request.draft, parsedBase],
  )
  const [draft, setDraft] = useState<Record<string, unknown>>(() => start)
  const [status, setStatus] = useState<Status>(request.resolve ? 'conflict' : 'editing')
  const [needsAlt, setNeedsAlt] = useState<ReadonlySet<string>>(new Set())
  const [altMissing, setAltMissing] = useState(false)
  // The fields the server refused at the last save, shown at each until it is changed.
  const [refused, setRefused] = useState<FieldIssues>(NO_ISSUES)
  const added = useRef<Path | null>(null)
  // This editor's edit of the block: its drafts (a merge moves them to a newer version), the change it saves.
  const [edit] = useState(() => new EditTransaction({ slug: target.slug, blockId: block.id, path }))
  // A restored draft was kept under the version it was typed on.
  const forget = () => {
    if (request.base) edit.forget(request.base.version)
    edit.forget(base.version)
  }
  const timers = useRef<{ preview?: ReturnType<typeof setTimeout> }>({})
  const schema = path.length ? schemaAt(target.schema, path) : target.schema
  const key = registryKey(registry, block.block_type)
  const label = blockLabel(key ? registry[key] : undefined, i18n.language, block.block_type)
  const last = path[path.length - 1]
  const parent = typeof last === 'number' ? schemaAt(target.schema, path.slice(0, -1)) : undefined
  // A list item is called by its own title ('Our team'), else after its list ('Menu 2').
  const field = parent
    ? {
        label: itemTitle(getAt(target.content, path), schema, i18n.language) || `${fieldText(parent, '').label} ${Number(last) + 1}`,
        help: undefined,
      }
    : schema && last !== undefined
      ? fieldText(schema, last)
      : undefined
  const title = field ? field.label : t('Edit block')
  // Unchanged parts keep their objects, so the comparison looks only at what an edit copied: a
  // block of 1,000 stories is not serialized on opening nor on each render.
  const dirty = useMemo(
    () => (draft !== start || !!request.draft) && !sameContent(draft, parsedBase),
    [draft, start, request.draft, parsedBase],
  )
  const root = useMemo(() => ({ content: draft, schema: target.schema }), [draft, target.schema])
  const draftLabel = field && path.length ? `${label}: ${field.label}` : label

  // A conflict to settle: everything else merged, each clashing field as chosen (theirs until then).
  const merged = useMemo(
    () =>
      resolve ? merge3(target.schema, resolve.base, resolve.mine, resolve.current.content, choices, { label: mergeLabel }) : undefined,
    [resolve, choices, target.schema, mergeLabel],
  )
  const clashes = useMemo(
    () => (resolve ? merge3(target.schema, resolve.base, resolve.mine, resolve.current.content, {}, { label: mergeLabel }).conflicts : []),
    [resolve, target.schema, mergeLabel],
  )
  useEffect(() => {
    if (!merged || !resolve) return
    // Parsed like any content the editor starts from (a PATCH's side of the merge is the stored form).
    setDraft(editableContent(target.schema, merged.value as Record<string, unknown>))
    setBase({ content: resolve.current.content, version: resolve.current.version })
  }, [merged, resolve, target.schema])

  // Kept on every change, not after a pause: a reload at any moment finds the last word typed.
  // The draft is the change alone (a patch), so a keystroke writes a few bytes, not the block.
  const keepDraft = useCallback(
    (content: Record<string, unknown>) => edit.keep(content, { base, from: parsedBase }, draftLabel),
    [edit, base, parsedBase, draftLabel],
  )

  const change = (value: unknown) => {
    const next = settleContent(target.schema, path.length ? setAt(draft, path, value) : (value as Record<string, unknown>), draft)
    setDraft(next)
    if (status === 'failed' || status === 'refused' || status === 'confirm') setStatus('editing')
    if (refused.size) setRefused(stillRefused(refused, draft, next))
    clearTimeout(timers.current.preview)
    timers.current.preview = setTimeout(
      () =>
        startTransition(() => {
          preview(target.slug, block.id, next)
        }),
      PREVIEW_DELAY_MS,
    )
    keepDraft(next)
  }

  const stopTimers = () => clearTimeout(timers.current.preview)
  const close = () => {
    stopTimers()
    onClose()
  }
  const discard = () => {
    stopTimers()
    // Someone else saved the block meanwhile (live/live-page.tsx read the page again): their
    // version, not the one this editor opened, is what the page shows again.
    const shown = qc.getQueryData<PageData>(pageKey(target.slug))?.blocks.find((b) => b.id === block.id)
    if (shown && shown.version !== block.version) void qc.invalidateQueries({ queryKey: pageKey(target.slug) })
    else preview(target.slug, block.id, original)
    forget()
    onClose()
  }
  // Escape, a click outside or Cancel: unsaved text is never dropped without asking.
  const dismiss = () => {
    if (status === 'saving') return
    if (dirty && status !== 'confirm') setStatus('confirm')
    else if (!dirty) discard()
  }

  const switching = useRef(dismiss)
  switching.current = dismiss
  useEffect(() => {
    if (next) switching.current()
  }, [next])
  const stay = () => {
    setStatus('editing')
    onStay?.()
  }

  const save = async () => {
    const missing = [...needsAlt].some((p) => {
      const alt = getAt(draft, [...p.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)), 'alt']) as
        { en?: string; ar?: string } | undefined
      return !alt?.en?.trim() || !alt?.ar?.trim()
    })
    setAltMissing(missing)
    if (missing) return
    if (!dirty) {
      forget()
      return close()
    }
    stopTimers()
    // Kept until the server has it: a lost session or a crash during the save loses nothing.
    keepDraft(draft)
    setStatus('saving')
    try {
      await edit.save(session, target, draft, { base, from: parsedBase }, { messages: request.messages, showsRefusals: true })
      forget()
      if (added.current) session.reveal({ blockId: block.id, path: added.current })
      close()
    } catch (error) {
      if (error instanceof ConflictError) {
        setChoices({})
        setResolve({ current: error.current, base: error.base, mine: error.mine })
        setStatus('conflict')
      } else {
        // The page shows the old content again (spec §4); the editor keeps what was typed. A
        // refusal that names its fields is shown at them: only a correction helps, not a retry.
        const issues = refusedFields(error)
        if (issues) {
          setRefused(new Map(issues.map((i) => [pathKey(i.path), issueText(i.message, t, i18n.language)])))
          setStatus('refused')
        } else setStatus('failed')
      }
    }
  }

  // A page leaving (a tab closed, a phone's browser dropping it) keeps the text as it stands, even
  // where a storage write during typing failed; Save removes the draft once the server has it.
  const latest = useRef({ dirty, draft, keepDraft })
  latest.current = { dirty, draft, keepDraft }
  useEffect(() => {
    const onPageHide = () => {
      if (latest.current.dirty) latest.current.keepDraft(latest.current.draft)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [])

  // Leaving or reloading the page with unsaved text asks the browser's own question first.
  useEffect(() => {
    if (!dirty) return
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', onUnload)
    return () => window.removeEventListener('beforeunload', onUnload)
  }, [dirty])
  useEffect(() => () => stopTimers(), [])

  // The first refused field takes focus once drawn; a refusal no control here shows is listed by its path.
  const body = useRef<HTMLDivElement>(null)
  const [unplaced, setUnplaced] = useState<[string, string][]>([])
  useEffect(() => {
    if (!refused.size) return setUnplaced([])
    const frame = requestAnimationFrame(() => {
      const root = body.current
      if (!root) return
      root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      setUnplaced([...refused].filter(([key]) => !root.querySelector(`[data-issue="${CSS.escape(key)}"]`)))
    })
    return () => cancelAnimationFrame(frame)
  }, [refused])

  const ui = useMemo<EditorUi>(
    () => ({
      blockId: block.id,
      slug: target.slug,
      added: (p) => {
        added.current = p
      },
      replacedImage: (p) => setNeedsAlt((s) => new Set(s).add(pathKey(p))),
      needsAlt,
    }),
    [block.id, target.slug, needsAlt],
  )

  return (
    <SidePanel labelledBy="editor-dialog-title" onDismiss={dismiss} opener={request.opener}>
      <header className="editor-dialog__head">
        <h2 id="editor-dialog-title">
          {title} <small>· {label}</small>
        </h2>
        <button type="button" className="side-panel__close" aria-label={t('Close')} onClick={dismiss} disabled={status === 'saving'}>
          ×
        </button>
      </header>
      <div className="editor-dialog__body" ref={body}>
        {status === 'conflict' && merged && resolve && <ConflictChoices conflicts={clashes} choices={choices} onChoose={setChoices} />}
        {schema ? (
          <EditorUiContext.Provider value={ui}>
            <FieldIssuesContext.Provider value={refused}>
              <EditorRootContext.Provider value={root}>
                <FieldEditor
                  path={path}
                  label={title}
                  help={field?.help}
                  schema={schema}
                  omit={path.length === 0 ? target.hidden : undefined}
                  value={path.length ? getAt(draft, path) : draft}
                  onChange={change}
                />
              </EditorRootContext.Provider>
            </FieldIssuesContext.Provider>
          </EditorUiContext.Provider>
        ) : (
          <p>{t('This field cannot be edited.')}</p>
        )}
      </div>
      {status === 'failed' && (
        <p className="editor-dialog__problem" role="alert">
          {t('Failed to save changes.')} {t('What you typed is still here: try again.')}
        </p>
      )}
      {status === 'refused' && (
        <div className="editor-dialog__problem" role="alert">
          <p>{t('Not saved: correct the marked field.')}</p>
          {unplaced.length > 0 && (
            <ul>
              {unplaced.map(([key, message]) => (
                <li key={key}>
                  <bdi dir="ltr">{key}</bdi>: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {altMissing && (
        <p className="editor-dialog__problem" role="alert">
          {t('Describe the new image in English and Arabic before saving.')}
        </p>
      )}
      {status === 'confirm' ? (
        <footer className="editor-dialog__foot editor-dialog__foot--confirm" role="alertdialog" aria-labelledby="editor-discard-question">
          <p id="editor-discard-question">{t('Discard your unsaved changes?')}</p>
          <button type="button" className="button button--ghost" onClick={stay} data-autofocus>
            {t('Keep editing')}
          </button>
          <button type="button" className="button button--primary editor-danger-fill" onClick={discard}>
            {t('Discard changes')}
          </button>
        </footer>
      ) : (
        <footer className="editor-dialog__foot">
          <button type="button" className="button button--ghost" onClick={dismiss} disabled={status === 'saving'}>
            {t('Cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void save()} disabled={status === 'saving'}>
            {status === 'saving' ? t('Saving changes...') : status === 'failed' ? t('Retry') : t('Save')}
          </button>
        </footer>
      )}
    </SidePanel>
  )
}

const NO_ISSUES: FieldIssues = new Map()

/** The refusals still standing after an edit: one whose field changed is judged again by the next save. */
function stillRefused(issues: FieldIssues, before: Record<string, unknown>, after: Record<string, unknown>): FieldIssues {
  const left = new Map(issues)
  for (const key of issues.keys()) {
    const at = key === '' ? [] : key.split('.')
    if (getAt(before, at) !== getAt(after, at)) left.delete(key)
  }
  return left.size === issues.size ? issues : left
}
