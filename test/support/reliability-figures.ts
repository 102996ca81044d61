// The figures the reliability suites (test/reliability) record for each of their tests, and the table
// `npm test` prints from them once the run is over (reliability-reporter.ts).
//
// Each test attaches its figures to its own vitest task (task.meta), which vitest carries from whichever
// worker ran the test to the reporter in the main process: nothing is shared between workers, and a test
// that did not run (skipped, filtered out) has no figures, so it can only show as "not run", never as a pass.

import type { TaskMeta } from 'vitest'
import type { RuntimeName } from './runner-harness.js'

export type SuiteName = 'faults' | 'board' | 'bad-inputs' | 'secrets' | 'trust'
const SUITES: readonly SuiteName[] = ['faults', 'board', 'bad-inputs', 'secrets', 'trust']

/** One fault scenario: a fault on one kind of request (or on the tracker), and what the job did. */
export interface FaultFigures {
  readonly suite: 'faults'
  readonly runtime: RuntimeName
  /** The fault met the code: a request got it, or the code reported meeting it. */
  readonly met: boolean
  /** Every property held: stages, phone, warnings, duplicates, bounds, processes. */
  readonly survived: boolean
  /** An activity was on the phone and the service came back within the retry budget: the end was due. */
  readonly endDue: boolean
  readonly endDelivered: boolean
  /** Activities the job left on the phone (an end lost, a start whose answer was lost). */
  readonly leftOnPhone: number
  /** ... of which a warning (or, with fail-on-error, the error) said it may stay. */
  readonly leftOnPhoneSaid: number
  /** Activities started and pushes delivered beyond the one the job asked for. */
  readonly duplicates: number
  readonly stages: number
  readonly stagesWithinBound: number
  /** The stage that came closest to its bound (the largest share of it). */
  readonly closest: { readonly stage: string; readonly ms: number; readonly boundMs: number }
}

/**
 * One fault of the run's board (an answer lost, blob storage refusing, a note forged or carried over from
 * another run, a slow service) met by jobs that share an activity through it, and what they left on the phone.
 */
export interface BoardFigures {
  readonly suite: 'board'
  readonly runtime: RuntimeName
  /** The fault met the code: a call got it, or the jobs listed the forged note. */
  readonly met: boolean
  /** Every property held: activities, tally, end rule, notices, bounds. */
  readonly survived: boolean
  /** Activities the phone was shown, and of those the ones ended exactly once. */
  readonly activities: number
  readonly endedOnce: number
  /** Activities beyond those the fault called for (the one the jobs share, and one per job the board lost). */
  readonly extra: number
  /** The shared activity ended before the last job that reports had begun its end. */
  readonly endedEarly: boolean
  readonly stages: number
  /** Stages that waited at most 10 s for the others, and took no longer than that and their start-up. */
  readonly stagesWithinBound: number
}

/** One invalid or awkward input value, run through the bundled action. */
export interface BadInputFigures {
  readonly suite: 'bad-inputs'
  readonly runtime: RuntimeName
  /** What the value calls for: a clear refusal, or a request that carries it exactly. */
  readonly expected: 'rejected' | 'sent'
  readonly rejectedClearly: boolean
  readonly sentExactly: boolean
}

/** One end-to-end scenario scanned for the job's secrets. */
export interface SecretFigures {
  readonly suite: 'secrets'
  readonly runtime: RuntimeName
  /** Streams and files scanned, and their size. */
  readonly artifacts: number
  readonly bytes: number
  /** Occurrences of a secret outside the ::add-mask:: commands that register them. */
  readonly occurrences: number
  /** Requests checked on both emulators and the capturing proxy. */
  readonly requests: number
  /** Requests that carried a secret where it must never go. */
  readonly misdirected: number
}

/**
 * One boundary between the action and what a step of the same job, a stale file or the service hands it,
 * tried through the bundled action: the tracker's environment, its stop, the activity's folder, a token from
 * each place one comes from.
 */
export interface TrustFigures {
  readonly suite: 'trust'
  readonly runtime: RuntimeName
  /** Nothing crossed it: every property the case states held. */
  readonly held: boolean
  /** Activities the job left on the phone. */
  readonly leftOnPhone: number
}

export type Figures = FaultFigures | BoardFigures | BadInputFigures | SecretFigures | TrustFigures

declare module 'vitest' {
  interface TaskMeta {
    reliability?: Figures
  }
}

/** Attaches the figures to the running test; call it before asserting, so a failing test still reports. */
export function recordFigures(task: { readonly meta: TaskMeta }, figures: Figures): void {
  task.meta.reliability = figures
}

/** A test of a reliability suite as the run ended. */
export interface TestOutcome {
  readonly name: string
  readonly state: 'passed' | 'failed' | 'skipped' | 'pending'
  readonly figures: Figures | undefined
}

export interface FiguresRow {
  readonly label: string
  readonly value: string
  readonly goal: string
  /** 'not run': the suite the row comes from ran no test. */
  readonly status: 'at goal' | 'off goal' | 'not run'
}

export interface FiguresTable {
  readonly rows: readonly FiguresRow[]
  /** Why the run must fail; empty when every row is at its goal. */
  readonly problems: readonly string[]
}

/**
 * The table of a run. `complete`: the run was not filtered, so every declared test of every suite must have
 * run; a filtered run only holds the tests that ran to their goals.
 */
export function figuresTable(
  tests: readonly TestOutcome[],
  options: { readonly complete: boolean },
): FiguresTable {
  const ran = tests.filter((test) => test.state === 'passed' || test.state === 'failed')
  const problems = ran.flatMap((test) => (test.figures ? [] : [`"${test.name}" ran but recorded no figures`]))
  const missing = tests.filter((test) => !ran.includes(test))
  if (options.complete && missing.length > 0) {
    const names = missing.slice(0, 5).map((test) => `"${test.name}"`)
    const more = missing.length > 5 ? `, and ${missing.length - 5} more` : ''
    problems.push(`${missing.length} of ${tests.length} tests did not run: ${names.join(', ')}${more}`)
  }
  const figures = ran.flatMap((test) => (test.figures ? [test.figures] : []))
  const of = <S extends SuiteName>(suite: S) =>
    figures.filter((entry): entry is Extract<Figures, { suite: S }> => entry.suite === suite)
  const rows = [
    ...faultRows(of('faults')),
    ...boardRows(of('board')),
    ...badInputRows(of('bad-inputs')),
    ...secretRows(of('secrets')),
    ...trustRows(of('trust')),
  ]
  if (options.complete) {
    for (const suite of SUITES.filter((name) => of(name).length === 0))
      problems.push(`${suite}: no test recorded its figures`)
  }
  for (const row of rows) {
    if (row.status === 'off goal') problems.push(`${row.label}: ${row.value}, goal ${row.goal}`)
  }
  return { rows, problems }
}

function faultRows(cells: readonly FaultFigures[]): FiguresRow[] {
  const met = cells.filter((cell) => cell.met)
  const survived = met.filter((cell) => cell.survived).length
  const due = cells.filter((cell) => cell.endDue)
  const delivered = due.filter((cell) => cell.endDelivered).length
  const duplicates = sum(cells, (cell) => cell.duplicates)
  const closest = cells
    .map((cell) => cell.closest)
    .reduce<FaultFigures['closest'] | undefined>(
      (worst, next) => (worst && worst.ms / worst.boundMs >= next.ms / next.boundMs ? worst : next),
      undefined,
    )
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const closestText = closest
    ? ` (closest: ${closest.stage} ${seconds(closest.ms)} of ${seconds(closest.boundMs)})`
    : ''
  return rows(cells.length === 0, [
    share('Faults injected', met.length, cells.length, 'every scenario', byRuntime(cells)),
    share('Faults survived', survived, met.length, 'every fault injected'),
    share('Ends delivered', delivered, due.length, 'every end due: the service back within the retry budget'),
    share(
      'Left on the phone, said so',
      sum(cells, (cell) => cell.leftOnPhoneSaid),
      sum(cells, (cell) => cell.leftOnPhone),
      'every one, in a warning (the error with fail-on-error)',
    ),
    ['Duplicate starts and pushes', String(duplicates), '0', duplicates === 0],
    share(
      'Stages within their time bound',
      sum(cells, (cell) => cell.stagesWithinBound),
      sum(cells, (cell) => cell.stages),
      'every one',
      closestText,
    ),
  ])
}

function boardRows(cases: readonly BoardFigures[]): FiguresRow[] {
  const met = cases.filter((entry) => entry.met)
  const extra = sum(cases, (entry) => entry.extra)
  const early = cases.filter((entry) => entry.endedEarly).length
  return rows(cases.length === 0, [
    share('Board faults met', met.length, cases.length, 'every case', byRuntime(cases)),
    share('Board faults survived', met.filter((entry) => entry.survived).length, met.length, 'every one met'),
    share(
      '  activities ended exactly once',
      sum(cases, (entry) => entry.endedOnce),
      sum(cases, (entry) => entry.activities),
      'every one started',
    ),
    ['  activities beyond those due', String(extra), '0 (never two for one lost answer)', extra === 0],
    ['  shared activity ended early', String(early), '0 (the end after the last leg)', early === 0],
    share(
      '  leg stages within their bound',
      sum(cases, (entry) => entry.stagesWithinBound),
      sum(cases, (entry) => entry.stages),
      'every one: 10 s for the board, and start-up',
    ),
  ])
}

function badInputRows(values: readonly BadInputFigures[]): FiguresRow[] {
  const invalid = values.filter((value) => value.expected === 'rejected')
  const awkward = values.filter((value) => value.expected === 'sent')
  const rejected = invalid.filter((value) => value.rejectedClearly).length
  const sent = awkward.filter((value) => value.sentExactly).length
  return rows(values.length === 0, [
    ['Bad inputs tried', `${values.length}${byRuntime(values)}`, 'every one declared', true],
    share(
      '  invalid: rejected clearly',
      rejected,
      invalid.length,
      'every one: names the input and its allowed values',
    ),
    share('  awkward: sent byte-exact', sent, awkward.length, 'every one'),
  ])
}

function secretRows(scenarios: readonly SecretFigures[]): FiguresRow[] {
  const occurrences = sum(scenarios, (scenario) => scenario.occurrences)
  const misdirected = sum(scenarios, (scenario) => scenario.misdirected)
  const artifacts = sum(scenarios, (scenario) => scenario.artifacts)
  const kib = Math.round(sum(scenarios, (scenario) => scenario.bytes) / 1024)
  const requests = sum(scenarios, (scenario) => scenario.requests)
  const scanned = `${occurrences} in ${artifacts} outputs, ${kib} KiB${byRuntime(scenarios)}`
  return rows(scenarios.length === 0, [
    ['Secret occurrences', scanned, '0 (the ::add-mask:: commands aside)', occurrences === 0],
    ['Secrets sent where they must not go', `${misdirected} in ${requests} requests`, '0', misdirected === 0],
  ])
}

function trustRows(cases: readonly TrustFigures[]): FiguresRow[] {
  const held = cases.filter((entry) => entry.held).length
  const left = sum(cases, (entry) => entry.leftOnPhone)
  return rows(cases.length === 0, [
    share('Trust boundaries held', held, cases.length, 'every one tried', byRuntime(cases)),
    ['  activities left on the phone', String(left), '0', left === 0],
  ])
}

/** A row as its suite computes it: label, value, goal, and whether the value is at the goal. */
type Row = readonly [label: string, value: string, goal: string, atGoal: boolean]

/** The rows of a suite; 'not run', whatever their values, when the suite ran no test. */
function rows(notRun: boolean, entries: readonly Row[]): FiguresRow[] {
  return entries.map(([label, value, goal, atGoal]) =>
    notRun
      ? { label, value: 'not run', goal, status: 'not run' }
      : { label, value, goal, status: atGoal ? 'at goal' : 'off goal' },
  )
}

/** "<part> of <whole>", at its goal when the part is the whole. */
function share(label: string, part: number, whole: number, goal: string, detail = ''): Row {
  return [label, `${part} of ${whole}${detail}`, goal, part === whole]
}

/** How many of them ran on each runtime, e.g. " (node20 19, node24 81)". */
function byRuntime(figures: readonly { readonly runtime: RuntimeName }[]): string {
  const counts = new Map<RuntimeName, number>()
  for (const { runtime } of figures) counts.set(runtime, (counts.get(runtime) ?? 0) + 1)
  if (counts.size === 0) return ''
  const sorted = [...counts].sort(([a], [b]) => a.localeCompare(b))
  return ` (${sorted.map(([runtime, count]) => `${runtime} ${count}`).join(', ')})`
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0)
}

const MARK: Record<FiguresRow['status'], string> = { 'at goal': 'ok', 'off goal': 'OFF', 'not run': '--' }

/** The table as `npm test` prints it. */
export function formatFiguresTable(table: FiguresTable, title: string): string {
  const header = { label: '', value: 'this run', goal: 'goal', status: 'at goal' as const }
  const width = (pick: (row: FiguresRow) => string) =>
    Math.max(...[header, ...table.rows].map((entry) => pick(entry).length))
  const labelWidth = width((entry) => entry.label)
  const valueWidth = width((entry) => entry.value)
  const line = (entry: FiguresRow, mark: string) =>
    `  ${mark.padEnd(3)} ${entry.label.padEnd(labelWidth)}  ${entry.value.padStart(valueWidth)}  ${entry.goal}`
  const lines = [title, line(header, ''), ...table.rows.map((entry) => line(entry, MARK[entry.status]))]
  if (table.problems.length > 0) {
    lines.push('', '  Not at goal, so the run fails:', ...table.problems.map((problem) => `  - ${problem}`))
  }
  return `${lines.join('\n')}\n`
}
