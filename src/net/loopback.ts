/**
 * Whether a URL's hostname is this machine. Credentials may travel over plain http only to it (emulators,
 * local relays): anywhere else they would cross a network in clear.
 */
export function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}
