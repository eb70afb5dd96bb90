import { describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../../src/serialize/base64.js'
import { zlibDeflate, zlibInflate } from '../../src/serialize/zlib-codec.js'

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

describe('zlibDeflate', () => {
  it('writes a zlib stream with the default-level header 78 9c', () => {
    const out = zlibDeflate(encode('hello hello hello'))
    expect([out[0], out[1]]).toEqual([0x78, 0x9c])
  })

  it('produces the same bytes as CPython zlib.compress', () => {
    // Vector printed once by Debian's CPython 3.11 (zlib 1.2.13):
    // /usr/bin/python3 -c 'import zlib,base64; print(base64.b64encode(zlib.compress(b"".join(b"%d, " % (i*i % 1000) for i in range(2000)))).decode())'
    const input = encode(Array.from({ length: 2000 }, (_, i) => `${(i * i) % 1000}, `).join(''))
    expect(bytesToBase64(zlibDeflate(input))).toBe(CPYTHON_VECTOR)
  })
})

const CPYTHON_VECTOR =
  'eJztlsF1xCAMBVvZAvZghBDQf2Pxl63ZUzrgkrA2IA3C83R9P+378e9n34P4fmx8P/3+7/fvuB+v+227rvuPaeSuaZq7NVmzbWi07mfdXIu1n1a4a7TuZ8Put2Pe80IrQqOpZ1Nvl+Ztrdhaq020WxtEUKyuqO652z0rND+U3cw0le/uL0BLkkspXa5s7mkjF2g09Wzp7S7iliu1R9duvirCVKylqFvxge5KzpVmKN8ZhSCWJqouPod5arT1TC/N65CGVs5k1m4wd4UaijkzulUdTLm5sgzlu4rZxOKiiofvnqbpV0bSdL1bRWxZ5Kxynh917oo0PKFEDLIrt1CS2/IWFEIIZgmria/DvDR6ni1/5+UhPWu1y7Mf1K5o86n0m0qW4UkvS6OUZ0F34STYFqJR6MRvT/G1gKutlXlwW7sZhc4DtrxeCr/AHkoua2Pmb70SIms4lr9lNbC3Rln+0FtKnZekmb8XZ0E9FCzvV89zp9Z5D1cmmpUqbBdO3mB7KvvUOu/5eg5C0wvatS6/EMt7Q63zS9p51HnTgI6E1n00fz/LRMhP1Za/n2/7Xe94v/KdyFQ6bbDMX0NMmEOx0iSRTvmVWqealVb4Ih5i0QPRVZHb+3u/73NiyWuUvQJ7BfYKSCf2WthrY6+NvSBtyMuQlyOvUfYKSCf22tirYS/DXl6sgb0W9ip3Ge7yIg7ctXBXw10ddw2YF/JqyMtLXoG8NsyGvAb22tjLfvYCeqEvQ1+Bvjb66gU90VdDX1nk/KY3AuuFPRFYQ2CBwPCXQ73xl+Ovjb86/lpgd/y18Jfjr42/HOyNvwYCawgsEJgV9kJgjsBKX4G+rKAX+nL01dDXRF/9p6+y18Rejr2Q14TZkVcreW3kFcir/5DLXQt3Be7quKsV8cZdE3dlofOed+zVinljr4m9Ans59jKYW9kLeW3kNZFXwDywl2Mvx14dexnQDXs17NXKXiUvupFHXY+4rtNvnX7r9Fun3zr91um3Tr91+q3Tb51+6/Rbp986/dbpt06/dfqt02+dfuv0W6ffOv3W6bdOv3X6rdNvnX7r9Fun3/qn3/oD+arYRw=='

describe('zlibInflate', () => {
  it('restores what zlibDeflate compressed', () => {
    const input = encode('Ünïcödé text, repeated. '.repeat(1000))
    expect(zlibInflate(zlibDeflate(input))).toEqual(input)
  })

  it('throws a RangeError as soon as the output passes the limit', () => {
    const bomb = zlibDeflate(new Uint8Array(1_000_000))
    expect(bomb.length).toBeLessThan(2000)
    expect(() => zlibInflate(bomb, { maxOutputBytes: 100_000 })).toThrow(RangeError)
    expect(zlibInflate(bomb, { maxOutputBytes: 1_000_000 }).length).toBe(1_000_000)
  })

  it('reports truncated and corrupt streams', () => {
    const stream = zlibDeflate(encode('some text that compresses '.repeat(50)))
    expect(() => zlibInflate(stream.subarray(0, stream.length - 8))).toThrow(/Incomplete zlib data/)
    expect(() => zlibInflate(encode('not zlib at all'))).toThrow(/Corrupt zlib data/)
  })
})
