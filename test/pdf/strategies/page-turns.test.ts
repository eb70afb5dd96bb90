import { describe, expect, it } from 'vitest'
import { takeTurn } from '../../../src/pdf/strategies/page-turns.js'

/** A page job that records when it starts and ends computing, yielding to other jobs in between. */
async function job(key: object, name: string, log: string[], endEarly = false): Promise<void> {
  const endTurn = await takeTurn(key)
  try {
    log.push(`${name} start`)
    await Promise.resolve()
    if (endEarly) {
      endTurn()
      log.push(`${name} waits`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await Promise.resolve()
    log.push(`${name} end`)
  } finally {
    endTurn()
  }
}

describe('takeTurn', () => {
  it('runs jobs under one key one after another, in the order they asked', async () => {
    const key = {}
    const log: string[] = []
    await Promise.all([job(key, 'a', log), job(key, 'b', log), job(key, 'c', log)])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
  })

  it('lets the next job start once a job ends its turn to wait for something else', async () => {
    const key = {}
    const log: string[] = []
    await Promise.all([job(key, 'a', log, true), job(key, 'b', log)])
    expect(log).toEqual(['a start', 'a waits', 'b start', 'b end', 'a end'])
  })

  it('keeps jobs under different keys (documents) independent', async () => {
    const log: string[] = []
    await Promise.all([job({}, 'a', log), job({}, 'b', log)])
    expect(log.slice(0, 2)).toEqual(['a start', 'b start'])
  })

  it('gives the next job its turn when a job fails', async () => {
    const key = {}
    const failing = (async () => {
      const endTurn = await takeTurn(key)
      try {
        throw new Error('page failed')
      } finally {
        endTurn()
      }
    })()
    await expect(failing).rejects.toThrow('page failed')
    const endTurn = await takeTurn(key)
    endTurn()
  })
})
