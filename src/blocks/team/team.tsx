import { useI18n } from '../../i18n/translation.tsx'
import type { teamSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Ltr } from '../../widgets/ltr.tsx'

/** Cards appear in a wave, 0.1 s apart within a row. */
const MEMBER_DELAY_S = 0.1

const LinkedInIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1v5.46h-4v-4.84c0-1.15-.02-2.64-1.6-2.64-1.62 0-1.86 1.26-1.86 2.56v4.92h-4z"
    />
  </svg>
)

/** Our team block 2: the people, each with a photo, a name, a role, a few words and a LinkedIn link. */
export default function Team({ content }: BlockProps<typeof teamSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  return (
    <Editable.SectionFrame className="team section" head={{ title: f.title, subtitle: f.subtitle, center: true, reveal: 0.2 }}>
      <Editable.RevealList
        field={f.members}
        className="card-grid team__members"
        itemClass="team__member"
        stagger={MEMBER_DELAY_S}
        perRow={4}
      >
        {(member) => (
          <>
            <Editable.Image field={member.photo} className="team__photo" sizes="160px" />
            <Editable.Text field={member.name} as="h3" className="team__name" />
            <Editable.Text field={member.role} as="p" className="team__role" />
            <Editable.Paragraphs field={member.bio} className="team__bio" />
            {editing ? (
              <Editable.Area field={member.linkedin} className="team__linkedin">
                <LinkedInIcon />
                <Ltr>{member.linkedin.$value || '…'}</Ltr>
              </Editable.Area>
            ) : (
              member.linkedin.$value && (
                <a
                  className="team__linkedin"
                  href={member.linkedin.$value}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('{{name}} on LinkedIn (opens in a new tab)', { name: localize(member.name.$value) })}
                >
                  <LinkedInIcon />
                </a>
              )
            )}
          </>
        )}
      </Editable.RevealList>
    </Editable.SectionFrame>
  )
}
