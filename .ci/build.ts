// `npm run build`: dist/ from src/. ncc bundles src/action.ts into dist/action/, each part a chunk that only
// the process running it loads, and writes dist/action/licenses.txt, the license notices of every package the
// bundle carries. dist/pre, main, post, tracker and board are a line each: the files action.yml names, the
// tracker that the stages start, and the board's reader that the tracker starts.
// dist/sources.sha256 records what it was built from (sources.ts). tsconfig.json's removeComments leaves our
// comments out of dist/ (a fifth of its code that any job loads): they are read in src/, never run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ncc from '@vercel/ncc'
import { DIGEST_FILE, sourcesDigest } from './sources.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const PARTS = ['pre', 'main', 'post', 'tracker', 'board']

const digest = sourcesDigest(root)
const { code, assets } = await ncc(join(root, 'src/action.ts'), {
  target: 'es2022',
  quiet: true,
  license: 'licenses.txt',
  // `buffers` (@actions/artifact → unzip-stream → binary) declares no license, so dist/ must not carry it.
  // Nothing runs it: binary loads it for its stream parser, and unzip-stream calls only binary.parse (the
  // board never unzips anyway). The name is left to Node's own buffer module, which binary merely holds.
  externals: { buffers: 'node:buffer' },
})

rmSync(dist, { recursive: true, force: true })
write('action/index.js', code)
for (const [name, asset] of Object.entries(assets)) write(`action/${name}`, asset.source, asset.permissions)
for (const part of PARTS) {
  write(`${part}/package.json`, assets['package.json']?.source ?? '')
  write(`${part}/index.js`, `import { runAndExit } from '../action/index.js'\nawait runAndExit('${part}')\n`)
}
writeFileSync(join(root, DIGEST_FILE), `${digest}\n`)

function write(file: string, content: string | Buffer, mode?: number): void {
  const path = join(dist, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content, mode === undefined ? undefined : { mode })
}
