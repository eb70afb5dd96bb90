/**
 * @module containers/allocation-table
 * The allocation tables of a compound file ([MS-CFB] 2.3–2.5): the FAT, whose sectors are listed by the
 * header's 109 DIFAT slots and then by the DIFAT sector chain, and any table stored as a run of
 * sectors (the mini FAT). The DIFAT chain and the FAT sectors are claimed like every other chain, so a
 * DIFAT that loops or a FAT sector listed twice is a `DocumentError`, not an endless read.
 */
import { compoundFileError, type CompoundFileKind } from './compound-file-error.js'
import { END_OF_CHAIN, FREE_SECTOR, type CompoundFileHeader } from './compound-file-header.js'
import { addSectorOwner, claimSector, type SectorClaims } from './sector-chain.js'

/** The FAT and where it was found. */
export interface FatReading {
  /** The next sector of every sector, FREE_SECTOR where the file holds no entry. */
  fat: Uint32Array
  /** The FAT's own sectors, as the header and the DIFAT list them (up to the first free slot). */
  fatSectors: number[]
  /** The DIFAT sectors walked. */
  difatSectors: number[]
}

/** Reads the FAT through the header DIFAT and the DIFAT chain, claiming the sectors of both. */
export function readFat(bytes: Uint8Array, header: CompoundFileHeader, claims: SectorClaims, kind?: CompoundFileKind): FatReading {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const { sectorSize, fatSectorCount } = header
  const fatSectors = [...header.headerDifat]
  // the rest of the list is in the DIFAT chain: 127 (1023) slots per sector, then the next DIFAT sector
  const slots = sectorSize / 4 - 1
  const difatOwner = addSectorOwner(claims, 'the DIFAT')
  const difatSectors: number[] = []
  for (let difat = header.firstDifatSector; fatSectors.length < fatSectorCount && difat !== END_OF_CHAIN && difat !== FREE_SECTOR;) {
    claimSector(claims, difatOwner, difat, difatSectors[difatSectors.length - 1], kind)
    difatSectors.push(difat)
    const start = (difat + 1) * sectorSize
    if (start + sectorSize > bytes.length) throw compoundFileError(`DIFAT sector ${difat} is cut short by the end of the file`, kind)
    for (let i = 0; i < slots && fatSectors.length < fatSectorCount; i++) fatSectors.push(view.getUint32(start + i * 4, true))
    difat = view.getUint32(start + slots * 4, true)
  }
  // as olefile does, the list ends at the first free or end-of-chain slot
  const end = fatSectors.findIndex((sector) => sector === FREE_SECTOR || sector === END_OF_CHAIN)
  const listed = end === -1 ? fatSectors : fatSectors.slice(0, end)
  const fatOwner = addSectorOwner(claims, 'the FAT')
  for (const sector of listed) claimSector(claims, fatOwner, sector, undefined, kind)
  return { fat: tableFromSectors(bytes, sectorSize, listed), fatSectors: listed, difatSectors }
}

/** The 32-bit entries stored in `sectors`, in order; entries past the end of the file read as free. */
export function tableFromSectors(bytes: Uint8Array, sectorSize: number, sectors: readonly number[]): Uint32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const perSector = sectorSize / 4
  const table = new Uint32Array(sectors.length * perSector).fill(FREE_SECTOR)
  sectors.forEach((sector, index) => {
    const start = (sector + 1) * sectorSize
    const count = Math.min(perSector, Math.floor((bytes.length - start) / 4))
    for (let i = 0; i < count; i++) table[index * perSector + i] = view.getUint32(start + i * 4, true)
  })
  return table
}
