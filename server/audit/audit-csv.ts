import type { AuditEntryDto } from '../../schemas/wire/audit.ts'
import { toCsv } from '../submissions/csv.ts'

/** One line per entry; paths one per line inside their cell, the detail as its JSON. */
export function auditCsv(items: AuditEntryDto[]): string {
  return toCsv(
    ['Time (UTC)', 'Action', 'Email', 'Name', 'Page', 'Block', 'Paths', 'Address', 'Detail'],
    items.map((e) => [
      e.at,
      e.action,
      e.actor?.email ?? '',
      e.actor?.name ?? '',
      e.page ?? '',
      e.block ?? '',
      e.paths.join('\n'),
      e.ip ?? '',
      Object.keys(e.detail).length ? JSON.stringify(e.detail) : '',
    ]),
  )
}
