/** Shown to editors only, in place of a block that cannot render. */
export function BlockWarning({ title, issues = [] }: { title: string; issues?: string[] }) {
  return (
    <div className="block-warning" role="alert">
      <strong>{title}</strong>
      {issues.length > 0 && (
        <ul>
          {issues.map((issue) => (
            <li key={issue}>
              <code>{issue}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
