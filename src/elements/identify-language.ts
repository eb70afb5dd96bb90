/**
 * @module elements/identify-language
 * The adapter for `franc` (trigram language identification, pure JavaScript, no model files).
 * Upstream uses `langdetect`, which knows 55 languages; franc is limited here to the same 55 (as franc
 * names them), and its codes are mapped back to the ISO 639-3 codes upstream reports (franc's `arb`,
 * `cmn`, `pes`, `nob` → `ara`, `zho`, `fas`, `nor`), so the two can only disagree on the choice, never
 * on the vocabulary.
 *
 * franc's models and script expressions are used as they are; its scoring (`francAll(text, { only, minLength: 1 })`)
 * is done here, with the same result and arithmetic, without its per-call work: franc builds a trigram
 * string array, a dictionary and sorted tuples of the text, then looks each trigram up in every allowed
 * language's dictionary object, and runs each of its 30 script expressions over the text. Here the text's
 * trigrams are counted under numeric keys in one Map, each is looked up once in a Map of the script's
 * allowed models built on first use (trigram → the languages that have it, with its rank), and a character's
 * scripts are a bit set looked up per code unit (each expression tested once per character ever met).
 */
import { data } from 'franc/data.js'
import { expressions } from 'franc/expressions.js'
import { TrigramCounts, TrigramIndex, trigramKey } from './trigram-table.js'

/** franc code → upstream code, for the languages langdetect supports (Welsh has no franc model). */
export const FRANC_TO_UPSTREAM: Readonly<Record<string, string>> = {
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

export interface LanguageScore {
  /** ISO 639-3 code as upstream reports it. */
  language: string
  /** franc's normalized score: 1 for the best candidate, lower for the others (0–1). */
  score: number
}

/** franc: the text read is at most this long. */
const MAX_LENGTH = 2048
/** franc: the distance added for a trigram a language's model does not have. */
const MAX_DIFFERENCE = 300

/** franc's script names (its expressions' keys) in its order: a tie between two scripts goes to the first. */
const SCRIPTS = Object.keys(expressions)
/** Each expression matched alone against one character (or surrogate pair): `^(?:…)$`, without the g flag. */
const WHOLE_MATCH = SCRIPTS.map((script) => new RegExp(`^(?:${expressions[script]!.source})$`))
/** The scripts (bit i = SCRIPTS[i]) of each UTF-16 code unit that is not a surrogate; -1 until first met. */
const UNIT_SCRIPTS = new Int32Array(0x10000).fill(-1)

function scriptBitsOf(character: string): number {
  let bits = 0
  for (let i = 0; i < WHOLE_MATCH.length; i++) if (WHOLE_MATCH[i]!.test(character)) bits |= 1 << i
  return bits
}

/**
 * How many characters of `value` each script's expression matches, as franc counts them (`value.match(expression)`,
 * global): a code unit outside the surrogates matches alone, a high surrogate followed by a low one matches
 * as a pair or not at all (no expression matches a lone surrogate).
 */
function scriptCounts(value: string): Int32Array {
  const counts = new Int32Array(SCRIPTS.length)
  let pairs: Map<number, number> | undefined
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i)
    let bits: number
    if (unit < 0xd800 || unit > 0xdfff) {
      bits = UNIT_SCRIPTS[unit]!
      if (bits === -1) bits = UNIT_SCRIPTS[unit] = scriptBitsOf(value[i]!)
    } else {
      const low = unit <= 0xdbff && i + 1 < value.length ? value.charCodeAt(i + 1) : 0
      if (low < 0xdc00 || low > 0xdfff) continue
      const pair = unit * 0x10000 + low
      pairs ??= new Map()
      bits = pairs.get(pair) ?? -1
      if (bits === -1) pairs.set(pair, (bits = scriptBitsOf(value.slice(i, i + 2))))
      i++
    }
    for (; bits !== 0; bits &= bits - 1) counts[31 - Math.clz32(bits & -bits)]!++
  }
  return counts
}

/** franc's script of `value` as its index in SCRIPTS: the one with most characters, the first on a tie; -1 when none has any. */
function topScript(value: string): number {
  const counts = scriptCounts(value)
  let top = 0
  for (let i = 1; i < counts.length; i++) if (counts[i]! > counts[top]!) top = i
  return counts[top]! > 0 ? top : -1
}

/**
 * Whether `text` holds a character of a script franc knows (read to the first one). When it does not, franc
 * names no language for the text or any part of it (`identifyLanguages` returns []).
 */
export function hasFrancScript(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0xd800 || unit > 0xdfff) {
      let bits = UNIT_SCRIPTS[unit]!
      if (bits === -1) bits = UNIT_SCRIPTS[unit] = scriptBitsOf(text[i]!)
      if (bits !== 0) return true
    } else if (unit <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1)
      if (low < 0xdc00 || low > 0xdfff) continue
      if (scriptBitsOf(text.slice(i, i + 2)) !== 0) return true
      i++
    }
  }
  return false
}

/** The allowed languages of one script's models, in franc's order, and trigram key → [language index, rank, …]. */
interface ScriptModels {
  languages: string[]
  ranks: TrigramIndex
}

/**
 * Per script (by its index in SCRIPTS): whether franc has models for it, else the one language it names (upstream
 * code, or undefined when upstream has none). Read by index, not by the script's name: `name in data` and
 * `data[name]` in identifyLanguages remembered the first script names they met, and each script met later threw
 * its compiled code away ("wrong name").
 */
const HAS_MODELS: readonly boolean[] = SCRIPTS.map((script) => script in data)
const SCRIPT_LANGUAGE: readonly (string | undefined)[] = SCRIPTS.map((script) => (script in data ? undefined : FRANC_TO_UPSTREAM[script]))
/** Each script's models (by index in SCRIPTS), made on first use. */
const SCRIPT_MODELS: (ScriptModels | undefined)[] = SCRIPTS.map(() => undefined)

function scriptModels(index: number): ScriptModels {
  return (SCRIPT_MODELS[index] ??= newScriptModels(SCRIPTS[index]!))
}

function newScriptModels(script: string): ScriptModels {
  const languages = Object.keys(data[script]!).filter((code) => FRANC_TO_UPSTREAM[code] !== undefined)
  const ranks = new Map<number, number[]>()
  languages.forEach((code, language) => {
    const seen = new Set<number>()
    data[script]![code]!.split('|').forEach((trigram, rank) => {
      // franc keeps a trigram's first rank; a text's trigram is 3 code units, so no other length can match
      if (trigram.length !== 3) return
      const key = trigramKey(trigram.charCodeAt(0), trigram.charCodeAt(1), trigram.charCodeAt(2))
      if (seen.has(key)) return
      seen.add(key)
      const entry = ranks.get(key)
      if (entry === undefined) ranks.set(key, [language, rank])
      else entry.push(language, rank)
    })
  })
  return { languages, ranks: new TrigramIndex(ranks) }
}

/** trigram-utils `clean`: ASCII punctuation, symbols and digits and white space runs become one space; trimmed, lower case. */
const NOT_LANGUAGE = /[\u0021-\u0040\s]+/g

/** The text's trigrams, reused from call to call (identification is synchronous). */
const TEXT_TRIGRAMS = new TrigramCounts()

/**
 * Candidate languages of `text`, best first; empty when franc cannot tell (no letters). franc reads
 * at most the first 2,048 characters and only the script most of them are written in. The same list,
 * order and scores as `francAll(text, { only: <the 55>, minLength: 1 })` mapped to upstream codes.
 */
export function identifyLanguages(text: string): LanguageScore[] {
  if (text.length === 0) return []
  const value = text.slice(0, MAX_LENGTH)
  const script = topScript(value)
  if (script === -1) return []
  if (!HAS_MODELS[script]) {
    const language = SCRIPT_LANGUAGE[script]
    return language === undefined ? [] : [{ language, score: 1 }]
  }
  const { languages, ranks } = scriptModels(script)
  if (languages.length === 0) return []
  // franc's distance: per distinct trigram, |count - rank - 1| when the model has it, else 300
  const distances = new Array<number>(languages.length).fill(0)
  // trigram-utils: the trigrams of ' ' + clean(value) + ' '
  const trigrams = TEXT_TRIGRAMS
  trigrams.count(` ${value.replace(NOT_LANGUAGE, ' ').trim().toLowerCase()} `)
  const { pairs } = ranks
  for (let i = 0; i < trigrams.size; i++) {
    const slot = trigrams.slots[i]!
    const found = ranks.find(trigrams.key(slot), trigrams.hashes[slot]!)
    if (found === -1) continue
    const count = trigrams.counts[slot]!
    for (let p = ranks.start(found), end = ranks.end(found); p < end; p += 2)
      distances[pairs[p]!]! += Math.abs(count - pairs[p + 1]! - 1) - MAX_DIFFERENCE
  }
  const missing = trigrams.size * MAX_DIFFERENCE
  // arrays pushed, not mapped: compiled, `map` makes holey arrays where the interpreter's are packed, and the
  // compiled function, having seen one kind, was thrown away at `sort` when it met the other ("wrong map")
  const order: number[] = []
  for (let index = 0; index < languages.length; index++) order.push(index)
  order.sort((x, y) => distances[x]! - distances[y]!)
  const min = distances[order[0]!]! + missing
  const max = value.length * MAX_DIFFERENCE - min
  const scores: LanguageScore[] = []
  for (const index of order) {
    scores.push({ language: FRANC_TO_UPSTREAM[languages[index]!]!, score: 1 - (distances[index]! + missing - min) / max || 0 })
  }
  return scores
}
