/** How many matching requests a fault applies to: a count, or every one from now on. */
export type Times = number | 'always'

interface PlannedFault<Kind extends string, Fault> {
  readonly on: Kind | 'any'
  readonly fault: Fault
  remaining: number
}

/**
 * Faults an emulator applies to the next requests of a kind, in the order they were planned. A request
 * takes the first fault planned for its kind or for 'any'; that fault's count goes down by one.
 */
export class FaultPlan<Kind extends string, Fault> {
  #planned: PlannedFault<Kind, Fault>[] = []

  add(on: Kind | 'any', fault: Fault, times: Times = 1): void {
    if (times !== 'always' && !(Number.isInteger(times) && times >= 1)) {
      throw new RangeError(`a fault applies 1 or more times, or 'always'; got ${times}`)
    }
    this.#planned.push({ on, fault, remaining: times === 'always' ? Number.POSITIVE_INFINITY : times })
  }

  /** The fault for a request of this kind (undefined: a request no kind describes), consumed once. */
  take(kind: Kind | undefined): Fault | undefined {
    const index = this.#planned.findIndex((planned) => planned.on === 'any' || planned.on === kind)
    const planned = this.#planned[index]
    if (!planned) return undefined
    planned.remaining -= 1
    if (planned.remaining === 0) this.#planned.splice(index, 1)
    return planned.fault
  }

  clear(): void {
    this.#planned = []
  }
}
