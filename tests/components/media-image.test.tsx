import { describe, expect, it } from 'vitest'
import { MediaImage } from '../../src/widgets/media-image.tsx'
import { renderWithProviders } from './render.tsx'

const alt = { en: 'Our team in Riyadh', ar: 'فريقنا في الرياض' }

describe('images render their responsive copies', () => {
  it('an uploaded photo offers AVIF and WebP at its widths, with its size kept on the <img>', () => {
    const { container } = renderWithProviders(
      <MediaImage image={{ src: '/data/uploads/0123456789abcdef0123456789abcdef.png', alt, width: 1200, height: 800 }} sizes="50vw" />,
    )
    const sources = [...container.querySelectorAll('picture source')]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/api/data/uploads/0123456789abcdef0123456789abcdef-480.avif 480w, /api/data/uploads/0123456789abcdef0123456789abcdef-960.avif 960w, /api/data/uploads/0123456789abcdef0123456789abcdef-1200.avif 1200w',
    )
    expect(sources[0]?.getAttribute('sizes')).toBe('50vw')
    const img = container.querySelector('picture img')
    expect(img).toHaveAttribute('src', '/api/data/uploads/0123456789abcdef0123456789abcdef.png')
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('alt', alt.en)
  })

  it('an SVG, a seed picture or an image without its width is a plain <img>', () => {
    for (const image of [
      { src: '/media/about/hero-main.svg', alt, width: 600, height: 400 },
      { src: '/data/uploads/0123456789abcdef0123456789abcdef.png', alt },
    ]) {
      const { container, unmount } = renderWithProviders(<MediaImage image={image} />)
      expect(container.querySelector('picture')).toBeNull()
      expect(container.querySelector('img')).not.toBeNull()
      unmount()
    }
  })
})
