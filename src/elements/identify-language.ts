/**
 * @module elements/identify-language
 * The adapter for `franc` (trigram language identification, pure JavaScript, no model files).
 * Upstream uses `langdetect`, which knows 55 languages; franc is limited here to the same 55 (as franc
 * names them), and its codes are mapped back to the ISO 639-3 codes upstream reports (franc's `arb`,
 * `cmn`, `pes`, `nob` → `ara`, `zho`, `fas`, `nor`), so the two can only disagree on the choice, never
 * on the vocabulary.
 */
import { francAll } from 'franc'

/** franc code → upstream code, for the languages langdetect supports (Welsh has no franc model). */
const FRANC_TO_UPSTREAM: Readonly<Record<string, string>> = {
  afr: 'afr',
  arb: 'ara',
  bul: 'bul',
  ben: 'ben',
  cat: 'cat',
  ces: 'ces',
  dan: 'dan',
  deu: 'deu',
  ell: 'ell',
  eng: 'eng',
  spa: 'spa',
  ekk: 'est',
  pes: 'fas',
  fin: 'fin',
  fra: 'fra',
  guj: 'guj',
  heb: 'heb',
  hin: 'hin',
  hrv: 'hrv',
  hun: 'hun',
  ind: 'ind',
  ita: 'ita',
  jpn: 'jpn',
  kan: 'kan',
  kor: 'kor',
  lit: 'lit',
  lvs: 'lav',
  mkd: 'mkd',
  mal: 'mal',
  mar: 'mar',
  npi: 'nep',
  nld: 'nld',
  nob: 'nor',
  pan: 'pan',
  pol: 'pol',
  por: 'por',
  ron: 'ron',
  rus: 'rus',
  slk: 'slk',
  slv: 'slv',
  som: 'som',
  als: 'sqi',
  swe: 'swe',
  swh: 'swa',
  tam: 'tam',
  tel: 'tel',
  tha: 'tha',
  tgl: 'tgl',
  tur: 'tur',
  ukr: 'ukr',
  urd: 'urd',
  vie: 'vie',
  cmn: 'zho',
}
const ONLY = Object.keys(FRANC_TO_UPSTREAM)

export interface LanguageScore {
  /** ISO 639-3 code as upstream reports it. */
  language: string
  /** franc's normalized score: 1 for the best candidate, lower for the others (0–1). */
  score: number
}

/**
 * Candidate languages of `text`, best first; empty when franc cannot tell (no letters). franc reads
 * at most the first 2,048 characters and only the script most of them are written in.
 */
export function identifyLanguages(text: string): LanguageScore[] {
  const result: LanguageScore[] = []
  for (const [code, score] of francAll(text, { only: ONLY, minLength: 1 })) {
    const language = FRANC_TO_UPSTREAM[code]
    if (language !== undefined) result.push({ language, score })
  }
  return result
}
