import { describe, expect, test } from 'vitest'
import { endpointUrl } from '../../../src/signalgrid/base-url.js'

describe('endpointUrl', () => {
  test.each([
    ['https://api.signalgrid.co', 'https://api.signalgrid.co/v1/push'],
    ['https://api.signalgrid.co/', 'https://api.signalgrid.co/v1/push'],
    ['https://relay.example/signalgrid//', 'https://relay.example/signalgrid/v1/push'],
    ['http://localhost:8080', 'http://localhost:8080/v1/push'],
    ['http://127.0.0.1:9', 'http://127.0.0.1:9/v1/push'],
    ['http://[::1]:9/', 'http://[::1]:9/v1/push'],
  ])('%s joins to %s without a double slash', (base, expected) => {
    expect(endpointUrl(base, '/v1/push').href).toBe(expected)
  })

  test.each([
    ['http://api.signalgrid.co', /must use https/],
    ['http://10.0.0.1', /must use https/],
    ['ftp://127.0.0.1', /must use https/],
    ['api.signalgrid.co', /not a valid URL/],
    ['https://user:pass@api.signalgrid.co', /user name or password/],
    ['https://api.signalgrid.co/?x=1', /query or fragment/],
  ])('%s is refused', (base, message) => {
    expect(() => endpointUrl(base, '/v1/activity')).toThrow(message)
  })
})
