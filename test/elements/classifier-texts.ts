/**
 * Texts generated for comparison tests of the text classifier and its predicates (old against new
 * implementation): English words, verbs, capitals and all caps, numbers, sentence ends, abbreviations,
 * bullets, e-mail and postal addresses, URLs, contractions, non-ASCII letters (titlecase ǅ, CJK) and
 * unusual whitespace, in seeded random order.
 */
import { seededRandom } from '../../scripts/hostile/seeded-random.js'

const PIECES: readonly string[] = [
  ...['the', 'report', 'was', 'finished', 'and', 'it', 'runs', 'would', 'go', 'is', 'running', 'quickly', 'signal', 'Table', 'Section'],
  ...[
    'INTRODUCTION',
    'RISK',
    'FACTORS',
    'Internal',
    'Revenue',
    'Manual',
    'Lorem',
    'ipsum',
    'dolor',
    'sit',
    'amet',
    'Straße',
    'ÉTÉ',
    'ǅungla',
    'Nºª',
    'ǇUBA',
    'Σοφία',
  ],
  ...['人', '東京', '😀', 'x', 'U.S.', 'e.g.', ' Mr.', ' no.', 'Fig.', "don't", 'it’s', 'Big/Brown', 'well-known', 'A:B', '12kg', '0x1F'],
  ...['1', '5', '24', '60-80', '1,000', '5.50', '2.3.59', '1.', '2)', '(a)', 'iv.', '#', '$', '%', '&', '©', '€'],
  ...['.', '.', '?', '!', '…', ',', ';', ':', '-', '—', '/', '(', ')', '"', "'", '“', '”', '.)', '...', '{{', '}}', '。', '।', '۔', '！', '？', '։'],
  ...['•', '* ', '- ', '· ', '▪ '],
  ...['jane.doe@example.com', 'Doylestown, PA 18901', 'DOYLESTOWN, PENNSYLVANIA, 18901', 'www.example.com', 'https://x.org/a$b'],
  ...[' ', ' ', ' ', ' ', ' ', '  ', '\n', '\t', '\u00a0', '\u3000', '\u2028', '\u0085', '\ufeff'],
]

/** `count` texts of 0 to `maxPieces` pieces, the same for the same seed. */
export function classifierTexts(count: number, seed: number, maxPieces = 30): string[] {
  const random = seededRandom(seed)
  const texts: string[] = []
  for (let n = 0; n < count; n++) {
    let text = ''
    for (let k = Math.floor(random() * (maxPieces + 1)); k > 0; k--) text += PIECES[Math.floor(random() * PIECES.length)]!
    texts.push(text)
  }
  return texts
}
