import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN } from '../../schemas/wire/auth.ts'

let common: Set<string> | undefined
/** About 49,000 passwords seen most often in breaches (zxcvbn's list), compared ignoring case. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

/**
 * NIST SP 800-63B for a new password: at least 12 characters (counted after Unicode
 * normalization), not only whitespace, and not one of the commonly used passwords. Any other
 * character is allowed, spaces included. Returns what is wrong, or undefined.
 */
export function passwordProblem(password: string): string | undefined {
  const normalized = password.normalize('NFKC')
  if ([...normalized].length < PASSWORD_MIN) return `Passwords have at least ${PASSWORD_MIN} characters.`
  if (normalized.trim() === '') return 'A password cannot be only spaces.'
  if (commonPasswords().has(normalized.toLowerCase()) || commonPasswords().has(normalized.trim().toLowerCase()))
    return 'This password is one of the most common ones. Choose another.'
  return undefined
}
