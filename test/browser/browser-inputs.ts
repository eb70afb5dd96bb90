/**
 * @module test/browser/browser-inputs
 * The five documents the browser tests partition in Chromium and in Node: an HTML page and a PDF with a
 * text layer (fixtures/samples), a DOCX (fixtures/office), and a scan — the letter page of
 * test/pdf/scan-fixture rendered at 200 DPI — as a PNG and as a one-page PDF holding only that image. Also the
 * text PDF encrypted by qpdf (empty user password) with AES-256 (R6) and RC4-128 (R3): the browser build decrypts
 * with its own ciphers (@noble/ciphers, our RC4), Node with node:crypto.
 */
import { readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { scanPng, textPdf } from '../pdf/scan-fixture.js'
import { encryptWithQpdf } from '../pdf/reader/security/qpdf-encrypt.js'

export interface BrowserInput {
  /** File name, also its URL path under /inputs/. */
  name: string
  bytes: Uint8Array
  /** partition() options (JSON: they cross into the page). */
  options: Record<string, unknown>
}

const fixture = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url)))

/** A one-page PDF (US letter) whose page is `png` and nothing else: a scanner's output. */
export async function scannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const image = await doc.embedPng(png)
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}

export async function browserInputs(): Promise<BrowserInput[]> {
  const png = await scanPng(await textPdf())
  return [
    { name: 'field-report.html', bytes: fixture('samples/field-report.html'), options: { filename: 'field-report.html' } },
    { name: 'sample.docx', bytes: fixture('office/sample.docx'), options: { filename: 'sample.docx' } },
    { name: 'field-report.pdf', bytes: fixture('samples/field-report.pdf'), options: { filename: 'field-report.pdf', strategy: 'fast' } },
    ...([256, 128] as const).map((bits) => ({
      name: `field-report-${bits}.pdf`,
      bytes: encryptWithQpdf(fixture('samples/field-report.pdf'), { user: '', owner: 'owner', bits }),
      options: { filename: 'field-report.pdf', strategy: 'fast' },
    })),
    { name: 'scan.pdf', bytes: await scannedPdf(png), options: { filename: 'scan.pdf', strategy: 'hi_res' } },
    { name: 'scan.png', bytes: png, options: { filename: 'scan.png' } },
  ]
}
