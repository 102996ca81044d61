import packageJson from '../../package.json' with { type: 'json' }

/** `<package name>/<version>`: the version is set once, in package.json (the bundle keeps only these two fields). */
export const USER_AGENT = `${packageJson.name}/${packageJson.version}`
