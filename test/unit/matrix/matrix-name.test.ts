import { describe, expect, test } from 'vitest'
import type { Leg } from '../../../src/matrix/leg.js'
import { callerOf, matrixName, mayBeCalled } from '../../../src/matrix/matrix-name.js'

const leg = (label: string): Leg => ({ index: 0, count: 2, label, failFast: true })
const LINUX = leg('ubuntu-latest, 20')

describe('the call a leg runs in, from its name in the jobs API', () => {
  test.each([
    ['a job of the workflow itself', 'test (ubuntu-latest, 20)', undefined],
    ['a job named with its values in its name', 'Test on ubuntu-latest with 20', undefined],
    ['a called workflow', 'caller-a / test (ubuntu-latest, 20)', 'caller-a'],
    ['a called workflow whose job is named with its values', 'caller-a / Test ubuntu-latest', 'caller-a'],
    ['a call of a call', 'deploy / region-eu / test (ubuntu-latest, 20)', 'deploy / region-eu'],
    [
      'a caller that is a matrix leg itself',
      'caller (staging) / test (ubuntu-latest, 20)',
      'caller (staging)',
    ],
    ['matrix values that hold " / "', 'test (ubuntu-latest / arm, 20)', undefined],
    [
      'a caller cut at 100 characters inside its values',
      'caller (1.1, In_this_input_we_are... / test',
      undefined,
    ],
    ['a job named with its values before " / "', 'ubuntu-latest / test', undefined],
    ['... inside a called workflow', 'caller-a / ubuntu-latest / test', 'caller-a'],
  ])('%s: %s', (_name, jobName, caller) => {
    expect(callerOf(jobName, LINUX)).toBe(caller)
  })

  test('a value counts where it stands as a word of its own: "caller-a" holds the value "a", "canary" does not', () => {
    expect(callerOf('caller-a / test (a)', leg('a'))).toBe(undefined)
    expect(callerOf('canary / test (a)', leg('a'))).toBe('canary')
  })
})

describe('whether a job may run in a called workflow, so that its name must be read', () => {
  const RUN = 'octo-org/app/.github/workflows/ci.yml@refs/heads/main'
  test.each([
    ["the workflow that defines it is the run's", RUN, RUN, false],
    [
      'it is another (a called workflow)',
      'octo-org/shared/.github/workflows/test.yml@refs/heads/main',
      RUN,
      true,
    ],
    ['the runner does not say (older runners, GitHub Enterprise Server)', '', RUN, true],
    ["nor what the run's is", '', undefined, true],
  ])('%s: %s', (_name, jobWorkflowRef, runWorkflowRef, called) => {
    expect(mayBeCalled(jobWorkflowRef, runWorkflowRef)).toBe(called)
  })
})

describe("the matrix's name on the run's board", () => {
  test("outside a called workflow, the job's key, as before: whatever the name, or none was read", () => {
    expect(matrixName('test', 'test (ubuntu-latest, 20)', LINUX)).toBe('test')
    expect(matrixName('test', undefined, LINUX)).toBe('test')
  })

  test('two calls of one workflow, two matrices; the legs of one call, one', () => {
    const a = matrixName('test', 'caller-a / test (ubuntu-latest, 20)', LINUX)
    const b = matrixName('test', 'caller-b / test (ubuntu-latest, 20)', LINUX)
    expect(a).toMatch(/^test\.[0-9a-f]{12}$/)
    expect(b).toMatch(/^test\.[0-9a-f]{12}$/)
    expect(a).not.toBe(b)
    expect(matrixName('test', 'caller-a / test (macos-latest, 22)', leg('macos-latest, 22'))).toBe(a)
  })
})
