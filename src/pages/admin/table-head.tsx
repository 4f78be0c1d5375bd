/** A column's heading: its text, or `{ hidden }` for a column named for screen readers only (actions). */
export type Column = string | { hidden: string }

/** The column headings of an admin table, each a `th scope="col"`. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.hidden} scope="col">
              <span className="visually-hidden">{column.hidden}</span>
            </th>
          ),
        )}
      </tr>
    </thead>
  )
}
