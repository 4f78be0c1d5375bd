import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react'
import * as z from 'zod/mini'

type Values = Record<string, string>

const NO_ERRORS: Partial<Record<string, string>> = {}

/** The first message of each field whose value breaks the schema (spec texts, in English). */
export function fieldErrors(schema: z.ZodMiniType, values: Values): Partial<Record<string, string>> {
  const result = z.safeParse(schema, values)
  if (result.success) return {}
  const errors: Partial<Record<string, string>> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '')
    errors[key] ??= issue.message
  }
  return errors
}

export interface FormOptions<V extends Values> {
  schema: z.ZodMiniType
  initial: V
  /** spec §4: the fields a submit with errors marks as touched (each form names its own). */
  touchOnSubmit: readonly (keyof V & string)[]
  /** Rewrites a value as it is typed (spec §5: phone fields strip other characters). */
  rewrite?: Partial<Record<keyof V & string, (value: string) => string>>
}

/**
 * Form state by the spec's rules (§4): a field is touched when it loses focus, validated on
 * every change once touched, and a submit with errors marks the form's named fields touched and
 * stops. Errors shown are only those of touched fields.
 */
export function useForm<V extends Values>({ schema, initial, touchOnSubmit, rewrite }: FormOptions<V>) {
  const [values, setValues] = useState<V>(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const anyTouched = Object.values(touched).some(Boolean)
  // Untouched, a form shows no error, so it is not validated as the page starts: a failing parse
  // builds an Error, and a phone pays for its stack (a trace re-parses every function on it).
  const errors = useMemo(() => (anyTouched ? fieldErrors(schema, values) : NO_ERRORS), [anyTouched, schema, values])

  const set = useCallback(
    (name: keyof V & string, raw: string) => {
      const value = rewrite?.[name]?.(raw) ?? raw
      setValues((v) => ({ ...v, [name]: value }))
    },
    [rewrite],
  )
  const touch = useCallback((name: keyof V & string) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })), [])

  /** The error to show for a field: only once it is touched. */
  const errorOf = (name: keyof V & string): string | undefined => (touched[name] ? errors[name] : undefined)

  /** Props for an input, textarea or select bound to `name`. */
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name, e.target.value),
    onBlur: () => touch(name),
  })

  const handleSubmit = (onValid: (values: V) => void) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (Object.keys(anyTouched ? errors : fieldErrors(schema, values)).length > 0) {
      setTouched((t) => ({ ...t, ...Object.fromEntries(touchOnSubmit.map((name) => [name, true])) }))
      return
    }
    onValid(values)
  }

  const reset = useCallback(() => {
    setValues(initial)
    setTouched({})
  }, [initial])

  return { values, set, touch, errorOf, bind, handleSubmit, reset }
}
