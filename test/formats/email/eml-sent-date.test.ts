import { describe, expect, test } from 'vitest'
import { utcIsoSeconds } from '../../../src/formats/email/eml-sent-date.js'

describe('utcIsoSeconds', () => {
  test('an RFC 2822 date with an offset is converted to UTC with seconds and +00:00', () => {
    expect(utcIsoSeconds('Fri, 26 Mar 2021 06:04:09 -0500')).toBe('2021-03-26T11:04:09+00:00')
  })

  test('an ISO date with milliseconds drops the milliseconds', () => {
    expect(utcIsoSeconds('2022-12-21T16:28:53.000Z')).toBe('2022-12-21T16:28:53+00:00')
  })

  test('a missing, blank or unparseable date gives undefined', () => {
    expect(utcIsoSeconds(undefined)).toBeUndefined()
    expect(utcIsoSeconds('  ')).toBeUndefined()
    expect(utcIsoSeconds('the day after tomorrow')).toBeUndefined()
  })
})
