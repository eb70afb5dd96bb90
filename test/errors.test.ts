import { describe, expect, test } from 'vitest'
import { asPartitionError, DocumentError, InternalError, ValidationError } from '../src/errors.js'
import { partition } from '../src/partition.js'

describe('asPartitionError', () => {
  test('typed errors and the abort reason pass as they are', () => {
    const typed = new DocumentError('File is encrypted.')
    const controller = new AbortController()
    const reason = new Error('client gone')
    controller.abort(reason)

    expect(asPartitionError(typed)).toBe(typed)
    expect(asPartitionError(new ValidationError([]))).toBeInstanceOf(ValidationError)
    expect(asPartitionError(reason, controller.signal)).toBe(reason)
  })

  test('an allocation V8 refuses is the document being too large: a DocumentError', () => {
    const wrapped = asPartitionError(new RangeError('Array buffer allocation failed'))

    expect(wrapped).toBeInstanceOf(DocumentError)
    expect((wrapped as Error).message).toContain('too large to partition in the memory available')
  })

  test('anything else is an InternalError that says it is a bug and keeps the original as cause', () => {
    const original = new RangeError('Maximum call stack size exceeded')
    const wrapped = asPartitionError(original) as InternalError

    expect(wrapped).toBeInstanceOf(InternalError)
    expect(wrapped.message).toContain('RangeError: Maximum call stack size exceeded')
    expect(wrapped.message).toContain('not a fault of the document')
    expect(wrapped.cause).toBe(original)
    expect(asPartitionError('a string')).toBeInstanceOf(InternalError)
  })
})

describe('partition() never lets a raw TypeError out', () => {
  test('a TypeError thrown while partitioning (here by a broken warning callback) comes out as an InternalError with the original as cause', async () => {
    const encrypted = new TextEncoder().encode(
      'From: a@example.com\r\nContent-Type: multipart/encrypted; protocol="application/pgp-encrypted"; boundary=foo\r\n\r\n--foo\r\nContent-Type: application/pgp-encrypted\r\n\r\nVersion: 1\r\n--foo--\r\n',
    )
    const broken = (): void => void (null as unknown as { push: () => void }).push()

    const failure = await partition(encrypted, { filename: 'secret.eml', onWarning: broken }).catch((e: unknown) => e)

    expect(failure).toBeInstanceOf(InternalError)
    expect((failure as InternalError).message).toMatch(/^docparts failed unexpectedly on this document \(TypeError: /)
    expect((failure as InternalError).cause).toBeInstanceOf(TypeError)
  })
})
