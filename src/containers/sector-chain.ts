/**
 * @module containers/sector-chain
 * Follows sector chains through an allocation table (the FAT or the mini FAT) with every sector
 * claimed by its owner as it is walked. In a sound compound file each sector belongs to one chain, so a
 * sector met twice is damage: met again in the same chain, the chain loops; met in another chain, two
 * streams share it. Claiming makes every walk stop, and all walks together cost at most one step per
 * sector of the file, whatever the tables say.
 */
import { compoundFileError, type CompoundFileKind } from './compound-file-error.js'
import { END_OF_CHAIN, FREE_SECTOR } from './compound-file-header.js'

/** Which owner (an index into `owners`) claimed each sector; -1 when none. */
export interface SectorClaims {
  readonly claimedBy: Int32Array
  readonly owners: string[]
  /** "sector" or "mini sector", for messages. */
  readonly unit: string
}

export function createSectorClaims(count: number, unit: string): SectorClaims {
  return { claimedBy: new Int32Array(count).fill(-1), owners: [], unit }
}

/**
 * Claims `sector` for the owner numbered `ownerId`. Throws `DocumentError` when the sector lies outside
 * the file (or is a free or reserved marker) or is already claimed: by the same owner, the chain
 * loops; by another, two chains share it. `previous` is the sector the link came from, for the message.
 */
export function claimSector(claims: SectorClaims, ownerId: number, sector: number, previous: number | undefined, kind?: CompoundFileKind): void {
  const owner = claims.owners[ownerId]
  const limit = claims.claimedBy.length
  if (sector >= limit) {
    const after = previous === undefined ? 'at its start' : `after ${claims.unit} ${previous}`
    throw compoundFileError(
      sector >= 0xfffffffa
        ? `the chain of ${owner} runs into a free or reserved ${claims.unit} ${after}`
        : `the chain of ${owner} points to ${claims.unit} ${sector} ${after}, past the last one (${limit - 1}); the file may be truncated`,
      kind,
    )
  }
  const holder = claims.claimedBy[sector]!
  if (holder === ownerId) throw compoundFileError(`${claims.unit} chain loops at ${claims.unit} ${sector} (${owner})`, kind)
  if (holder !== -1) throw compoundFileError(`${claims.unit} ${sector} belongs to both ${claims.owners[holder]} and ${owner}`, kind)
  claims.claimedBy[sector] = ownerId
}

/** Registers an owner (a phrase such as `the directory` or `stream "WordDocument"`); returns its number. */
export function addSectorOwner(claims: SectorClaims, owner: string): number {
  return claims.owners.push(owner) - 1
}

/**
 * The sectors of the chain that starts at `start`, up to its END_OF_CHAIN, each claimed for `owner`.
 * Throws `DocumentError` as `claimSector` does.
 */
export function followSectorChain(table: Uint32Array, start: number, claims: SectorClaims, owner: string, kind?: CompoundFileKind): number[] {
  const ownerId = addSectorOwner(claims, owner)
  const sectors: number[] = []
  for (let sector = start; sector !== END_OF_CHAIN; sector = sector < table.length ? table[sector]! : FREE_SECTOR) {
    claimSector(claims, ownerId, sector, sectors[sectors.length - 1], kind)
    sectors.push(sector)
  }
  return sectors
}
