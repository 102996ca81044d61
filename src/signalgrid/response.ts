import type { SignalgridResponse } from './types.js'

export interface ParsedResponse {
  readonly response: SignalgridResponse
  /** `activity_update_token`, sent on starts. */
  readonly token: string | undefined
}

/** The answer's JSON, if it is an object carrying a string-like `code`; undefined otherwise. */
export function parseResponseBody(status: number, text: string): ParsedResponse | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const record = json as Record<string, unknown>
  const code = asString(record.code)
  if (code === undefined) return undefined
  return {
    response: {
      status,
      code,
      text: asString(record.text) ?? '',
      ruuid: asString(record.ruuid) ?? '',
      node: asString(record.node) ?? '',
      time: parseNumber(asString(record.time)?.replace(/\s*ms$/, '')),
      remaining: parseNumber(asString(record.remaining)),
    },
    token: asString(record.activity_update_token) || undefined,
  }
}

// The service sends every value as a string; accept numbers too rather than fail on a harmless change.
function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function parseNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined
  return Number(value)
}
