// `npm run demo`: see usage() in options.ts, or `npm run demo -- --help`.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseOptions, usage } from './options.js'
import { runDemo } from './run-demo.js'
import { restoreCursor } from './terminal.js'

const BUNDLE = fileURLToPath(new URL('../../../dist/pre/index.js', import.meta.url))

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
  // The runner harness ends a job's leftover processes the way the Linux runner does, by reading /proc.
  if (process.platform !== 'linux') {
    process.stderr.write('demo: the runner harness runs on Linux only (it reads /proc, as the runner does)\n')
    return 1
  }
  if (!existsSync(BUNDLE)) {
    process.stderr.write('demo: dist/ has no bundles; run `npm run build` first\n')
    return 1
  }
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
