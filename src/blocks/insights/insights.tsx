import type { insightsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useNestedBlock } from '../../engine/nested-block.ts'

/**
 * Home's 'Insights and events' (block 7): home's own title, subtitle and button, with the first
 * posts of resources block 3 drawn inside it (the layout's nested source). With no posts yet,
 * visitors see nothing and editors the list's hint.
 */
export default function Insights({ content }: BlockProps<typeof insightsSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const posts = useNestedBlock()
  const some = Array.isArray(posts?.content.posts) && posts.content.posts.length > 0
  // Where a layout draws posts inside it and there are none, visitors see nothing; added to a
  // page on its own (nothing drawn inside) it is a heading with its link to every resource.
  if (posts && !some && !editing) return null
  return (
    <Editable.SectionFrame className="posts posts--insights section">
      {(headingId) => (
        <>
          <div className="posts__head">
            <Editable.SectionHead id={headingId} title={f.title} subtitle={f.subtitle} reveal={0.1} />
            <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--ghost posts__all" />
          </div>
          {posts?.node}
        </>
      )}
    </Editable.SectionFrame>
  )
}
