import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { exited } from './runner/orphans.js'
import { endDeadRuns, processStart, runProcesses, testRunId, trackingId } from './test-run.js'

const NOTES = join(tmpdir(), 'signalgrid-test-runs')

/** A process that waits, carrying a job's RUNNER_TRACKING_ID of test run `run`; killed when the test ends. */
async function jobProcess(run: string): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
    env: { RUNNER_TRACKING_ID: `github_${run}-0000-4000-8000-000000000000` },
    stdio: 'ignore',
  })
  await once(child, 'spawn')
  onTestFinished(() => {
    child.kill('SIGKILL')
  })
  return child.pid as number
}

test("a job's RUNNER_TRACKING_ID is a GUID as the runner's, whose first group is this test run's, which every worker knows", () => {
  const run = testRunId()
  expect(run).toMatch(/^[0-9a-f]{8}$/)
  expect(trackingId()).toMatch(new RegExp(`^github_${run}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`))
})

test.runIf(process.platform === 'linux')(
  'at the start of a run, what a run whose vitest has gone left running is ended; what a live run runs is not',
  async () => {
    // Two runs of ids no real run has (they end in a letter a real id may hold too: the notes say who ran them).
    const [dead, live] = ['dead0001', 'a11ve001']
    const deadOwner = spawn(process.execPath, ['-e', '0'])
    const deadPid = deadOwner.pid as number
    await once(deadOwner, 'exit')
    writeFileSync(join(NOTES, `${dead}.json`), JSON.stringify({ pid: deadPid, start: '1' }))
    writeFileSync(
      join(NOTES, `${live}.json`),
      JSON.stringify({ pid: process.pid, start: await processStart(process.pid) }),
    )
    onTestFinished(() => rm(join(NOTES, `${live}.json`), { force: true }))
    const [left, running] = [await jobProcess(dead), await jobProcess(live)]
    expect((await runProcesses(dead)).map((found) => found.pid)).toEqual([left])

    const said: string[] = []
    await endDeadRuns((line) => said.push(line))
    expect(said).toContain(`Ended 1 process an interrupted test run (${dead}) left running.`)
    expect(await exited(left)).toBe(true)
    expect(existsSync(join(NOTES, `${dead}.json`))).toBe(false)
    expect(await exited(running)).toBe(false)
    expect(existsSync(join(NOTES, `${live}.json`))).toBe(true)
  },
)
