// The two ways a job shares an activity through the run's board: as a leg of a shared matrix, and by
// `activity-name` (with the reviewers' push, told once by the name's run attempt). One chunk for both (load-board-sharing.ts): they share the board's code, which webpack copies
// into each chunk that needs it, where it is under 20 kB.

export { finishLeg, reportAlone } from './leg-end.js'
export { joinMatrix } from './matrix-join.js'
export { claimApprovalTold, claimNamedEnd, forgetName, joinByName } from './shared-by-name.js'
