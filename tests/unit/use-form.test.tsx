import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { useForm } from '../../src/widgets/forms/use-form.ts'

/** A form of two required fields whose checks are counted. */
function counted() {
  const checks = { count: 0 }
  const required = z.string().check(
    z.refine((v) => {
      checks.count++
      return v.trim() !== ''
    }, 'This field is required'),
  )
  const schema = z.object({ name: required, email: required })
  return { checks, schema }
}

const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent<HTMLFormElement>

describe('a form (spec §4: errors of touched fields only)', () => {
  it('validates nothing while nobody has touched it: no work as the page starts', () => {
    const { checks, schema } = counted()
    const { result } = renderHook(() => useForm({ schema, initial: { name: '', email: '' }, touchOnSubmit: ['name', 'email'] }))
    expect(result.current.errorOf('name')).toBeUndefined()
    expect(checks.count).toBe(0)
  })

  it('shows a touched field’s error, and a submit with errors touches the named fields and stops', () => {
    const { schema } = counted()
    const onValid = vi.fn()
    const { result } = renderHook(() => useForm({ schema, initial: { name: '', email: '' }, touchOnSubmit: ['name', 'email'] }))
    act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(onValid).not.toHaveBeenCalled()
    expect(result.current.errorOf('name')).toBe('This field is required')
    expect(result.current.errorOf('email')).toBe('This field is required')

    act(() => result.current.set('name', 'Layla'))
    expect(result.current.errorOf('name')).toBeUndefined()
    act(() => result.current.set('email', 'layla@example.com'))
    act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(onValid).toHaveBeenCalledWith({ name: 'Layla', email: 'layla@example.com' })
  })

  it('a valid form submits at once, untouched', () => {
    const { schema } = counted()
    const onValid = vi.fn()
    const { result } = renderHook(() => useForm({ schema, initial: { name: 'Omar', email: 'omar@example.com' }, touchOnSubmit: ['name'] }))
    act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(onValid).toHaveBeenCalledWith({ name: 'Omar', email: 'omar@example.com' })
  })
})
