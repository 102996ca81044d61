// Reads Mermaid diagrams with the mermaid package's own parser, in a process of its own: mermaid needs a DOM, so
// this process has jsdom's, and the tests' processes have none. Reads a JSON array of texts on stdin and writes,
// to the file named by its argument, for each text either Mermaid's error or the gantt as Mermaid read it: its
// title, and each task's section, name, times and tags, its dates compiled as Mermaid draws them.
import { readFileSync, writeFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'

const { window } = new JSDOM('<!doctype html><html><body></body></html>')
globalThis.window = window
globalThis.document = window.document
// DOMPurify, which mermaid loads, takes the DOM it finds when it is evaluated: mermaid is loaded after.
const { default: mermaid } = await import('mermaid')

const texts = JSON.parse(readFileSync(0, 'utf8'))
const results = []
for (const text of texts) {
  try {
    await mermaid.parse(text)
    const diagram = await mermaid.mermaidAPI.getDiagramFromText(text)
    const tasks = diagram.db.getTasks().map((task) => ({
      section: task.section,
      name: task.task.trim(),
      start: Number(task.startTime),
      end: Number(task.endTime),
      tags: ['active', 'done', 'crit', 'milestone'].filter((tag) => task[tag]),
    }))
    if (tasks.some((task) => !Number.isFinite(task.start) || !Number.isFinite(task.end)))
      throw new Error('a task has no start or end')
    results.push({ ok: true, type: diagram.type, title: diagram.db.getDiagramTitle(), tasks })
  } catch (error) {
    results.push({ ok: false, error: error instanceof Error ? error.message : String(error) })
  }
}
writeFileSync(process.argv[2], JSON.stringify(results))
