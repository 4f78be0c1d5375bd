import { Worker } from 'node:worker_threads'

/** How often the checkpointer copies committed pages from the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 250

/**
 * SQLite's checkpoints on a thread of their own. better-sqlite3 runs on the event loop, and the
 * automatic checkpoint runs inside whichever commit crosses 1,000 pages of WAL: that commit then
 * copies them and syncs the file, a pause of every request of 20–30 ms every ~150 writes of a
 * large block, and about a third of each commit's cost under steady writes. Here the serving
 * connection never checkpoints (`wal_autocheckpoint = 0`) and this thread does, on a timer.
 */
export function startWalCheckpointer(file: string, onError: (message: string) => void = () => undefined): { stop(): Promise<void> } {
  const worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS },
  })
  // It never keeps the process alive; closing the database stops it.
  worker.unref()
  worker.on('message', (message: unknown) => {
    if (message && typeof message === 'object' && 'error' in message) onError(String(message.error))
  })
  worker.on('error', (err) => onError(String(err)))
  let stopped: Promise<void> | undefined
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        const done = () => void worker.terminate().then(() => resolve())
        worker.once('message', (message) => message === 'stopped' && done())
        worker.once('exit', () => resolve())
        worker.postMessage('stop')
      })
      return stopped
    },
  }
}
