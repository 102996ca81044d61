// `npm run demo`: see usage() in options.ts, or `npm run demo -- --help`.
import { freshDist } from '../../support/fresh-dist.js'
import { parseOptions, usage } from './options.js'
import { runDemo } from './run-demo.js'
import { restoreCursor } from './terminal.js'

async function main(): Promise<number> {
  const command = parseOptions(process.argv.slice(2), process.env)
  if (command.kind === 'help') {
    process.stdout.write(usage())
    return 0
  }
  if (command.kind === 'error') {
    process.stderr.write(`demo: ${command.message}\n(npm run demo -- --help lists the options)\n`)
    return 2
  }
  // The runner harness ends a job's leftover processes as the runner does: through /proc, or ps on macOS.
  if (process.platform !== 'linux' && process.platform !== 'darwin') {
    process.stderr.write('demo: the runner harness runs on Linux and macOS; on Windows, run it in WSL\n')
    return 1
  }
  freshDist((line) => process.stderr.write(`demo: ${line}\n`))
  return runDemo(command.options, { stdout: process.stdout, env: process.env })
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    restoreCursor(process.stdout)
    process.stderr.write(
      `demo: the demo itself broke: ${error instanceof Error ? error.stack : String(error)}\n`,
    )
    process.exitCode = 1
  },
)
