/** A `::name key=value,...::data` line, unescaped as the runner does. */
export interface WorkflowCommand {
  readonly command: string
  readonly properties: Readonly<Record<string, string>>
  readonly data: string
}

export interface Annotation {
  readonly level: 'notice' | 'warning' | 'error'
  /** As the log shows it: masked. */
  readonly message: string
  /** title, file, line, endLine, col, endColumn, when given. */
  readonly properties: Readonly<Record<string, string>>
  /** The step it came from. */
  readonly step: string
}

export function parseWorkflowCommand(line: string): WorkflowCommand | undefined {
  const match = /^::([A-Za-z][\w-]*)(?: ([^:]*))?::(.*)$/s.exec(line.trimStart())
  if (!match) return undefined
  const [, command, properties = '', data = ''] = match as unknown as [string, string, string?, string?]
  const parsed: Record<string, string> = {}
  for (const pair of properties.split(',')) {
    const equals = pair.indexOf('=')
    if (equals > 0) parsed[pair.slice(0, equals).trim()] = unescapeProperty(pair.slice(equals + 1))
  }
  return { command, properties: parsed, data: unescapeData(data) }
}

/** A command's data as the log shows it: %0D, %0A and %25 back to CR, LF and %. */
export function unescapeData(value: string): string {
  return value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

function unescapeProperty(value: string): string {
  return unescapeData(value).replace(/%3A/g, ':').replace(/%2C/g, ',')
}

/**
 * The job log as the runner writes it: one group per step, each output line with every secret known so
 * far replaced by ***, annotations as ##[notice|warning|error], groups as ##[group], debug lines only in
 * debug mode; other commands, unknown ones included, are shown as they came.
 */
export class JobLog {
  readonly #debug: boolean
  readonly #masks: string[] = []
  readonly #lines: string[] = []
  readonly #annotations: Annotation[] = []

  constructor(options: { readonly debug: boolean; readonly masks: readonly string[] }) {
    this.#debug = options.debug
    for (const mask of options.masks) this.addMask(mask)
  }

  get masks(): readonly string[] {
    return this.#masks
  }

  get annotations(): readonly Annotation[] {
    return this.#annotations
  }

  get text(): string {
    return this.#lines.join('\n')
  }

  addMask(value: string): void {
    if (value && !this.#masks.includes(value)) this.#masks.push(value)
  }

  /** The step's header, as the runner opens it: its name, then its inputs. */
  beginStep(name: string, inputs: Readonly<Record<string, string>> = {}): void {
    this.#lines.push(`##[group]${this.#mask(name)}`)
    const entries = Object.entries(inputs)
    if (entries.length) {
      this.#lines.push('with:', ...entries.map(([input, value]) => `  ${input}: ${this.#mask(value)}`))
    }
    this.#lines.push('##[endgroup]')
  }

  /** A line of the runner's own. */
  info(line: string): void {
    this.#lines.push(this.#mask(line))
  }

  annotate(
    step: string,
    level: Annotation['level'],
    message: string,
    properties: Record<string, string> = {},
  ): void {
    const masked = this.#mask(message)
    this.#annotations.push({ level, message: masked, properties, step })
    this.#lines.push(`##[${level}]${masked}`)
  }

  /** A stage's output, line by line, its workflow commands carried out. */
  output(step: string, text: string): void {
    for (const line of text.split(/\r?\n/)) {
      if (line !== '') this.#outputLine(step, line)
    }
  }

  #outputLine(step: string, line: string): void {
    const command = parseWorkflowCommand(line)
    switch (command?.command) {
      case 'add-mask':
        this.addMask(command.data)
        return
      case 'debug':
        if (this.#debug) this.#lines.push(`##[debug]${this.#mask(command.data)}`)
        return
      case 'group':
        this.#lines.push(`##[group]${this.#mask(command.data)}`)
        return
      case 'endgroup':
        this.#lines.push('##[endgroup]')
        return
      case 'notice':
      case 'warning':
      case 'error':
        this.annotate(step, command.command, command.data, { ...command.properties })
        return
      default:
        this.#lines.push(this.#mask(line))
    }
  }

  #mask(text: string): string {
    return this.#masks.reduce((masked, secret) => masked.split(secret).join('***'), text)
  }
}
