import { FOCUSABLE } from '../../widgets/focus-trap.ts'

/**
 * Where focus goes when a dialog or the side panel opens: a marked control, else the first field
 * of its body one can type in, else its first control. Only what is drawn: an image field's file
 * input is hidden, and focusing it would leave focus on the opener.
 */
export function firstFocus(dialog: HTMLElement | null): HTMLElement | undefined {
  if (!dialog) return undefined
  const drawn = (selector: string) =>
    Array.from(dialog.querySelectorAll<HTMLElement>(selector)).find(
      (el) => !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
    )
  return drawn('[data-autofocus]') ?? drawn('.editor-dialog__body :is(textarea, input, select):not([disabled])') ?? drawn(FOCUSABLE)
}
