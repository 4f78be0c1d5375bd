import { type InputHTMLAttributes, useId, useState } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { findTargets, type LinkTarget, useLinkTargets } from '../link-targets.ts'

type Props = {
  id: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid' | 'aria-describedby'>

/**
 * A link's address with a page picker: typing searches every page and item page (stories,
 * posts, vacancies) by its name in English or Arabic or by its path; a choice fills in its path.
 * Whatever is typed stays the value, so an external address (https://…) is taken as it is.
 */
export function PathPicker({ id, value, onChange, placeholder, ...aria }: Props) {
  const { t, i18n } = useI18n()
  const targets = useLinkTargets()
  const listId = useId()
  const hintId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const found = open ? findTargets(targets, value) : []
  const shown = found.length > 0
  const ar = i18n.language.startsWith('ar')
  const pick = (target: LinkTarget) => {
    onChange(target.path)
    setOpen(false)
  }
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) return setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((a) => (found.length ? (a + step + found.length) % found.length : 0))
    } else if (e.key === 'Enter' && shown) {
      e.preventDefault()
      const target = found[Math.min(active, found.length - 1)]
      if (target) pick(target)
    } else if (e.key === 'Escape' && shown) {
      // Closes the list only, not the editor around it.
      e.preventDefault()
      e.stopPropagation()
      setOpen(false)
    }
  }
  return (
    <div className="editor-picker">
      <input
        id={id}
        type="text"
        dir="ltr"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown ? `${listId}-${Math.min(active, found.length - 1)}` : undefined}
        value={value}
        placeholder={placeholder}
        {...aria}
        aria-describedby={[aria['aria-describedby'], hintId].filter(Boolean).join(' ')}
        onChange={(e) => {
          onChange(e.target.value)
          setOpen(true)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={hintId} className="editor-help">
        {t('Search the pages by name, in English or Arabic, or type an address (https://…).')}
      </p>
      <ul id={listId} role="listbox" className="editor-picker__list" aria-label={t('Pages')} hidden={!shown}>
        {found.map((target, i) => (
          <li
            key={target.path}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === Math.min(active, found.length - 1)}
            className="editor-picker__option"
            // Chosen before the input loses focus (and closes the list).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(target)}
          >
            <span className="editor-picker__name">
              <span lang={ar ? 'ar' : 'en'}>{(ar ? target.ar : target.en) || target.en || target.ar}</span>
              {target.group && <small> · {t(target.group)}</small>}
            </span>
            <span className="editor-picker__other" lang={ar ? 'en' : 'ar'} dir={ar ? 'ltr' : 'rtl'}>
              {ar ? target.en : target.ar}
            </span>
            <bdi dir="ltr" className="editor-picker__path">
              {target.path}
            </bdi>
          </li>
        ))}
      </ul>
    </div>
  )
}
