/**
 * @module elements/text-patterns
 * The regular expressions of upstream `unstructured/nlp/patterns.py`, ported to JavaScript with the
 * same meaning. Python's `re` on str patterns is Unicode-aware, so `\s` becomes Python whitespace,
 * `\w` becomes letters/numbers/underscore, `\d` becomes `\p{Nd}`, `\b` becomes a lookaround pair,
 * `.` excludes only `\n`, and a non-multiline `$` also matches before one final `\n`. Every pattern
 * needs the `u` flag. The `*_PATTERN` strings are sources; the `*_RE` objects are compiled without
 * `g` (stateless `.test`/`.exec`), and Python's `re.match` (anchored at the start) is written as an
 * `^`-prefixed copy where this module's users need it.
 */
import { PY_WORD, PY_WS } from './python-strings.js'

const S = `[${PY_WS}]`
const D = '\\p{Nd}'
/** Python `\b` (Unicode word boundary). */
const B = `(?:(?<=[${PY_WORD}])(?![${PY_WORD}])|(?<![${PY_WORD}])(?=[${PY_WORD}]))`
/** Python's non-multiline `$`: end of input, or just before a final newline (zero width). */
const END = '(?=\\n?$)'
/** Python `.` without DOTALL: anything but `\n`. */
const DOT = '[^\\n]'

// NOTE(robinson) upstream: modified from answers on stackoverflow.com/questions/16699007.
export const US_PHONE_NUMBERS_PATTERN = `(?:\\+?(${D}{1,3}))?[\\-. (]*(${D}{3})?[\\-. )]*(${D}{3})[\\-. ]*(${D}{4})(?: *x(${D}+))?${S}*$`
export const US_PHONE_NUMBERS_RE = new RegExp(US_PHONE_NUMBERS_PATTERN, 'u')

const US_STATE_NAMES =
  '\\{Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida' +
  '|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland' +
  '|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|' +
  'New[ ]Hampshire|New[ ]Jersey|New[ ]Mexico|New[ ]York|North[ ]Carolina|North[ ]Dakota' +
  '|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode[ ]Island|South[ ]Carolina|South[ ]Dakota' +
  '|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West[ ]Virginia|Wisconsin|Wyoming\\}'
const US_STATE_CODES =
  '\\{AL|AK|AS|AZ|AR|CA|CO|CT|DE|DC|FM|FL|GA|GU|HI|ID|IL|IN|IA|KS|KY|LA|ME|MH|MD|MA|MI|MN' +
  '|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|MP|OH|OK|OR|PW|PA|PR|RI|SC|SD|TN|TX|UT|VT|VI|VA|' +
  'WA|WV|WI|WY\\}'
/**
 * City, state and ZIP ("Doylestown, PA 18901"), case-insensitive. Upstream writes `{Alabama|…|Wyoming}`
 * inside an alternation, and Python reads those braces as literal characters: "Alabama" and "AL" only
 * match as "{Alabama"/"{AL", "Wyoming" and "WY" only as "Wyoming}"/"WY}". Kept on purpose (escaped here).
 */
export const US_CITY_STATE_ZIP_PATTERN =
  `${B}(?:[A-Z][a-z.\\-]{1,15}[ ]?){1,5},${S}?` + `(?:${US_STATE_NAMES}|${US_STATE_CODES})(, |${S})?(?:${B}${D}{5}(?:-${D}{4})?${B})`
export const US_CITY_STATE_ZIP_RE = new RegExp(US_CITY_STATE_ZIP_PATTERN, 'iu')

/** The bullet characters of upstream `UNICODE_BULLETS`, in its order (U+0095 listed twice upstream). */
export const UNICODE_BULLETS: readonly string[] = [
  '\u0095',
  '\u2022',
  '\u2023',
  '\u2043',
  '\u3164',
  '\u204C',
  '\u204D',
  '\u2219',
  '\u25CB',
  '\u25CF',
  '\u25D8',
  '\u25E6',
  '\u2619',
  '\u2765',
  '\u2767',
  '\u29BE',
  '\u29BF',
  '\u002D',
  '\uF0B7',
  '*',
  '\u0095',
  '\u00B7',
]
/** One bullet character (upstream `BULLETS_PATTERN`, an alternation of single characters). */
export const BULLETS_PATTERN = `[${UNICODE_BULLETS.map((c) => (c === '-' || c === '*' ? `\\${c}` : c)).join('')}]`
/** A bullet not followed by another bullet ("-5" counts, "--" does not). */
export const UNICODE_BULLETS_PATTERN = `${BULLETS_PATTERN}(?!${BULLETS_PATTERN})`
export const UNICODE_BULLETS_RE = new RegExp(UNICODE_BULLETS_PATTERN, 'u')
/** Zero-width split point before a bullet run, so `split` keeps the bullets. Use with `g` for splitting. */
export const UNICODE_BULLETS_0W_PATTERN = `(?=${BULLETS_PATTERN})(?<!${BULLETS_PATTERN})`
/** A lone "e" used as a bullet at a line start (`re.MULTILINE`: only after `\n`, as in Python). */
export const E_BULLET_PATTERN = `(?:^|(?<=\\n))e(?=${S})`

// NOTE(klaijan) upstream: references like [1], [i] or [a] anywhere in the line.
export const REFERENCE_PATTERN = `\\[(?:${D}+|[a-z]|[ivxlcdm])\\]`
export const REFERENCE_PATTERN_RE = new RegExp(REFERENCE_PATTERN, 'u')

export const ENUMERATED_BULLETS_PATTERN = `(?:(?:${D}{1,3}|[a-z][A-Z])\\.?){1,3}`
export const ENUMERATED_BULLETS_RE = new RegExp(ENUMERATED_BULLETS_PATTERN, 'u')

export const EMAIL_HEAD_PATTERN = `(MIME-Version: 1.0(${DOT}*)?\\n)?Date:${DOT}*\\nMessage-ID:${DOT}*\\nSubject:${DOT}*\\nFrom:${DOT}*\\nTo:${DOT}*`
export const EMAIL_HEAD_RE = new RegExp(EMAIL_HEAD_PATTERN, 'u')

/** One newline with optional whitespace (including `\r`, `\n`) on either side. */
export const PARAGRAPH_PATTERN = `${S}*\\n${S}*`
/** A bullet or a paragraph break, unless followed by a bullet or the end. Use with `g` for splitting. */
export const PARAGRAPH_SPLIT_PATTERN = `((?:${BULLETS_PATTERN})|${PARAGRAPH_PATTERN})(?!${BULLETS_PATTERN}|\\n?$)`
export const DOUBLE_PARAGRAPH_PATTERN = `(${PARAGRAPH_PATTERN}){2}`
export const DOUBLE_PARAGRAPH_PATTERN_RE = new RegExp(DOUBLE_PARAGRAPH_PATTERN, 'u')

/** Zero-width point after every `\n` ("\n\n" gives two pieces). */
export const LINE_BREAK_PATTERN = '(?<=\\n)'

// NOTE(klaijan) upstream: a line that does not end with a period.
export const ONE_LINE_BREAK_PARAGRAPH_PATTERN = `^(?:(?!\\.${S}*$)${DOT})*${END}`
export const ONE_LINE_BREAK_PARAGRAPH_PATTERN_RE = new RegExp(ONE_LINE_BREAK_PARAGRAPH_PATTERN, 'u')

/** IPv4 ("68.183.71.12") or the IPv6-like form upstream expects ("ba23::58b5:2236:45g2:88h2"). */
export const IP_ADDRESS_PATTERN =
  `((?:25[0-5]|2[0-4]${D}|1${D}{2}|[1-9]?${D})(?:\\.(?:25[0-5]|2[0-4]${D}|1${D}{2}|[1-9]?${D})){3}` +
  '|[a-z0-9]{4}::[a-z0-9]{4}:[a-z0-9]{4}:[a-z0-9]{4}:[a-z0-9]{4}%?[0-9]*)'
export const IP_ADDRESS_PATTERN_RE = new RegExp(IP_ADDRESS_PATTERN, 'u')
export const IP_ADDRESS_NAME_PATTERN = '[a-zA-Z0-9\\-]*\\.[a-zA-Z]*\\.[a-zA-Z]*'

/** MAPI id, e.g. "32.88.5467.123;". */
export const MAPI_ID_PATTERN = '[0-9]*\\.[0-9]*\\.[0-9]*\\.[0-9]*;'

/** E-mail date, e.g. "Fri, 26 Mar 2021 11:04:09 +1200". */
export const EMAIL_DATETIMETZ_PATTERN = `[A-Za-z]{3},${S}${D}{1,2}${S}[A-Za-z]{3}${S}${D}{4}${S}${D}{2}:${D}{2}:${D}{2}${S}[+\\-]${D}{4}`
export const EMAIL_DATETIMETZ_PATTERN_RE = new RegExp(EMAIL_DATETIMETZ_PATTERN, 'u')

/** Lowercase ASCII e-mail address (case-sensitive, as upstream). */
export const EMAIL_ADDRESS_PATTERN = '[a-z0-9\\.\\-+_]+@[a-z0-9\\.\\-+_]+\\.[a-z]+'
export const EMAIL_ADDRESS_PATTERN_RE = new RegExp(EMAIL_ADDRESS_PATTERN, 'u')

/** The last character is neither a word character nor whitespace (`\Z` is the very end). */
export const ENDS_IN_PUNCT_PATTERN = `[^${PY_WORD}${PY_WS}]$`
export const ENDS_IN_PUNCT_RE = new RegExp(ENDS_IN_PUNCT_PATTERN, 'u')

// NOTE(robinson) upstream: detects text in the "list of dicts" format of document elements.
export const LIST_OF_DICTS_PATTERN = `^${S}*\\[${S}*\\{?`
export const DICT_PATTERN = `^${S}*\\{?`

/** JSON object or array, possibly cut off at the end (upstream uses DOTALL: compile with `su`). */
export const JSON_PATTERN = `\\{(?=.*:).*?(?:\\}|${END})|\\[.*?\\](?:${END}|,|\\])`
export const VALID_JSON_CHARACTERS = '[,:{}\\[\\]0-9.\\-+Eaeflnr-u \\n\\r\\t]'

/** http(s) URL of an image file (case-insensitive: compile with `iu`). */
export const IMAGE_URL_PATTERN = 'https?://(?:[a-z0-9$_@.&+!*\\\\(\\\\),%\\-])+(?:/[a-z0-9$_@.&+!*\\\\(\\\\),%\\-]*)*\\.(?:jpg|jpeg|png|gif|bmp|heic)'

// NOTE(klaijan) upstream: one level only: "1." "2)" but not "1.1".
export const NUMBERED_LIST_PATTERN = `^${D}+(\\.|\\))${S}(${DOT}+)`
export const NUMBERED_LIST_RE = new RegExp(NUMBERED_LIST_PATTERN, 'u')
