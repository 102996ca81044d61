import { describe, expect, test } from 'vitest'
import { SignalgridRequestError } from '../../../src/signalgrid/errors.js'
import { activityForm, contentFaults, pushForm } from '../../../src/signalgrid/form.js'
import type { ActivityContent } from '../../../src/signalgrid/types.js'

const credentials = { clientKey: 'key-1234', channel: 'chan-5678' }
const content: ActivityContent = {
  title: 'CI · build',
  body: 'Step 3 of 7 · Run tests',
  severity: 'INFO',
  progress: 29,
  steps: 7,
  progressLegend: true,
  startText: 'Queued',
  endText: 'Deployed',
}

function capture(build: () => unknown): SignalgridRequestError {
  try {
    build()
  } catch (error) {
    if (error instanceof SignalgridRequestError) return error
    throw error
  }
  throw new Error('expected a SignalgridRequestError')
}

describe('push form', () => {
  test('sends every field, type as the upper-case severity and critical as a literal boolean', () => {
    expect(
      pushForm(credentials, {
        title: 'Release failed',
        body: 'v2 & co',
        severity: 'CRIT',
        critical: true,
      }).toString(),
    ).toBe(
      'client_key=key-1234&channel=chan-5678&title=Release+failed&body=v2+%26+co&critical=true&type=CRIT',
    )
  })

  test('defaults to INFO, not critical, and leaves out an empty title and body', () => {
    expect(pushForm(credentials, {}).toString()).toBe(
      'client_key=key-1234&channel=chan-5678&critical=false&type=INFO',
    )
  })

  test('refuses an empty client key or channel, naming the field', () => {
    expect(capture(() => pushForm({ ...credentials, clientKey: ' ' }, {})).field).toBe('client_key')
    expect(capture(() => pushForm({ ...credentials, channel: '' }, {})).field).toBe('channel')
  })
})

describe('activity form', () => {
  test('start: type=start, the whole content, no token and no dismissal delay', () => {
    expect(activityForm(credentials, 'start', content).toString()).toBe(
      'client_key=key-1234&channel=chan-5678&type=start&title=CI+%C2%B7+build&body=Step+3+of+7+%C2%B7+Run+tests' +
        '&severity=INFO&progress=29&steps=7&progress_legend=true&start_text=Queued&end_text=Deployed',
    )
  })

  test('update: type=update and the token, with the whole content sent again', () => {
    const form = activityForm(credentials, 'update', { ...content, severity: 'CRIT' }, 'CDGZ9')
    expect([...form.keys()]).toEqual([
      'client_key',
      'channel',
      'type',
      'token',
      'title',
      'body',
      'severity',
      'progress',
      'steps',
      'progress_legend',
      'start_text',
      'end_text',
    ])
    expect(form.get('type')).toBe('update')
    expect(form.get('token')).toBe('CDGZ9')
    expect(form.get('severity')).toBe('CRIT')
  })

  test('end: type=end, the token and the dismissal delay', () => {
    const form = activityForm(
      credentials,
      'end',
      { ...content, progress: 100, severity: 'SUCCESS' },
      'CDGZ9',
      {
        dismissalDelay: 120,
      },
    )
    expect(form.get('type')).toBe('end')
    expect(form.get('progress')).toBe('100')
    expect(form.get('dismissal_delay')).toBe('120')
    expect([...form.keys()].at(-1)).toBe('dismissal_delay')
  })

  test('end without a dismissal delay, or with 0, leaves the field out (the activity disappears at once)', () => {
    expect(activityForm(credentials, 'end', content, 'CDGZ9').has('dismissal_delay')).toBe(false)
    expect(
      activityForm(credentials, 'end', content, 'CDGZ9', { dismissalDelay: 0 }).has('dismissal_delay'),
    ).toBe(false)
  })

  test('without a legend: progress_legend=false, no legend texts, no steps when unknown', () => {
    const plain: ActivityContent = { title: 'T', body: '', severity: 'WARN', progress: 0 }
    expect(activityForm(credentials, 'start', plain).toString()).toBe(
      'client_key=key-1234&channel=chan-5678&type=start&title=T&body=&severity=WARN&progress=0&progress_legend=false',
    )
  })

  test('a legend without both texts is refused', () => {
    const error = capture(() => activityForm(credentials, 'start', { ...content, endText: '' }))
    expect(error.field).toBe('progress_legend')
    expect(error.message).toMatch(/requires both start_text and end_text/)
  })

  test.each([
    ['progress', { progress: -1 }],
    ['progress', { progress: 101 }],
    ['progress', { progress: 12.5 }],
    ['progress', { progress: Number.NaN }],
    ['steps', { steps: 0 }],
    ['severity', { severity: 'info' as never }],
  ])('%s out of its range is refused: %j', (field, change) => {
    expect(capture(() => activityForm(credentials, 'start', { ...content, ...change })).field).toBe(field)
  })

  test('contentFaults names each field the service would refuse, with its keys, in the order the form refuses them', () => {
    const broken = { ...content, severity: 'URGENT' as never, progress: 250, steps: 0, endText: '' }
    expect(contentFaults(broken)).toEqual([
      { field: 'severity', keys: ['severity'], rule: 'must be one of CRIT, WARN, INFO, SUCCESS' },
      { field: 'progress', keys: ['progress'], rule: 'must be a whole number from 0 to 100' },
      { field: 'steps', keys: ['steps'], rule: 'must be a whole number 1 or more' },
      {
        field: 'progress_legend',
        keys: ['progressLegend', 'startText', 'endText'],
        rule: 'is true, which requires both start_text and end_text',
      },
    ])
    expect(capture(() => activityForm(credentials, 'start', broken)).message).toContain(
      'severity must be one of CRIT, WARN, INFO, SUCCESS',
    )
    expect(contentFaults(content)).toEqual([])
  })

  test.each(['', 'has space', 'a&b=c', 'x'.repeat(129), 'line\nbreak'])(
    'a malformed token is refused: %j',
    (token) => {
      expect(capture(() => activityForm(credentials, 'update', content, token)).field).toBe('token')
    },
  )

  test('a negative dismissal delay is refused', () => {
    expect(
      capture(() => activityForm(credentials, 'end', content, 'CDGZ9', { dismissalDelay: -5 })).field,
    ).toBe('dismissal_delay')
  })

  test('newlines, emoji and form metacharacters survive encoding exactly', () => {
    const tricky = 'a&b=c%d+e\nline 2 🚀 ünï'
    const form = activityForm(credentials, 'start', { ...content, title: tricky, body: tricky })
    const encoded = form.toString()
    expect(encoded).toContain('title=a%26b%3Dc%25d%2Be%0Aline+2+%F0%9F%9A%80+%C3%BCn%C3%AF&')
    expect(new URLSearchParams(encoded).get('body')).toBe(tricky)
  })
})
