import sanitizeHtml from 'sanitize-html'

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'textPath',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'use',
  'title',
  'desc',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
]

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternTransform',
  'preserveAspectRatio',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'href',
  'xlink:href',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'display',
  'visibility',
  'color',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
  'filterUnits',
  'primitiveUnits',
  'style',
]

/** url(...) pointing anywhere but a fragment of the same document. */
const EXTERNAL_URL = /url\((?!\s*['"]?\s*#)/i
/** Functions that fetch an image without url(): image-set("https://…" 1x) and its kin. */
const IMAGE_FUNCTION = /(?<![\w-])(?:-webkit-)?(?:image-set|image|cross-fade|src)\(/i
/** Comments are never needed in a drawing's values, and a rewrite of the CSS could join the tokens around one. */
const DANGEROUS_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|\/\*/i

/** A surrogate, zero or beyond Unicode reads as U+FFFD, as CSS says. */
function codePoint(hex: string): string {
  const n = Number.parseInt(hex, 16)
  return n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(n)
}

/**
 * A value as the CSS parser reads it (style and presentation attributes alike): escapes such as
 * `u\72l(` or `u\rl(` stand for their characters, so checks run on what the browser sees.
 */
function decodeCssEscapes(value: string): string {
  return value.replace(
    /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))/gi,
    (_m, hex?: string, _newline?: string, char?: string) => (hex ? codePoint(hex) : (char ?? '')),
  )
}

/** A value that may make the browser fetch something or run something: outside URLs, image functions, old script hooks. */
function unsafeValue(value: string): boolean {
  const read = decodeCssEscapes(value)
  return EXTERNAL_URL.test(read) || IMAGE_FUNCTION.test(read) || DANGEROUS_CSS.test(read)
}

/**
 * Keeps drawing elements and presentation attributes only: no script, no event handlers, no
 * foreignObject, no external references (href and url() must point inside the file; url(#grad)
 * stays). An attribute whose value would reach outside, read as CSS reads it, is dropped.
 */
export function sanitizeSvg(svg: string): string | undefined {
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    parser: { xmlMode: true },
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe'],
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: () => false,
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {}
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) continue
          if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue
          if (unsafeValue(value)) continue
          kept[name] = value
        }
        return { tagName, attribs: kept }
      },
    },
  }).trim()
  return /^<svg[\s>]/.test(clean) ? clean : undefined
}
