import type { z } from 'zod'
import type { socialLinkSchema } from './schema.ts'

type Network = z.output<typeof socialLinkSchema>['network']

function glyph(network: Network) {
  switch (network) {
    case 'linkedin':
      return (
        <path
          fill="currentColor"
          d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
        />
      )
    case 'x':
      return <path d="M4 4l16 16M20 4 4 20" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    case 'facebook':
      return <path fill="currentColor" d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />
    case 'instagram':
      return (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
        </>
      )
    case 'youtube':
      return (
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 4v6l5-3-5-3Z"
        />
      )
  }
}

/** Inline icons: no request, and they take the link's colour. The link's text names them. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyph(network)}
    </svg>
  )
}
