import { availableParallelism } from 'node:os'
import { describe, expect, test } from 'vitest'
import { workerFlags } from '../../src/batch/local-executor.js'

describe('workerFlags', () => {
  test('processes that take every core are started without inlining in optimized code', () => {
    expect(workerFlags(availableParallelism())).toEqual(['--no-turbo-inlining'])
    expect(workerFlags(availableParallelism() + 1)).toEqual(['--no-turbo-inlining'])
  })

  test('fewer processes than cores keep V8 defaults (its compiler thread has a spare core)', () => {
    expect(workerFlags(availableParallelism() - 1)).toEqual([])
  })
})
