/** How a hero video plays: a YouTube address in a privacy-enhanced iframe, anything else in <video>. */
export type VideoSource = { kind: 'youtube'; embedUrl: string } | { kind: 'file'; src: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/

export function youtubeId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'https://invalid.local')
  } catch {
    return null
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v')
    else {
      const match = parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/)
      id = match?.[1] ?? null
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

export function videoSource(url: string): VideoSource {
  const id = youtubeId(url)
  if (id) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
  return { kind: 'file', src: url }
}
