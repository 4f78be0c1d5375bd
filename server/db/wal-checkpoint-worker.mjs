// The WAL checkpointer's thread (see wal-checkpointer.ts): its own connection to the database
// file, a PASSIVE checkpoint at each tick. PASSIVE never waits for readers or writers; what it
// cannot copy now is copied at a later tick.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

const db = new Database(workerData.file)
db.pragma('busy_timeout = 5000')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (err) {
    parentPort?.postMessage({ error: String(err) })
  }
}, workerData.everyMs)

parentPort?.on('message', (message) => {
  if (message !== 'stop') return
  clearInterval(timer)
  db.close()
  parentPort?.postMessage('stopped')
})
