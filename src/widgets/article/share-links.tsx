import { type ReactNode, useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'

const NETWORKS = [
  {
    key: 'linkedin',
    name: 'LinkedIn',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    icon: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.5h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91h-4z',
  },
  {
    key: 'x',
    name: 'X',
    href: (url: string, text: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    icon: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.78zm-1.08 16.17h1.7L7.4 4.74H5.58z',
  },
  {
    key: 'facebook',
    name: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: 'M13.5 21v-7.5h2.52l.38-2.93h-2.9V8.7c0-.85.24-1.43 1.45-1.43h1.55V4.65A20.7 20.7 0 0 0 14.24 4.5c-2.24 0-3.77 1.37-3.77 3.88v2.19H7.95v2.93h2.52V21z',
  },
] as const

/** Links that share the page on three networks (spec: the story's and the post's sidebar); each opens in a new tab. */
export function ShareLinks({ title, url, text }: { title: ReactNode; url: string; text: string }) {
  const { t } = useI18n()
  const headingId = useId()
  return (
    <section className="share" aria-labelledby={headingId}>
      <h2 className="share__title" id={headingId}>
        {title}
      </h2>
      <ul className="share__list">
        {NETWORKS.map((network) => (
          <li key={network.key}>
            <a
              className={`share__link share__link--${network.key}`}
              href={network.href(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('Share on {{network}} (opens in a new tab)', { network: network.name })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={network.icon} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
