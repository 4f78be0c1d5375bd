import type { ReactNode } from 'react'
import { Reveal } from '../../widgets/reveal.tsx'
import type { Field } from '../fields.ts'
import { List } from './list.tsx'

interface RevealListProps<T extends { readonly $value: { readonly id: string } }> {
  field: Field<readonly unknown[] | undefined> & { readonly $items: readonly T[] }
  /** Numbered (ol) or not (ul). */
  as?: 'ul' | 'ol'
  className: string
  itemClass?: string
  /** Seconds each item waits after the one before it to fade in. */
  stagger: number
  /** Items a row at the widest: the wave starts again on each row. */
  perRow?: number
  children: (item: T, index: number) => ReactNode
}

/** A list of cards that fade in one after another as they scroll into view (solutions, team, promises, logos). */
export function RevealList<T extends { readonly $value: { readonly id: string } }>({
  field,
  as: Tag = 'ul',
  className,
  itemClass,
  stagger,
  perRow,
  children,
}: RevealListProps<T>) {
  return (
    <List field={field}>
      <Tag className={className}>
        {field.$items.map((item, i) => (
          <Reveal as="li" key={item.$value.id} className={itemClass} amount={0.1} delay={(perRow ? i % perRow : i) * stagger}>
            {children(item, i)}
          </Reveal>
        ))}
      </Tag>
    </List>
  )
}
