/**
 * @module test/detect/helpers/build-cfb
 * Compound files for detection tests: only the directory matters, so every stream is empty. Written by
 * the containers' test writer (test/containers/helpers/build-compound-file).
 */
import { buildCompoundFile, type CompoundNode } from '../../containers/helpers/build-compound-file.js'

export type CfbNode = { stream: string } | { storage: string; children: CfbNode[] }

export interface CfbBuildOptions {
  /** 3 → 512-byte sectors (default), 4 → 4096-byte sectors. */
  version?: 3 | 4
  /** Directory sectors are written in descending sector order, to exercise the FAT chain. */
  shuffleDirectory?: boolean
}

const withEmptyStreams = (nodes: CfbNode[]): CompoundNode[] =>
  nodes.map((node) =>
    'stream' in node ? { stream: node.stream, data: new Uint8Array(0) } : { storage: node.storage, children: withEmptyStreams(node.children) },
  )

export function buildCfb(rootChildren: CfbNode[], options: CfbBuildOptions = {}): Uint8Array {
  return buildCompoundFile(withEmptyStreams(rootChildren), {
    ...(options.version ? { version: options.version } : {}),
    reverseDirectory: options.shuffleDirectory ?? false,
  }).bytes
}
