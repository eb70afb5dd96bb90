/**
 * Text normalisation shared by the quality measures, so that typography does not dominate a score:
 * NFKC (ligatures ﬁ → fi, full-width forms, superscripts), quotes standardised as in
 * benchmarks/fidelity/corpus-fidelity.ts, dashes and minus signs to "-", soft hyphens dropped, and
 * whitespace collapsed to single spaces.
 */
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033\u2036\u275d\u275e\u301d\u301e\u301f\uff02]/g
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2039\u203a\u2032\u2035\u275b\u275c\u300c\u300d\u300e\u300f\uff07]/g
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d]/g

/** NFKC, standard quotes and dashes, no soft hyphens, whitespace collapsed and trimmed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(DOUBLE_QUOTES, '"')
    .replace(SINGLE_QUOTES, "'")
    .replace(DASHES, '-')
    .split(/\s+/)
    .filter((w) => w !== '')
    .join(' ')
}
