import StarterKit from '@tiptap/starter-kit'

/**
 * The rich-text editor's schema: what the server keeps of rich text (p, strong/b, em, ul, ol, li,
 * br, a[href]; server/content.ts) and nothing else, so whatever is typed or pasted is already in
 * the shape the server stores and the page renders. The tools offer paragraph, bold and list
 * (spec); italics, numbered lists, line breaks and links stay so stored text keeps them.
 */
export const richExtensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    dropcursor: false,
    gapcursor: false,
    trailingNode: false,
    // A stored link keeps its address only: no target, rel or class the server would strip.
    link: { openOnClick: false, autolink: false, linkOnPaste: false, HTMLAttributes: { target: null, rel: null, class: null } },
  }),
]

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Stored rich text as the editor reads it: text without tags is read as the page shows it, each line a paragraph. */
export function toEditorHtml(stored: string): string {
  if (/<[a-z/]/i.test(stored)) return stored
  return stored
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('')
}

/**
 * The editor's HTML as it is stored: a list item holding one paragraph is stored as the item's
 * text (`<li>One</li>`, as the seed and the page have it), and an empty editor as ''.
 */
export function fromEditorHtml(html: string): string {
  const out = html.replace(/<li><p>((?:(?!<\/?p>)[\s\S])*)<\/p><\/li>/g, '<li>$1</li>')
  return out === '<p></p>' ? '' : out
}
