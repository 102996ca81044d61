// Jobs as `GET /repos/{owner}/{repo}/actions/jobs/{job_id}` answers them, hand-written from:
// - the REST description's example job (github/rest-api-description, components/examples/job): field set,
//   "Set up job" first, "Post <action>" and "Complete job" numbered after a gap (8, then 16 and 17);
// - a live answer for an in-progress job (luoda2023/LUODA-v3.0.1, run 30236161053, 2026-07-27): steps not
//   started yet listed from the start as "pending" with null conclusion and times, the post steps of actions
//   that already ran listed too (numbers 61-64 after main steps 1-32), "Complete job" not listed yet;
// - actions/runner (src/Runner.Worker): display names "Pre <name>" (JobExtension.cs), "Post <name>"
//   (ActionRunner.cs), "Run <owner/repo@ref>" for an unnamed `uses:` step, post records numbered down from
//   twice the number of setup records (ExecutionContext.CreatePostChild), "Complete job" after them.
//
// The workflow behind them, 7 steps of the user's:
//   - uses: signalgrid/signalgrid-action@v1       (pre, main and post)
//   - uses: actions/checkout@v4        (main and post)
//   - name: Set up Node                (actions/setup-node: main and post)
//     uses: actions/setup-node@v4
//   - name: Install dependencies       run: npm ci
//   - name: Run tests                  run: npm test
//   - name: Build                      run: npm run build
//   - name: Post results               a plain step whose name merely starts with "Post "

export type ApiStep = {
  name: string
  status: string
  conclusion: string | null
  number: number
  started_at: string | null
  completed_at: string | null
}

let clock = Date.parse('2026-07-27T04:05:43Z')
function at(): string {
  clock += 1000
  return new Date(clock).toISOString().replace('.000Z', 'Z')
}

export function done(name: string, number: number, conclusion = 'success'): ApiStep {
  return { name, status: 'completed', conclusion, number, started_at: at(), completed_at: at() }
}

export function running(name: string, number: number): ApiStep {
  return { name, status: 'in_progress', conclusion: null, number, started_at: at(), completed_at: null }
}

export function pending(name: string, number: number): ApiStep {
  return { name, status: 'pending', conclusion: null, number, started_at: null, completed_at: null }
}

export function apiJob(steps: ApiStep[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const finished = overrides.status === 'completed'
  return {
    id: 89884262754,
    run_id: 30236161053,
    workflow_name: 'CI',
    head_branch: 'main',
    run_url: 'https://api.github.com/repos/octo-org/octo-repo/actions/runs/30236161053',
    run_attempt: 1,
    node_id: 'CR_kwDOTWOwXc8AAAAU7YUBYg',
    head_sha: 'b04e49b0fc218b13375b749c5687cc2c40887a8e',
    url: 'https://api.github.com/repos/octo-org/octo-repo/actions/jobs/89884262754',
    html_url: 'https://github.com/octo-org/octo-repo/actions/runs/30236161053/job/89884262754',
    status: 'in_progress',
    conclusion: null,
    created_at: '2026-07-27T04:05:39Z',
    started_at: '2026-07-27T04:05:42Z',
    completed_at: finished ? '2026-07-27T04:09:12Z' : null,
    name: 'build (ubuntu-latest)',
    steps,
    check_run_url: 'https://api.github.com/repos/octo-org/octo-repo/check-runs/89884262754',
    labels: ['ubuntu-latest'],
    runner_id: 1000018060,
    runner_name: 'GitHub Actions 1000018060',
    runner_group_id: 0,
    runner_group_name: 'GitHub Actions',
    ...overrides,
  }
}

export const USER_STEPS = [
  'Run signalgrid/signalgrid-action@v1',
  'Run actions/checkout@v4',
  'Set up Node',
  'Install dependencies',
  'Run tests',
  'Build',
  'Post results',
]

/** Setup records are 1-9, so post records count down from 18 in the order they were registered. */
const POSTS = [
  pending('Post Set up Node', 16),
  pending('Post Run actions/checkout@v4', 17),
  pending('Post Run signalgrid/signalgrid-action@v1', 18),
]

/** "Set up job" is running: every other setup record is listed, no post step is registered yet. */
export const settingUp = apiJob([
  running('Set up job', 1),
  pending('Pre Run signalgrid/signalgrid-action@v1', 2),
  ...USER_STEPS.map((name, index) => pending(name, index + 3)),
])

/** "Install dependencies" runs; the three actions that ran have registered their post steps. */
export const installing = apiJob([
  done('Set up job', 1),
  done('Pre Run signalgrid/signalgrid-action@v1', 2),
  done('Run signalgrid/signalgrid-action@v1', 3),
  done('Run actions/checkout@v4', 4),
  done('Set up Node', 5),
  running('Install dependencies', 6),
  pending('Run tests', 7),
  pending('Build', 8),
  pending('Post results', 9),
  ...POSTS,
])

/** "Run tests" failed: the steps after it are skipped, the post steps (post-if: always()) run. */
export const testsFailed = apiJob([
  done('Set up job', 1),
  done('Pre Run signalgrid/signalgrid-action@v1', 2),
  done('Run signalgrid/signalgrid-action@v1', 3),
  done('Run actions/checkout@v4', 4),
  done('Set up Node', 5),
  done('Install dependencies', 6),
  done('Run tests', 7, 'failure'),
  done('Build', 8, 'skipped'),
  done('Post results', 9, 'skipped'),
  done('Post Set up Node', 16),
  running('Post Run actions/checkout@v4', 17),
  pending('Post Run signalgrid/signalgrid-action@v1', 18),
])

/** Every step done, "Complete job" listed last. */
export const finished = apiJob(
  [
    done('Set up job', 1),
    done('Pre Run signalgrid/signalgrid-action@v1', 2),
    ...USER_STEPS.map((name, index) => done(name, index + 3)),
    ...POSTS.map((step) => done(step.name, step.number)),
    done('Complete job', 19),
  ],
  { status: 'completed', conclusion: 'success' },
)
