/**
 * The text with every secret in it replaced by ***: whatever a server or proxy puts in an answer (an error
 * page, an echoed field) may end up in a log, and no credential may go with it.
 */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((scrubbed, secret) => (secret ? scrubbed.split(secret).join('***') : scrubbed), text)
}

/**
 * The text with anything shaped like a GitHub token (ghs_…, ghp_…, github_pat_…) masked, where the token itself
 * is not at hand to redact: Octokit's messages never carry it, this keeps it so should one ever quote a header.
 */
export function redactGitHubTokens(text: string): string {
  return text.replace(/\b(gh[pousr]_|github_pat_)[A-Za-z0-9_]+/g, '$1***')
}
