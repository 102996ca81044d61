import { describe, expect, test } from 'vitest'
import { defaultTitle, readRunContext, runUrl } from '../../../src/github/run-context.js'

describe('run context', () => {
  test("this action's step name: the runner's default for a repository action", () => {
    const context = readRunContext({
      GITHUB_ACTION_REPOSITORY: 'signalgrid/signalgrid-action',
      GITHUB_ACTION_REF: 'v1',
    })
    expect(context.actionStepName).toBe('Run signalgrid/signalgrid-action@v1')
  })

  test.each([
    ['/home/runner/work/app/app', '/home/runner/work/app/app', 'Run ./'],
    [
      '/home/runner/work/app/app',
      '/home/runner/work/app/app/.github/actions/notify',
      'Run ./.github/actions/notify',
    ],
    ['/home/runner/work/app/app', '/elsewhere/action', 'Run ./'],
  ])('for a local action in workspace %s at %s: %s', (workspace, path, name) => {
    const context = readRunContext({ GITHUB_WORKSPACE: workspace, GITHUB_ACTION_PATH: path })
    expect(context.actionStepName).toBe(name)
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
