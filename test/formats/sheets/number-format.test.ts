import { describe, expect, test } from 'vitest'
import { formatGeneral, formatNumber } from '../../../src/formats/sheets/number-format.js'

describe('formatNumber', () => {
  test.each([
    [1, 'General', '1'],
    [0.1 + 0.2, 'General', '0.3'],
    [1234.5, '#,##0.00', '1,234.50'],
    [0.256, '0%', '26%'],
    [-5, '0.00', '-5.00'],
    [-5, '#,##0 ;(#,##0)', '(5)'],
    [0, '0.00;-0.00;"zero"', 'zero'],
    [12345678, '0.00E+00', '1.23E+07'],
    [1234.5, '"$"#,##0.00', '$1,234.50'],
    [1234.5, '[$€-407] #,##0.00', '€ 1,234.50'],
    [3, '00000', '00003'],
    [1234567, '#,##0,"K"', '1,235K'],
    [2.5, '[Red]0.0', '2.5'],
  ])('%s under %j shows %j', (value, format, shown) => {
    expect(formatNumber(value, format)).toBe(shown)
  })

  test.each([
    [44197, 'm/d/yyyy', '1/1/2021'],
    [44197.75, 'yyyy-mm-dd hh:mm:ss', '2021-01-01 18:00:00'],
    [44197.5, 'h:mm AM/PM', '12:00 PM'],
    [44197, 'd-mmm-yy', '1-Jan-21'],
    [44197, 'dddd, mmmm d, yyyy', 'Friday, January 1, 2021'],
    [1.5, '[h]:mm:ss', '36:00:00'],
    [60, 'yyyy-mm-dd', '1900-02-29'],
    [59, 'yyyy-mm-dd', '1900-02-28'],
    [61, 'yyyy-mm-dd', '1900-03-01'],
  ])('serial %s under %j shows %j (1900 system, phantom 29 Feb kept)', (value, format, shown) => {
    expect(formatNumber(value, format)).toBe(shown)
  })

  test('formatGeneral keeps integers and trims float noise', () => {
    expect(formatGeneral(13)).toBe('13')
    expect(formatGeneral(1.1 * 3)).toBe('3.3')
  })
})
