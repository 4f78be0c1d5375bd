import type { ChildProcess } from 'node:child_process'

/**
 * Waits until the benched server (or the bare one beside it) answers `url` with 2xx, polling every
 * 100 ms, `tries` times at most; fails at once if the server process exited. Returns the answer.
 */
export async function waitFor(url: string, child: ChildProcess, tries = 600): Promise<Response> {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return res
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}
