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
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i
const DANGEROUS_STYLE = /@import|expression\s*\(|javascript:|behavior\s*:/i

/**
 * Keeps drawing elements and presentation attributes only: no script, no event handlers, no
 * foreignObject, no external references (href and url() must point inside the file).
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
          if (EXTERNAL_URL.test(value)) continue
          if (name === 'style' && DANGEROUS_STYLE.test(value)) continue
          kept[name] = value
        }
        return { tagName, attribs: kept }
      },
    },
  }).trim()
  return /^<svg[\s>]/.test(clean) ? clean : undefined
}
