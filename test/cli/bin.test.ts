import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// `npm test` builds dist/ first, so the installed command is what runs here.
const root = fileURLToPath(new URL('../..', import.meta.url))

test('the docparts command partitions the README sample from a shell', () => {
  const stdout = execFileSync(process.execPath, ['bin/docparts.js', 'partition', 'fixtures/samples/field-report.html'], {
    cwd: root,
    encoding: 'utf8',
  })

  const elements = JSON.parse(stdout) as { type: string; text: string; metadata: { filename: string } }[]
  expect(elements[0]).toMatchObject({ type: 'Title', text: 'Field report: river gauge network' })
  expect(elements.map((e) => e.type)).toContain('Table')
  expect(elements.every((e) => e.metadata.filename === 'field-report.html')).toBe(true)
})
