import { describe, expect, it } from 'vitest'
import { parse } from 'zod/mini'
import { imageTextSchema } from '../../src/blocks/image-text/schema.ts'
import { heroSchema } from '../../src/blocks/hero/schema.ts'
import { settleContent } from '../../schemas/walk.ts'

const block = (imageSrc: string, videoUrl: string) =>
  parse(imageTextSchema, { imageUrl: { src: imageSrc, alt: { en: 'A dashboard', ar: 'لوحة متابعة' }, width: 480, height: 360 }, videoUrl })

/** An edit of one field, as the editor applies it: the block's settle rule runs on the result. */
const edit = (before: Record<string, unknown>, change: Record<string, unknown>) =>
  settleContent(imageTextSchema, { ...before, ...change }, before)

describe('Learn block 2 media (spec §4: an image file clears videoUrl; an mp4 or webm clears imageUrl)', () => {
  it.each(['png', 'jpg', 'jpeg', 'gif', 'webp', 'PNG'])('a .%s set as the image clears the video', (ext) => {
    const before = block('', '/data/uploads/tour.mp4')
    const after = edit(before, { imageUrl: { ...before.imageUrl, src: `/data/uploads/new.${ext}` } })
    expect(after.videoUrl).toBe('')
    expect((after.imageUrl as { src: string }).src).toBe(`/data/uploads/new.${ext}`)
  })

  it.each(['png', 'jpg', 'jpeg', 'gif', 'webp'])('a .%s set as the video clears the video and becomes the image', (ext) => {
    const before = block('/media/old.svg', '/data/uploads/tour.webm')
    const after = edit(before, { videoUrl: `/data/uploads/new.${ext}` })
    expect(after.videoUrl).toBe('')
    expect(after.imageUrl).toMatchObject({ src: `/data/uploads/new.${ext}`, alt: { en: 'A dashboard' } })
    // A file that moved over has no known size: the old picture's would be wrong.
    expect((after.imageUrl as { width?: number }).width).toBeUndefined()
  })

  it.each(['mp4', 'webm', 'MP4'])('a .%s set as the video clears the image', (ext) => {
    const before = block('/media/old.png', '')
    const after = edit(before, { videoUrl: `/data/uploads/tour.${ext}` })
    expect(after.videoUrl).toBe(`/data/uploads/tour.${ext}`)
    expect((after.imageUrl as { src: string }).src).toBe('')
  })

  it.each(['mp4', 'webm'])('a .%s uploaded into the image field clears the image and becomes the video', (ext) => {
    const before = block('/media/old.png', '')
    const after = edit(before, { imageUrl: { ...before.imageUrl, src: `/data/uploads/tour.${ext}` } })
    expect(after.videoUrl).toBe(`/data/uploads/tour.${ext}`)
    expect((after.imageUrl as { src: string }).src).toBe('')
    expect((after.imageUrl as { alt: unknown }).alt).toEqual({ en: 'A dashboard', ar: 'لوحة متابعة' })
  })

  it('other edits (a title, an alt text, an svg) leave the media as they are', () => {
    const before = block('/media/old.png', '')
    expect(edit(before, { title: { en: 'New', ar: 'جديد' } })).toEqual({ ...before, title: { en: 'New', ar: 'جديد' } })
    const svg = edit(before, { imageUrl: { ...before.imageUrl, src: '/media/drawing.svg' } })
    expect((svg.imageUrl as { src: string }).src).toBe('/media/drawing.svg')
  })

  it('blocks without a rule are not touched', () => {
    const next = { title: { en: 'x', ar: 'س' }, videoUrl: '/a.png' }
    expect(settleContent(heroSchema, next, {})).toBe(next)
  })
})
