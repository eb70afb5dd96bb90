import { describe, expect, test } from 'vitest'
import { buildXlsx } from '../../../fixtures/office/xlsx-builder.js'
import { buildZip } from '../../../fixtures/office/zip-writer.js'
import { openZipArchive } from '../../../src/containers/zip-archive.js'
import { DocumentError } from '../../../src/errors.js'
import { readXlsxSheets } from '../../../src/formats/sheets/xlsx-workbook.js'

describe('readXlsxSheets', () => {
  test('the grid starts at A1: empty rows and columns before the first value stay, as pandas reads them', () => {
    const [sheet] = readXlsxSheets(openZipArchive(buildXlsx([{ name: 'S', cells: { B2: 'x', C3: 7 } }])))
    expect(sheet).toEqual({
      name: 'S',
      rows: [
        [undefined, undefined, undefined],
        [undefined, 'x', undefined],
        [undefined, undefined, '7'],
      ],
    })
  })

  test('rich-text shared strings join their runs, leave out phonetic runs and decode _xHHHH_ escapes', () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
    const zip = buildZip([
      { name: 'xl/workbook.xml', data: `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="One" r:id="rId1"/></sheets></workbook>` },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      },
      {
        name: 'xl/sharedStrings.xml',
        data: `<sst xmlns="${main}"><si><r><t>Bold</t></r><r><t xml:space="preserve"> and plain_x000A_line</t></r><rPh><t>ふりがな</t></rPh></si></sst>`,
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="e"><v>#N/A</v></c></row></sheetData></worksheet>`,
      },
    ])
    expect(readXlsxSheets(openZipArchive(zip))[0]!.rows).toEqual([['Bold and plain\nline', '#N/A']])
  })

  test('a package without a workbook is a DocumentError', () => {
    expect(() => readXlsxSheets(openZipArchive(buildZip([{ name: 'a.txt', data: 'x' }])))).toThrow(DocumentError)
  })
})
