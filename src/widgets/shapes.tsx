import { type CSSProperties, useId } from 'react'

/** Organic outlines drawn in a 200 × 200 box. */
const BLOBS = {
  soft: 'M156 35c22 18 34 49 30 79-5 31-27 62-58 73-31 12-71 4-94-19S2 110 9 80 44 24 75 15s59 2 81 20z',
  round: 'M100 12c40 0 82 24 86 66 4 41-22 90-64 104-42 13-96-9-109-52C0 88 22 43 50 26c15-9 32-14 50-14z',
  leaf: 'M176 24c10 40 6 92-22 126-28 33-80 46-112 24S6 110 22 74 80 18 120 12c22-3 48 0 56 12z',
  pebble: 'M40 40c25-25 75-32 110-15 36 17 52 61 40 98-12 38-54 63-95 62S17 158 10 121 15 65 40 40z',
} as const

export type BlobShape = keyof typeof BLOBS

interface BlobProps {
  shape?: BlobShape
  fill?: string
  stroke?: string
  className?: string
  style?: CSSProperties
}

/** A decorative blob: hidden from assistive technology, placed by the section that draws it. */
export function Blob({ shape = 'soft', fill = 'currentColor', stroke, className, style }: BlobProps) {
  return (
    <svg
      className={['blob', className].filter(Boolean).join(' ')}
      style={style}
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <path d={BLOBS[shape]} fill={fill} stroke={stroke ?? 'none'} strokeWidth={stroke ? 3 : 0} vectorEffect="non-scaling-stroke" />
    </svg>
  )
}

/** Small dots in a grid, a second decoration beside blobs. */
export function DotGrid({ color, className }: { color: string; className?: string }) {
  const id = `dots${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  return (
    <svg className={['dot-grid', className].filter(Boolean).join(' ')} viewBox="0 0 90 90" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width="15" height="15" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="2.5" fill={color} />
        </pattern>
      </defs>
      <rect width="90" height="90" fill={`url(#${id})`} />
    </svg>
  )
}
