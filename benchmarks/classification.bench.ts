/**
 * Text classification speed: `elementFromText` over 5 MB of generated paragraphs (titles, list items,
 * narrative with abbreviations, decimals, URLs and e-mail addresses), and the sentence splitting inside
 * it against its reference, natural's own SentenceTokenizer, on the same texts (whose sentences must be
 * identical) and on one long paragraph, where natural's per-placeholder regexes make it quadratic.
 * CPU time (user + system), best of 3 rounds; reference and candidate alternate within each round.
 */
import { elementFromText } from '../src/elements/classify-text.js'
import { SentenceTokenizer } from '../src/elements/sentence-tokenizer.js'
import { SENTENCE_ABBREVIATIONS, splitSentences } from '../src/elements/split-sentences.js'

const WORDS = (
  'the trustee shall file a report within thirty days of the meeting creditors debtor plan payment court ' +
  'order motion schedule income expense account balance interest rate loan Mr. Smith e.g. U.S. 3.5 1,000 ' +
  'www.example.com billing@example.com (see Fig. 2) "quoted" No. 7'
).split(' ')

/** Deterministic paragraphs of about `bytes` characters in all (same seed, same texts). */
function generateParagraphs(bytes: number): string[] {
  let seed = 7
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const words = (count: number): string => Array.from({ length: count }, () => WORDS[next(WORDS.length)]).join(' ')
  const paragraphs: string[] = []
  let size = 0
  while (size < bytes) {
    const roll = next(10)
    let paragraph: string
    if (roll === 0) paragraph = words(2 + next(6)).toUpperCase()
    else if (roll === 1) paragraph = `• ${words(4 + next(8))}`
    else {
      paragraph = Array.from({ length: 1 + next(6) }, () => {
        const sentence = words(5 + next(20))
        return sentence[0]!.toUpperCase() + sentence.slice(1) + ['.', '!', '?', '...'][next(4)]
      }).join(' ')
    }
    paragraphs.push(paragraph)
    size += paragraph.length
  }
  return paragraphs
}

/** CPU ms (user + system) of one call of `work`. */
function cpuMs(work: () => void): number {
  const start = process.cpuUsage()
  work()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** Best (lowest) CPU ms of each of `works` over 3 rounds, the works alternating within a round. */
function best(works: Array<() => void>): number[] {
  const times = works.map(() => Number.POSITIVE_INFINITY)
  for (let round = 0; round < 3; round++) {
    works.forEach((work, i) => {
      times[i] = Math.min(times[i]!, cpuMs(work))
    })
  }
  return times
}

export async function run(): Promise<void> {
  const paragraphs = generateParagraphs(5_000_000)
  const megabytes = paragraphs.reduce((sum, p) => sum + p.length, 0) / 1e6
  const natural = new SentenceTokenizer([...SENTENCE_ABBREVIATIONS])
  // Warm-up: loads the tagger's lexicon and compiles the hot paths.
  for (const paragraph of paragraphs.slice(0, 2000)) {
    elementFromText(paragraph)
    splitSentences(paragraph)
    natural.tokenize(paragraph)
  }

  const differences = paragraphs.filter(
    (p) => JSON.stringify(splitSentences(p) ?? natural.tokenize(p)) !== JSON.stringify(natural.tokenize(p)),
  ).length
  const [classifyMs] = best([() => paragraphs.forEach((p) => elementFromText(p))])
  const [naturalMs, splitMs] = best([() => paragraphs.forEach((p) => natural.tokenize(p)), () => paragraphs.forEach((p) => splitSentences(p))])
  const long = paragraphs
    .filter((p) => p.length > 200)
    .join(' ')
    .slice(0, 20_000)
  const [naturalLongMs, splitLongMs] = best([() => natural.tokenize(long), () => splitSentences(long)])

  console.log(`${paragraphs.length} generated paragraphs, ${megabytes.toFixed(1)} MB; CPU ms, best of 3`)
  console.log('| work | natural SentenceTokenizer | docparts | speed-up |')
  console.log('|---|---:|---:|---:|')
  console.log(`| elementFromText, all paragraphs | | ${classifyMs!.toFixed(0)} (${(megabytes / (classifyMs! / 1000)).toFixed(1)} MB/s) | |`)
  console.log(`| sentences, all paragraphs | ${naturalMs!.toFixed(0)} | ${splitMs!.toFixed(0)} | ${(naturalMs! / splitMs!).toFixed(1)}× |`)
  console.log(
    `| sentences, one 20 KB paragraph | ${naturalLongMs!.toFixed(1)} | ${splitLongMs!.toFixed(1)} | ${(naturalLongMs! / splitLongMs!).toFixed(0)}× |`,
  )
  console.log(`paragraphs whose sentences differ from natural's: ${differences} (must be 0)`)
}
