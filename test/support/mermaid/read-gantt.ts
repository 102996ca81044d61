// Mermaid's own reading of gantt charts, for the tests of the job summary's picture: each text through the
// mermaid package's parser (a development dependency), in a process of its own that has a DOM (read-gantt.mjs).
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ReadTask {
  readonly section: string
  readonly name: string
  readonly start: number
  readonly end: number
  readonly tags: readonly ('active' | 'done' | 'crit' | 'milestone')[]
}

export type ReadGantt =
  | { readonly ok: true; readonly type: string; readonly title: string; readonly tasks: readonly ReadTask[] }
  | { readonly ok: false; readonly error: string }

const SCRIPT = new URL('./read-gantt.mjs', import.meta.url).pathname

/** Each text as Mermaid reads it, in order: one process for all of them. */
export async function readGantts(texts: readonly string[]): Promise<ReadGantt[]> {
  const folder = mkdtempSync(join(tmpdir(), 'read-gantt-'))
  const out = join(folder, 'results.json')
  try {
    await new Promise<void>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        [SCRIPT, out],
        { timeout: 60_000 },
        (error, _stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve()),
      )
      child.stdin?.end(JSON.stringify(texts))
    })
    return JSON.parse(readFileSync(out, 'utf8')) as ReadGantt[]
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The gantt charts of a markdown text (a job summary): each ```mermaid block's text. */
export function ganttsIn(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string)
}
