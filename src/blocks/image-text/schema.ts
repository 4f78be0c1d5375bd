import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { href, image, labelled, localizedLine, settles, video } from '../../../schemas/fields.ts'
import { descriptionParagraphs } from '../../../schemas/blocks/paragraphs.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

const IMAGE_FILE = /\.(png|jpe?g|gif|webp)(\?.*)?$/i
const VIDEO_FILE = /\.(mp4|webm)(\?.*)?$/i

type Media = { imageUrl?: { src?: string }; videoUrl?: string }

/**
 * spec §4 (the Learn page's media): imageUrl or videoUrl set to a value ending png, jpg, jpeg,
 * gif or webp clears videoUrl; ending mp4 or webm clears imageUrl. The new file stays, in the
 * field of its kind, so the block shows one picture or one video.
 */
export function settleMedia(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const now = next as Media
  const before = previous as Media
  const image = now.imageUrl?.src ?? ''
  const video = now.videoUrl ?? ''
  const changed = image !== (before.imageUrl?.src ?? '') ? image : video !== (before.videoUrl ?? '') ? video : ''
  if (IMAGE_FILE.test(changed)) {
    // A file moved over from the video field has no known size yet.
    const imageUrl = image === changed ? now.imageUrl : { ...now.imageUrl, src: changed, width: undefined, height: undefined }
    return { ...next, imageUrl, videoUrl: '' }
  }
  if (VIDEO_FILE.test(changed))
    return { ...next, imageUrl: { ...now.imageUrl, src: '', width: undefined, height: undefined }, videoUrl: changed }
  return next
}

/**
 * Image and text side by side: a title, description paragraphs, a picture or a looping video,
 * and a button that plays a YouTube video in a modal. The spec's imageSrc and imageAlt are the
 * image field's file and text alternative.
 */
export const imageTextSchema = settles(
  labelled(
    z.object({
      title: labelled(localizedLine({ en: 'A closer look', ar: 'نظرة أقرب' }), 'Title', 'العنوان'),
      descriptionParagraphs: descriptionParagraphs(),
      imageUrl: labelled(image(), 'Image', 'الصورة', {
        en: 'An image here replaces the video.',
        ar: 'إضافة صورة هنا تحلّ محلّ الفيديو.',
      }),
      videoUrl: labelled(video(), 'Looping video', 'فيديو متكرّر', {
        en: 'An MP4 or WebM file here replaces the image; it plays muted, in a loop.',
        ar: 'إضافة ملف MP4 أو WebM هنا تحلّ محلّ الصورة، ويُعرض دون صوت بشكل متكرّر.',
      }),
      showVideoButton: labelled(z._default(z.boolean(), false), 'Show the video button', 'إظهار زر الفيديو'),
      videoButtonText: labelled(localizedLine({ en: 'Watch the video', ar: 'شاهدوا الفيديو' }), 'Video button text', 'نص زر الفيديو'),
      youtubeVideoUrl: labelled(href(''), 'Video for the button (YouTube or a file)', 'فيديو الزر (YouTube أو ملف)', {
        en: 'The video button opens this video in a window; without it there is no button.',
        ar: 'يفتح زر الفيديو هذا المقطع في نافذة، ولا يظهر الزر من دونه.',
      }),
    }),
    'Image and text',
    'صورة ونص',
  ),
  settleMedia,
)

/** The image-text block: its key, written here once, and its schema. */
export const imageTextType = blockType('image-text', itemTitles(imageTextSchema, { descriptionParagraphs: null }))
