import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

/**
 * Ends a bench's servers and removes their data folder. Each server was spawned detached, the
 * leader of its own process group, so the signal reaches what it started too (tsx's child).
 */
export function stopServers(children: ChildProcess[], dir: string) {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM')
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true })
}
