/**
 * Test helper: hand-written stand-ins for upstream's sample-docs (same names, similar content), and
 * PDFs generated with pdf-lib (fixed dates, deterministic bytes).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'

export const FAKE_TEXT = `This is a test document to use for unit tests.

Important points:

- Hamburgers are delicious
- Dogs are the best
- I love fuzzy blankets
`

export const FAKE_HTML = `<!DOCTYPE html>
<html>
<head><title>Fake HTML</title></head>
<body>
<h1>My First Heading</h1>
<p>My first paragraph, with enough words in it to be narrative text for the classifier.</p>
<ul><li>Item one of the list</li><li>Item two of the list</li></ul>
<p>Another paragraph follows here, and it also has a verb in it.</p>
</body>
</html>
`

export const README_MD = `# Unstructured API

This is a fake README for the partition API, written for the conformance tests.

## Installation

- Install the package with your package manager.
- Start the server and send it documents.
`

export const README_RST = `Unstructured API
================

This is a fake reStructuredText README written for the conformance tests of the server.

Installation
------------

Install the package, then start the server and send it some documents.
`

export const FAMILY_DAY_EML = [
  'MIME-Version: 1.0',
  'Date: Wed, 21 Dec 2022 10:28:53 -0600',
  'Message-ID: <CAPgNNXQ0BkD2vBqYQ@mail.gmail.com>',
  'Subject: Family Day',
  'From: Mallori Harrell <mallori@unstructured.io>',
  'To: Mallori Harrell <mallori@unstructured.io>',
  'Content-Type: text/plain; charset="UTF-8"',
  '',
  'Hi All,',
  '',
  'Get excited for our first annual family day!',
  '',
  'There will be face painting, a petting zoo, funnel cake and more.',
  '',
  'Make sure to RSVP!',
  '',
  'Best.',
  '--',
  'Mallori Harrell',
  'Unstructured Technologies',
  'Data Scientist',
  '',
].join('\r\n')

const HEADINGS = ['Introduction', 'Background', 'Methods', 'Results', 'Discussion', 'Related work', 'Conclusion', 'Appendix']

/**
 * A PDF of `pages` pages, each with its own heading and two paragraphs that name the page. Headings differ
 * from page to page on purpose: a line repeated on every page may be taken for a running header.
 */
export async function samplePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)))
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)))
  doc.setProducer('docparts tests')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([612, 792])
    page.drawText(HEADINGS[(n - 1) % HEADINGS.length]!, { x: 72, y: 640, size: 18, font: bold })
    page.drawText(`This is the first paragraph of page ${n}, and it says what the page is about.`, { x: 72, y: 600, size: 11, font })
    page.drawText(`The second paragraph of page ${n} is here to give the layout more than one box.`, { x: 72, y: 560, size: 11, font })
  }
  return doc.save({ useObjectStreams: false })
}
