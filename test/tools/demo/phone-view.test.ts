import { describe, expect, test } from 'vitest'
import { type PhoneScreen, progressBar, renderPhone, type ShownActivity } from './phone-view.js'
import { displayWidth, painter, stripAnsi } from './text.js'

const RUNNING: ShownActivity = {
  title: 'Release · deploy',
  body: 'Step 4 of 7 · Run tests',
  severity: 'INFO',
  progress: 42,
  steps: 7,
  legend: { startText: 'commit c0ffee1', endText: 'production' },
  ended: false,
}

const plain = { width: 52, paint: painter(false), label: 'phone' }
const coloured = { ...plain, paint: painter(true) }

function screen(
  activity: Partial<ShownActivity> | undefined,
  notifications: PhoneScreen['notifications'] = [],
) {
  return { activity: activity && { ...RUNNING, ...activity }, notifications }
}

describe('the phone drawn as text', () => {
  test('shows the title, the body, the severity, the percentage and the legend, inside the width', () => {
    const lines = renderPhone(screen({}), plain)
    const text = lines.join('\n')
    expect(lines[0]).toMatch(/^╭─ phone ─+╮$/)
    expect(lines[1]).toMatch(/^│ Release · deploy +● INFO │$/)
    expect(lines[2]).toMatch(/^│ Step 4 of 7 · Run tests +│$/)
    expect(text).toMatch(/ 42% │/)
    expect(text).toMatch(/│ commit c0ffee1 +production │/)
    for (const line of lines) expect(displayWidth(line)).toBe(52)
  })

  test('draws one segment per step, filled as far as the progress goes', () => {
    const bar = progressBar(42, 7, 43)
    const segments = bar.split(' ')
    expect(segments).toHaveLength(7)
    expect(
      segments.map((segment) =>
        segment.includes('░') ? (segment.includes('█') ? 'part' : 'empty') : 'full',
      ),
    ).toEqual(['full', 'full', 'full', 'empty', 'empty', 'empty', 'empty'])
    expect(bar).toHaveLength(43)
  })

  test('without steps, or with more than fit, the bar is one segment', () => {
    expect(progressBar(50, undefined, 20)).toBe(`${'█'.repeat(10)}${'░'.repeat(10)}`)
    expect(progressBar(50, 100, 20)).not.toContain(' ')
    expect(progressBar(0, 7, 43)).not.toContain('█')
    expect(progressBar(100, 7, 43)).not.toContain('░')
  })

  test('colours the severity and the bar: CRIT red, WARN yellow, INFO blue, SUCCESS green', () => {
    const codes = { CRIT: 31, WARN: 33, INFO: 34, SUCCESS: 32 } as const
    for (const [severity, code] of Object.entries(codes)) {
      const text = renderPhone(screen({ severity: severity as ShownActivity['severity'] }), coloured).join(
        '\n',
      )
      expect(text).toContain(`\x1b[${code}m● ${severity}\x1b[39m`)
      expect(text).toContain(`\x1b[${code}m█`)
    }
  })

  test('without colours there is no escape at all', () => {
    const text = renderPhone(screen({ severity: 'CRIT', ended: true, secondsLeft: 3 }), plain).join('\n')
    expect(text).not.toContain('\x1b')
  })

  test('an ended activity counts down its dismissal, then says it left the screen', () => {
    const ending = renderPhone(screen({ ended: true, secondsLeft: 7 }), plain).join('\n')
    expect(ending).toContain('ended · leaves the screen in 7 s')
    const gone = renderPhone(screen({ ended: true, secondsLeft: 0 }), plain).join('\n')
    expect(gone).toContain('ended · dismissed: no longer on the screen')
    expect(stripAnsi(renderPhone(screen({ ended: true, secondsLeft: 0 }), coloured).join('\n'))).toBe(gone)
  })

  test('a notification is drawn under the activity, a critical one said to be critical', () => {
    const lines = renderPhone(
      screen({}, [
        {
          title: 'acme/storefront: Release failed',
          body: 'Job deploy failed.\nRef: main',
          type: 'CRIT',
          critical: true,
        },
      ]),
      plain,
    )
    const text = lines.join('\n')
    expect(text).toMatch(
      /╭─ CRITICAL ALERT · CRIT ─+╮\n│ acme\/storefront: Release failed +│\n│ Job deploy failed\. +│\n│ Ref: main +│/,
    )
    expect(
      renderPhone(screen(undefined, [{ title: 'x', body: '', type: 'INFO', critical: false }]), plain).join(
        '\n',
      ),
    ).toContain('push notification · INFO')
  })

  test('before the start the phone says there is no activity; long texts are wrapped or cut, never wider', () => {
    expect(renderPhone(screen(undefined), plain)[1]).toMatch(/^│ no activity yet +│$/)
    const long = renderPhone(screen({ title: 'T'.repeat(80), body: 'word '.repeat(60) }), plain)
    for (const line of long) expect(displayWidth(line)).toBe(52)
    expect(long.filter((line) => line.includes('word'))).toHaveLength(3)
  })
})
