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
    // Other spellings of the same addresses, which the URL parser writes the usual way.
    ['http://127.1:9', 'http://127.0.0.1:9/v1/push'],
    ['http://127.255.0.3:9', 'http://127.255.0.3:9/v1/push'],
    ['http://LOCALHOST:9', 'http://localhost:9/v1/push'],
    ['http://[0:0:0:0:0:0:0:1]:9', 'http://[::1]:9/v1/push'],
  ])('%s joins to %s without a double slash', (base, expected) => {
    expect(endpointUrl(base, '/v1/push').href).toBe(expected)
  })

  test.each([
    ['http://api.signalgrid.co', /must use https/],
    ['http://10.0.0.1', /must use https/],
    // Names a resolver may send anywhere: the client key would go in clear to whatever DNS (or a proxy) says.
    [
      'http://signalgrid.localhost:8080',
      /must use https:\/\/ \(http:\/\/ is allowed only for localhost, 127\.0\.0\.0\/8 and \[::1\]\), got http:\/\/signalgrid\.localhost:8080: credentials would travel in clear/,
    ],
    ['http://localhost.:8080', /must use https/],
    ['http://localhost.example:8080', /must use https/],
    ['http://127.0.0.1.nip.io', /must use https/],
    ['http://[::ffff:127.0.0.1]:9', /must use https/],
    ['http://0.0.0.0:9', /must use https/],
    ['ftp://127.0.0.1', /must use https/],
    ['api.signalgrid.co', /not a valid URL/],
    ['https://user:pass@api.signalgrid.co', /user name or password/],
    ['https://api.signalgrid.co/?x=1', /query or fragment/],
  ])('%s is refused', (base, message) => {
    expect(() => endpointUrl(base, '/v1/activity')).toThrow(message)
  })
})
