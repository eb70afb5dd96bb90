/**
 * Each platform adapter's browser file exports what its Node file exports, with the same types: core code
 * imports `#platform/<name>` and gets one or the other (package.json "imports", conditions node / default).
 */
import { readdirSync } from 'node:fs'
import { describe, expect, expectTypeOf, test } from 'vitest'
import type * as AssetsBrowser from '../../src/platform-adapters/asset-locations.browser.js'
import type * as AssetsNode from '../../src/platform-adapters/asset-locations.node.js'
import type * as DecodeBrowser from '../../src/platform-adapters/image-decode.browser.js'
import type * as DecodeNode from '../../src/platform-adapters/image-decode.node.js'
import type * as EncodeBrowser from '../../src/platform-adapters/image-encode.browser.js'
import type * as EncodeNode from '../../src/platform-adapters/image-encode.node.js'
import type * as WordBrowser from '../../src/platform-adapters/legacy-word.browser.js'
import type * as WordNode from '../../src/platform-adapters/legacy-word.node.js'
import type * as CanvasBrowser from '../../src/platform-adapters/render-canvas.browser.js'
import type * as CanvasNode from '../../src/platform-adapters/render-canvas.node.js'
import type * as InflateBrowser from '../../src/platform-adapters/native-inflate.browser.js'
import type * as InflateNode from '../../src/platform-adapters/native-inflate.node.js'

const FOLDER = new URL('../../src/platform-adapters/', import.meta.url)
const adapters = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.node.ts'))
  .map((name) => name.slice(0, -'.node.ts'.length))

describe('platform adapters', () => {
  test.each(adapters)('%s: the browser file exports every name the Node file exports', async (name) => {
    const node = (await import(new URL(`${name}.node.ts`, FOLDER).href)) as Record<string, unknown>
    const browser = (await import(new URL(`${name}.browser.ts`, FOLDER).href)) as Record<string, unknown>

    expect(Object.keys(node).length).toBeGreaterThan(0)
    expect(Object.keys(node).filter((key) => !(key in browser))).toEqual([])
  })

  test('the two files of each adapter have the same types', () => {
    expectTypeOf<Pick<typeof AssetsBrowser, keyof typeof AssetsNode>>().toEqualTypeOf<typeof AssetsNode>()
    expectTypeOf<typeof DecodeBrowser>().toEqualTypeOf<typeof DecodeNode>()
    expectTypeOf<typeof EncodeBrowser>().toEqualTypeOf<typeof EncodeNode>()
    expectTypeOf<typeof WordBrowser>().toEqualTypeOf<typeof WordNode>()
    expectTypeOf<typeof InflateBrowser>().toEqualTypeOf<typeof InflateNode>()
    expectTypeOf<Pick<typeof CanvasBrowser, keyof typeof CanvasNode>>().toEqualTypeOf<typeof CanvasNode>()
  })
})
