// The three stages' entries, one chunk of dist/ for the three. What they share (reading the inputs and the
// instance's state, starting and stopping the tracker) would otherwise be copied into each stage's chunk:
// webpack copies a module that chunks share where the modules they share weigh under 20 kB. Pre and main also
// share most of their work (joining or starting the activity); post's own (the end, the alert, the job summary)
// is a chunk that only post loads (post.ts).
export { run as main } from './main.js'
export { run as post } from './post.js'
export { run as pre } from './pre.js'
