import { describe, expect, test } from 'vitest'
import { DocumentError, UnsupportedFileTypeError, UnsupportedOptionError, ValidationError } from '../../src/errors.js'
import { errorResponse } from '../../src/partition-service/error-status.js'
import { FormReadError, RequestError } from '../../src/partition-service/request-error.js'

const limits = { maxParts: 1000, maxUploadBytes: 10 * 1024 * 1024, maxFieldBytes: 1024 * 1024 }

describe('errorResponse', () => {
  test('the typed errors of the library map to 422, 400, 400, 422', () => {
    const issue = { type: 'missing', loc: ['body', 'files'], msg: 'Field required', input: null }
    expect(errorResponse(new ValidationError([issue]))).toEqual({ status: 422, body: { detail: [issue] } })
    expect(errorResponse(new UnsupportedFileTypeError('application/zip'))).toEqual({
      status: 400,
      body: { detail: 'File type application/zip is not supported.' },
    })
    expect(errorResponse(new UnsupportedOptionError('no such strategy')).status).toBe(400)
    expect(errorResponse(new DocumentError('File is encrypted. Please decrypt it with password.'))).toEqual({
      status: 422,
      body: { detail: 'File is encrypted. Please decrypt it with password.' },
    })
  })

  test("the server's own errors keep their status", () => {
    expect(errorResponse(new RequestError(401, 'API key None is invalid'))).toEqual({ status: 401, body: { detail: 'API key None is invalid' } })
  })

  test('form reading: a body past the limit is 413 naming the limit, anything the parser rejects 400', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' })
    expect(errorResponse(tooLarge, limits)).toMatchObject({ status: 413 })
    expect(errorResponse(tooLarge, limits).body.detail).toContain('10 MiB')
    expect(errorResponse(new FormReadError(new Error('Unexpected end of form')), limits)).toEqual({
      status: 400,
      body: { detail: 'The multipart form could not be read: Unexpected end of form' },
    })
  })

  test('a framework error with a 4xx statusCode keeps it; anything else is 500 with its message', () => {
    expect(errorResponse(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }))).toEqual({
      status: 415,
      body: { detail: 'Unsupported Media Type' },
    })
    expect(errorResponse(new TypeError('boom'))).toEqual({ status: 500, body: { detail: 'boom' } })
    expect(errorResponse('weird')).toEqual({ status: 500, body: { detail: 'weird' } })
    expect(errorResponse(new Error(''))).toEqual({ status: 500, body: { detail: 'Error' } })
  })
})
