/**
 * @module elements/language-codes
 * Language-code tables and conversions shared by language detection and OCR: tesseract language names
 * and codes (upstream `partition/utils/constants.py`, `partition/common/lang.py`), ISO 639-1 and
 * ISO 639-2/B → ISO 639-3 (what upstream gets from the `iso639` package), and the reverse direction
 * for tesseract. Output codes are ISO 639-3 (`eng`, `spa`, `zho`), as `metadata.languages` has them.
 */

/** Joins several tesseract languages in one string ("eng+kor"). */
export const TESSERACT_LANGUAGES_SPLITTER = '+'

/** Every language code tesseract ships traineddata for (upstream `PYTESSERACT_LANG_CODES`). */
export const TESSERACT_LANG_CODES: readonly string[] = [
  'afr', 'amh', 'ara', 'asm', 'aze', 'aze_cyrl', 'bel', 'ben', 'bod', 'bos', 'bre', 'bul', 'cat', 'ceb', 'ces',
  'chi_sim', 'chi_sim_vert', 'chi_tra', 'chi_tra_vert', 'chr', 'cos', 'cym', 'dan', 'deu', 'div', 'dzo', 'ell',
  'eng', 'enm', 'epo', 'equ', 'est', 'eus', 'fao', 'fas', 'fil', 'fin', 'fra', 'frk', 'frm', 'fry', 'gla', 'gle',
  'glg', 'grc', 'guj', 'hat', 'heb', 'hin', 'hrv', 'hun', 'hye', 'iku', 'ind', 'isl', 'ita', 'ita_old', 'jav',
  'jpn', 'jpn_vert', 'kan', 'kat', 'kat_old', 'kaz', 'khm', 'kir', 'kmr', 'kor', 'kor_vert', 'lao', 'lat', 'lav',
  'lit', 'ltz', 'mal', 'mar', 'mkd', 'mlt', 'mon', 'mri', 'msa', 'mya', 'nep', 'nld', 'nor', 'oci', 'ori', 'osd',
  'pan', 'pol', 'por', 'pus', 'que', 'ron', 'rus', 'san', 'sin', 'slk', 'slv', 'snd', 'snum', 'spa', 'spa_old',
  'sqi', 'srp', 'srp_latn', 'sun', 'swa', 'swe', 'syr', 'tam', 'tat', 'tel', 'tgk', 'tha', 'tir', 'ton', 'tur',
  'uig', 'ukr', 'urd', 'uzb', 'uzb_cyrl', 'vie', 'yid', 'yor',
]

/** Lowercase language names → tesseract codes (upstream `TESSERACT_LANGUAGES_AND_CODES`). */
export const TESSERACT_LANGUAGES_AND_CODES: Readonly<Record<string, string>> = {
  afrikaans: 'afr', amharic: 'amh', arabic: 'ara', assamese: 'asm', azerbaijani: 'aze',
  'azerbaijani - cyrilic': 'aze_cyrl', belarusian: 'bel', bengali: 'ben', tibetan: 'bod', bosnian: 'bos',
  breton: 'bre', bulgarian: 'bul', 'catalan; valencian': 'cat', cebuano: 'ceb', czech: 'ces',
  'chinese - simplified': 'chi_sim', chinese: 'chi_sim', 'chinese - traditional': 'chi_tra', cherokee: 'chr',
  corsican: 'cos', welsh: 'cym', danish: 'dan', 'danish - fraktur': 'dan_frak', german: 'deu',
  'german - fraktur (contrib)': 'deu_frak', dzongkha: 'dzo', 'greek, modern': 'ell', greek: 'ell',
  english: 'eng', 'english, middle': 'enm', esperanto: 'epo', 'math / equation detection module': 'equ',
  estonian: 'est', basque: 'eus', faroese: 'fao', persian: 'fas', 'filipino (old - tagalog)': 'fil',
  filipino: 'fil', finnish: 'fin', french: 'fra', 'german - fraktur': 'frk', 'french, middle': 'frm',
  'western frisian': 'fry', 'scottish gaelic': 'gla', irish: 'gle', galician: 'glg', 'greek, ancient': 'grc',
  gujarati: 'guj', haitian: 'hat', 'haitian creole': 'hat', hebrew: 'heb', hindi: 'hin', croatian: 'hrv',
  hungarian: 'hun', armenian: 'hye', inuktitut: 'iku', indonesian: 'ind', icelandic: 'isl', italian: 'ita',
  'italian - old': 'ita_old', javanese: 'jav', japanese: 'jpn', kannada: 'kan', georgian: 'kat',
  'georgian - old': 'kat_old', kazakh: 'kaz', 'central khmer': 'khm', kirghiz: 'kir', kyrgyz: 'kir',
  'kurmanji (kurdish - latin script)': 'kmr', korean: 'kor', 'korean (vertical)': 'kor_vert',
  'kurdish (arabic script)': 'kur', lao: 'lao', latin: 'lat', latvian: 'lav', lithuanian: 'lit',
  luxembourgish: 'ltz', malayalam: 'mal', marathi: 'mar', macedonian: 'mkd', maltese: 'mlt', mongolian: 'mon',
  maori: 'mri', malay: 'msa', burmese: 'mya', nepali: 'nep', dutch: 'nld', flemish: 'nld', norwegian: 'nor',
  occitan: 'oci', oriya: 'ori', 'orientation and script detection module': 'osd', panjabi: 'pan',
  punjabi: 'pan', polish: 'pol', portuguese: 'por', pushto: 'pus', pashto: 'pus', quechua: 'que',
  romanian: 'ron', moldavian: 'ron', moldovan: 'ron', russian: 'rus', sanskrit: 'san', sinhala: 'sin',
  sinhalese: 'sin', slovak: 'slk', 'slovak - fraktur': 'slk_frak', slovenian: 'slv', sindhi: 'snd',
  spanish: 'spa', castilian: 'spa', 'spanish - old': 'spa_old', 'castilian - old': 'spa_old', albanian: 'sqi',
  serbian: 'srp', 'serbian - latin': 'srp_latn', sundanese: 'sun', swahili: 'swa', swedish: 'swe',
  syriac: 'syr', tamil: 'tam', tatar: 'tat', telugu: 'tel', tajik: 'tgk', tagalog: 'tgl', thai: 'tha',
  tigrinya: 'tir', tonga: 'ton', turkish: 'tur', uighur: 'uig', uyghur: 'uig', ukrainian: 'ukr', urdu: 'urd',
  uzbek: 'uzb', 'uzbek - cyrilic': 'uzb_cyrl', vietnamese: 'vie', yiddish: 'yid', yoruba: 'yor',
}

/** ISO 639-1 → ISO 639-3 (macrolanguage codes where the 639-1 code names a macrolanguage: `zh` → `zho`). */
export const ISO_639_1_TO_3: Readonly<Record<string, string>> = {
  aa: 'aar', ab: 'abk', ae: 'ave', af: 'afr', ak: 'aka', am: 'amh', an: 'arg', ar: 'ara', as: 'asm', av: 'ava',
  ay: 'aym', az: 'aze', ba: 'bak', be: 'bel', bg: 'bul', bi: 'bis', bm: 'bam', bn: 'ben', bo: 'bod', br: 'bre',
  bs: 'bos', ca: 'cat', ce: 'che', ch: 'cha', co: 'cos', cr: 'cre', cs: 'ces', cu: 'chu', cv: 'chv', cy: 'cym',
  da: 'dan', de: 'deu', dv: 'div', dz: 'dzo', ee: 'ewe', el: 'ell', en: 'eng', eo: 'epo', es: 'spa', et: 'est',
  eu: 'eus', fa: 'fas', ff: 'ful', fi: 'fin', fj: 'fij', fo: 'fao', fr: 'fra', fy: 'fry', ga: 'gle', gd: 'gla',
  gl: 'glg', gn: 'grn', gu: 'guj', gv: 'glv', ha: 'hau', he: 'heb', hi: 'hin', ho: 'hmo', hr: 'hrv', ht: 'hat',
  hu: 'hun', hy: 'hye', hz: 'her', ia: 'ina', id: 'ind', ie: 'ile', ig: 'ibo', ii: 'iii', ik: 'ipk', io: 'ido',
  is: 'isl', it: 'ita', iu: 'iku', ja: 'jpn', jv: 'jav', ka: 'kat', kg: 'kon', ki: 'kik', kj: 'kua', kk: 'kaz',
  kl: 'kal', km: 'khm', kn: 'kan', ko: 'kor', kr: 'kau', ks: 'kas', ku: 'kur', kv: 'kom', kw: 'cor', ky: 'kir',
  la: 'lat', lb: 'ltz', lg: 'lug', li: 'lim', ln: 'lin', lo: 'lao', lt: 'lit', lu: 'lub', lv: 'lav', mg: 'mlg',
  mh: 'mah', mi: 'mri', mk: 'mkd', ml: 'mal', mn: 'mon', mr: 'mar', ms: 'msa', mt: 'mlt', my: 'mya', na: 'nau',
  nb: 'nob', nd: 'nde', ne: 'nep', ng: 'ndo', nl: 'nld', nn: 'nno', no: 'nor', nr: 'nbl', nv: 'nav', ny: 'nya',
  oc: 'oci', oj: 'oji', om: 'orm', or: 'ori', os: 'oss', pa: 'pan', pi: 'pli', pl: 'pol', ps: 'pus', pt: 'por',
  qu: 'que', rm: 'roh', rn: 'run', ro: 'ron', ru: 'rus', rw: 'kin', sa: 'san', sc: 'srd', sd: 'snd', se: 'sme',
  sg: 'sag', si: 'sin', sk: 'slk', sl: 'slv', sm: 'smo', sn: 'sna', so: 'som', sq: 'sqi', sr: 'srp', ss: 'ssw',
  st: 'sot', su: 'sun', sv: 'swe', sw: 'swa', ta: 'tam', te: 'tel', tg: 'tgk', th: 'tha', ti: 'tir', tk: 'tuk',
  tl: 'tgl', tn: 'tsn', to: 'ton', tr: 'tur', ts: 'tso', tt: 'tat', tw: 'twi', ty: 'tah', ug: 'uig', uk: 'ukr',
  ur: 'urd', uz: 'uzb', ve: 'ven', vi: 'vie', vo: 'vol', wa: 'wln', wo: 'wol', xh: 'xho', yi: 'yid', yo: 'yor',
  za: 'zha', zh: 'zho', zu: 'zul',
}

/** ISO 639-2/B (bibliographic) codes that differ from ISO 639-3 → ISO 639-3 (`chi` → `zho`, `ger` → `deu`). */
export const ISO_639_2B_TO_3: Readonly<Record<string, string>> = {
  alb: 'sqi', arm: 'hye', baq: 'eus', bur: 'mya', chi: 'zho', cze: 'ces', dut: 'nld', fre: 'fra', geo: 'kat',
  ger: 'deu', gre: 'ell', ice: 'isl', mac: 'mkd', mao: 'mri', may: 'msa', per: 'fas', rum: 'ron', slo: 'slk',
  tib: 'bod', wel: 'cym',
}

const ISO_639_3_TO_2B: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ISO_639_2B_TO_3).map(([b, three]) => [three, b]),
)

/**
 * One language code → ISO 639-3, or undefined when it is not a code. Accepts ISO 639-3 (`deu`),
 * ISO 639-1 (`de`), ISO 639-2/B (`ger`), tesseract codes (`chi_sim` → `zho`, `kor_vert` → `kor`),
 * tesseract language names (`german`) and BCP 47 tags with a region (`en-US` → `eng`). As upstream
 * (`iso639.Language.match(code[:3])`), only the first three letters of a tesseract code count; any
 * other three-letter code is taken as ISO 639-3 without checking the registry.
 */
export function toIso6393(code: string): string | undefined {
  const lowered = code.trim().toLowerCase()
  if (lowered === '') return undefined
  const named = TESSERACT_LANGUAGES_AND_CODES[lowered] ?? lowered
  const primary = /^[a-z]{2}[-_]/.test(named) ? named.slice(0, 2) : named.slice(0, 3)
  if (/^[a-z]{2}$/.test(primary)) return ISO_639_1_TO_3[primary]
  if (!/^[a-z]{3}$/.test(primary)) return undefined
  return ISO_639_2B_TO_3[primary] ?? primary
}

/**
 * Explicit document languages → ISO 639-3, in order, without duplicates. Each entry may join several
 * languages with "+" ("eng+kor"); entries that are not language codes are dropped.
 */
export function normalizeLanguageCodes(languages: readonly string[]): string[] {
  const codes: string[] = []
  for (const entry of languages) {
    for (const part of entry.split(TESSERACT_LANGUAGES_SPLITTER)) {
      const code = toIso6393(part)
      if (code !== undefined && !codes.includes(code)) codes.push(code)
    }
  }
  return codes
}

/**
 * One language code → the tesseract codes that read it, joined with "+", or '' when tesseract has
 * none (upstream `_convert_language_code_to_pytesseract_lang_code`): a tesseract code is kept as
 * is; otherwise every tesseract code whose first three letters are the ISO 639-3 or 639-2/B code
 * (`zho` → `chi_sim+chi_sim_vert+chi_tra+chi_tra_vert`, `en` → `eng`).
 */
export function toTesseractLanguages(code: string): string {
  if (TESSERACT_LANG_CODES.includes(code)) return code
  const iso3 = toIso6393(code)
  if (iso3 === undefined) return ''
  for (const prefix of [iso3, ISO_639_3_TO_2B[iso3]]) {
    if (prefix === undefined) continue
    const matches = TESSERACT_LANG_CODES.filter((candidate) => candidate.slice(0, 3) === prefix)
    if (matches.length > 0) return matches.join(TESSERACT_LANGUAGES_SPLITTER)
  }
  return ''
}
