import { describe, expect, it } from 'vitest'
import { GLYPH_ID_CID_TEXT, GLYPH_ID_SIMPLE_TEXT, glyphIdFontsPdf } from '../../../fixtures/pdf/glyph-id-fonts-pdf.js'
import { trueTypeProgram } from '../../../fixtures/pdf/true-type-program.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { trueTypeGlyphs } from '../../../src/pdf/reader/true-type-glyphs.js'

describe('TrueType programs name the glyphs of fonts whose codes are glyph ids', () => {
  it('reads format 4 maps and post names (format 2 over the Macintosh order; none for format 3)', () => {
    const program = trueTypeGlyphs(
      trueTypeProgram({
        cmaps: [
          {
            platform: 3,
            encoding: 0,
            map: new Map([
              [0xf033, 51],
              [0xf048, 72],
            ]),
          },
        ],
        postIndexes: [0, 1, 2, 3, ...Array.from({ length: 70 }, (_, i) => i + 4)],
      }),
    )
    expect([...program.cmaps.get('3,0')!]).toEqual([
      [0xf033, 51],
      [0xf048, 72],
    ])
    expect([program.names[3], program.names[51], program.names[72]]).toEqual(['space', 'P', 'e'])
    expect(trueTypeGlyphs(trueTypeProgram({ cmaps: [] })).names).toEqual([])
    expect(trueTypeGlyphs(new Uint8Array(7))).toEqual({ cmaps: new Map(), names: [], windowsNamesOnly: null })
  })

  it('decodes a symbolic TrueType font through its (3,0) map and post names, and a CID font through its inverted (3,1) map (pdfjs: "3HQ")', async () => {
    const page = openTextLayer(await glyphIdFontsPdf()).readPage(1)
    expect(page.glyphs.map((g) => g.text).join('')).toBe(GLYPH_ID_SIMPLE_TEXT + GLYPH_ID_CID_TEXT)
  })
})
