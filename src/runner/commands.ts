// Workflow commands written to stdout, as the runner parses them. This replaces @actions/core, whose
// bundle (1 MB with its HTTP client) would triple the start-up time of a stage that sends nothing.
import { stdout } from './stdout.js'

export interface AnnotationProperties {
  readonly title?: string
}

/** Registers a secret with the runner, which then masks it in the job log. */
export function setSecret(value: string): void {
  if (value) issue('add-mask', {}, value)
}

export function info(message: string): void {
  stdout.write(`${message}\n`)
}

/** Shown only when the job runs with step debug logging (ACTIONS_STEP_DEBUG). */
export function debug(message: string): void {
  issue('debug', {}, message)
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issue('notice', properties, message)
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issue('warning', properties, message)
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issue('error', properties, message)
}

/** Marks the step failed: an error annotation and a non-zero exit code once the stage returns. */
export function setFailed(message: string): void {
  process.exitCode = 1
  error(message)
}

export function isDebug(): boolean {
  return process.env.RUNNER_DEBUG === '1'
}

function issue(command: string, properties: AnnotationProperties, message: string): void {
  const props = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',')
  stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}\n`)
}

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
