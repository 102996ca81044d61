import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    // Unit tests mock HTTP with nock and must never reach a network.
    testTimeout: 20_000,
  },
})
