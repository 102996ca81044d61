import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { requestStopEarly } from '../../../src/stages/early-stop.js'
import { RECORD, temporaryFolders } from '../activity/fixtures.js'

const TOKEN = RECORD.token
const runnerTemp = temporaryFolders('early-stop-')

/** A job whose pre kept the activity in RUNNER_TEMP, and post's variables as the runner sets them. */
function job(state: Record<string, string>, jobStatus = 'success') {
  const temp = runnerTemp()
  const folder = ActivityFolder.of(temp, TOKEN)
  folder.create(RECORD)
  const env = {
    RUNNER_TEMP: temp,
    'INPUT_JOB-STATUS': jobStatus,
    ...Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value])),
  }
  return { folder, env }
}

const stopFile = (folder: ActivityFolder) => readFileSync(join(folder.path, 'stop'), 'utf8')

describe("an owner's post asks its tracker to stop as its process begins", () => {
  test('the starter asks it to stop', () => {
    const { folder, env } = job({ role: 'starter', token: TOKEN })
    requestStopEarly(env)
    expect(folder.stopRequested()).toBe(true)
    expect(folder.stopsAfterFailure()).toBe(false)
  })

  test('after a failed job (the input as the runner passes it, spaces and all), to read the job once more', () => {
    const { folder, env } = job({ role: 'attacher', token: TOKEN }, ' failure\n')
    requestStopEarly(env)
    expect(folder.stopsAfterFailure()).toBe(true)
  })

  test('a cancelled job asks for no read of the failed step', () => {
    const { folder, env } = job({ role: 'starter', token: TOKEN }, 'cancelled')
    requestStopEarly(env)
    expect(stopFile(folder)).toBe('')
  })

  test.each(['follower', 'leg', 'none', ''])(
    "a use that does not own the activity (role '%s') asks nothing",
    (role) => {
      const { folder, env } = job({ role, token: TOKEN })
      requestStopEarly(env)
      expect(folder.stopRequested()).toBe(false)
    },
  )

  test('an owner without the token in its state asks nothing', () => {
    const { folder, env } = job({ role: 'starter' })
    requestStopEarly(env)
    expect(folder.stopRequested()).toBe(false)
  })

  test('a tracker already stopped is not asked again', () => {
    const { folder, env } = job({ role: 'starter', token: TOKEN }, 'failure')
    folder.markStopped()
    requestStopEarly(env)
    expect(folder.stopRequested()).toBe(false)
  })

  test('no folder of the activity: nothing is made, nothing thrown', () => {
    const temp = runnerTemp()
    requestStopEarly({ RUNNER_TEMP: temp, STATE_role: 'starter', STATE_token: TOKEN })
    expect(ActivityFolder.of(temp, TOKEN).exists()).toBe(false)
  })

  test('a RUNNER_TEMP that is a file: nothing thrown', () => {
    const file = join(runnerTemp(), 'file')
    writeFileSync(file, '')
    expect(() =>
      requestStopEarly({ RUNNER_TEMP: file, STATE_role: 'starter', STATE_token: TOKEN }),
    ).not.toThrow()
  })

  test('a stop request that cannot be written (a folder in its place): nothing thrown', () => {
    const { folder, env } = job({ role: 'starter', token: TOKEN })
    mkdirSync(join(folder.path, 'stop', 'inside'), { recursive: true })
    expect(() => requestStopEarly(env)).not.toThrow()
  })
})
