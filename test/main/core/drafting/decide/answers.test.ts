import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { TeamAnswer } from '../../../../../src/main/core/drafting/types'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { voiceWith } from '../fixtures'

/** A recipe app's Answers, as a small team would write them. */
const answer = (
  id: string,
  title: string,
  keywords: string[],
  examples: string[],
  body: string,
  language = 'en',
): TeamAnswer => ({
  id,
  language,
  title,
  keywords,
  examples,
  body,
})

const BACKUP = answer(
  'backup',
  'Backing up your recipes',
  ['back up', 'backup'],
  ['how do I back up my recipes?'],
  'Open Settings → Backup and turn on Cloud backup; your recipes are saved every night.',
)
const CAMERA = answer(
  'camera',
  'Why Recipe Box asks for the camera',
  ['camera'],
  ['why does it need the camera?'],
  'Recipe Box uses the camera only to scan recipe cards, and only when you tap Scan.',
)
const TRASH = answer(
  'trash',
  'Getting deleted recipes back',
  ['recover', 'deleted', 'get them back', 'trash', 'vanished'],
  ['I deleted a recipe, can I get it back?'],
  'Deleted recipes stay in Settings → Trash for 30 days: open it and tap Restore.',
)
const RESTORE = answer(
  'restore',
  'Premium missing after reinstalling',
  ['restore purchase'],
  ['I reinstalled and Premium is gone'],
  'Open Settings → Premium → Restore purchase while signed in to the store account you paid with.',
)
const PRIVACY = answer(
  'privacy',
  'What Recipe Box does with your data',
  ['privacy', 'sell my data', 'tracking'],
  ['do you sell my data?'],
  'Recipe Box sells no data and shows no tracking ads. Your recipes are encrypted on our servers.',
)
const ANSWERS = [BACKUP, CAMERA, TRASH, RESTORE, PRIVACY]

const voice = voiceWith({ brandName: 'Recipe Box', supportContact: 'help@recipebox.example' })

function draft(
  body: string,
  { rating = 2, store = 'google_play' as DraftStore, answers = ANSWERS } = {},
) {
  const d = draftBuiltin({
    review: { id: body, rating, body, language: 'en' },
    voice,
    store,
    limit: store === 'google_play' ? 350 : 5970,
    answers,
  })
  const used = (d.plan?.moves ?? []).flatMap((m) => (m.kind === 'answer' ? [m.answer.id] : []))
  return { ...d, used }
}

describe('choosing the Answer that answers this question', () => {
  it('does not answer "why do I need…" with the steps of an Answer that shares its words', () => {
    const d = draft('Why do I need an account just to back up my recipes?')
    expect(d.used).toEqual([])
    expect(d.body).not.toContain('Cloud backup')
    expect(d.body).toContain('[answer: Why do I need an account just to back up my recipes?]')
    expect(d.assessment.confidence).toBe('low')
  })

  it('answers a why-question with an Answer that explains why', () => {
    expect(draft('Why does the app need my camera?').used).toEqual(['camera'])
  })

  it('answers "why is there no…" with the steps that show it is there', () => {
    expect(draft('Why is there no way to back up my recipes??').used).toEqual(['backup'])
  })

  it('gives back a missing purchase with the restore Answer, not the Trash one that shares "get back"', () => {
    const d = draft(
      'I paid for Premium but after reinstalling the app it is gone. How do I get it back?',
    )
    expect(d.used).toEqual(['restore'])
    expect(d.body).not.toContain('Trash')
  })

  it('answers a privacy worry with the team’s only privacy Answer, though it shares no word with it', () => {
    const d = draft('Are my recipes stored encrypted on your servers? I keep family stuff there.')
    expect(d.used).toEqual(['privacy'])
    expect(d.body).not.toContain('[answer:')
  })

  it('gives one Answer once, though two questions ask for it', () => {
    const d = draft('How do I back up my recipes? And is there a backup to the cloud at all?', {
      rating: 4,
    })
    expect(d.used).toEqual(['backup'])
    expect(d.body.split('Cloud backup').length).toBe(2)
  })
})

describe('an Answer the reviewer already tried', () => {
  it('is not pasted back: the reply says they tried it and gives the direct contact, for a person to check', () => {
    const d = draft(
      'All my recipes vanished after the update. I already checked the trash, it is empty. Please help',
      { rating: 1 },
    )
    expect(d.body).not.toContain('Settings → Trash')
    expect(d.body).toMatch(/already tried/i)
    expect(d.body).toContain('help@recipebox.example')
    expect(d.assessment.reasons.join(' ')).toContain('already tried')
    expect(d.assessment.confidence).not.toBe('high')
  })

  it('is still given when the review did not try it', () => {
    const d = draft('All my recipes vanished after the update. How do I get them back?', {
      rating: 1,
    })
    expect(d.used).toEqual(['trash'])
    expect(d.body).toContain('Settings → Trash')
  })

  it('is not pasted back when the button it names "does nothing" (German)', () => {
    const restore = answer(
      'restore-de',
      'Premium nach Neuinstallation weg',
      ['kauf wiederherstellen', 'premium weg'],
      ['nach der Neuinstallation ist Premium weg'],
      'Öffnen Sie Einstellungen → Premium → Kauf wiederherstellen, angemeldet mit dem Store-Konto, mit dem Sie bezahlt haben.',
      'de',
    )
    const d = draftBuiltin({
      review: {
        id: 'de-tried',
        rating: 1,
        body: 'Nach der Neuinstallation ist Premium weg. Kauf wiederherstellen habe ich schon versucht, da passiert nichts.',
        language: 'de',
      },
      voice,
      store: 'google_play',
      limit: 350,
      answers: [restore],
    })
    expect(d.body).not.toContain('Kauf wiederherstellen, angemeldet')
    expect(d.body).toContain('help@recipebox.example')
  })
})

describe("the team's Answer that already asks them to write", () => {
  it('is not followed by a second "contact us" sentence', () => {
    const trash = answer(
      'trash-write',
      'Getting deleted recipes back',
      ['deleted', 'vanished', 'get them back'],
      ['my recipes vanished, how do I get them back?'],
      'Deleted recipes stay in Settings → Trash for 30 days. If they are not there, write to us and we will check your sync history.',
    )
    const d = draft(
      'All my recipes vanished after the update, 5 years of cooking. How do I get them back?',
      { rating: 1, store: 'app_store', answers: [trash] },
    )
    expect(d.used).toEqual(['trash-write'])
    expect(d.body.match(/write to us|contact us/gi)?.length).toBe(1)
  })
})
