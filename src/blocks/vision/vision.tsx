import { useTranslation } from 'react-i18next'
import type { BlockProps } from '../../../registry/define-block.ts'
import type { visionSchema } from '../../../schemas/blocks/vision.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { Editable } from '../../engine/inline/editable.tsx'
import { Img } from '../../engine/inline/image.tsx'
import { EditableList } from '../../engine/inline/list.tsx'
import { Paragraphs, Text } from '../../engine/inline/text.tsx'
import { Reveal } from '../../widgets/reveal.tsx'
import { readableTextOn } from './contrast.ts'
import './vision.css'

/** spec §9: 0.2 s animation delay per vision item. */
export const VISION_ITEM_DELAY_S = 0.2

/** Vision: sections of image, title and description on a background colour, image sides alternating. */
export default function Vision({ content }: BlockProps<typeof visionSchema>) {
  const { t } = useTranslation()
  const editing = !!useOptionalBlock()?.editing
  const textColor = readableTextOn(content.backgroundColor)
  return (
    <section
      className={['vision', 'section', textColor === '#ffffff' ? 'vision--dark' : ''].filter(Boolean).join(' ')}
      style={{ backgroundColor: content.backgroundColor, color: textColor }}
    >
      <div className="container">
        {editing && (
          <Editable path={['backgroundColor']} label={t('Background colour')} className="vision__color">
            <span className="vision__swatch" style={{ backgroundColor: content.backgroundColor }} aria-hidden="true" />
            {t('Background colour')}
          </Editable>
        )}
        <EditableList path={['sections']} label="Vision sections">
          <div className="vision__list">
            {content.sections.map((section, i) => (
              <Reveal
                as="article"
                key={section.id}
                className={['vision__item', i % 2 === 1 ? 'vision__item--flip' : ''].filter(Boolean).join(' ')}
                amount={0.2}
                distance={32}
                delay={i * VISION_ITEM_DELAY_S}
              >
                <div className="vision__media">
                  <Img value={section.image} path={['sections', i, 'image']} className="vision__image" />
                </div>
                <div className="vision__text">
                  <Text value={section.title} path={['sections', i, 'title']} as="h2" className="vision__title" />
                  <Paragraphs value={section.description} path={['sections', i, 'description']} className="vision__description" />
                </div>
              </Reveal>
            ))}
          </div>
        </EditableList>
      </div>
    </section>
  )
}
