import { describe, expect, it, vi } from 'vitest'
import { CurrentPath, isCurrentPath } from '../../src/widgets/current-path.tsx'

describe('which link marks the current page (react-router NavLink’s rule)', () => {
  it('the same path, whatever its query, hash, case or trailing slash', () => {
    expect(isCurrentPath('/about', '/about', true)).toBe(true)
    expect(isCurrentPath('/about', '/about?edit=true#team', true)).toBe(true)
    expect(isCurrentPath('/About/', '/about', true)).toBe(true)
    expect(isCurrentPath('/', '/', true)).toBe(true)
    expect(isCurrentPath('/about', '/', true)).toBe(false)
    expect(isCurrentPath('/about-us', '/about', true)).toBe(false)
  })

  it('a page below the path only when the link does not ask for an exact match', () => {
    expect(isCurrentPath('/solutions/totara-learn', '/solutions', true)).toBe(false)
    expect(isCurrentPath('/solutions/totara-learn', '/solutions', false)).toBe(true)
    expect(isCurrentPath('/solutions-old', '/solutions', false)).toBe(false)
  })

  it('tells its listeners of a new path, and of nothing when the path stays', () => {
    const current = new CurrentPath('/')
    const listener = vi.fn()
    const stop = current.subscribe(listener)
    current.set('/about')
    current.set('/about')
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    current.set('/')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(current.path).toBe('/')
  })
})
