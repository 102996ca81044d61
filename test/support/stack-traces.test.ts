import { spawnSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { nodeRuntimes } from './runner-harness.js'
import { stackTraceLines } from './stack-traces.js'

describe('stackTraceLines', () => {
  test.for(nodeRuntimes().available.map((runtime) => [runtime.name, runtime.path]))(
    "finds Node's crash report on %s: the frames and its version line",
    ([, node]) => {
      for (const script of [
        'function f() { throw new Error("boom") } f()',
        'await Promise.reject(new TypeError("no"))',
      ]) {
        const crash = spawnSync(node as string, ['--input-type=module', '-e', script], { encoding: 'utf8' })
        const found = stackTraceLines(crash.stderr)
        expect(found.length).toBeGreaterThanOrEqual(2)
        expect(found.at(-1)).toMatch(/^Node\.js v\d+/)
      }
    },
  )

  test('finds a stack in a workflow command, where new lines are %0A', () => {
    const stack = new Error('boom').stack as string
    const command = `::debug::${stack.replace(/%/g, '%25').replace(/\n/g, '%0A')}`
    expect(stackTraceLines(`::warning::Signalgrid: unexpected error\n${command}\n`)).toEqual(
      stack.split('\n').slice(1),
    )
  })

  test('finds frames of every shape V8 prints', () => {
    const frames = [
      '    at f (file:///work/dist/main/index.js:12:34)',
      '    at file:///work/dist/main/index.js:12:34',
      '    at async Promise.all (index 0)',
      '    at async run (node:internal/modules/esm/module_job:561:25)',
      '    at new Tracker (/work/dist/tracker/index.js:1:2)',
      '    at JSON.parse (<anonymous>)',
      '    at Array.map (native)',
    ]
    // `Promise.all (index 0)` has no position: a frame between others that do, never printed alone.
    expect(stackTraceLines(frames.join('\n'))).toEqual(frames.filter((frame) => !frame.includes('index 0')))
  })

  test('leaves messages alone, even those that say "at" and name a host and port', () => {
    const messages = [
      '::warning::Signalgrid: could not end the activity: Could not reach Signalgrid at 127.0.0.1:37689 for the activity end',
      '::error::Input "progress" is "-5"; allowed values: a whole number from 0 to 100, or empty.',
      'Failed at “Deploy” after 3m 12s',
      '  at least 5 s between updates',
    ]
    expect(stackTraceLines(messages.join('\n'))).toEqual([])
  })
})
