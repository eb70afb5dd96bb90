import { describe, expect, test } from 'vitest'
import { InThreadPort, handOver } from '../../src/pdf/in-thread-port.js'

const nextMessage = (port: InThreadPort): Promise<unknown> =>
  new Promise((resolve) => port.addEventListener('message', (event) => resolve(event.data)))

describe('InThreadPort: pdfjs messages between its API and its worker in one thread', () => {
  test('an operator-list chunk arrives with its own arrays: the sender emptying its arrays after sending changes nothing', async () => {
    const port = new InThreadPort()
    const received = nextMessage(port)
    const glyphs = [{ unicode: 'A', width: 667 }]
    const chunk = { fnArray: [44], argsArray: [[glyphs]], lastChunk: false, length: 1 }

    port.postMessage({ sourceName: 'worker', targetName: 'main', stream: 4, streamId: 1, chunk })
    chunk.fnArray.length = 0
    chunk.argsArray.length = 0

    const data = (await received) as { chunk: typeof chunk; streamId: number }
    expect(data.streamId).toBe(1)
    expect(data.chunk.fnArray).toEqual([44])
    expect(data.chunk.argsArray).toEqual([[glyphs]])
  })

  test('the operations themselves are shared, not cloned (that is the saving)', () => {
    const args = [[{ unicode: 'B', width: 667 }]]
    const copy = handOver({ chunk: { fnArray: [44], argsArray: [args] } }) as { chunk: { argsArray: unknown[] } }

    expect(copy.chunk.argsArray[0]).toBe(args)
  })

  test('any other message is a deep copy, as across a real worker boundary', async () => {
    const port = new InThreadPort()
    const received = nextMessage(port)
    const message = { action: 'GetPage', data: { pageIndex: 3, nested: [1, 2] } }

    port.postMessage(message)
    message.data.nested.push(3)

    const data = (await received) as typeof message
    expect(data).not.toBe(message)
    expect(data.data.nested).toEqual([1, 2])
  })

  test('delivery is asynchronous, after the sending code has finished', async () => {
    const port = new InThreadPort()
    const order: string[] = []
    port.addEventListener('message', () => void order.push('delivered'))

    port.postMessage({ action: 'test' })
    order.push('sent')
    await Promise.resolve()
    await Promise.resolve()

    expect(order).toEqual(['sent', 'delivered'])
  })

  test('a listener added with an AbortSignal leaves the port on abort; terminate removes all', () => {
    const port = new InThreadPort()
    const controller = new AbortController()
    port.addEventListener('message', () => undefined, { signal: controller.signal })
    port.addEventListener('message', () => undefined)
    expect(port.listenerCount).toBe(2)

    controller.abort()
    expect(port.listenerCount).toBe(1)

    port.addEventListener('message', () => undefined, { signal: controller.signal })
    expect(port.listenerCount).toBe(1)

    port.terminate()
    expect(port.listenerCount).toBe(0)
  })
})
