/**
 * Pasted HTML from Word or Google Docs, cleaned before the editor's schema reads it: Word's
 * conditional comments, Office tags (o:p) and list bullets typed as text go, its list paragraphs
 * become a real list, Google Docs' bold and italic spans become strong and em and its
 * `<b style="font-weight:normal">` wrapper is unwrapped, and no element keeps a style, class or
 * id (only a link's href). What the schema does not know (spans, fonts, images) keeps its text
 * only; the server sanitizes again on save.
 */
export function cleanPastedHtml(html: string): string {
  const source = html
    // Word puts a list item's bullet ('·', '1.') inside these, as text.
    .replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, '')
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
  const doc = new DOMParser().parseFromString(source, 'text/html')
  const body = doc.body
  for (const el of [...body.querySelectorAll('style, script, meta, link, title, xml, img, svg')]) el.remove()
  for (const el of [...body.querySelectorAll('*')]) {
    const style = (el.getAttribute('style') ?? '').toLowerCase()
    if (el.tagName.includes(':') || /mso-list:\s*ignore/.test(style)) el.remove()
  }
  wordLists(doc)
  for (const el of [...body.querySelectorAll('*')]) {
    const style = (el.getAttribute('style') ?? '').replace(/\s+/g, '').toLowerCase()
    const tag = el.tagName.toLowerCase()
    if (tag === 'b' && /font-weight:(normal|400)/.test(style)) {
      unwrap(el)
      continue
    }
    let inner: Element = el
    if (tag === 'span' && /font-weight:(bold|[6-9]00)/.test(style)) inner = wrapChildren(doc, inner, 'strong')
    if (tag === 'span' && /font-style:italic/.test(style)) wrapChildren(doc, inner, 'em')
    if (/^h[1-6]$/.test(tag) || tag === 'td' || tag === 'th') rename(doc, el, 'p')
  }
  for (const el of [...body.querySelectorAll('*')])
    for (const attr of [...el.attributes]) if (!(el.tagName === 'A' && attr.name === 'href')) el.removeAttribute(attr.name)
  return body.innerHTML
}

/** Word's list paragraphs (class MsoListParagraph…, style mso-list) gathered into one list per run. */
function wordLists(doc: Document) {
  const items = [...doc.body.querySelectorAll('p')].filter(
    (p) => /^MsoListParagraph/i.test(p.className) || /mso-list:\s*l\d/i.test(p.getAttribute('style') ?? ''),
  )
  let list: HTMLUListElement | null = null
  for (const p of items) {
    const previous = p.previousElementSibling
    if (!list || previous !== list) {
      list = doc.createElement('ul')
      p.before(list)
    }
    const li = doc.createElement('li')
    li.innerHTML = p.innerHTML.replace(/^(\s|&nbsp;|\u00a0|[·•o§▪-])+/, '')
    list.append(li)
    p.remove()
  }
}

function unwrap(el: Element) {
  el.replaceWith(...el.childNodes)
}

function wrapChildren(doc: Document, el: Element, tag: string): Element {
  const wrapper = doc.createElement(tag)
  wrapper.append(...el.childNodes)
  el.append(wrapper)
  return wrapper
}

function rename(doc: Document, el: Element, tag: string) {
  const next = doc.createElement(tag)
  next.append(...el.childNodes)
  el.replaceWith(next)
}
