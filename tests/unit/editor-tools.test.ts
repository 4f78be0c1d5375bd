import { describe, expect, it } from 'vitest'
import { applyTool } from '../../src/engine/editor/controls/bilingual-control.tsx'
import { moveItem } from '../../src/engine/editor/controls/list-control.tsx'
import { humanize } from '../../src/engine/editor/labels.ts'

// Rich text's tools are the rich-text editor's (tests/components/rich-editor.test.tsx, tests/browser/rich-text-inline.spec.ts).
describe('paragraph and list tools on plain text', () => {
  it('use plain-text conventions: a blank line, bullet marks', () => {
    expect(applyTool('ab', 1, 1, 'paragraph').text).toBe('a\n\nb')
    expect(applyTool('a\n- b', 0, 5, 'list').text).toBe('• a\n• b')
  })
})

describe('editor helpers', () => {
  it('labels fields from their keys', () => {
    expect(humanize('backgroundImage')).toBe('Background image')
    expect(humanize('text_before')).toBe('Text before')
    expect(humanize(0)).toBe('#1')
  })
  it('moves list items without mutating and ignores moves past the ends', () => {
    const list = ['a', 'b', 'c']
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b', 'c'])
    expect(list).toEqual(['a', 'b', 'c'])
  })
})
