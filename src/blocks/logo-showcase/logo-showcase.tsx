import type { logoShowcaseSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'

/** Logos in titled groups. */
export default function LogoShowcase({ content }: BlockProps<typeof logoShowcaseSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="logo-showcase section" head={{ title: f.mainTitle, center: true }}>
      <Editable.List field={f.logoGroups}>
        <div className="logo-showcase__groups">
          {f.logoGroups.$items.map((group) => (
            <Reveal key={group.$value.id} className="logo-showcase__group" amount={0.1}>
              <Editable.Text field={group.title} as="h3" className="logo-showcase__group-title" />
              <Editable.List field={group.logos}>
                <ul className="logo-showcase__logos">
                  {group.logos.$items.map((logo) => (
                    <li key={logo.$value.id} className="logo-showcase__logo">
                      <Editable.Image field={logo} sizes="180px" />
                    </li>
                  ))}
                </ul>
              </Editable.List>
            </Reveal>
          ))}
        </div>
      </Editable.List>
    </Editable.SectionFrame>
  )
}
