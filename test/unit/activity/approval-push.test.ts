import { describe, expect, test } from 'vitest'
import { approvalPush, reviewerChannels } from '../../../src/activity/approval-push.js'

const wait = {
  workflow: 'Deploy',
  refName: 'main',
  jobs: ['deploy'],
  environments: ['production'],
  runNumber: '12',
  url: 'https://github.com/octo-org/octo-repo/actions/runs/7000000001',
}

describe('the push to the reviewers', () => {
  test('names the workflow and branch, the job, the environment and the run, with its page', () => {
    expect(approvalPush(wait)).toEqual({
      title: 'Deploy main',
      body: 'deploy waits for your approval (production) · run #12\nhttps://github.com/octo-org/octo-repo/actions/runs/7000000001',
      severity: 'WARN',
      critical: false,
    })
  })

  test("several jobs and environments; a matrix's legs counted once; jobs not read", () => {
    const legs = approvalPush({
      ...wait,
      jobs: ['deploy (eu)', 'deploy (us)', 'smoke'],
      environments: ['production', 'prod-us'],
    })
    expect(legs.body).toMatch(/^deploy ×2, smoke wait for your approval \(production, prod-us\) · run #12\n/)
    expect(approvalPush({ ...wait, jobs: [] }).body).toMatch(
      /^a deploy waits for your approval \(production\)/,
    )
    expect(approvalPush({ ...wait, refName: '', runNumber: '' })).toMatchObject({
      title: 'Deploy',
      body: `deploy waits for your approval (production)\n${wait.url}`,
    })
  })
})

describe('where it goes', () => {
  const map = new Map([
    ['mona', 'ch_mona'],
    ['hubot', 'ch_hubot'],
  ])
  const alert = ['ch_oncall', 'ch_owner']

  test("each reviewer's own channel, by login in any case; no alert channel when every one is named", () => {
    expect(reviewerChannels([{ user: 'Mona' }, { user: 'hubot' }], map, alert)).toEqual([
      'ch_mona',
      'ch_hubot',
    ])
  })

  test("a team, or a login the map does not name: the alert's channels too, each channel once", () => {
    expect(reviewerChannels([{ user: 'mona' }, { team: 'releasers' }], map, alert)).toEqual([
      'ch_mona',
      'ch_oncall',
      'ch_owner',
    ])
    expect(reviewerChannels([{ user: 'octocat' }, { team: 'ops' }], map, alert)).toEqual(alert)
    expect(reviewerChannels([{ user: 'mona' }], new Map([['mona', 'ch_oncall']]), alert)).toEqual([
      'ch_oncall',
    ])
  })
})
