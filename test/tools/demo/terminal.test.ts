import { describe, expect, test } from 'vitest'
import { renderMarkdown } from './markdown.js'
import { Terminal } from './terminal.js'
import { displayWidth, painter, truncate, wrap } from './text.js'

function stream(isTTY: boolean) {
  const written: string[] = []
  return { written, isTTY, columns: 60, write: (text: string) => written.push(text) }
}

describe('the demo output', () => {
  test('not a terminal: each new state of the live area is one block, no colour, no escape', () => {
    const out = stream(false)
    const terminal = new Terminal(out, {}, [])
    terminal.live(['phone: 0%'], 'a', '[+0.0s]')
    terminal.live(['phone: 0%', 'runner 0:01'], 'a', '[+1.0s]')
    terminal.live(['phone: 14%'], 'b', '[+5.0s]')
    terminal.print([terminal.paint('done', 'bold')])
    expect(out.written.join('')).toBe('[+0.0s]\nphone: 0%\n\n[+5.0s]\nphone: 14%\n\ndone\n')
  })

  test('a terminal: the live area is redrawn in place, and lines printed meanwhile go above it', () => {
    const out = stream(true)
    const terminal = new Terminal(out, {}, [])
    terminal.live(['one', 'two'], 'a', '')
    terminal.live(['one', 'two'], 'a', '')
    terminal.live(['three'], 'b', '')
    terminal.print(['kept'])
    terminal.settle()
    terminal.print(['after'])
    expect(out.written.join('')).toBe(
      [
        '\x1b[?25lone\ntwo\n',
        // Same frame: nothing written. Then up two lines, clear, draw.
        '\r\x1b[2A\x1b[J',
        '\x1b[?25lthree\n',
        '\r\x1b[1A\x1b[J',
        'kept\n',
        '\x1b[?25lthree\n',
        '\x1b[?25h',
        'after\n',
      ].join(''),
    )
  })

  test('colours only in a terminal without NO_COLOR', () => {
    expect(new Terminal(stream(true), {}, []).paint('x', 'red')).toBe('\x1b[31mx\x1b[39m')
    expect(new Terminal(stream(true), { NO_COLOR: '1' }, []).paint('x', 'red')).toBe('x')
    expect(new Terminal(stream(false), {}, []).paint('x', 'red')).toBe('x')
  })

  test('the secrets are masked in everything written', () => {
    const out = stream(false)
    const terminal = new Terminal(out, {}, ['ck_live_1234', 'ch_live_5678', ''])
    terminal.print(['error: Parameter error for ck_live_1234 on ch_live_5678'])
    terminal.live(['key ck_live_1234'], 'a', 'heading ch_live_5678')
    const written = out.written.join('')
    expect(written).toBe('error: Parameter error for *** on ***\nheading ***\nkey ***\n\n')
  })
})

describe('text for the terminal', () => {
  test('widths count emoji as two columns and escapes as none', () => {
    expect(displayWidth('✅ ok')).toBe(5)
    expect(displayWidth('⚠️')).toBe(2)
    expect(displayWidth('\x1b[31m● CRIT\x1b[39m')).toBe(6)
  })

  test('wrapping breaks at spaces, and inside words longer than the width', () => {
    expect(wrap('Failed at step 4 of 7', 10)).toEqual(['Failed at', 'step 4 of', '7'])
    expect(wrap('https://github.com/acme', 10)).toEqual(['https://gi', 'thub.com/a', 'cme'])
    expect(wrap('a\nb', 10)).toEqual(['a', 'b'])
  })

  test('cutting keeps escapes and resets the colour', () => {
    expect(truncate('Release · deploy', 10)).toBe('Release ·…')
    expect(truncate('\x1b[31mRelease deploy\x1b[39m', 5)).toBe('\x1b[31mRele…\x1b[0m')
  })

  test('the job summary is rendered with its table aligned, emoji or not', () => {
    const markdown = [
      '### 📱 Signalgrid',
      '',
      'Job ✅ succeeded in 9s',
      '',
      '| Sent | Body | Result |',
      '| --- | --- | --- |',
      '| start | Starting… | ✓ |',
      '| update | a \\| b | ⚠️ refused |',
      '',
    ].join('\n')
    const lines = renderMarkdown(markdown, 80, painter(false))
    expect(lines.slice(0, 3)).toEqual(['📱 Signalgrid', '', 'Job ✅ succeeded in 9s'])
    expect(lines.slice(4)).toEqual([
      'Sent    Body       Result',
      '──────  ─────────  ──────────',
      'start   Starting…  ✓',
      'update  a | b      ⚠️ refused',
    ])
  })
})
