/**
 * The variables the tracker keeps of its stage's environment, by name (any case: Windows ignores it, and the
 * proxy variables come in both). What the runner's orphan clean-up finds it by; what the run's context and the
 * toolkit's `context` read; the proxy settings, as every action honours them; and what Node needs to connect
 * and to trust a private certificate authority. Nothing else: not the step's inputs (INPUT_*, the secrets
 * among them), which it gets on its stdin; not the runner's ACTIONS_* tokens, of which it uses none; not the
 * step's state or file commands, nor the workflow's own `env:`. It lives through every later step of the job,
 * and a process's environment can be read by any process of the same user (/proc/<pid>/environ).
 */
const KEPT: ReadonlySet<string> = new Set([
  // The runner's "Cleaning up orphan processes" at job end ends every process that carries it.
  'RUNNER_TRACKING_ID',
  // The run: src/github/run-context.ts, src/github/history.ts and @actions/github's `context`.
  'GITHUB_ACTION',
  'GITHUB_ACTION_PATH',
  'GITHUB_ACTION_REF',
  'GITHUB_ACTION_REPOSITORY',
  'GITHUB_ACTOR',
  'GITHUB_API_URL',
  'GITHUB_EVENT_NAME',
  'GITHUB_EVENT_PATH',
  'GITHUB_GRAPHQL_URL',
  'GITHUB_HEAD_REF',
  'GITHUB_JOB',
  'GITHUB_REF',
  'GITHUB_REF_NAME',
  'GITHUB_REPOSITORY',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_NUMBER',
  'GITHUB_SERVER_URL',
  'GITHUB_SHA',
  'GITHUB_WORKFLOW',
  'GITHUB_WORKFLOW_REF',
  'GITHUB_WORKSPACE',
  'RUNNER_NAME',
  'RUNNER_TEMP',
  // Proxies, by @actions/http-client's rules.
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  // Node: its options and certificate authorities as the job set them, its temporary folder, and on
  // Windows the system folder, without which it cannot open a socket.
  'NODE_OPTIONS',
  'NODE_EXTRA_CA_CERTS',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SYSTEMROOT',
  'WINDIR',
])

/** The tracker's environment: the variables of `env` it keeps, under their own names. */
export function trackerEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && KEPT.has(entry[0].toUpperCase()),
    ),
  )
}
