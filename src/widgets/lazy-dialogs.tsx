import { type ComponentProps, lazy, Suspense } from 'react'

// Dialogs open on a click: their code, and the modal's, is fetched then, not with the page.
const VideoModalCode = lazy(() => import('./video-modal.tsx').then((m) => ({ default: m.VideoModal })))
const DetailModalCode = lazy(() => import('./detail-modal.tsx').then((m) => ({ default: m.DetailModal })))
const CreateEntryModalCode = lazy(() => import('./create-entry-modal.tsx').then((m) => ({ default: m.CreateEntryModal })))

export const VideoModal = (props: ComponentProps<typeof VideoModalCode>) => (
  <Suspense fallback={null}>
    <VideoModalCode {...props} />
  </Suspense>
)

export const DetailModal = (props: ComponentProps<typeof DetailModalCode>) => (
  <Suspense fallback={null}>
    <DetailModalCode {...props} />
  </Suspense>
)

/** Adding an entry is an editor's work: visitors never load it. */
export const CreateEntryModal = (props: ComponentProps<typeof CreateEntryModalCode>) => (
  <Suspense fallback={null}>
    <CreateEntryModalCode {...props} />
  </Suspense>
)
