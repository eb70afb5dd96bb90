/**
 * @module formats/sheets/number-format
 * Renders a numeric cell as the spreadsheet shows it, from its number format (ECMA-376 Part 1
 * §18.8.30–31): General, fixed decimals, thousands separators, percent, scientific, literal text,
 * currency symbols, sign sections (`positive;negative;zero`) and dates and times (serial days since
 * 1900 or 1904). Colors, conditions, fill and padding widths are left out, as plain text has no
 * use for them. Upstream reads cells with pandas, which shows raw values instead (a date as
 * `2021-01-01 00:00:00`, an integer in a column with blanks as `1.0`); showing what the sheet shows
 * is the more faithful text.
 */

/** The formats Excel numbers 0–49 without writing them into styles.xml (en-US rendering). */
export const BUILTIN_NUMBER_FORMATS: Readonly<Record<number, string>> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'm/d/yyyy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yyyy h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;(#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;(#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss.0',
  48: '##0.0E+0',
  49: '@',
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/**
 * The text a sheet shows for `value` under `formatCode`.
 *
 * @param date1904 the workbook counts dates from 1904-01-01 instead of 1900 (`workbookPr@date1904`)
 */
export function formatNumber(value: number, formatCode: string, date1904 = false): string {
  if (!Number.isFinite(value)) return String(value)
  const sections = splitSections(formatCode)
  let section = sections[0] ?? 'General'
  let magnitude = value
  if (value < 0 && sections.length >= 2) {
    section = sections[1]!
    magnitude = -value
  } else if (value === 0 && sections.length >= 3) {
    section = sections[2]!
  }
  section = section.replace(/\[(?:[a-zA-Z]+\d*|[<>=][^\]]*)\]/g, (token) => (/^\[h+\]$|^\[m+\]$|^\[s+\]$/i.test(token) ? token : ''))
  section = section.replace(/\[\$([^\]-]*)(?:-[^\]]*)?\]/g, (_whole, symbol: string) => (symbol ? `"${symbol}"` : ''))
  if (section.trim() === '' || /^general$/i.test(section.trim())) return (magnitude !== value ? '-' : '') + formatGeneral(magnitude)
  if (section.trim() === '@') return formatGeneral(value)
  if (isDateFormat(section)) return formatDate(value, section, date1904)
  const text = formatWithPattern(magnitude, section)
  // a single section shows negatives with a minus sign; explicit negative sections write their own sign
  return sections.length < 2 && value < 0 && /[1-9]/.test(text) ? `-${text}` : text
}

/** Excel's General format as text extraction wants it: integers as they are, others to 15 significant digits. */
export function formatGeneral(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value)
  const rounded = Number(value.toPrecision(15))
  return String(rounded)
}

function splitSections(formatCode: string): string[] {
  const sections: string[] = []
  let current = ''
  let quoted = false
  let bracket = false
  for (let i = 0; i < formatCode.length; i++) {
    const char = formatCode[i]!
    if (char === '\\' && !quoted) {
      current += char + (formatCode[i + 1] ?? '')
      i++
      continue
    }
    if (char === '"') quoted = !quoted
    else if (char === '[' && !quoted) bracket = true
    else if (char === ']' && !quoted) bracket = false
    if (char === ';' && !quoted && !bracket) {
      sections.push(current)
      current = ''
    } else {
      current += char
    }
  }
  sections.push(current)
  return sections
}

/** The section with quoted text, escapes, fills and paddings removed: what is left to look at for tokens. */
function unliteral(section: string): string {
  return section.replace(/"[^"]*"|\\.|_.|\*./g, '')
}

function isDateFormat(section: string): boolean {
  const bare = unliteral(section)
  return /[ymdhs]/i.test(bare.replace(/AM\/PM|A\/P/gi, '')) && !/[0#?]/.test(bare.replace(/\.0+/g, ''))
}

/** Calendar parts of an Excel serial date; the 1900 system keeps Excel's phantom 29 February 1900. */
function dateParts(
  serial: number,
  date1904: boolean,
): { y: number; m: number; d: number; weekday: number; hours: number; minutes: number; seconds: number; fraction: number } {
  let days = Math.floor(serial)
  let time = serial - days
  // round to the millisecond so 0.999999999 of a second does not show as :59
  let ms = Math.round(time * 86_400_000)
  if (ms >= 86_400_000) {
    days += 1
    ms -= 86_400_000
  }
  time = ms
  let epoch: number
  if (date1904) epoch = Date.UTC(1904, 0, 1)
  else if (days < 60) epoch = Date.UTC(1899, 11, 31)
  else epoch = Date.UTC(1899, 11, 30)
  if (!date1904 && days === 60) {
    return { y: 1900, m: 2, d: 29, weekday: 3, ...timeParts(time) }
  }
  const date = new Date(epoch + days * 86_400_000)
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), weekday: date.getUTCDay(), ...timeParts(time) }
}

function timeParts(ms: number): { hours: number; minutes: number; seconds: number; fraction: number } {
  const hours = Math.floor(ms / 3_600_000)
  const minutes = Math.floor((ms % 3_600_000) / 60_000)
  const seconds = Math.floor((ms % 60_000) / 1000)
  return { hours, minutes, seconds, fraction: (ms % 1000) / 1000 }
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0')
}

function formatDate(serial: number, section: string, date1904: boolean): string {
  const parts = dateParts(serial, date1904)
  const twelveHour = /AM\/PM|A\/P/i.test(unliteral(section))
  // tokens: literals, then date/time codes (longest first)
  const tokens = section.match(/"[^"]*"|\\.|_.|\*.|\[h+\]|\[m+\]|\[s+\]|AM\/PM|am\/pm|A\/P|a\/p|y+|m+|d+|h+|s+(?:\.0+)?|./gi) ?? []
  // "m" after an hour or before a second is minutes
  const kinds = tokens.map((token) =>
    token
      .toLowerCase()
      .replace(/[^ymdhs[]/g, '')
      .slice(0, 1),
  )
  let out = ''
  tokens.forEach((token, i) => {
    const lower = token.toLowerCase()
    if (token.startsWith('"')) out += token.slice(1, -1)
    else if (token.startsWith('\\')) out += token.slice(1)
    else if (token.startsWith('_')) out += ' '
    else if (token.startsWith('*')) out += ''
    else if (/^\[h+\]$/.test(lower)) out += pad(Math.floor(serial * 24), lower.length - 2)
    else if (/^\[m+\]$/.test(lower)) out += pad(Math.floor(serial * 1440), lower.length - 2)
    else if (/^\[s+\]$/.test(lower)) out += pad(Math.floor(serial * 86400), lower.length - 2)
    else if (lower === 'am/pm') out += parts.hours < 12 ? 'AM' : 'PM'
    else if (lower === 'a/p') out += parts.hours < 12 ? 'A' : 'P'
    else if (lower.startsWith('y')) out += lower.length <= 2 ? pad(parts.y % 100, 2) : String(parts.y)
    else if (lower.startsWith('d'))
      out +=
        lower.length === 1
          ? String(parts.d)
          : lower.length === 2
            ? pad(parts.d, 2)
            : lower.length === 3
              ? DAYS[parts.weekday]!.slice(0, 3)
              : DAYS[parts.weekday]!
    else if (lower.startsWith('h')) {
      const hours = twelveHour ? ((parts.hours + 11) % 12) + 1 : parts.hours
      out += lower.length >= 2 ? pad(hours, 2) : String(hours)
    } else if (lower.startsWith('s')) {
      out += pad(parts.seconds, 2).slice(lower.split('.')[0]!.length >= 2 ? 0 : parts.seconds < 10 ? 1 : 0)
      const decimals = lower.includes('.') ? lower.split('.')[1]!.length : 0
      if (decimals > 0) out += '.' + pad(Math.floor(parts.fraction * 10 ** decimals), decimals)
    } else if (lower.startsWith('m')) {
      const previous = kinds
        .slice(0, i)
        .reverse()
        .find((kind) => kind !== '')
      const next = kinds.slice(i + 1).find((kind) => kind !== '')
      const isMinute = (previous === 'h' || previous === '[' || next === 's') && lower.length <= 2
      if (isMinute) out += lower.length === 2 ? pad(parts.minutes, 2) : String(parts.minutes)
      else if (lower.length === 1) out += String(parts.m)
      else if (lower.length === 2) out += pad(parts.m, 2)
      else if (lower.length === 3) out += MONTHS[parts.m - 1]!.slice(0, 3)
      else if (lower.length === 5) out += MONTHS[parts.m - 1]!.slice(0, 1)
      else out += MONTHS[parts.m - 1]!
    } else out += token
  })
  return out
}

/** A number section: literal text around one run of digit placeholders (0 # ? , .), percent and E+ exponents. */
function formatWithPattern(value: number, section: string): string {
  const tokens = section.match(/"[^"]*"|\\.|_.|\*.|[Ee][+-][0#?]+|[0#?,.]+|./g) ?? []
  const numeric = tokens.findIndex((token) => /^[0#?,.]+$/.test(token) && /[0#?]/.test(token))
  if (numeric < 0) {
    return tokens.map(literalOf).join('')
  }
  let scaled = value
  if (tokens.some((token) => token === '%')) scaled *= 100
  const pattern = tokens[numeric]!
  const exponentToken = tokens[numeric + 1] !== undefined && /^[Ee][+-]/.test(tokens[numeric + 1]!) ? tokens[numeric + 1]! : undefined
  let body: string
  if (exponentToken !== undefined) {
    const [intPattern = '', decPattern = ''] = pattern.split('.')
    const decimals = decPattern.replace(/[^0#?]/g, '').length
    const intDigits = Math.max(1, intPattern.replace(/[^0#?]/g, '').length)
    let exponent = scaled === 0 ? 0 : Math.floor(Math.log10(Math.abs(scaled)))
    // engineering-style patterns (##0.0E+0) keep the exponent a multiple of the integer width
    if (intDigits > 1) exponent = Math.floor(exponent / intDigits) * intDigits
    let mantissa = scaled / 10 ** exponent
    let rendered = placeDigits(mantissa, intPattern, decPattern)
    if (Number(rendered.replace(/,/g, '')) >= 10 ** intDigits) {
      exponent += intDigits
      mantissa = scaled / 10 ** exponent
      rendered = placeDigits(mantissa, intPattern, decPattern)
    }
    void decimals
    const expDigits = exponentToken.length - 2
    const sign = exponent < 0 ? '-' : exponentToken[1] === '+' ? '+' : ''
    body = `${rendered}${exponentToken[0]}${sign}${pad(Math.abs(exponent), expDigits)}`
  } else {
    // commas right after the digits divide by a thousand each (#,##0,, → millions)
    const trailingCommas = /,+$/.exec(pattern)?.[0].length ?? 0
    const core = trailingCommas > 0 ? pattern.slice(0, -trailingCommas) : pattern
    const [intPattern = '', decPattern = ''] = core.split('.')
    body = placeDigits(scaled / 1000 ** trailingCommas, intPattern, decPattern)
  }
  return tokens.map((token, i) => (i === numeric ? body : i === numeric + 1 && exponentToken !== undefined ? '' : literalOf(token))).join('')
}

function literalOf(token: string): string {
  if (token.startsWith('"')) return token.slice(1, -1)
  if (token.startsWith('\\')) return token.slice(1)
  if (token.startsWith('_')) return ' '
  if (token.startsWith('*')) return ''
  return token
}

/** Rounds half away from zero to `decimals`, fills required zeros, groups thousands when the pattern has a comma. */
function placeDigits(value: number, intPattern: string, decPattern: string): string {
  const required = decPattern.replace(/[^0]/g, '').length
  const decimals = decPattern.replace(/[^0#?]/g, '').length
  const factor = 10 ** decimals
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor
  let [intPart = '0', decPart = ''] = rounded.toFixed(decimals).split('.')
  const minInt = intPattern.replace(/[^0]/g, '').length
  if (intPart === '0' && minInt === 0) intPart = ''
  intPart = intPart.padStart(minInt, '0')
  if (intPattern.includes(',')) intPart = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  while (decPart.length > required && decPart.endsWith('0')) decPart = decPart.slice(0, -1)
  return decPart === '' ? (decimals > 0 && required === 0 && decPattern.length > 0 ? `${intPart}.` : intPart) : `${intPart}.${decPart}`
}
