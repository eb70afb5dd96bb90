import { spawn } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { processRssBytes, processTreeRss } from '../../src/node/process-tree-rss.js'

describe('processTreeRss', () => {
  test('counts this process and a child that holds 64 MiB', async () => {
    const code = "const b = Buffer.alloc(64 * 1024 * 1024, 1); process.send('ready'); setInterval(() => b[0]++, 1000)"
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })
    try {
      await new Promise((resolve) => child.once('message', resolve))
      const tree = processTreeRss(process.pid)!
      const childRss = tree.byPid.get(child.pid!)!
      expect(childRss).toBeGreaterThan(64 * 1024 * 1024)
      expect(tree.byPid.get(process.pid)).toBeGreaterThan(0)
      expect(tree.total).toBeGreaterThanOrEqual(childRss + tree.byPid.get(process.pid)!)
    } finally {
      child.kill('SIGKILL')
    }
  })

  test('a process that does not exist has no figure', () => {
    expect(processRssBytes(2 ** 22 + 1)).toBeUndefined()
    expect(processTreeRss(2 ** 22 + 1)).toBeUndefined()
  })
})
