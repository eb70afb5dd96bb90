/**
 * @module node/process-tree-rss
 * Resident memory of processes read from Linux's /proc: one process (`processRssBytes`) and a process
 * with all its descendants (`processTreeRss`) — the server's memory budget watches its worker processes
 * with it, and the soak command (scripts/soak) measures the server. Elsewhere than Linux (no /proc) the
 * figures are `undefined`: callers then go without the measurement, never with a wrong one.
 */
import { readFileSync, readdirSync } from 'node:fs'

const PAGE_BYTES = 4096

/** Resident bytes of one process (from /proc/PID/statm), or undefined when it is gone or /proc is absent. */
export function processRssBytes(pid: number): number | undefined {
  try {
    const statm = readFileSync(`/proc/${pid}/statm`, 'utf8')
    const pages = Number(statm.split(' ')[1])
    return Number.isFinite(pages) ? pages * PAGE_BYTES : undefined
  } catch {
    return undefined
  }
}

export interface TreeRss {
  /** Sum of the resident bytes of the process and every descendant. */
  total: number
  /** Resident bytes per process id (the root included). */
  byPid: Map<number, number>
}

/**
 * The resident memory of `rootPid` and all its descendants (children, grandchildren: OCR helpers of a
 * worker process included), or undefined when the root is gone or /proc is absent.
 */
export function processTreeRss(rootPid: number): TreeRss | undefined {
  const rootRss = processRssBytes(rootPid)
  if (rootRss === undefined) return undefined
  const byPid = new Map<number, number>([[rootPid, rootRss]])
  const stack = [rootPid]
  let scanned: Map<number, number[]> | undefined
  while (stack.length > 0) {
    const parent = stack.pop()!
    let children = childrenOf(parent)
    if (children === undefined) children = (scanned ??= childrenByParent()).get(parent) ?? []
    for (const child of children) {
      if (byPid.has(child)) continue
      const rss = processRssBytes(child)
      if (rss === undefined) continue
      byPid.set(child, rss)
      stack.push(child)
    }
  }
  let total = 0
  for (const rss of byPid.values()) total += rss
  return { total, byPid }
}

/**
 * A process's children from /proc/PID/task/TID/children (each thread lists the children it started), or
 * undefined when the kernel does not provide these files.
 */
function childrenOf(pid: number): number[] | undefined {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  const children: number[] = []
  for (const task of tasks) {
    let text: string
    try {
      text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && task === String(pid)) return undefined
      continue
    }
    for (const child of text.split(' ')) if (child !== '' && child !== '\n') children.push(Number(child))
  }
  return children
}

/** Every process's children, from the parent id in /proc/PID/stat (the field after the parenthesised name). */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>()
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return children
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const parent = Number(fields[1])
    const list = children.get(parent)
    if (list === undefined) children.set(parent, [Number(entry)])
    else list.push(Number(entry))
  }
  return children
}
