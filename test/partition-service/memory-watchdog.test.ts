import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, test } from 'vitest'
import { processTreeRss } from '../../src/node/process-tree-rss.js'
import { MemoryBudgetExceededError, startMemoryWatchdog } from '../../src/partition-service/memory-watchdog.js'

const MIB = 1024 * 1024
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/** A real process holding `mib` MiB, answered once it does. */
async function holding(mib: number): Promise<ChildProcess> {
  const code = `const b = Buffer.alloc(${mib} * 1024 * 1024, 1); process.send('ready'); setInterval(() => b[0]++, 1000)`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })
  children.push(child)
  await new Promise((resolve) => child.once('message', resolve))
  return child
}

describe('startMemoryWatchdog', () => {
  test('when the tree passes the limit, it stops the job furthest beyond its estimate, naming what it used and the budget', async () => {
    const liar = await holding(192) // estimated at 8 MiB
    const honest = await holding(64) // estimated at 128 MiB
    const stopped: { pid: number; reason: Error }[] = []
    const job = (child: ChildProcess, reservedBytes: number) => ({
      pid: child.pid!,
      reservedBytes,
      stop: (reason: Error) => stopped.push({ pid: child.pid!, reason }),
    })
    const watchdog = startMemoryWatchdog({
      limitBytes: processTreeRss(process.pid)!.total - 32 * MIB, // already passed
      budgetMb: 1000,
      intervalMs: 10,
      jobs: () => [job(honest, 128 * MIB), job(liar, 8 * MIB)],
    })
    try {
      while (stopped.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
    } finally {
      watchdog.close()
    }
    expect(stopped).toHaveLength(1) // then it waits for the memory to come back before judging again
    expect(stopped[0]!.pid).toBe(liar.pid)
    expect(stopped[0]!.reason).toBeInstanceOf(MemoryBudgetExceededError)
    expect(stopped[0]!.reason.message).toMatch(/used \d+ MiB \(estimated 8 MiB\) when the server reached its memory budget of 1000 MiB/)
  })

  test('under the limit it stops nothing', async () => {
    const child = await holding(64)
    const stopped: number[] = []
    const watchdog = startMemoryWatchdog({
      limitBytes: processTreeRss(process.pid)!.total + 512 * MIB,
      budgetMb: 1000,
      intervalMs: 10,
      jobs: () => [{ pid: child.pid!, reservedBytes: 0, stop: () => stopped.push(child.pid!) }],
    })
    // the watchdog samples every 10 ms: after 20 samples' worth of turns it has judged many times
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    watchdog.close()
    expect(stopped).toEqual([])
  })
})
