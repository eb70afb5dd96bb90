import { describe, expect, it } from 'vitest'
import { MissingPackageError, isMissingPackage } from '../../src/errors.js'
import { requireOptional } from '../../src/node/require-optional.js'

describe('requireOptional', () => {
  it('returns an installed package', () => {
    const croner = requireOptional<typeof import('croner')>('croner', 'Scheduled workflows')

    expect(typeof croner.Cron).toBe('function')
  })

  it('names the missing package, the feature that needs it and the command that installs it', () => {
    let thrown: unknown
    try {
      requireOptional('docparts-no-such-package', 'The test feature')
    } catch (error) {
      thrown = error
    }

    expect(thrown).toBeInstanceOf(MissingPackageError)
    expect((thrown as MissingPackageError).packageName).toBe('docparts-no-such-package')
    expect((thrown as Error).message).toBe(
      'The test feature needs the optional package docparts-no-such-package, which is not installed. Install it with: npm install docparts-no-such-package',
    )
  })
})

describe('isMissingPackage', () => {
  it('is true only when the package itself cannot be found, not one of its own imports', () => {
    const missing = Object.assign(new Error("Cannot find package 'sharp' imported from /app/x.js"), { code: 'ERR_MODULE_NOT_FOUND' })
    const inner = Object.assign(new Error("Cannot find module 'detect-libc'"), { code: 'MODULE_NOT_FOUND' })

    expect(isMissingPackage(missing, 'sharp')).toBe(true)
    expect(isMissingPackage(inner, 'sharp')).toBe(false)
    expect(isMissingPackage(new Error("Cannot find package 'sharp'"), 'sharp')).toBe(false)
  })
})
