import { writeSync } from 'node:fs'

let blocked = false

/**
 * The stage's stdout, which the runner reads as the job log. It writes to file descriptor 1 itself:
 * process.stdout, on the runner's pipe, would load Node's net and stream modules to write a few lines,
 * about 7 ms of every stage's start-up on Node 24 (measured with npm run bench). Tests replace `write`.
 */
export const stdout = {
  write(text: string): void {
    if (blocked) {
      process.stdout.write(text)
      return
    }
    const bytes = Buffer.from(text)
    let written = 0
    try {
      while (written < bytes.length) written += writeSync(1, bytes, written)
    } catch {
      // A non-blocking pipe that is full (EAGAIN): the stream waits until the runner has read it. From then
      // on everything goes through the stream, so that nothing overtakes what it still holds.
      blocked = true
      process.stdout.write(bytes.subarray(written))
    }
  },
}
