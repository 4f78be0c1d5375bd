import { describe, expect, it } from 'vitest'
import { applyTool } from '../../src/engine/editor/controls/bilingual-control.tsx'
import { moveItem } from '../../src/engine/editor/controls/list-control.tsx'
import { humanize } from '../../src/engine/editor/labels.ts'

describe('paragraph, bold and list tools', () => {
  it('wrap the selection in restricted HTML for rich text', () => {
    expect(applyTool('say hello now', 4, 9, 'bold', true).text).toBe('say <strong>hello</strong> now')
    expect(applyTool('one', 0, 3, 'paragraph', true).text).toBe('<p>one</p>')
    expect(applyTool('a\nb', 0, 3, 'list', true).text).toBe('<ul><li>a</li><li>b</li></ul>')
  })
  it('use plain-text conventions elsewhere: a blank line, bullet marks, no bold', () => {
    expect(applyTool('ab', 1, 1, 'paragraph', false).text).toBe('a\n\nb')
    expect(applyTool('a\n- b', 0, 5, 'list', false).text).toBe('• a\n• b')
    expect(applyTool('ab', 0, 2, 'bold', false).text).toBe('ab')
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
