import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { linesFor } from '../../../../../src/main/core/drafting/write/lines'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { voiceWith } from '../fixtures'

/**
 * A reviewer whose messages to support went unanswered is not sent to write to the same address
 * again ("write once more to …"): the reply asks only for what finds the earlier thread (a ticket
 * or order number, the address they wrote from), so they need not repeat themselves.
 */

const CONTACT = 'hello@pantry.example'

function draft(language: string, body: string, store: DraftStore = 'google_play') {
  return draftBuiltin({
    review: { id: `sf-${language}-${body.length}`, rating: 1, body, language },
    voice: voiceWith({ brandName: 'Pantry', supportContact: CONTACT }),
    store,
    limit: store === 'google_play' ? 350 : 5970,
    answers: [],
  })
}

/** Per language: a review saying support never answered, what finds the thread, and the loop. */
const CASES: { language: string; body: string; finds: RegExp; loop: RegExp }[] = [
  {
    language: 'en',
    body: 'Barcode scanner stopped reading anything. Wrote to your help desk twice last month, still waiting for any reply.',
    finds: /so we can find your thread/u,
    loop: /once more|write to us|mention this review/iu,
  },
  {
    language: 'de',
    body: 'Der Barcode-Scanner liest nichts mehr. Ich habe zweimal an den Support gemailt und nie eine Antwort bekommen.',
    finds: /damit wir Ihre Nachricht finden/u,
    loop: /erneut|noch einmal|diese Bewertung/u,
  },
  {
    language: 'fr',
    body: "Le scanner de codes-barres ne lit plus rien. J'ai écrit deux fois au support, jamais de réponse.",
    finds: /pour que nous retrouvions votre message/u,
    loop: /réécrivez|encore une fois|cet avis/u,
  },
  {
    language: 'pl',
    body: 'Skaner kodów kreskowych przestał działać. Dwa razy pisałam do supportu i nikt nie odpisał.',
    finds: /abyśmy ją odnaleźli/u,
    loop: /ponownie|jeszcze raz|tej opinii/u,
  },
  {
    language: 'ru',
    body: 'Сканер штрихкодов перестал работать. Дважды писал в поддержку, ответа так и не получил.',
    finds: /чтобы мы нашли ваше сообщение/u,
    loop: /снова|ещё раз|этот отзыв/u,
  },
  {
    language: 'ja',
    body: 'バーコードスキャナーが全く読み取らなくなりました。サポートに2回メールしましたが返事がありません。',
    finds: /以前のメッセージをお探しするため/u,
    loop: /再度ご連絡|もう一度ご連絡|このレビューのこと/u,
  },
  {
    language: 'zh',
    body: '条码扫描完全不能用了。给客服发了两次邮件，一直没有回复。',
    finds: /为方便我们找到您之前的消息/u,
    loop: /再通过|联系我们一次|提及这条评价/u,
  },
]

describe('support that never answered gets a path that finds the thread, not the same loop', () => {
  for (const { language, body, finds, loop } of CASES)
    it(`asks only for what finds the earlier message (${language})`, () => {
      const d = draft(language, body)
      expect(d.language).toBe(language)
      expect(d.body).toContain(CONTACT)
      expect(d.body).toMatch(finds)
      expect(d.body).not.toMatch(loop)
    })

  it('a charge support never answered about asks for the order number, not a new message (es, App Store)', () => {
    const d = draft(
      'es',
      'Me cobraron la suscripción familiar dos veces este mes. Mandé un correo a soporte hace diez días y nadie me ha contestado.',
      'app_store',
    )
    expect(d.body).toContain(CONTACT)
    expect(d.body).toMatch(/número de pedido y la dirección desde la que escribiste/u)
    expect(d.body).not.toMatch(/escríbenos|de nuevo|esta reseña/u)
  })
})

describe('every full language has the lines that find the thread', () => {
  const CODES = [
    'ar',
    'de',
    'en',
    'es',
    'fr',
    'hi',
    'id',
    'it',
    'ja',
    'ko',
    'nl',
    'pl',
    'pt',
    'ru',
    'sv',
    'tr',
    'uk',
    'vi',
    'zh',
    'zh-Hant',
  ]
  for (const code of CODES)
    it(`gives the contact once, never the generic "write to us" line (${code})`, () => {
      const book = phrasebookFor(code)
      expect(book).toBeTruthy()
      const { lines, full } = linesFor(book!)
      expect(full).toBe(true)
      const generic = new Set([...lines.contact.contact, ...lines.details.contact])
      for (const group of [
        lines.supportFailedDirect.contact,
        lines.orderFailedDirect.contact,
        lines.contactAgain.contact,
        lines.orderAgain.contact,
      ]) {
        expect(group.length).toBeGreaterThan(0)
        for (const line of group) {
          expect(line.split('{contact}')).toHaveLength(2)
          expect(generic.has(line)).toBe(false)
        }
      }
    })
})
