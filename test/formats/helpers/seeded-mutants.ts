/**
 * @module test/formats/helpers/seeded-mutants
 * Deterministic byte-level mutants of a file, for robustness tests: each mutant overwrites 1–16 bytes
 * (a third of them in the first 512, where a compound file keeps its header) with values from a
 * seeded linear congruential generator, so a failing mutant can be rebuilt from its index.
 */
import { PartitionError } from '../../../src/errors.js'

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

/**
 * Runs `read` on each of `count` seeded mutants of `bytes`, one after the other, and counts how many
 * gave a result and how many a typed `PartitionError`. Any other error fails, naming the mutant; a
 * mutant that hangs makes the calling test time out.
 */
export async function mutantOutcomes(
  bytes: Uint8Array,
  count: number,
  seed: number,
  read: (mutant: Uint8Array) => Promise<unknown>,
): Promise<{ read: number; refused: number }> {
  const outcomes = { read: 0, refused: 0 }
  for (const [index, mutant] of seededMutants(bytes, count, seed).entries()) {
    try {
      await read(mutant)
      outcomes.read++
    } catch (error) {
      if (!(error instanceof PartitionError)) throw new Error(`mutant ${index} (seed ${seed}) threw ${String(error)}`, { cause: error })
      outcomes.refused++
    }
  }
  return outcomes
}
