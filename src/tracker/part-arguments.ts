import { fileURLToPath } from 'node:url'

/**
 * Node's arguments that run a part of the action's bundle in a process of its own: the tracker, which a stage
 * starts, and the board's reader, which the tracker starts. `from` is the URL of the module that asks, in
 * src/tracker/ or in the bundle. The runner runs dist/: the part's line beside the running bundle,
 * dist/action/… → dist/<part>/index.js. From the sources, as @github/local-action runs them under a
 * TypeScript loader, there is no dist/: the two lines the build writes there, pointed at src/action.ts, under
 * this process's loader (and options: a later `--eval` or option of the same name overrides an earlier one,
 * as when the tracker started that way starts the reader). `webpackIgnore` keeps ncc from copying either file
 * as an asset; the paths are resolved at run time.
 */
export function partArguments(part: 'tracker' | 'board', options: readonly string[], from: string): string[] {
  if (new URL(from).pathname.endsWith('.ts')) {
    const root = new URL(/* webpackIgnore: true */ '../action.ts', from).href
    const script = `const { runAndExit } = await import(${JSON.stringify(root)})\nawait runAndExit('${part}')`
    return [...process.execArgv, ...options, '--input-type=module', '--eval', script]
  }
  return [...options, fileURLToPath(new URL(/* webpackIgnore: true */ `../${part}/index.js`, from))]
}

/** A killed process is gone within milliseconds; this only bounds the wait should the system be slow to reap. */
export const KILLED_EXIT_WAIT_MS = 1_000
