import { describe, expect, it } from 'vitest'
import { MissingPackageError } from '../../src/errors.js'
import { importOptional } from '../../src/node/import-optional.js'

describe('importOptional', () => {
  it('returns what the load gives when the package is installed', async () => {
    const croner = await importOptional('croner', 'Scheduled workflows', () => import('croner'))

    expect(typeof croner.Cron).toBe('function')
  })

  it('names the missing package, the feature that needs it and the command that installs it', async () => {
    const name = 'docparts-no-such-package'

    const error = await importOptional(name, 'The test feature', () => import(name)).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(MissingPackageError)
    expect((error as MissingPackageError).packageName).toBe(name)
    expect((error as Error).message).toBe(
      'The test feature needs the optional package docparts-no-such-package, which is not installed. Install it with: npm install docparts-no-such-package',
    )
  })

  it('lets any other failure through unchanged', async () => {
    const failure = new Error('the adapter threw while loading')

    await expect(importOptional('croner', 'Scheduled workflows', () => Promise.reject(failure))).rejects.toBe(failure)
  })
})
