/**
 * The PDFs of the real-document speed bench: every PDF of the corpus's unstructured-example-docs/pdf/ and
 * unstructured-api-sample-docs/, and a fixed sample of pdfjs-test-pdfs/ (every file of two pages or more,
 * and every tenth one-page file in name order, as listed below so the sample does not drift). Without the
 * corpus: the project's generated fixtures of fixtures/pdf/.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { CORPUS_FOLDER, PROJECT_ROOT } from '../quality/corpus-folder.js'

/** The fixed sample of pdfjs-test-pdfs (chosen once with PyMuPDF page counts; encrypted files left out). */
export const PDFJS_SAMPLE: readonly string[] = [
  // two pages or more
  'Pages-tree-refs.pdf',
  'TAMReview.pdf',
  'bug1907000_reduced.pdf',
  'bug1992868.pdf',
  'calgray.pdf',
  'file_pdfjs_test.pdf',
  'form_two_pages.pdf',
  'issue12963.pdf',
  'issue18305.pdf',
  'issue3214.pdf',
  'issue3928.pdf',
  'issue6961.pdf',
  'issue8088.pdf',
  'outline_goto_action.pdf',
  'outlines_for_editor.pdf',
  'page_with_number_and_link.pdf',
  'radial_gradients.pdf',
  'rc_annotation.pdf',
  'sizes.pdf',
  'text_field_own_canvas_calc.pdf',
  'two_pages.pdf',
  // every tenth one-page file
  'ArabicCIDTrueType.pdf',
  'annotation-squiggly-without-appearance.pdf',
  'bitmap-refine-template1-tpgron.pdf',
  'bitmap-symbol-texthuffrefine.pdf',
  'bug1020858.pdf',
  'bug1669097.pdf',
  'bug1978317.pdf',
  'colorspace_cos.pdf',
  'issue10438_reduced.pdf',
  'issue13271.pdf',
  'issue15594_reduced.pdf',
  'issue17871_bottom_right.pdf',
  'issue19633.pdf',
  'issue2840.pdf',
  'issue5070.pdf',
  'issue5804.pdf',
  'issue6413.pdf',
  'issue845r.pdf',
  'issue9458.pdf',
  'scorecard_reduced.pdf',
]

export interface BenchPdfs {
  /** Absolute paths. */
  files: string[]
  /** Where they came from, for the heading. */
  source: string
  /** Sample names the corpus no longer has. */
  missing: string[]
}

const pdfsIn = (folder: string): string[] =>
  readdirSync(folder)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => join(folder, f))

export function benchPdfs(): BenchPdfs {
  if (!existsSync(CORPUS_FOLDER)) {
    return {
      files: pdfsIn(join(PROJECT_ROOT, 'fixtures/pdf')),
      source: `corpus absent (${CORPUS_FOLDER}): the generated fixtures of fixtures/pdf only`,
      missing: [],
    }
  }
  const pdfjs = join(CORPUS_FOLDER, 'pdfjs-test-pdfs')
  const sample = PDFJS_SAMPLE.map((f) => join(pdfjs, f))
  return {
    files: [
      ...pdfsIn(join(CORPUS_FOLDER, 'unstructured-example-docs/pdf')),
      ...pdfsIn(join(CORPUS_FOLDER, 'unstructured-api-sample-docs')),
      ...sample.filter((f) => existsSync(f)),
    ],
    source: `${CORPUS_FOLDER}: unstructured-example-docs/pdf, unstructured-api-sample-docs, ${PDFJS_SAMPLE.length} files of pdfjs-test-pdfs`,
    missing: sample.filter((f) => !existsSync(f)),
  }
}
