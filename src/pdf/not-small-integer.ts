/**
 * @module pdf/not-small-integer
 * What a number field of a hot object (the text state, a lexer, a glyph, a font's metrics) is first set to, before its
 * constructor sets its value. V8 gives a field first set to a small integer (0, 500) the small-integer representation
 * and changes it, with a new hidden class and the old one deprecated, the first time a fraction is stored; every
 * function optimised on the old class is then thrown away. A field born a double stays one, whatever comes after.
 */
export const NOT_SMALL_INTEGER = 0.5
