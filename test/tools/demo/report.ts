// The text around the phone: what the demo runs, then what the job did (the requests, the job summary,
// the annotations) and whether it all went as it should.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JobResult } from '../../support/runner-harness.js'
import { renderMarkdown } from './markdown.js'
import type { DemoOptions } from './options.js'
import { renderRequests } from './requests.js'
import { clock } from './runner-line.js'
import {
  actionInputs,
  CANCELLED_STEP,
  CONTEXT,
  DEMO_STEPS,
  FAILING_LEG,
  FAILING_STEP,
  FAST_FACTOR,
  MATRIX_LEGS,
  PIPELINE_JOBS,
  plannedOutcomes,
  REPOSITORY,
  stepMs,
} from './scenario.js'
import type { PhoneSource } from './sources.js'
import type { Terminal } from './terminal.js'
import { wrap } from './text.js'

/** The widest the header and the tables get, however wide the terminal. */
export const TEXT_WIDTH = 120

export function header(
  options: DemoOptions,
  /** Which Node runs the action's stages, and where it comes from. */
  runsOn: string,
  /** The emulator's URL; undefined: the real service at `liveUrl`. */
  emulatorUrl: string | undefined,
  liveUrl: string,
  terminal: Terminal,
): string[] {
  const { paint } = terminal
  const steps = DEMO_STEPS.map((step) => {
    const seconds = Math.round(stepMs(step, options) / 100) / 10
    const fate = options.matrix
      ? ''
      : options.outcome === 'failure' && step.name === FAILING_STEP
        ? ', fails'
        : options.outcome === 'cancelled' && step.name === CANCELLED_STEP
          ? ', cancelled'
          : ''
    const job = options.pipeline
      ? PIPELINE_JOBS.find((candidate) => candidate.steps[0] === step.name)
      : undefined
    return `${job ? `${job.name}: ` : ''}${step.name} (${seconds}\u00a0s${fate})`
  })
  const inputs = Object.entries(actionInputs(options)).map(([name, value]) => `${name}: ${value}`)
  const service = emulatorUrl
    ? `the Signalgrid emulator on ${emulatorUrl}`
    : `the REAL Signalgrid service, ${liveUrl}, and your channel: ` +
      'the phone cannot be read from here, so the demo draws what is sent'
  const refresh = terminal.tty ? 'redrawn as it changes' : 'printed each time it changes'
  const width = Math.min(TEXT_WIDTH, terminal.columns - 1)
  const fast = options.live
    ? `steps ${FAST_FACTOR} times shorter; updates stay 5 s apart, as real phones ignore closer ones`
    : `steps ${FAST_FACTOR} times shorter, updates 1 s apart (real phones ignore updates closer than ~5 s)`
  return [
    paint(
      `signalgrid-action demo: job "${CONTEXT.job}" of workflow "${CONTEXT.workflow}" in ${REPOSITORY.owner}/${REPOSITORY.repo}`,
      'bold',
    ),
    ...labelled('runs', `dist/ (pre, main, post, tracker) as the runner runs it, on ${runsOn}`, width),
    ...labelled('steps', steps.join(', '), width),
    ...(options.matrix ? labelled('legs', legsText(options), width) : []),
    ...(options.pipeline ? labelled('jobs', pipelineText(), width) : []),
    ...labelled('with', `${inputs.join(', ')}; client-key and channel from secrets`, width),
    ...labelled('sends', `to ${service}`, width),
    ...(options.fast ? labelled('--fast', fast, width) : []),
    ...wrap(
      `The phone below is ${refresh}; the runner line under it shows the job itself (✓ done, ▶ running).`,
      width,
    ),
    '',
  ]
}

/** With --matrix: the legs, their pace, and which one fails or is cancelled. */
function legsText(options: DemoOptions): string {
  const fate = {
    success: '',
    failure: `, "${FAILING_STEP}" fails`,
    cancelled: `, cancelled during "${CANCELLED_STEP}"`,
  }
  const legs = MATRIX_LEGS.map(
    (leg) => `${leg.os} (steps × ${leg.pace}${leg.os === FAILING_LEG ? fate[options.outcome] : ''})`,
  )
  return `${legs.join(', ')}: each on its own runner, fail-fast off, sharing one activity through the run's artifacts (an emulated artifact service)`
}

/** With --pipeline: the jobs, and how they share the activity. */
function pipelineText(): string {
  const jobs = PIPELINE_JOBS.map((job) => job.name).join(', then ')
  return `${jobs}, each on its own runner, sharing one activity by its token (recipe 2): the first starts it, the last ends it`
}

/** `  label  text`, the text wrapped under itself. */
function labelled(label: string, text: string, width: number): string[] {
  const indent = 9
  return wrap(text, width - indent).map((line, index) => (index ? '' : `  ${label}`).padEnd(indent) + line)
}

/** A job the demo ran: the one job (leg 0), or a leg of --matrix. */
export interface EndedJob {
  readonly leg: number
  readonly result: JobResult
}

/**
 * `jobs` in the order they ended: the last wrote the summary shown (with --matrix, the leg that ended the activity;
 * with --pipeline, the job that did).
 */
export function report(
  jobs: readonly EndedJob[],
  options: DemoOptions,
  source: PhoneSource,
  terminal: Terminal,
  { begin, end }: { readonly begin: number; readonly end: number },
): void {
  const { paint } = terminal
  const width = Math.min(TEXT_WIDTH, terminal.columns - 1)
  const rows = source.requests()
  const last = jobs.at(-1)?.result
  terminal.print([
    '',
    paint(`Requests to Signalgrid (${rows.length}), seconds since the job started`, 'bold'),
    paint(
      `Each carried client_key=*** and channel=*** (masked here${options.live ? '' : '; the emulator checked them'}).`,
      'dim',
    ),
    ...(rows.length ? renderRequests(rows, begin, width, paint) : ['(none)']),
    '',
    paint(
      options.matrix
        ? 'Job summary of the last leg to end, as its post step wrote it'
        : options.pipeline
          ? 'Job summary of the job that ended the activity, as its post step wrote it'
          : 'Job summary, as the post step wrote it',
      'bold',
    ),
    ...(last?.summary ? renderMarkdown(last.summary, width, paint) : ['(none)']),
    ...summaryFiles(jobs, options).map((path, index) =>
      index === 0 ? `The job summary above, as GitHub draws it: ${path}` : `  and ${path}`,
    ),
  ])
  const annotations = jobs.flatMap((job) =>
    job.result.annotations.map(
      (annotation) => `  ${jobName(job, options)}${annotation.level}: ${annotation.message}`,
    ),
  )
  if (annotations.length) {
    terminal.print(['', paint('Annotations in the job log', 'bold'), ...annotations])
  }
  const statuses = jobs.map((job) => `${jobName(job, options)}${job.result.status}`).join(', ')
  terminal.print(['', `Job status: ${statuses}, after ${clock(end - begin)} (min:s).`])
}

/**
 * Writes each job's summary to a file of its own, in a folder of this run's in the system's temporary folder, so
 * that it can be seen as GitHub shows it (a Markdown preview that draws Mermaid); the one shown first. Returns
 * their paths; a job that wrote none has no file. The job's own folders are gone once the demo ends.
 */
function summaryFiles(jobs: readonly EndedJob[], options: DemoOptions): string[] {
  const written = [...jobs].reverse().filter((job) => job.result.summary)
  if (written.length === 0) return []
  const folder = mkdtempSync(join(tmpdir(), 'signalgrid-demo-'))
  return written.map((job) => {
    const path = join(folder, `${jobName(job, options).replace(/: $/, '') || CONTEXT.job}.md`)
    writeFileSync(path, job.result.summary)
    return path
  })
}

/** With --matrix, a result's leg, e.g. "windows: "; with --pipeline its job, e.g. "test: "; nothing for the one job. */
function jobName(job: EndedJob, options: DemoOptions): string {
  if (options.pipeline) return `${PIPELINE_JOBS[job.leg]?.name}: `
  return options.matrix ? `${MATRIX_LEGS[job.leg]?.os}: ` : ''
}

/** What should be true after the job, given what the demo asked of it; each problem found, said plainly. */
export function verdict(jobs: readonly EndedJob[], options: DemoOptions, source: PhoneSource): string[] {
  const problems: string[] = []
  const planned = plannedOutcomes(options)
  for (const job of jobs) {
    const outcome = planned[job.leg]
    if (job.result.status !== outcome)
      problems.push(`${jobName(job, options)}the job ended ${job.result.status}, not ${outcome}`)
  }
  const screen = source.screen(Date.now())
  if (!screen.activity) problems.push('the activity never started: see the annotations above')
  else if (!screen.activity.ended) problems.push('the activity was never ended: it would stay on the phone')
  if (options.outcome === 'failure' && !screen.notifications.some((notification) => notification.critical)) {
    problems.push('no critical failure alert arrived')
  }
  const refused = source.requests().filter((row) => !row.ok)
  if (refused.length) {
    const what = options.live ? ' (check SIGNALGRID_CLIENT_KEY and SIGNALGRID_CHANNEL)' : ''
    problems.push(`${refused.length} request(s) failed, the first: ${refused[0]?.outcome}${what}`)
  }
  if (jobs.length !== planned.length) problems.push(`${jobs.length} jobs ran, not ${planned.length}`)
  if (options.matrix || options.pipeline) {
    const count = (kind: string) => source.requests().filter((row) => row.kind === kind).length
    if (count('start') !== 1 || count('end') !== 1) {
      const who = options.matrix ? 'legs' : 'jobs'
      problems.push(`the ${who} sent ${count('start')} starts and ${count('end')} ends, not one activity`)
    }
  }
  for (const orphan of jobs.flatMap((job) => job.result.orphans)) {
    problems.push(
      `process ${orphan.pid} (${orphan.command}) was still running at job end; the runner killed it`,
    )
  }
  return problems
}

export function success(options: DemoOptions): string {
  const job = { success: 'a successful job', failure: 'a failing job', cancelled: 'a cancelled job' }[
    options.outcome
  ]
  if (options.pipeline) {
    return `the demo showed a pipeline of ${PIPELINE_JOBS.length} jobs${options.outcome === 'success' ? '' : `, ${options.outcome === 'failure' ? 'failing' : 'cancelled'},`} as one activity on the phone`
  }
  if (options.matrix) {
    const fate = {
      success: '',
      failure: `, the ${FAILING_LEG} leg failing,`,
      cancelled: `, the ${FAILING_LEG} leg cancelled,`,
    }
    return `the demo showed a matrix of ${MATRIX_LEGS.length} legs${fate[options.outcome]} as one activity on the phone`
  }
  return options.live
    ? `the channel took every request of ${job}: check your phone`
    : `the demo showed ${job} on the phone`
}
