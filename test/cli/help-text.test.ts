import { describe, expect, it } from 'vitest'
import { partitionHelp } from '../../src/cli/help-text.js'

const lines = partitionHelp().split('\n')
const lineOf = (flag: string) => lines.find((line) => line.trimStart().startsWith(`${flag} `))

describe('partition --help', () => {
  it('lists the known values of the enum flags', () => {
    expect(lineOf('--strategy')).toContain('<fast|hi_res|auto|ocr_only|od_only|vlm>')
    expect(lineOf('--chunking-strategy')).toContain('<basic|by_page|by_similarity|by_title>')
    expect(lineOf('--output-format')).toContain('<application/json|text/csv')
  })

  it('says each default once', () => {
    expect(lineOf('--strategy')).toContain('(default "hi_res")')
    expect(lineOf('--combine-under-n-chars')).toContain('(default: max_characters)')
    for (const line of lines) expect(line.match(/\bdefault\b/g)?.length ?? 0, line).toBeLessThanOrEqual(1)
  })
})
