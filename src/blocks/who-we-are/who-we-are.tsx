import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { whoWeAreSchema } from '../../../schemas/blocks/who-we-are.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { type GalleryImage, GalleryStrip } from './gallery-strip.tsx'

export { loopSlides } from './gallery-strip.tsx'

const AutoScrollGallery = lazy(() => import('./gallery-carousel.tsx'))

/** The carousel's code is fetched when the gallery comes near the screen, not with the page. */
function Gallery({ images }: { images: GalleryImage[] }) {
  const ref = useRef<HTMLDivElement>(null)
  // Starts as the server renders it (the plain strip); the browser decides after mount.
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near])
  const strip = <GalleryStrip images={images} />
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={strip}>
          <AutoScrollGallery images={images} />
        </Suspense>
      ) : (
        strip
      )}
    </div>
  )
}

/** Who we are: title, description and an image gallery that scrolls in a seamless loop. */
export default function WhoWeAre({ content }: BlockProps<typeof whoWeAreSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  return (
    <section className="who-we-are section" aria-labelledby={headingId}>
      <Reveal className="container who-we-are__intro" amount={0.2}>
        <Editable.Text field={f.title} as="h2" className="who-we-are__title" id={headingId} />
        <Editable.Paragraphs field={f.description} className="who-we-are__description" />
      </Reveal>
      {editing ? (
        <div className="container">
          <Editable.List field={f.images}>
            <ul className="who-we-are__edit-grid">
              {f.images.$items.map((image) => (
                <li key={image.$value.id} className="who-we-are__slide">
                  <Editable.Image field={image} className="who-we-are__image" sizes="320px" />
                </li>
              ))}
            </ul>
          </Editable.List>
        </div>
      ) : (
        content.images.length > 0 && <Gallery images={content.images} />
      )}
    </section>
  )
}
