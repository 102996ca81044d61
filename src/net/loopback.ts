/**
 * Whether a URL's hostname names this machine by itself: `localhost`, an address of 127.0.0.0/8, or `[::1]`.
 * Credentials may travel over plain http only to it (emulators, local relays): anywhere else they would cross
 * a network in clear. A name is taken at its word only when no resolver can send it elsewhere; a name under
 * `.localhost` is not, as resolvers that do not pin it (macOS and Windows runners, plain containers) ask DNS,
 * and so would a proxy, which the toolkit's rules send such names through. The WHATWG URL parser has already
 * turned every other spelling of these addresses (`127.1`, `0x7f.0.0.1`, `[0:0:0:0:0:0:0:1]`) into these.
 */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}
