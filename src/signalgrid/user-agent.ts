/** `<package name>/<version>`, kept equal to package.json by a test. */
export const USER_AGENT = 'signalgrid-action/1.0.0'
