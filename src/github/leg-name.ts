// A matrix leg's display name, in a module of its own: the view's words, which a shared matrix's chunk loads,
// need it and nothing else of the job's.

/**
 * "test (ubuntu-latest, 20)": a leg's display name, its matrix job's name and its matrix values. The jobs API links
 * no leg to its matrix but by this name; a job named with a matrix expression has no values in it.
 */
export const LEG_NAME = /^(.*) \((.*)\)$/
