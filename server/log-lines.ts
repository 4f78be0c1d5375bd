import type { DestinationStream } from 'pino'

/** Lines gathered up to this many characters before they are written… */
export const LOG_BUFFER_CHARS = 4096
/** …or for at most this long. */
export const LOG_FLUSH_MS = 200

/**
 * The server's log lines, gathered into one write of up to 4 KB or every 200 ms. A flood of
 * refused sign-ins is a flood of lines (each one is logged), and one write per line, a system
 * call, was about a fifth of what a refusal cost. A crash (kill -9) can lose the lines of its
 * last 200 ms; closing the server writes them all.
 */
export class BufferedLines implements DestinationStream {
  private pending = ''
  private readonly timer: ReturnType<typeof setInterval>

  constructor(private readonly out: (text: string) => void = (text) => void process.stdout.write(text)) {
    this.timer = setInterval(() => this.flush(), LOG_FLUSH_MS)
    this.timer.unref()
  }

  write(line: string): void {
    this.pending += line
    if (this.pending.length >= LOG_BUFFER_CHARS) this.flush()
  }

  flush(): void {
    if (!this.pending) return
    const text = this.pending
    this.pending = ''
    this.out(text)
  }

  close(): void {
    clearInterval(this.timer)
    this.flush()
  }
}
