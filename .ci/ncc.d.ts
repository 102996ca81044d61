// What the build uses of @vercel/ncc's API, which ships no types.
declare module '@vercel/ncc' {
  interface Options {
    target?: string
    quiet?: boolean
    /** The file, among the assets, that gets the license notices of every package bundled. */
    license?: string
    /** Packages not to bundle, each to the name left in its place. */
    externals?: Record<string, string> | string[]
  }
  interface Asset {
    source: string | Buffer
    permissions?: number
  }
  export default function ncc(
    entry: string,
    options?: Options,
  ): Promise<{ code: string; assets: Record<string, Asset> }>
}
