import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { englishBook, phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { voiceWith } from '../fixtures'

/**
 * Bought the same pack twice and got nothing either time: the purchase never arrived, and that is
 * what the reply restates. "Sorry about the double charge" answers a mistake in the bill and says
 * nothing of the coins still missing. Reviews written for this test.
 */

const voice = voiceWith({ brandName: 'Tile Garden', supportContact: 'help@tilegarden.example' })

const CASES: [string, string, RegExp][] = [
  ['es', 'Compré el paquete de monedas dos veces y nunca me llegaron.', /doble|dos veces/u],
  ['de', 'Habe das Münzpaket zweimal gekauft und die Münzen nie bekommen.', /doppelt|zweimal/u],
  [
    'fr',
    "J'ai acheté le pack de pièces deux fois et je n'ai jamais reçu les pièces.",
    /double|deux fois/u,
  ],
  ['pt', 'Comprei o pacote de moedas duas vezes e as moedas nunca chegaram.', /dobro|duas vezes/u],
  [
    'it',
    'Ho comprato il pacchetto di monete due volte e non sono mai arrivate.',
    /doppio|due volte/u,
  ],
  ['ru', 'Купил пакет монет два раза, а монеты так и не пришли.', /дважды|два раза/u],
  ['pl', 'Kupiłem pakiet monet dwa razy i monety nie przyszły.', /dwa razy|podwójn/u],
  ['tr', 'Altın paketini iki kez satın aldım, altınlar hesabıma gelmedi.', /iki kez/u],
  ['nl', 'Twee keer het muntenpakket gekocht en de munten nooit ontvangen.', /dubbel|twee keer/u],
  ['id', 'Beli koin 2x tapi koinnya gak masuk sama sekali.', /ganda|dua kali/u],
  ['vi', 'Đã mua kim cương 2 lần mà không nhận được kim cương nào.', /hai lần/u],
]

describe('a pack bought twice that never arrived', () => {
  it.each(CASES)(
    '%s: is read as a purchase that never arrived, not a double charge',
    (lang, body) => {
      expect(readReview({ rating: 1, body }, phrasebookFor(lang) ?? englishBook).billing).toBe(
        'purchase_missing',
      )
    },
  )

  it.each(CASES)(
    '%s: the reply restates the missing purchase, not a double charge',
    (lang, body, twice) => {
      const draft = draftBuiltin({
        review: { id: `twice-${lang}`, rating: 1, body, language: lang },
        voice,
        store: 'google_play',
        limit: 5970,
        answers: [],
      })
      expect(draft.body).not.toMatch(twice)
      expect(draft.body).toContain('help@tilegarden.example')
    },
  )
})
