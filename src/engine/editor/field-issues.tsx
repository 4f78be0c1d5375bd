import { createContext, useContext, useEffect, useRef } from 'react'
import { HREF_MESSAGE, MEDIA_MESSAGE } from '../../../schemas/fields.ts'
import { type Path, pathKey } from '../../../schemas/paths.ts'
import { SAME_SITE_PATH_MESSAGE } from '../../../schemas/site-path.ts'
import { storeError } from '../store-error.ts'

/** What the server refused, by field: each issue's path (as pathKey) and its message in the interface language. */
export type FieldIssues = ReadonlyMap<string, string>

export const FieldIssuesContext = createContext<FieldIssues>(new Map())

/** The server's issue at exactly this field, if any. */
export function useFieldIssue(path: Path): string | undefined {
  return useContext(FieldIssuesContext).get(pathKey(path))
}

const inside = (issues: FieldIssues, path: Path) => {
  const at = pathKey(path)
  if (at === '') return issues.size > 0
  for (const key of issues.keys()) if (key === at || key.startsWith(`${at}.`)) return true
  return false
}

/**
 * Opens what holds a refused field when the server's answer comes (a folded field, a list
 * item): `open` is called with the first child key under `path` that holds an issue.
 */
export function useOpenRefused<K extends string | number>(path: Path, keys: readonly K[], open: (key: K) => void) {
  const issues = useContext(FieldIssuesContext)
  const latest = useRef({ path, keys, open })
  latest.current = { path, keys, open }
  useEffect(() => {
    const { path: at, keys: children, open: show } = latest.current
    const key = children.find((k) => inside(issues, [...at, k]))
    if (key !== undefined) show(key)
  }, [issues])
}

type Issue = { path: string[]; message: string }

/**
 * A 400 that names the fields it refused (the content did not match the block's schema): the
 * editor can show each at its field. Any other failure is not one, and a retry may help it.
 */
export function refusedFields(error: unknown): Issue[] | undefined {
  const refusal = storeError(error)
  if (refusal?.status !== 400 || !Array.isArray(refusal.details)) return undefined
  const issues = (refusal.details as unknown[]).filter(
    (d): d is Issue => !!d && typeof d === 'object' && Array.isArray((d as Issue).path) && typeof (d as Issue).message === 'string',
  )
  return issues.length ? issues : undefined
}

/** The server's messages the interface words itself; anything else is shown as the server wrote it in English, else generically. */
export function issueText(message: string, t: (key: string) => string, language: string): string {
  switch (message) {
    case HREF_MESSAGE:
      return t('Use a site path (/about), an #anchor, an http(s):// address, mailto: or tel:.')
    case MEDIA_MESSAGE:
      return t('Use an uploaded file or an http(s):// address.')
    case SAME_SITE_PATH_MESSAGE:
      return t('A site path starts with one / and a page name: not // or a backslash.')
    default:
      return language === 'en' ? message : t('This value was not accepted.')
  }
}

/** The issue under a control, which the control names in aria-describedby. */
export function FieldIssue({ id, message, at }: { id: string; message: string | undefined; at: string }) {
  return message ? (
    <p id={id} className="editor-field__issue" data-issue={at}>
      {message}
    </p>
  ) : null
}

/** A control's refused value: the message, and the attributes that mark its input and name the message. */
export function useIssueProps(path: Path, id: string) {
  const message = useFieldIssue(path)
  const issueId = `${id}-issue`
  return {
    issue: <FieldIssue id={issueId} message={message} at={pathKey(path)} />,
    invalid: message ? ({ 'aria-invalid': true, 'aria-describedby': issueId } as const) : {},
  }
}
