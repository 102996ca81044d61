import { INITIAL_PROGRESS, STARTING_BODY } from '../constants.js'
import { defaultTitle, type RunContext } from '../github/run-context.js'
import type { Inputs } from '../inputs.js'
import type { EndOutcome } from '../outcome.js'
import type { ActivityContent } from '../signalgrid/types.js'
import { formatDuration } from '../view/durations.js'
import { type EndDetail, endWords } from '../view/words.js'
import { END_OUTCOMES } from './end-outcomes.js'
import type { ActivityFolder } from './folder.js'
import type { ActivityRecord, UpdateFields } from './folder-schema.js'
import { quotaReserve } from './quota.js'

export { formatDuration }

/** What the phone shows when this job begins to show the activity. */
export function initialContent(inputs: Inputs, context: RunContext): ActivityContent {
  return {
    title: inputs.title ?? defaultTitle(context),
    body: inputs.body ?? STARTING_BODY,
    severity: inputs.severity ?? 'INFO',
    progress: inputs.progress ?? INITIAL_PROGRESS,
    ...(inputs.steps === undefined ? {} : { steps: inputs.steps }),
    progressLegend: inputs.progressLegend,
    startText: inputs.startText,
    endText: inputs.endText,
  }
}

/**
 * What a job that tells of a named activity it did not start shows (the closing and the reviewers' uses): its own
 * content, in the title the activity started with, where the activity's note carries it.
 */
export function tellingContent(
  inputs: Inputs,
  context: RunContext,
  startedTitle: string | undefined,
): ActivityContent {
  const own = initialContent(inputs, context)
  return startedTitle === undefined ? own : { ...own, title: startedTitle }
}

/**
 * The activity's record, or, when this job has none (RUNNER_TEMP emptied, an earlier stage that could not
 * write it), one rebuilt from this step's inputs so the activity can still be updated and ended; a field of it
 * that another step spoiled takes the rebuilt one's value.
 */
export function recordOrDefault(
  folder: ActivityFolder,
  inputs: Inputs,
  context: RunContext,
  token: string,
  startedAt: number,
): ActivityRecord {
  const known = {
    token,
    startedAt,
    content: initialContent(inputs, context),
    quotaReserve: quotaReserve(inputs),
  }
  return folder.readRecord(known) ?? known
}

/** What the journal keeps of the content. */
export function journalView(
  content: ActivityContent,
): Pick<ActivityContent, 'progress' | 'severity' | 'body'> {
  return { progress: content.progress, severity: content.severity, body: content.body }
}

/** The update a use of the action asks for with `progress` or `body`, or undefined when it asks for none. */
export function requestedUpdate(inputs: Inputs): UpdateFields | undefined {
  if (inputs.progress === undefined && inputs.body === undefined) return undefined
  return {
    ...(inputs.title === undefined ? {} : { title: inputs.title }),
    ...(inputs.body === undefined ? {} : { body: inputs.body }),
    ...(inputs.severity === undefined ? {} : { severity: inputs.severity }),
    ...(inputs.progress === undefined ? {} : { progress: inputs.progress }),
  }
}

/** The content with an update's fields laid over it. */
export function applyUpdate(content: ActivityContent, update: UpdateFields): ActivityContent {
  return {
    ...content,
    ...(update.title === undefined ? {} : { title: update.title }),
    ...(update.body === undefined ? {} : { body: update.body }),
    ...(update.severity === undefined ? {} : { severity: update.severity }),
    ...(update.progress === undefined ? {} : { progress: update.progress }),
  }
}

/**
 * The last content: the outcome in colour and words, how long it took (beside the usual time, after a success),
 * and the step it failed at.
 */
export function finalContent(
  content: ActivityContent,
  outcome: EndOutcome,
  durationMs: number,
  detail: EndDetail = {},
): ActivityContent {
  return {
    ...content,
    body: endWords(outcome, durationMs, detail),
    severity: END_OUTCOMES[outcome].severity,
    progress: END_OUTCOMES[outcome].bar === 'full' ? 100 : content.progress,
  }
}
