/** The schema's help line under a field's label. */
export function HelpLine({ id, text }: { id?: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="editor-help">
      {text}
    </p>
  ) : null
}
