import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// `npm test` builds dist/ first, so the installed command is what runs here.
const root = fileURLToPath(new URL('../..', import.meta.url))

test('the docparts command partitions the README sample PDF from a shell, with the default hi_res strategy', () => {
  const stdout = execFileSync(process.execPath, ['bin/docparts.js', 'partition', 'fixtures/samples/field-report.pdf'], {
    cwd: root,
    encoding: 'utf8',
  })

  const elements = JSON.parse(stdout) as { type: string; text: string; metadata: { filename: string; page_number: number } }[]
  expect(elements.find((e) => e.type === 'Title')?.text).toBe('Field report: river gauge network')
  expect(elements.filter((e) => e.type === 'Table').map((e) => e.metadata.page_number)).toEqual([2])
  expect(elements.filter((e) => e.type === 'ListItem')).toHaveLength(3)
  expect(elements.every((e) => e.metadata.filename === 'field-report.pdf')).toBe(true)
})

test('the HTML sample partitions from a shell too', () => {
  const stdout = execFileSync(process.execPath, ['bin/docparts.js', 'partition', 'fixtures/samples/field-report.html'], {
    cwd: root,
    encoding: 'utf8',
  })

  const elements = JSON.parse(stdout) as { type: string; text: string }[]
  expect(elements[0]).toMatchObject({ type: 'Title', text: 'Field report: river gauge network' })
  expect(elements.map((e) => e.type)).toContain('Table')
})
