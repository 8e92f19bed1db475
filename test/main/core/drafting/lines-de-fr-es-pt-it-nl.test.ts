import { describe, expect, it } from 'vitest'
import {
  fillable,
  renderTemplate,
  type Fill,
} from '../../../../src/main/core/drafting/builtin/render'
import { promiseIn } from '../../../../src/main/core/drafting/check/promises'
import { foreignContacts } from '../../../../src/main/core/replies/contact-check'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { linesFor } from '../../../../src/main/core/drafting/write/lines'
import type { MoveLines } from '../../../../src/main/core/drafting/write/lines/types'

const LANGUAGES = ['de', 'fr', 'es', 'pt', 'it', 'nl'] as const

const STORE_ADDRESSES = ['reportaproblem.apple.com', 'play.google.com/store/account/orderhistory']
/** What a billing reply names as charged: a sum or a plan, as the review wrote it. */
const CHARGED = ['9,99 €', 'Jahresabo']

/**
 * Every fill a line meets: all things named, none, the thing alone, and what a billing reply
 * names (a sum, a plan) with the lost thing a data-loss line names ({item}).
 */
const FILLS: Record<string, Fill> = {
  all: {
    name: 'Anna',
    brand: 'Notes Pro',
    contact: 'https://tilequest.example/help',
    feature: 'Level 347',
    device: 'Galaxy Watch 6',
    os: 'Wear OS 4',
    version: '4.3.1',
    item: 'Notizen',
  },
  none: { name: null, brand: '', contact: null },
  thing: {
    name: null,
    brand: 'Tile Quest',
    contact: 'help@striderun.example',
    feature: 'Kalenderansicht',
    item: 'Fortschritt',
  },
  sum: {
    name: null,
    brand: 'StrideRun',
    contact: null,
    feature: '9,99 €',
    item: 'Läufe',
    version: '4.3.1',
  },
  plan: {
    name: 'Anna',
    brand: 'StrideRun',
    contact: 'help@striderun.example',
    feature: 'Jahresabo',
  },
}

/** Every template of a set of lines, with where it sits ("billing.refundPath.google_play"). */
function templates(lines: unknown, path = ''): [string, string][] {
  if (Array.isArray(lines)) return lines.map((t: string) => [path, t])
  if (lines && typeof lines === 'object')
    return Object.entries(lines).flatMap(([k, v]) => templates(v, path ? `${path}.${k}` : k))
  return []
}

const linesOf = (code: string): MoveLines => {
  const { lines, full } = linesFor(phrasebookFor(code)!)
  expect(full).toBe(true)
  return lines
}

describe.each(LANGUAGES)('the drafter’s %s lines', (code) => {
  const book = phrasebookFor(code)!
  const lines = linesOf(code)
  const rendered = templates(lines).flatMap(([path, t]) =>
    Object.entries(FILLS).flatMap(([fillName, fill]) =>
      [false, true]
        .filter(() => fillable(t, fill))
        .map((formal) => ({
          where: `${path} (${fillName}${formal ? ', formal' : ''})`,
          text: renderTemplate(t, fill, book, formal),
          allowed: [fill.contact ?? '', fill.brand, ...STORE_ADDRESSES],
        })),
    ),
  )

  it('never promise a fix, a feature, an update or a date, whatever they are filled with', () => {
    const promising = rendered
      .filter((r) => promiseIn(r.text, code) !== null)
      .map((r) => `${r.where}: ${r.text}`)
    expect(promising).toEqual([])
  })

  it('leave no token, bracket or stray space behind', () => {
    const broken = rendered
      .filter((r) =>
        /[{}[\]]|\s{2}|\s[,.;:](?!\S)|^\s|\s$|\(\s*\)/u.test(r.text.replace(/\u00a0[;:!?»]/gu, '')),
      )
      .map((r) => `${r.where}: ${r.text}`)
    expect(broken).toEqual([])
  })

  it('give no e-mail address or link but the voice’s contact and the store’s refund address', () => {
    const foreign = rendered
      .filter((r) =>
        foreignContacts(r.text, r.allowed).some(
          (c) => c.kind === 'an e-mail address' || c.kind === 'a link',
        ),
      )
      .map((r) => `${r.where}: ${r.text}`)
    expect(foreign).toEqual([])
  })

  it('name what was charged, a sum or a plan, in every billing case', () => {
    const cases = ['afterCancel', 'twice', 'unknown', 'missing', 'refund', 'other'] as const
    for (const c of cases) {
      const naming = lines.billing[c].filter((t) => t.includes('{feature}'))
      expect(naming.length, c).toBeGreaterThan(0)
      for (const t of naming)
        for (const charged of CHARGED)
          expect(
            renderTemplate(t, { ...FILLS.none, feature: charged } as Fill, book, false),
            c,
          ).toContain(charged)
    }
  })

  // The lines that only hear it are for a reply that already apologised (for a fault before it).
  it('apologise for the price, the ads or a redesign, not only hear it', () => {
    for (const [about, list] of Object.entries(lines.heard))
      expect(
        list.filter((t) => book.apology.test(t)),
        `heard.${about}`,
      ).not.toHaveLength(0)
  })

  it('name the lost thing as the review wrote it, and keep lines for lost data in general', () => {
    // The lost thing stands in the sentence as {feature}, with the article its place asks for.
    const naming = lines.sorryLoss.filter((t) => t.includes('{item}') || t.includes('{feature}'))
    expect(naming.length).toBeGreaterThan(0)
    expect(lines.sorryLoss.length).toBeGreaterThan(naming.length)
    for (const t of naming) {
      const text = renderTemplate(t, { ...FILLS.sum, feature: 'Läufe' } as Fill, book, false)
      expect(text).toContain('Läufe')
      expect(text).not.toMatch(/[(«“„]\s*Läufe/u)
    }
  })

  it('have lines for every move, and a twin without the contact for each line that gives it', () => {
    for (const [path, list] of Object.entries({
      ...lines,
      ...lines.heard,
      ...lines.billing,
    } as Record<string, unknown>)) {
      if (Array.isArray(list)) expect(list.length, path).toBeGreaterThan(0)
    }
    const pairs = [
      lines.details,
      lines.recovery,
      lines.billing.checkOrder,
      lines.tried,
      lines.lockedOut,
      lines.contact,
    ]
    for (const pair of pairs) {
      expect(pair.contact.length).toBeGreaterThan(0)
      expect(pair.noContact.length).toBeGreaterThan(0)
      for (const t of pair.contact) expect(t).toContain('{contact}')
      for (const t of pair.noContact) expect(t).not.toContain('{contact}')
    }
  })

  it('send refunds to the store with the address exactly as the store gives it', () => {
    expect(lines.billing.refundPath.app_store.join(' ')).toContain('reportaproblem.apple.com')
    expect(lines.billing.refundPath.google_play.join(' ')).toContain(
      'play.google.com/store/account/orderhistory',
    )
  })

  it('name the thing the review names, quoted as the reviewer wrote it, in every line that takes it', () => {
    const naming = templates(lines).filter(([, t]) => t.includes('{feature}'))
    expect(naming.length).toBeGreaterThan(10)
    for (const [path, t] of naming) {
      const text = renderTemplate(t, FILLS.all as Fill, book, false)
      expect(text, path).toContain('Level 347')
    }
    // Thanks for a named feature are there to be chosen, in both registers.
    expect(lines.thanksFor.casual.length).toBeGreaterThan(0)
    expect(lines.thanksFor.formal.length).toBeGreaterThan(0)
  })
})

describe('promise patterns', () => {
  const PROMISES: Record<(typeof LANGUAGES)[number], string[]> = {
    de: [
      'Der Fehler wird im nächsten Update behoben.',
      'Wir werden das so schnell wie möglich beheben.',
      'Unser Team arbeitet bereits daran.',
      'Der Dark Mode kommt bald!',
      'Die Funktion ist in Arbeit und kommt demnächst.',
      'Das wird bis Ende März verfügbar sein.',
      'Das ist mit der kommenden Version gelöst.',
    ],
    fr: [
      'Ce bug sera corrigé dans la prochaine mise à jour.',
      'Nous allons ajouter le mode sombre.',
      'Nous travaillons déjà sur un correctif.',
      'Le mode sombre arrive bientôt !',
      'Ce sera disponible d’ici la fin du mois.',
      'Nous corrigerons cela en mars.',
      'Une mise à jour rétablira la synchronisation.',
    ],
    es: [
      'Lo corregiremos en la próxima actualización.',
      'Vamos a añadir el modo oscuro.',
      'Ya estamos trabajando en ello.',
      'Estará disponible muy pronto.',
      'El error será solucionado en breve.',
      'Llegará para marzo.',
    ],
    pt: [
      'Isso será corrigido na próxima atualização.',
      'Vamos adicionar o modo escuro.',
      'Já estamos trabalhando nisso.',
      'O recurso chega em breve.',
      'Resolveremos isso até março.',
    ],
    it: [
      'Il bug sarà risolto nel prossimo aggiornamento.',
      'Aggiungeremo la modalità scura.',
      'Ci stiamo già lavorando.',
      'Arriverà presto!',
      'Sarà disponibile entro marzo.',
    ],
    nl: [
      'Dit wordt in de volgende update opgelost.',
      'We gaan de donkere modus toevoegen.',
      'We werken er al aan.',
      'Binnenkort beschikbaar!',
      'We lossen het zo snel mogelijk op.',
      'Het probleem zal in maart verholpen zijn.',
    ],
  }

  it.each(LANGUAGES)('%s catches what its lines must never say', (code) => {
    const missed = PROMISES[code].filter((s) => promiseIn(s, code) === null)
    expect(missed).toEqual([])
  })
})
