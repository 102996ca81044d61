// Where the activity is, in the view's words, before the time left: the step a job alone runs, the jobs side by
// side or a matrix's legs, the job done and the next to come. Kept out of words.ts, which a shared matrix loads
// too: its legs need none of the jobs' parts, and would load them with it. Pure.
import type { StepProgress } from '../github/job-steps.js'
import { LEG_NAME } from '../github/names.js'
import { SAME_MOMENT_MS } from './constants.js'
import { endedAt, type Part } from './parts.js'
import type { Plan } from './plan.js'
import { jobList, legsDoneWords } from './words.js'

/** The words for where the activity is, before the time left. */
export function sayWhere(
  parts: readonly Part[],
  multi: boolean,
  plan: Plan | undefined,
  endsActivity: boolean,
): { readonly words: string; readonly state: 'running' | 'between' | 'done' } {
  const running = parts.filter((part) => part.phase === 'running')
  const toCome = parts.filter(
    (part) => part.phase === 'setup' || part.phase === 'queued' || part.phase === 'expected',
  )
  if (running.length === 1) {
    const part = running[0] as Part
    const progress = part.progress as StepProgress
    const current = progress.current as { position: number; name: string }
    const step = `Step ${current.position} of ${progress.total} · ${current.name}`
    return { words: multi ? `${part.name} · ${step}` : step, state: 'running' }
  }
  if (running.length > 1) {
    const legs = legsOf(parts, running)
    return { words: legs ?? jobList(running.map((part) => part.name)), state: 'running' }
  }
  const lastDone = parts
    .filter((part) => part.phase === 'done')
    .sort((a, b) => endedAt(a) - endedAt(b))
    .at(-1)
  if (toCome.length > 0) {
    // Nothing done and nothing running yet: the start's words stand.
    if (!lastDone) return { words: '', state: 'between' }
    const next = nextOf(toCome, plan)
    return {
      words: [`${lastDone.name} done`, next ? `next: ${next}` : ''].filter(Boolean).join(' · '),
      state: 'between',
    }
  }
  // With no history a job alone that does not end the activity (a pipeline's first job) may be followed by
  // others nobody knows of: it is done, not the activity, and its steps all done would read as the end.
  if (!multi && (plan !== undefined || endsActivity) && lastDone?.progress)
    return { words: `All ${lastDone.progress.total} steps done`, state: 'done' }
  return { words: lastDone ? `${lastDone.name} done` : '', state: 'done' }
}

/** "1 of 3 legs done": when every job running is a leg of one matrix job. */
function legsOf(parts: readonly Part[], running: readonly Part[]): string | undefined {
  const matrix = LEG_NAME.exec(running[0]?.name ?? '')?.[1]
  if (matrix === undefined || !running.every((part) => LEG_NAME.exec(part.name)?.[1] === matrix))
    return undefined
  const legs = parts.filter((part) => LEG_NAME.exec(part.name)?.[1] === matrix)
  return legsDoneWords(legs.filter((part) => part.phase === 'done').length, legs.length)
}

/** The jobs still to come that start first: those listed already, else the plan's first (side by side, all). */
function nextOf(toCome: readonly Part[], plan: Plan | undefined): string {
  const listed = toCome.filter((part) => part.phase !== 'expected')
  if (listed.length > 0) return jobList(listed.map((part) => part.name))
  const startOf = (part: Part) => plan?.jobs[part.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY
  const first = Math.min(...toCome.map(startOf))
  return jobList(toCome.filter((part) => startOf(part) <= first + SAME_MOMENT_MS).map((part) => part.name))
}
