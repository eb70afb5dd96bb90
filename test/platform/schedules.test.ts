import { describe, expect, it } from 'vitest'
import { SCHEDULE_CRON, SCHEDULES } from '../../src/platform/schedules.js'
import { defaultDataDir } from '../../src/platform/default-data-dir.js'
import { matchesFileGlob } from '../../src/platform/file-glob.js'
import { isoDuration } from '../../src/platform/iso-duration.js'

describe('schedules', () => {
  it('maps all 11 schedule options to cron expressions, weekly as upstream mocks it', () => {
    expect(SCHEDULES).toHaveLength(11)
    expect(SCHEDULE_CRON.weekly).toBe('0 0 * * 0')
    expect(SCHEDULE_CRON['every 15 minutes']).toBe('*/15 * * * *')
    expect(SCHEDULE_CRON.monthly).toBe('0 0 1 * *')
  })
})

describe('default data dir', () => {
  it('is a docparts folder in the user data directory of each platform', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/x' }, 'linux', '/home/u')).toBe('/x/docparts')
    expect(defaultDataDir({}, 'linux', '/home/u')).toBe('/home/u/.local/share/docparts')
    expect(defaultDataDir({}, 'darwin', '/Users/u')).toBe('/Users/u/Library/Application Support/docparts')
    expect(defaultDataDir({ APPDATA: 'C:/Users/u/AppData/Roaming' }, 'win32', 'C:/Users/u')).toMatch(/Roaming.docparts$/)
  })
})

describe('file_glob', () => {
  it('matches names for slash-less patterns and paths for others', () => {
    expect(matchesFileGlob('a/b/report.PDF', ['*.pdf'])).toBe(true)
    expect(matchesFileGlob('a/b/report.txt', ['*.pdf', '*.md'])).toBe(false)
    expect(matchesFileGlob('a/b/x.md', ['a/**/*.md'])).toBe(true)
    expect(matchesFileGlob('c/x.md', ['a/**/*.md'])).toBe(false)
    expect(matchesFileGlob('doc-1.html', ['doc-?.{html,txt}'])).toBe(true)
    expect(matchesFileGlob('anything', [])).toBe(true)
  })
})

describe('runtime', () => {
  it('is an ISO-8601 duration as pydantic serialises a timedelta', () => {
    expect(isoDuration(0)).toBe('PT0S')
    expect(isoDuration(1500)).toBe('PT1.5S')
    expect(isoDuration(65_250)).toBe('PT1M5.25S')
    expect(isoDuration(3_600_000)).toBe('PT1H')
  })
})
