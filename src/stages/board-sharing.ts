// The two ways a job shares an activity through the run's board: as a leg of a shared matrix, and by
// `activity-name`, the reviewers' use among them (it tells them once a run attempt, and shows the wait on the named
// activity). One chunk for both (load-board-sharing.ts): they share the board's code, which webpack copies into
// each chunk that needs it, where it is under 20 kB.

export { finishLeg, reportAlone } from './leg-end.js'
export { joinMatrix } from './matrix-join.js'
export {
  claimApprovalTold,
  claimNamedEnd,
  forgetName,
  joinByName,
  namedActivity,
} from './shared-by-name.js'
