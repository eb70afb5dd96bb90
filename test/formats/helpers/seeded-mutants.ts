/**
 * @module test/formats/helpers/seeded-mutants
 * Deterministic byte-level mutants of a file, for robustness tests: each mutant overwrites 1–16 bytes
 * (a third of them in the first 512, where a compound file keeps its header) with values from a
 * seeded linear congruential generator, so a failing mutant can be rebuilt from its index.
 */

/** `count` mutants of `bytes`, the same ones for the same `seed`. */
export function seededMutants(bytes: Uint8Array, count: number, seed: number): Uint8Array[] {
  let state = seed >>> 0
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
  return Array.from({ length: count }, () => {
    const mutant = bytes.slice()
    const changes = 1 + Math.floor(random() * 16)
    for (let k = 0; k < changes; k++) {
      const at = random() < 0.3 ? Math.floor(random() * Math.min(512, mutant.length)) : Math.floor(random() * mutant.length)
      mutant[at] = Math.floor(random() * 256)
    }
    return mutant
  })
}
