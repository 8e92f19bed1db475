import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * Support that answered only with a bot or an auto-reply, or sent the reviewer round in circles,
 * failed them: the reply owns up to the answers that did not help and asks for what finds the
 * thread (a ticket number or the address they wrote from) at the team's own contact, instead of
 * "write to us and tell us what happens" as if nothing had happened. A support loop with no store
 * and no money in it is no billing problem. Reviews written for this test.
 */

const CONTACT = 'help@listmaker.example'
const voice = voiceWith({ brandName: 'List Maker', supportContact: CONTACT })

function draft(language: string, body: string, rating = 1) {
  return draftBuiltin({
    review: { id: `sbc-${language}:${body}`, rating, body, language },
    voice,
    store: 'google_play',
    limit: 5970,
    answers: [],
  })
}

// [language, review, the reply owning up to answers that did not help, asking for the ticket]
const BOT_ANSWERS: [string, string, RegExp, RegExp][] = [
  [
    'en',
    'Reminders stopped working. Support only sends the same canned bot answer, useless.',
    /didn't solve/u,
    /ticket number/u,
  ],
  [
    'de',
    'Erinnerungen funktionieren nicht. Vom Support kommt nur eine automatische Antwort vom Bot.',
    /nicht weitergeholfen/u,
    /Ticketnummer/u,
  ],
  [
    'es',
    'Los recordatorios no funcionan. El soporte solo responde con un bot y mensajes automáticos.',
    /no han resuelto/u,
    /número de ticket/u,
  ],
  [
    'it',
    "I promemoria non funzionano. L'assistenza risponde solo con messaggi automatici.",
    /non hanno risolto/u,
    /numero del ticket/u,
  ],
  [
    'ru',
    'Напоминания не работают. Поддержка отвечает только ботом с шаблонными ответами.',
    /не решили/u,
    /номер обращения/u,
  ],
  [
    'pl',
    'Przypomnienia nie działają. Support odpisuje tylko automatem.',
    /nie rozwiązały/u,
    /numer zgłoszenia/u,
  ],
  [
    'id',
    'Pengingat tidak jalan. CS cuma balas pakai bot otomatis.',
    /belum menyelesaikan/u,
    /nomor tiket/u,
  ],
  [
    'fr',
    'Les rappels ne marchent plus. Le support ne répond qu’avec un bot et des réponses automatiques.',
    /n'ont pas réglé/u,
    /numéro de ticket/u,
  ],
  [
    'pt',
    'Os lembretes não funcionam. O suporte só manda resposta automática.',
    /não resolveram/u,
    /número do ticket/u,
  ],
  [
    'nl',
    'Herinneringen werken niet. Support stuurt alleen een automatisch antwoord.',
    /niet opgelost/u,
    /ticketnummer/u,
  ],
]

describe('support that answered only with a bot', () => {
  for (const [language, body, ownsUp, asks] of BOT_ANSWERS)
    it(`${language}: ${body}`, () => {
      const d = draft(language, body)
      expect(d.spam).toBeNull()
      expect(d.body).toMatch(ownsUp)
      expect(d.body).toMatch(asks)
      expect(d.body).toContain(CONTACT)
    })

  it('"not even an auto-reply" says nobody answered, not that the answers did not help', () => {
    const d = draft(
      'en',
      'Sync broke last week. Wrote to support twice, nothing, not even an automated reply.',
    )
    expect(d.body).not.toMatch(/didn't solve/u)
    expect(d.body).toMatch(/should have (?:been answered|heard back)/u)
  })
})

describe('support that sent them round in circles', () => {
  it('is support failing them, not a billing problem, and the fault is still named', () => {
    const d = draft(
      'en',
      'Export to PDF fails. Your support keeps sending me to the FAQ which sends me back to support.',
      2,
    )
    expect(d.body).not.toMatch(/payment|order number|refund/u)
    expect(d.body).toMatch(/PDF export/u)
    expect(d.body).toMatch(/ticket number/u)
  })
})

describe('copy-paste', () => {
  // Copying and pasting is what the reviewer does in a wish, and what support sent in a failed
  // ticket: only beside support's own word is it the latter.
  const WISHES: [string, string][] = [
    [
      'en',
      'Would love to share a note as a link. Right now I have to copy paste every list into WhatsApp',
    ],
    ['es', 'Estaría genial compartir una lista con un enlace. Ahora tengo que copiar y pegar todo'],
    [
      'fr',
      "Ce serait bien de partager une liste avec un lien. Pour l'instant je fais des copier-coller",
    ],
    [
      'it',
      'Sarebbe bello condividere una lista con un link, ora devo fare copia e incolla ogni volta',
    ],
    [
      'pt',
      'Seria ótimo compartilhar uma lista por link, hoje tenho que fazer copia e cola de tudo',
    ],
    [
      'tr',
      'Listeyi bağlantıyla paylaşabilmek güzel olurdu, şu an her şeyi kopyala yapıştır yapıyorum',
    ],
  ]
  for (const [language, body] of WISHES)
    it(`is the reviewer's own chore in a wish, not support failing (${language})`, () => {
      const d = draft(language, body, 4)
      expect(d.reading?.supportFailed).toBe(false)
      expect(d.body).not.toContain(CONTACT)
    })

  const TICKETS: [string, string][] = [
    [
      'en',
      'Wrote to support twice about the sync bug and all I got was a copy-paste telling me to reinstall',
    ],
    [
      'fr',
      "J'ai écrit au support, ils m'ont envoyé un copier-coller sans rapport avec mon problème de synchro",
    ],
    [
      'es',
      'Escribí al soporte y me mandaron un copia y pega que no tiene nada que ver con la sincronización',
    ],
    ['tr', 'Destek ekibine yazdım, kopyala yapıştır cevap geldi, senkron sorunu hala var'],
  ]
  for (const [language, body] of TICKETS)
    it(`is support failing when support sent it (${language})`, () => {
      const d = draft(language, body)
      expect(d.reading?.supportFailed).toBe(true)
      expect(d.body).toContain(CONTACT)
    })
})
