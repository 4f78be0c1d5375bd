import { useId } from 'react'
import type { BlockProps } from '../../../registry/define-block.ts'
import type { learnAndThriveSchema } from '../../../schemas/blocks/learn-and-thrive.ts'
import { Img } from '../../engine/inline/image.tsx'
import { Paragraphs, Text } from '../../engine/inline/text.tsx'
import { Reveal } from '../../widgets/reveal.tsx'
import './learn-and-thrive.css'

/** Learn and thrive: a title, two columns of description (lines are paragraphs) and an image. */
export default function LearnAndThrive({ content }: BlockProps<typeof learnAndThriveSchema>) {
  const headingId = useId()
  return (
    <section className="learn-and-thrive section" aria-labelledby={headingId}>
      <Reveal className="container learn-and-thrive__inner" amount={0.2}>
        <Text value={content.title} path={['title']} as="h2" className="learn-and-thrive__title" id={headingId} />
        <div className="learn-and-thrive__columns">
          <Paragraphs value={content.descriptionLeft} path={['descriptionLeft']} className="learn-and-thrive__column" />
          <Paragraphs value={content.descriptionRight} path={['descriptionRight']} className="learn-and-thrive__column" />
        </div>
        <div className="learn-and-thrive__media">
          <Img value={content.image} path={['image']} className="learn-and-thrive__image" />
        </div>
      </Reveal>
    </section>
  )
}
