import { francAll } from 'franc'
import { describe, expect, it } from 'vitest'
import { FRANC_TO_UPSTREAM, hasFrancScript, identifyLanguages } from '../../src/elements/identify-language.js'
import { seededRandom } from '../../scripts/hostile/seeded-random.js'

/** What identifyLanguages stands for: franc itself, limited to the 55 languages, codes mapped to upstream's. */
function francReference(text: string): { language: string; score: number }[] {
  return francAll(text, { only: Object.keys(FRANC_TO_UPSTREAM), minLength: 1 })
    .filter(([code]) => FRANC_TO_UPSTREAM[code] !== undefined)
    .map(([code, score]) => ({ language: FRANC_TO_UPSTREAM[code]!, score }))
}

/** Words of several scripts and languages, with the characters franc's cleaning and lower-casing treat specially. */
const WORDS: readonly string[] = [
  ...'the of and to that which would have been there their with from people'.split(' '),
  ...'todos los seres humanos nacen libres iguales en dignidad y derechos dotados'.split(' '),
  ...'alle Menschen sind frei und gleich an Würde und Rechten geboren Straße'.split(' '),
  ...'tous les êtres humains naissent libres et égaux en dignité et en droits'.split(' '),
  ...'wszyscy ludzie rodzą się wolni równi pod względem swej godności'.split(' '),
  ...'tất cả mọi người sinh ra đều được tự do bình đẳng về nhân phẩm'.split(' '),
  ...'İstanbul IĞDIR bütün insanlar hür haysiyet ve haklar bakımından eşit doğarlar'.split(' '),
  ...'ihmiset syntyvät vapaina ja tasavertaisina arvoltaan ja oikeuksiltaan'.split(' '),
  ...'все люди рождаются свободными и равными в своем достоинстве и правах'.split(' '),
  ...'всі люди народжуються вільними і рівними у своїй гідності та правах'.split(' '),
  ...'يولد جميع الناس أحراراً متساوين في الكرامة والحقوق'.split(' '),
  ...'تمام انسان آزاد اور حقوق و عزت کے اعتبار سے برابر پیدا ہوئے ہیں'.split(' '),
  ...'सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता प्राप्त है'.split(' '),
  ...'כל בני האדם נולדו בני חורין ושווים בערכם ובזכויותיהם'.split(' '),
  ...'ΌΛΟΙ ΟΙ ΑΝΘΡΩΠΟΙ ΓΕΝΝΙΟΥΝΤΑΙ ΕΛΕΥΘΕΡΟΙ ΟΔΥΣΣΕΥΣ όλοι οι άνθρωποι'.split(' '),
  ...'人人生而自由 在尊严和权利上一律平等 すべての人間は 生まれながらにして自由であり'.split(' '),
  ...'모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다'.split(' '),
  ...'มนุษย์ทั้งหลายเกิดมามีอิสระและเสมอภาคกันในเกียรติศักดิ์และสิทธิ'.split(' '),
  ...'လူတိုင်းသည် တူညီ လွတ်လပ်သော ဂုဏ်သိက္ခာ ሁሉም ሰው የተወለደው በነጻነት'.split(' '),
  ...'𠀀𠀁 𝐀𝐁𝐂 😀👍 \uD800x y\uDC00 \u212A\u212B ﬁﬂ Ⅻ ǅ'.split(' '),
  ...'12 3.5 (cid:2) — § ¶ € @#! %& “quoted” ‘x’ … - _ [a] {b} ~ | \\'.split(' '),
]
const SEPARATORS: readonly string[] = [' ', ' ', ' ', '  ', '\n', '\t', '\u00a0', '\u3000', '\u2028', '. ', ', ', '; ', '!? ', '\r\n', '']

/** Texts of 1 to ~3,000 characters: words of one part of the list (one script or language, mostly) or of all of it. */
function generatedTexts(count: number, seed: number): string[] {
  const random = seededRandom(seed)
  const texts: string[] = []
  for (let n = 0; n < count; n++) {
    const words = Math.floor(random() ** 3 * 400) + 1
    const from = random() < 0.7 ? Math.floor(random() * WORDS.length) : 0
    const span = from === 0 ? WORDS.length : 14
    let text = ''
    for (let w = 0; w < words; w++) {
      text += WORDS[Math.min(WORDS.length - 1, from + Math.floor(random() * span))]!
      text += SEPARATORS[Math.floor(random() * SEPARATORS.length)]!
    }
    texts.push(random() < 0.1 ? text.toUpperCase() : text)
  }
  return texts
}

describe('identifyLanguages, against franc itself', () => {
  it('gives franc’s languages, order and scores on 2,000 generated texts in many scripts', () => {
    const texts = generatedTexts(2000, 20)
    expect(texts.some((text) => text.length > 2048)).toBe(true)
    let differing = 0
    for (const text of texts) if (JSON.stringify(identifyLanguages(text)) !== JSON.stringify(francReference(text))) differing++
    expect(differing).toBe(0)
  })

  it('gives franc’s answer on single characters of every script, digits, symbols, surrogates and the empty text', () => {
    const texts = ['', ' ', '1', '.', '\uD83D', '\uDE00', '😀', '𠀀', 'a', 'é', 'İ', 'Σ', 'я', 'ا', 'क', 'א', 'ñ ñ', '한', 'ก', 'ሀ', 'ꯀ', 'ᐁ']
    for (const text of [...texts, ...WORDS]) expect(identifyLanguages(text), JSON.stringify(text)).toEqual(francReference(text))
  })

  it('cuts at 2,048 characters as franc does, also inside a surrogate pair', () => {
    const text = `${'a'.repeat(2047)}😀 ${'slowo '.repeat(50)}`
    expect(identifyLanguages(text)).toEqual(francReference(text))
    expect(identifyLanguages(`${'я'.repeat(1000)}${'𠀀'.repeat(1100)}`)).toEqual(francReference(`${'я'.repeat(1000)}${'𠀀'.repeat(1100)}`))
  })
})

describe('hasFrancScript', () => {
  it('is false exactly when franc names no language for any part of the text', () => {
    for (const text of ['123 456', '— € § ¶ !?', '\uD800\uD800', '']) {
      expect(hasFrancScript(text)).toBe(false)
      expect(francReference(text)).toEqual([])
    }
    for (const text of ['12 a 34', 'Ⅻ', '😀 𠀀', '한']) expect(hasFrancScript(text)).toBe(true)
  })
})
