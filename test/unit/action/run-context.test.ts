import { describe, expect, test } from 'vitest'
import { defaultTitle, readRunContext, runUrl } from '../../../src/github/run-context.js'

describe('run context', () => {
  test("this action's step name: the runner's default for a repository action", () => {
    const context = readRunContext({
      GITHUB_ACTION_REPOSITORY: 'signalgrid/signalgrid-action',
      GITHUB_ACTION_REF: 'v1',
    })
    expect(context.actionStepName).toBe('Run signalgrid/signalgrid-action@v1')
    expect(context.defaultStepNames).toEqual(['Run signalgrid/signalgrid-action@v1'])
  })

  const WORKSPACE = '/home/runner/work/app/app'
  // The runner gives a node action's stages no GITHUB_ACTION_PATH: the running part of the bundle tells where
  // the action is, <action folder>/dist/<part>/index.js.
  test.each([
    [`${WORKSPACE}/dist/main/index.js`, ['Run ./', 'Run /./']],
    [
      `${WORKSPACE}/.github/actions/notify/dist/tracker/index.js`,
      [
        'Run ./.github/actions/notify',
        'Run ./.github/actions/notify/',
        'Run /./.github/actions/notify',
        'Run /./.github/actions/notify/',
      ],
    ],
    ['/elsewhere/action/dist/pre/index.js', ['Run ./', 'Run /./']],
    [undefined, ['Run ./', 'Run /./']],
  ])(
    'a local action run from %s: as the uses: path may be written, and as runners before 2.332.0 wrote it',
    (script, names) => {
      const context = readRunContext({ GITHUB_WORKSPACE: WORKSPACE }, script)
      expect(context.defaultStepNames).toEqual(names)
      expect(context.actionStepName).toBe(names[0])
    },
  )

  test("a composite action's GITHUB_ACTION_PATH, when the runner gives it, says where the action is", () => {
    const context = readRunContext(
      { GITHUB_WORKSPACE: WORKSPACE, GITHUB_ACTION_PATH: `${WORKSPACE}/sub` },
      '/elsewhere/dist/main/index.js',
    )
    expect(context.defaultStepNames).toEqual(['Run ./sub', 'Run ./sub/', 'Run /./sub', 'Run /./sub/'])
  })

  test('the default title joins workflow and job; the run URL points at the job when its id is known', () => {
    const context = readRunContext({
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'build',
      GITHUB_SERVER_URL: 'https://ghes.example',
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_RUN_ID: '77',
    })
    expect(defaultTitle(context)).toBe('CI · build')
    expect(runUrl(context)).toBe('https://ghes.example/octo/app/actions/runs/77')
    expect(runUrl(context, '5')).toBe('https://ghes.example/octo/app/actions/runs/77/job/5')
    expect(defaultTitle(readRunContext({}))).toBe('GitHub Actions job')
  })
})
