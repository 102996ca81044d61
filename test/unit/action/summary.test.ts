import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { lastRemaining } from '../../../src/activity/quota.js'
import { groupThousands, summaryMarkdown } from '../../../src/activity/summary.js'
import { renderedByGitHub as rendered } from '../../support/github-markdown.js'
import { RECORD, temporaryFolders } from '../activity/fixtures.js'

const temp = temporaryFolders('summary-')

describe('job summary', () => {
  test('counts are grouped by thousands with commas, as en-US writes them', () => {
    expect(groupThousands(0)).toBe('0')
    expect(groupThousands(999)).toBe('999')
    expect(groupThousands(9672)).toBe('9,672')
    expect(groupThousands(1_234_567)).toBe('1,234,567')
  })

  test('the quota left is shown grouped', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const journal = [{ at, kind: 'start', by: 'pre', remaining: 99_915 }] as const
    expect(summaryMarkdown(journal, 'success', 5_000)).toContain('99,915 left this month')
  })

  test('with the step history, a success says its usual time, as the phone does; debug lines are no requests', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const journal = [
      { at, kind: 'start', by: 'pre', remaining: 50 },
      {
        at,
        kind: 'debug',
        message: 'Signalgrid: Step history for “build”: 8 steps from job 1 in run 2 on main.',
      },
    ] as const
    expect(summaryMarkdown(journal, 'success', 252_000, 270_000)).toContain(
      'Job ✅ succeeded in 4m 12s (usually 4m 30s) · 1 request to Signalgrid',
    )
    // A job that stopped part way says nothing against a whole run's time.
    expect(summaryMarkdown(journal, 'failure', 63_000, 270_000)).toContain('Job ❌ failed in 1m 3s · ')
  })

  test("a body shows as the text it is: a leg's matrix values with HTML, a link, emphasis or a pipe stay text", () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const body = '1 failed: <img src=x onerror=alert(1)> [win](https://x.test) **bold** a|b & ![i](y)'
    const journal = [{ at, kind: 'end', by: 'post', body }] as const
    const row = summaryMarkdown(journal, 'failure', 5_000)
      .split('\n')
      .find((line) => line.includes('failed:'))
    expect(row).toContain(
      '1 failed: &lt;img src=x onerror=alert(1)&gt; \\[win\\](https\u2060://x.test) \\*\\*bold\\*\\* a\\|b &amp; \\!\\[i\\](y)',
    )
    expect(row).not.toContain('<')
  })

  test('every control character folds into one space: a lone carriage return, a form feed, NUL, escape, a line separator', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const body =
      'one\rtwo\r\n\r\nthree\ffour\u0000five\u001b[2Jsix\u0085seven\u2028eight\u2029nine\tten\u000bend'
    const error = 'refused\r| injected | row |'
    const summary = summaryMarkdown([{ at, kind: 'update', by: 'tracker', body, error }], 'success', 5_000)
    const row = summary.split('\n').find((line) => line.includes('one two'))
    expect(row).toBe(
      '| 12:00:00 | update |  |  | one two three four five \\[2Jsix seven eight nine ten end | ⚠️ refused \\| injected \\| row \\| |',
    )
    expect(summary.split(/\r\n|\r|\n/)).toEqual(summary.split('\n'))
  })

  test('an address in a body or an error stays text: GitHub finds no link in it', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const body =
      'see https://evil.test/a, HTTP://EVIL.TEST, www.evil.test, ftp://x.test, mailto:a@evil.test, me@evil.test'
    const summary = summaryMarkdown(
      [{ at, kind: 'update', by: 'tracker', body, error: 'at http://x.test' }],
      'success',
      5_000,
    )
    // GitHub's autolinks: a scheme and "://", "www.", an address with "@" (and mailto:, xmpp:).
    expect(summary).not.toMatch(/(https?|ftp):\/\/|www\.|mailto:|[\w.+-]@[\w-]/i)
    // The words a reader sees are the same: only a word joiner (U+2060, invisible) stands in each.
    expect(summary.replaceAll('\u2060', '')).toContain(body)
  })

  test('an address that GitHub finds after a digit or "_", or anywhere in a word, stays text in a body, an error, a channel\'s error and a note', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const addresses = [
      'step_https://evil.example/b',
      'v2https://evil.example/c',
      'x_www.evil.example/d',
      'deployHTTP://evil.example/e',
      'a1ftp://evil.example/f',
      'x_mailto:me@evil.example',
      'v2xmpp:me@evil.example/g',
      'to_me@evil.example',
      'see www.evil.example and https://evil.example/h',
    ]
    for (const address of addresses) {
      const journal = [
        { at, kind: 'update', by: 'tracker', body: address, error: address },
        { at, kind: 'end', by: 'post', body: address, channels: [{ error: address }, null] },
      ] as const
      for (const picture of [undefined, { gantt: 'gantt\n', notes: [address] }]) {
        const html = rendered(summaryMarkdown(journal, 'failure', 5_000, undefined, picture))
        expect(html, address).toContain('<table>')
        expect(html, address).not.toContain('<a ')
        // The words a reader sees are the address as it was: only word joiners (U+2060, invisible) stand in it.
        expect(html.replaceAll('\u2060', ''), address).toContain(address)
      }
    }
  })

  test('journal lines a step planted, with Markdown, HTML and fields of the wrong types: the summary is whole, the lines with wrong types left out, the others shown as text', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const folder = ActivityFolder.of(temp(), RECORD.token)
    folder.create(RECORD)
    folder.appendJournal({
      at,
      kind: 'start',
      by: 'pre',
      progress: 0,
      severity: 'INFO',
      body: 'Starting…',
      remaining: 90,
    })
    const planted = [
      { at: 'noon', kind: 'update', by: 'main', body: 'FORGED time' },
      { at: 8.64e15 + 1, kind: 'update', by: 'main', body: 'FORGED time past any date' },
      { at, kind: 'update', by: 'main', body: 'FORGED channels', channels: 'all' },
      { at, kind: 'update', by: 'main', body: 'FORGED channel', channels: [{ error: 42 }] },
      { at, kind: 'update', by: 'main', body: 'FORGED progress', progress: '<img src=x onerror=alert(1)>' },
      { at, kind: 'update', by: 'main', body: 'FORGED progress 250', progress: 250 },
      { at, kind: 'update', by: 'main', body: 'FORGED severity', severity: '**URGENT**' },
      {
        at,
        kind: 'update',
        by: 'main',
        body: 'FORGED remaining',
        remaining: '[1 left](https://evil.example)',
      },
      { at, kind: 'update', by: 'main', body: 'FORGED remaining 0.5', remaining: 0.5 },
      { at, kind: 'update', by: 'main', body: { text: 'FORGED body' } },
      { at, kind: 'update', by: 'main', body: 'FORGED error', error: ['x'] },
      { at, kind: 'update', by: 'someone', body: 'FORGED sender' },
      { at, kind: 'update', body: 'FORGED no sender' },
      {
        at: at + 1_000,
        kind: 'update',
        by: 'main',
        progress: 50,
        severity: 'WARN',
        body: '<img src=x onerror=alert(1)> [win](https://evil.example) **bold** | v2https://evil.example',
        error: '<b>refused</b>',
      },
    ]
    writeFileSync(
      join(folder.path, 'journal.jsonl'),
      planted.map((line) => `${JSON.stringify(line)}\n`).join(''),
      { flag: 'a' },
    )
    folder.appendJournal({
      at: at + 2_000,
      kind: 'end',
      by: 'post',
      progress: 100,
      severity: 'SUCCESS',
      body: 'Done',
    })
    const journal = folder.readJournal()
    const summary = summaryMarkdown(journal, 'success', 5_000)
    expect(summary).not.toContain('FORGED')
    const rows = summary.split('\n').filter((line) => /^\| \d\d:/.test(line))
    expect(rows).toEqual([
      '| 12:00:00 | start | 0% | INFO | Starting… | ✓ |',
      '| 12:00:01 | update | 50% | WARN | &lt;img src=x onerror=alert(1)&gt; \\[win\\](https\u2060://evil.example) \\*\\*bold\\*\\* \\| v2https\u2060://evil.example | ⚠️ &lt;b&gt;refused&lt;/b&gt; |',
      '| 12:00:02 | end | 100% | SUCCESS | Done | ✓ |',
    ])
    expect(summary).toContain('3 requests to Signalgrid (1 failed) · 90 left this month')
    expect(lastRemaining(journal)).toBe(90)
    const html = rendered(summary)
    expect(html).not.toMatch(/<(a|img|b)\b/)
    expect(html.match(/<tr>/g)).toHaveLength(4)
  })

  test('with a picture: the picture first, the notes as text, what was sent folded below it', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const journal = [{ at, kind: 'start', by: 'pre', remaining: 50 }] as const
    const picture = {
      gantt: 'gantt\n    title CI main · succeeded in 5s\n',
      notes: ['This job’s steps: the whole is in <b>deploy</b>’s summary, see https://x.test.'],
    }
    expect(summaryMarkdown(journal, 'success', 5_000, 270_000, picture)).toBe(
      [
        '### 📱 Signalgrid',
        '',
        '```mermaid',
        'gantt',
        '    title CI main · succeeded in 5s',
        '```',
        '',
        'This job’s steps: the whole is in &lt;b&gt;deploy&lt;/b&gt;’s summary, see https\u2060://x.test.',
        '',
        '<details>',
        // The picture's title says the usual time of what it draws: not beside this job's time.
        '<summary>Job ✅ succeeded in 5s · 1 request to Signalgrid · 50 left this month</summary>',
        '',
        '| Time (UTC) | Sent | Progress | Severity | Body | Result |',
        '| --- | --- | --- | --- | --- | --- |',
        '| 12:00:00 | start |  |  |  | ✓ |',
        '',
        '</details>',
        '',
      ].join('\n'),
    )
  })
})
