interface EditDeleteButtonsProps {
  editLabel: string
  deleteLabel: string
  /** The delete button's own class, besides the ghost button's. */
  deleteClassName: string
  /** Opens the item's editor; focus returns to the button that opened it. */
  onEdit: (opener: HTMLElement) => void
  onDelete: () => void
}

/** A list card's edit-mode buttons (posts, stories): edit every field of the item, delete it. */
export function EditDeleteButtons({ editLabel, deleteLabel, deleteClassName, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <button type="button" className="button button--ghost" onClick={(e) => onEdit(e.currentTarget)}>
        {editLabel}
      </button>
      <button type="button" className={`button button--ghost ${deleteClassName}`} onClick={onDelete}>
        {deleteLabel}
      </button>
    </>
  )
}
