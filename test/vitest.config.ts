import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    // Unit tests mock HTTP with nock and must never reach a network.
    testTimeout: 20_000,
    // GitHub's workflow parser imports its schema JSON without import attributes, which only Vite can load.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
  // Inlining it makes Vite warn about its source maps, which point to files the package does not ship.
  logLevel: 'error',
})
