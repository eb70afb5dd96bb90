/**
 * @module encoding/python-codecs
 * The `encoding` option speaks Python: codec names and aliases as `codecs.lookup()` accepts them
 * ('utf8', 'latin-1', 'cp1252', 'windows-1252', 'utf-16', 'iso-8859-8-i', …), since the API passes the
 * form value straight to Python's `bytes.decode` (api §1.4). This table maps each accepted spelling to
 * the codec's canonical name, the label Python prints in a UnicodeDecodeError, and how we decode it.
 */

/** How a codec's bytes are turned into text. */
export type CodecKind =
  | 'utf-8'
  | 'utf-8-sig'
  | 'utf-16'
  | 'utf-16-le'
  | 'utf-16-be'
  | 'utf-32'
  | 'utf-32-le'
  | 'utf-32-be'
  | 'ascii'
  /** Single-byte table (Python's "charmap" codecs); latin-1 included, it never fails. */
  | 'charmap'
  /** CJK multibyte codecs (Python's `_multibytecodec`). */
  | 'multibyte'

export interface PythonCodec {
  /** Python's canonical codec name, e.g. `utf_8`, `cp1252`, `iso8859_8`. */
  name: string
  /** The codec name as it appears in Python's UnicodeDecodeError text, e.g. `'charmap'`, `'utf-8'`. */
  errorLabel: string
  kind: CodecKind
  /** iconv-lite name for `charmap` and `multibyte` codecs. */
  iconv?: string
}

interface CodecRow {
  kind: CodecKind
  errorLabel?: string
  iconv?: string
  aliases: string[]
}

// Aliases from CPython's Lib/encodings/aliases.py (normalized form), for the codecs iconv-lite can decode.
const CODECS: Record<string, CodecRow> = {
  utf_8: { kind: 'utf-8', errorLabel: 'utf-8', aliases: ['u8', 'utf', 'utf8', 'utf8_ucs2', 'utf8_ucs4', 'cp65001'] },
  utf_8_sig: { kind: 'utf-8-sig', errorLabel: 'utf-8', aliases: [] },
  utf_16: { kind: 'utf-16', aliases: ['u16', 'utf16'] },
  utf_16_le: { kind: 'utf-16-le', errorLabel: 'utf-16-le', aliases: ['unicodelittleunmarked', 'utf_16le'] },
  utf_16_be: { kind: 'utf-16-be', errorLabel: 'utf-16-be', aliases: ['unicodebigunmarked', 'utf_16be'] },
  utf_32: { kind: 'utf-32', aliases: ['u32', 'utf32'] },
  utf_32_le: { kind: 'utf-32-le', errorLabel: 'utf-32-le', aliases: ['utf_32le'] },
  utf_32_be: { kind: 'utf-32-be', errorLabel: 'utf-32-be', aliases: ['utf_32be'] },
  ascii: {
    kind: 'ascii',
    errorLabel: 'ascii',
    aliases: [
      '646',
      'ansi_x3.4_1968',
      'ansi_x3_4_1968',
      'ansi_x3.4_1986',
      'cp367',
      'csascii',
      'ibm367',
      'iso646_us',
      'iso_646.irv_1991',
      'iso_ir_6',
      'us',
      'us_ascii',
    ],
  },
  latin_1: {
    kind: 'charmap',
    errorLabel: 'latin-1',
    iconv: 'latin1',
    aliases: [
      '8859',
      'cp819',
      'csisolatin1',
      'ibm819',
      'iso8859',
      'iso8859_1',
      'iso_8859_1',
      'iso_8859_1_1987',
      'iso_ir_100',
      'l1',
      'latin',
      'latin1',
    ],
  },
  iso8859_2: { kind: 'charmap', iconv: 'iso-8859-2', aliases: ['csisolatin2', 'iso_8859_2', 'iso_8859_2_1987', 'iso_ir_101', 'l2', 'latin2'] },
  iso8859_3: { kind: 'charmap', iconv: 'iso-8859-3', aliases: ['csisolatin3', 'iso_8859_3', 'iso_8859_3_1988', 'iso_ir_109', 'l3', 'latin3'] },
  iso8859_4: { kind: 'charmap', iconv: 'iso-8859-4', aliases: ['csisolatin4', 'iso_8859_4', 'iso_8859_4_1988', 'iso_ir_110', 'l4', 'latin4'] },
  iso8859_5: { kind: 'charmap', iconv: 'iso-8859-5', aliases: ['csisolatincyrillic', 'cyrillic', 'iso_8859_5', 'iso_8859_5_1988', 'iso_ir_144'] },
  // The `_i`/`_e` (implicit/explicit directionality) labels are HTML charset names; upstream's
  // format_encoding_str means to strip them, so they decode as the plain table.
  iso8859_6: {
    kind: 'charmap',
    iconv: 'iso-8859-6',
    aliases: ['arabic', 'asmo_708', 'csisolatinarabic', 'ecma_114', 'iso_8859_6', 'iso_8859_6_1987', 'iso_ir_127', 'iso_8859_6_i', 'iso_8859_6_e'],
  },
  iso8859_7: {
    kind: 'charmap',
    iconv: 'iso-8859-7',
    aliases: ['csisolatingreek', 'ecma_118', 'elot_928', 'greek', 'greek8', 'iso_8859_7', 'iso_8859_7_1987', 'iso_ir_126'],
  },
  iso8859_8: {
    kind: 'charmap',
    iconv: 'iso-8859-8',
    aliases: ['csisolatinhebrew', 'hebrew', 'iso_8859_8', 'iso_8859_8_1988', 'iso_ir_138', 'iso_8859_8_i', 'iso_8859_8_e'],
  },
  iso8859_9: { kind: 'charmap', iconv: 'iso-8859-9', aliases: ['csisolatin5', 'iso_8859_9', 'iso_8859_9_1989', 'iso_ir_148', 'l5', 'latin5'] },
  iso8859_10: { kind: 'charmap', iconv: 'iso-8859-10', aliases: ['csisolatin6', 'iso_8859_10', 'iso_8859_10_1992', 'iso_ir_157', 'l6', 'latin6'] },
  iso8859_11: { kind: 'charmap', iconv: 'iso-8859-11', aliases: ['thai', 'iso_8859_11', 'iso_8859_11_2001'] },
  iso8859_13: { kind: 'charmap', iconv: 'iso-8859-13', aliases: ['iso_8859_13', 'l7', 'latin7'] },
  iso8859_14: { kind: 'charmap', iconv: 'iso-8859-14', aliases: ['iso_8859_14', 'iso_8859_14_1998', 'iso_celtic', 'iso_ir_199', 'l8', 'latin8'] },
  iso8859_15: { kind: 'charmap', iconv: 'iso-8859-15', aliases: ['iso_8859_15', 'l9', 'latin9'] },
  iso8859_16: { kind: 'charmap', iconv: 'iso-8859-16', aliases: ['iso_8859_16', 'iso_8859_16_2001', 'iso_ir_226', 'l10', 'latin10'] },
  cp1250: { kind: 'charmap', iconv: 'cp1250', aliases: ['1250', 'windows_1250'] },
  cp1251: { kind: 'charmap', iconv: 'cp1251', aliases: ['1251', 'windows_1251'] },
  cp1252: { kind: 'charmap', iconv: 'cp1252', aliases: ['1252', 'windows_1252'] },
  cp1253: { kind: 'charmap', iconv: 'cp1253', aliases: ['1253', 'windows_1253'] },
  cp1254: { kind: 'charmap', iconv: 'cp1254', aliases: ['1254', 'windows_1254'] },
  cp1255: { kind: 'charmap', iconv: 'cp1255', aliases: ['1255', 'windows_1255'] },
  cp1256: { kind: 'charmap', iconv: 'cp1256', aliases: ['1256', 'windows_1256'] },
  cp1257: { kind: 'charmap', iconv: 'cp1257', aliases: ['1257', 'windows_1257'] },
  cp1258: { kind: 'charmap', iconv: 'cp1258', aliases: ['1258', 'windows_1258'] },
  cp874: { kind: 'charmap', iconv: 'cp874', aliases: ['windows_874'] },
  cp437: { kind: 'charmap', iconv: 'cp437', aliases: ['437', 'cspc8codepage437', 'ibm437'] },
  cp850: { kind: 'charmap', iconv: 'cp850', aliases: ['850', 'cspc850multilingual', 'ibm850'] },
  cp866: { kind: 'charmap', iconv: 'cp866', aliases: ['866', 'csibm866', 'ibm866'] },
  koi8_r: { kind: 'charmap', iconv: 'koi8-r', aliases: ['cskoi8r'] },
  koi8_u: { kind: 'charmap', iconv: 'koi8-u', aliases: [] },
  mac_roman: { kind: 'charmap', iconv: 'macintosh', aliases: ['macintosh', 'macroman'] },
  shift_jis: { kind: 'multibyte', iconv: 'shift_jis', aliases: ['csshiftjis', 'shiftjis', 'sjis', 's_jis'] },
  cp932: { kind: 'multibyte', iconv: 'cp932', aliases: ['932', 'ms932', 'mskanji', 'ms_kanji'] },
  euc_jp: { kind: 'multibyte', iconv: 'euc-jp', aliases: ['eucjp', 'ujis', 'u_jis'] },
  euc_kr: { kind: 'multibyte', iconv: 'euc-kr', aliases: ['euckr', 'korean', 'ksc5601', 'ks_c_5601', 'ks_c_5601_1987', 'ksx1001', 'ks_x_1001'] },
  cp949: { kind: 'multibyte', iconv: 'cp949', aliases: ['949', 'ms949', 'uhc'] },
  gb2312: {
    kind: 'multibyte',
    iconv: 'gb2312',
    aliases: ['chinese', 'csiso58gb231280', 'euc_cn', 'euccn', 'eucgb2312_cn', 'gb2312_1980', 'gb2312_80', 'iso_ir_58'],
  },
  gbk: { kind: 'multibyte', iconv: 'gbk', aliases: ['936', 'cp936', 'ms936'] },
  gb18030: { kind: 'multibyte', iconv: 'gb18030', aliases: ['gb18030_2000'] },
  big5: { kind: 'multibyte', iconv: 'big5', aliases: ['big5_tw', 'csbig5'] },
  cp950: { kind: 'multibyte', iconv: 'cp950', aliases: ['950', 'ms950'] },
  big5hkscs: { kind: 'multibyte', iconv: 'big5hkscs', aliases: ['big5_hkscs', 'hkscs'] },
}

const BY_SPELLING: Map<string, PythonCodec> = new Map()
for (const [name, row] of Object.entries(CODECS)) {
  const codec: PythonCodec = {
    name,
    // Python's charmap codecs all report themselves as 'charmap'; CJK codecs use their own name.
    errorLabel: row.errorLabel ?? (row.kind === 'charmap' ? 'charmap' : name),
    kind: row.kind,
    ...(row.iconv === undefined ? {} : { iconv: row.iconv }),
  }
  for (const spelling of [name, ...row.aliases]) BY_SPELLING.set(spelling, codec)
}

/**
 * CPython's `encodings.normalize_encoding` after lower-casing: runs of characters other than ASCII
 * letters, digits and '.' become one '_', leading and trailing ones are dropped.
 */
export function normalizeEncodingName(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((part) => part !== '')
    .join('_')
}

/** The codec Python would pick for `name`, or undefined when Python would raise "unknown encoding". */
export function lookupPythonCodec(name: string): PythonCodec | undefined {
  const normalized = normalizeEncodingName(name)
  return BY_SPELLING.get(normalized) ?? BY_SPELLING.get(normalized.replaceAll('.', '_'))
}
