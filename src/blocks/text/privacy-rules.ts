import { type LocalizedValue, localize } from '../../i18n/localize.ts'

/**
 * spec pages.md 'Privacy policy': every content key is rendered in stored order by its name:
 * - keys ending in Title become h2 headings;
 * - keys ending in List become bullet lists split by line (a leading bullet mark removed);
 * - lastUpdated is a date line;
 * - contactUsEmail is a mailto link;
 * - all others are paragraphs; the key title is skipped.
 */
export type PrivacyPiece =
  | { kind: 'heading'; key: string; text: string }
  | { kind: 'list'; key: string; items: string[] }
  | { kind: 'date'; key: string; text: string }
  | { kind: 'email'; key: string; email: string }
  | { kind: 'paragraph'; key: string; paragraphs: string[] }

export type PrivacyPieceKind = PrivacyPiece['kind']

/** The key rendered as the page's h1, not as a body piece. */
export const TITLE_KEY = 'title'
export const LAST_UPDATED_KEY = 'lastUpdated'
export const CONTACT_EMAIL_KEY = 'contactUsEmail'

/** Which rule a key falls under (case-sensitive suffixes, as the keys are camelCase), or null for the title. */
export function pieceKind(key: string): PrivacyPieceKind | null {
  if (key === TITLE_KEY) return null
  if (key === LAST_UPDATED_KEY) return 'date'
  if (key === CONTACT_EMAIL_KEY) return 'email'
  if (key.endsWith('Title')) return 'heading'
  if (key.endsWith('List')) return 'list'
  return 'paragraph'
}

/** A leading bullet mark (•, -, *, –, ·) and the whitespace around it. */
const BULLET = /^\s*[•\-*–·]?\s*/

/** One list item per line, each without its leading bullet mark; empty lines are skipped. */
export function splitList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line !== '')
}

/** Lines of a paragraph field; each non-empty line is its own paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The date as stored is shown as it is ('1 November 2026'); an ISO date (2026-11-01) is written
 * out in the page language, with Latin digits in Arabic as the rest of the content uses.
 */
export function formatPolicyDate(text: string, lng: string): string {
  const trimmed = text.trim()
  const iso = ISO_DATE.exec(trimmed)
  if (!iso) return trimmed
  const date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])))
  if (Number.isNaN(date.getTime())) return trimmed
  const locale = lng.startsWith('ar') ? 'ar-u-nu-latn' : 'en-GB'
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

export interface PiecesOptions {
  /** Keep pieces whose text is empty (edit mode shows them so they can be filled in). */
  keepEmpty?: boolean
}

function isLocalized(value: unknown): value is LocalizedValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body of the policy, in the content's own key order, in language `lng` (English where missing). */
export function privacyPieces(content: Record<string, unknown>, lng: string, options: PiecesOptions = {}): PrivacyPiece[] {
  const pieces: PrivacyPiece[] = []
  for (const [key, value] of Object.entries(content)) {
    const kind = pieceKind(key)
    if (!kind || !isLocalized(value)) continue
    const text = localize(value, lng)
    const piece = toPiece(kind, key, text, lng)
    if (options.keepEmpty || !isEmpty(piece)) pieces.push(piece)
  }
  return pieces
}

function toPiece(kind: PrivacyPieceKind, key: string, text: string, lng: string): PrivacyPiece {
  switch (kind) {
    case 'heading':
      return { kind, key, text: text.trim() }
    case 'list':
      return { kind, key, items: splitList(text) }
    case 'date':
      return { kind, key, text: formatPolicyDate(text, lng) }
    case 'email':
      return { kind, key, email: text.trim() }
    case 'paragraph':
      return { kind, key, paragraphs: splitParagraphs(text) }
  }
}

function isEmpty(piece: PrivacyPiece): boolean {
  switch (piece.kind) {
    case 'heading':
    case 'date':
      return piece.text === ''
    case 'email':
      return piece.email === ''
    case 'list':
      return piece.items.length === 0
    case 'paragraph':
      return piece.paragraphs.length === 0
  }
}

/** False when the content holds nothing but its title: the block then says 'Privacy Policy content not found!'. */
export function hasPolicyBody(content: Record<string, unknown>): boolean {
  return Object.keys(content).some((key) => key !== TITLE_KEY)
}
