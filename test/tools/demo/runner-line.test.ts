import { describe, expect, test } from 'vitest'
import { SimulatedJob } from '../../support/github/simulated-job.js'
import { clock, runnerLine } from './runner-line.js'
import { painter } from './text.js'

const identity = {
  id: 1,
  runId: 2,
  runAttempt: 1,
  name: 'deploy',
  runnerName: 'runner',
  workflowName: 'Release',
  headSha: 'c0ffee',
  headBranch: 'main',
}

describe('the runner line', () => {
  test('marks each of the user steps and names the step running', () => {
    const job = new SimulatedJob(identity)
    const [pre, build, tests, deploy] = [
      'Pre Run signalgrid/signalgrid-action@v1',
      'Build',
      'Test',
      'Deploy',
    ].map((name) => job.addStep(name))
    job.start()
    pre?.complete('success')
    build?.complete('success')
    tests?.start()
    expect(runnerLine(job.asOf(Date.now()), ['Build', 'Test', 'Deploy'], 83_000, painter(false))).toBe(
      'runner ✓▶·  Test · 1:23',
    )
    tests?.complete('failure')
    deploy?.complete('skipped')
    job.complete('failure')
    expect(runnerLine(job.asOf(Date.now()), ['Build', 'Test', 'Deploy'], 90_000, painter(false))).toBe(
      'runner ✓✗-  job failure · 1:30',
    )
  })

  test('the clock is minutes and seconds', () => {
    expect([clock(0), clock(9_999), clock(61_000)]).toEqual(['0:00', '0:09', '1:01'])
  })
})
