import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { elementsToJsonFile } from '../../src/serialize/elements-to-json-file.js'

describe('elementsToJsonFile', () => {
  it('writes what upstream elements_to_json writes: rounded, sorted, indented by 4, ASCII-escaped, floats as floats', () => {
    const element: Element = {
      type: 'Title',
      element_id: 'a1',
      text: '“HANDS-FREE” CARD',
      metadata: {
        page_number: 1,
        languages: ['eng'],
        detection_class_prob: 0.912345678,
        detection_origin: 'yolox',
        coordinates: {
          points: [
            [78.66, 35],
            [78.66, 68.25],
          ],
          system: 'PixelSpace',
          layout_width: 1575,
          layout_height: 1166,
        },
      },
    }
    // Printed by CPython 3.11: json.dumps([dict with round(78.66,1), round(68.25,1), round(0.912345678,5) …], indent=4, sort_keys=True)
    expect(elementsToJsonFile([element])).toBe(`[
    {
        "element_id": "a1",
        "metadata": {
            "coordinates": {
                "layout_height": 1166,
                "layout_width": 1575,
                "points": [
                    [
                        78.7,
                        35.0
                    ],
                    [
                        78.7,
                        68.2
                    ]
                ],
                "system": "PixelSpace"
            },
            "detection_class_prob": 0.91235,
            "languages": [
                "eng"
            ],
            "page_number": 1
        },
        "text": "\\u201cHANDS-FREE\\u201d CARD",
        "type": "Title"
    }
]`)
  })

  it('takes another indent', () => {
    const element: Element = { type: 'PageBreak', element_id: 'p', text: '', metadata: {} }
    expect(elementsToJsonFile([element], { indent: 2 })).toBe(
      '[\n  {\n    "element_id": "p",\n    "metadata": {},\n    "text": "",\n    "type": "PageBreak"\n  }\n]',
    )
  })

  it('writes an empty list as []', () => {
    expect(elementsToJsonFile([])).toBe('[]')
  })
})
