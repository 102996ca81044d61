import { describe, expect, test } from 'vitest'
import { parseOptions, usage } from './options.js'

const LIVE_ENV = { SIGNALGRID_CLIENT_KEY: 'ck_live_1234', SIGNALGRID_CHANNEL: 'ch_live_5678' }

describe('the demo command line', () => {
  test('without options: a successful job at full length, on the emulator', () => {
    expect(parseOptions([], LIVE_ENV)).toEqual({
      kind: 'run',
      options: { fast: false, outcome: 'success', live: undefined, matrix: false, pipeline: false },
    })
  })

  test('--fast, --fail and --cancel set what they name', () => {
    expect(parseOptions(['--fast', '--fail'], {})).toMatchObject({
      options: { fast: true, outcome: 'failure' },
    })
    expect(parseOptions(['--cancel'], {})).toMatchObject({ options: { fast: false, outcome: 'cancelled' } })
  })

  test('--matrix runs the legs, with --fail or --cancel for one of them', () => {
    expect(parseOptions(['--matrix', '--fail'], {})).toEqual({
      kind: 'run',
      options: { fast: false, outcome: 'failure', live: undefined, matrix: true, pipeline: false },
    })
  })

  test('--matrix with --live is refused: the legs meet on an emulated artifact service', () => {
    expect(parseOptions(['--matrix', '--live'], LIVE_ENV)).toEqual({
      kind: 'error',
      message: expect.stringContaining('--matrix runs on the emulators only'),
    })
  })

  test('--pipeline runs three jobs one after the other, on the emulators only, and never as a matrix', () => {
    expect(parseOptions(['--pipeline', '--fast'], {})).toEqual({
      kind: 'run',
      options: { fast: true, outcome: 'success', live: undefined, matrix: false, pipeline: true },
    })
    for (const other of ['--matrix', '--live']) {
      expect(parseOptions(['--pipeline', other], LIVE_ENV)).toEqual({
        kind: 'error',
        message: expect.stringContaining('--pipeline runs its three jobs on the emulators'),
      })
    }
  })

  test('--fail with --cancel is refused: a job cannot end both ways', () => {
    const parsed = parseOptions(['--fail', '--cancel'], {})
    expect(parsed).toEqual({ kind: 'error', message: expect.stringContaining('cannot be combined') })
  })

  test('an unknown option is named, with the options there are', () => {
    const parsed = parseOptions(['--fial'], {})
    expect(parsed.kind).toBe('error')
    expect(parsed.kind === 'error' && parsed.message).toBe(
      "unknown option '--fial'; the options are --fast, --fail, --cancel, --live, --matrix, --pipeline, --help",
    )
  })

  test('--help and -h win over anything else', () => {
    expect(parseOptions(['--fail', '--help'], {})).toEqual({ kind: 'help' })
    expect(parseOptions(['-h', '--bogus'], {})).toEqual({ kind: 'error', message: expect.any(String) })
    expect(parseOptions(['-h'], {})).toEqual({ kind: 'help' })
  })

  test('--live takes the credentials from the environment, trimmed', () => {
    const env = { SIGNALGRID_CLIENT_KEY: ' ck_live_1234\n', SIGNALGRID_CHANNEL: 'ch_live_5678' }
    expect(parseOptions(['--live', '--fast'], env)).toEqual({
      kind: 'run',
      options: {
        fast: true,
        outcome: 'success',
        live: { clientKey: 'ck_live_1234', channel: 'ch_live_5678' },
        matrix: false,
        pipeline: false,
      },
    })
  })

  test('--live without the variables explains which are missing and how to set them', () => {
    const parsed = parseOptions(['--live'], {
      SIGNALGRID_CLIENT_KEY: 'ck_live_1234',
      SIGNALGRID_CHANNEL: '  ',
    })
    expect(parsed.kind).toBe('error')
    const message = parsed.kind === 'error' ? parsed.message : ''
    expect(message).toMatch(/^--live talks to the real Signalgrid service and needs SIGNALGRID_CHANNEL in/)
    expect(message).toContain('export SIGNALGRID_CLIENT_KEY SIGNALGRID_CHANNEL')
    // The key that is set is not repeated back.
    expect(message).not.toContain('ck_live_1234')
  })

  test('the usage lists every option', () => {
    for (const option of ['--fast', '--fail', '--cancel', '--live', '--matrix', '--help']) {
      expect(usage()).toMatch(new RegExp(`^  ${option} `, 'm'))
    }
  })
})
