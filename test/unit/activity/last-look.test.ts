import { readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { leaveLastLook, MAX_LAST_LOOK_BYTES, readLastLook } from '../../../src/activity/last-look.js'
import { type Plan, planRun } from '../../../src/view/plan.js'
import { ACTION, history, historyJob, snapshot } from '../view/fixtures.js'
import { RECORD, temporaryFolders } from './fixtures.js'

const temp = temporaryFolders('last-look-')

function folder(): ActivityFolder {
  const created = ActivityFolder.of(temp(), RECORD.token)
  created.create(RECORD)
  return created
}

const planned = planRun(
  history([historyJob('build', 0, [['Compile', 3]]), historyJob('test', 5, [['Unit tests', 4]])]),
  ACTION,
)
const PLAN = (planned.ok ? planned.plan : undefined) as Plan
// build done, test running (this job), and a job of the run that does not use the action.
const RUN = snapshot(
  [
    { id: 1, name: 'build', steps: [['Compile', 1, 4]], status: 'completed' },
    { id: 2, name: 'test', steps: [['Unit tests', 6, null]] },
    { id: 3, name: 'docs', steps: [['Publish', 1, 2]], status: 'completed', action: null },
  ],
  2,
  5,
)
const file = (at: ActivityFolder) => join(at.path, 'run.json')

describe("the tracker's last look at the run", () => {
  test('reads back as it was left: the jobs that take part, with their steps, and the plan', () => {
    const at = folder()
    leaveLastLook(at, RUN, PLAN)
    expect(readLastLook(at)).toEqual({ snapshot: { ...RUN, jobs: RUN.jobs.slice(0, 2) }, plan: PLAN })
    expect(statSync(file(at)).mode & 0o777).toBe(0o600)
  })

  test('without a plan (a first run), the run alone', () => {
    const at = folder()
    leaveLastLook(at, RUN, undefined)
    expect(readLastLook(at)?.plan).toBeUndefined()
    expect(readLastLook(at)?.snapshot.jobs.map((job) => job.name)).toEqual(['build', 'test'])
  })

  test(`past ${MAX_LAST_LOOK_BYTES} bytes only this job keeps its steps; past that, nothing is left`, () => {
    const at = folder()
    const legs = Array.from({ length: 900 }, (_, index) => ({
      id: 10 + index,
      name: `test (leg ${index})`,
      steps: Array.from({ length: 12 }, (_, step) => [`Step ${step} of a long name`, 1, 2] as const),
      status: 'completed',
    }))
    const big = snapshot([...legs, { id: 2, name: 'deploy', steps: [['Release', 6, null]] }], 2, 5)
    leaveLastLook(at, big, undefined)
    const read = readLastLook(at)
    expect(read?.snapshot.jobs).toHaveLength(901)
    expect(read?.snapshot.jobs.filter((job) => job.steps.length > 0).map((job) => job.name)).toEqual([
      'deploy',
    ])
    const huge = snapshot(
      [{ id: 2, name: 'deploy', steps: Array.from({ length: 9_000 }, () => ['Release', 6, 7] as const) }],
      2,
      5,
    )
    const other = folder()
    leaveLastLook(other, huge, undefined)
    expect(readLastLook(other)).toBeUndefined()
  })

  test('what does not read as a last look is none: a job of the wrong shape, a file too large, a link', () => {
    const at = folder()
    leaveLastLook(at, RUN, PLAN)
    const left = JSON.parse(readFileSync(file(at), 'utf8'))
    writeFileSync(file(at), JSON.stringify({ ...left, jobs: [{ ...left.jobs[0], steps: 'none' }] }))
    expect(readLastLook(at)).toBeUndefined()
    writeFileSync(file(at), JSON.stringify({ ...left, ownJobId: -1 }))
    expect(readLastLook(at)).toBeUndefined()
    writeFileSync(file(at), `${JSON.stringify(left)}${' '.repeat(MAX_LAST_LOOK_BYTES)}`)
    expect(readLastLook(at)).toBeUndefined()
    // A plan of the wrong shape: the run is drawn without its usual times.
    writeFileSync(file(at), JSON.stringify({ ...left, plan: { ...left.plan, jobs: [{ name: 'build' }] } }))
    expect(readLastLook(at)).toMatchObject({ plan: undefined, snapshot: { ownJobId: 2 } })
    writeFileSync(
      file(at),
      JSON.stringify({ ...left, plan: { ...left.plan, jobs: [{ ...left.plan.jobs[0], after: 7 }] } }),
    )
    expect(readLastLook(at)?.plan).toBeUndefined()
    // A link planted in its place is neither read nor written through.
    rmSync(file(at))
    const elsewhere = join(at.path, '..', 'elsewhere.json')
    writeFileSync(elsewhere, JSON.stringify(left))
    symlinkSync(elsewhere, file(at))
    expect(readLastLook(at)).toBeUndefined()
    leaveLastLook(at, RUN, undefined)
    expect(JSON.parse(readFileSync(elsewhere, 'utf8'))).toEqual(left)
    expect(readLastLook(at)?.plan).toBeUndefined()
  })

  test('a folder that is gone leaves nothing, and throws nothing: the tracker ends as it would', () => {
    const at = new ActivityFolder(join(tmpdir(), 'no-such-activity-folder', 'x'))
    expect(() => leaveLastLook(at, RUN, PLAN)).not.toThrow()
    expect(readLastLook(at)).toBeUndefined()
  })
})
