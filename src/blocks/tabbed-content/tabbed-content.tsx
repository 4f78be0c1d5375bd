import type { tabbedContentSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { Tabs } from '../../widgets/tabs.tsx'

/** Tabbed content: tabs of title, description and image, one slide at a time on phones, and a button. */
export default function TabbedContent({ content }: BlockProps<typeof tabbedContentSchema>) {
  const localize = useLocalize()
  const f = fieldsOf(content)
  const items = f.tabs.$items.map((tab) => ({
    id: tab.$value.id,
    label: localize(tab.$value.title),
    content: (
      <div className="tabbed__panel">
        <Editable.MediaText item={tab} b="tabbed" image={tab.imageSrc} sizes="(min-width: 900px) 50vw, 100vw" />
      </div>
    ),
  }))
  return (
    <Editable.SectionFrame className="tabbed section" head={{ title: f.mainTitle, subtitle: f.mainSubtitle, center: true }}>
      <Reveal amount={0.1}>
        <Editable.List field={f.tabs}>{items.length > 0 && <Tabs items={items} label={localize(content.mainTitle)} />}</Editable.List>
      </Reveal>
      <div className="tabbed__actions">
        <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--accent" />
      </div>
    </Editable.SectionFrame>
  )
}
