import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 16, second part: organisers taken away, crashes said in the past, game economies. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('an organiser gone and the notes lumped in one list is a feature taken, no data lost', () => {
  it('"tags are gone, everything is one long unsorted pile" misses the tags, no recovery', () => {
    const d = draft(
      'en',
      1,
      'notes',
      'tags are gone after the update, everything i organized is now just one long unsorted pile',
    )
    expect(d.body).toMatch(/tags/)
    expect(d.body).not.toMatch(/lost|restore|recover/i)
  })
  it('"Les dossiers ont disparu … mélangées dans une seule liste" is no loss of notes', () => {
    const d = draft(
      'fr',
      1,
      'notes',
      'Les dossiers ont disparu avec la mise à jour, toutes mes notes sont mélangées dans une seule liste !',
    )
    expect(d.body).toMatch(/dossiers/)
    expect(d.body).not.toMatch(/perte|récupér/)
  })
  it('"As pastas sumiram … tudo misturado numa lista só" is no fault and no loss', () => {
    const d = draft(
      'pt',
      2,
      'notes',
      'As pastas sumiram depois da atualização e agora está tudo misturado numa lista só.',
    )
    expect(d.body).toMatch(/pastas/)
    expect(d.body).not.toMatch(/perdido|modelo do seu aparelho/)
  })
  it('"they removed folders?? … impossible to find anything" is the removal, not a fault', () => {
    const d = draft(
      'en',
      3,
      'notes',
      'they removed folders?? now all my notes are in one giant list, impossible to find anything',
    )
    expect(d.body).toMatch(/folders/)
    expect(d.body).not.toMatch(/device model|app version/)
  })
  it('folders gone with the notes inside them is still a loss', () => {
    const d = draft(
      'en',
      1,
      'notes',
      'my folders disappeared and the notes inside them are gone too',
    )
    expect(d.body).toMatch(/lost|Trash/)
  })
})

describe('"closed by itself" is a crash, named beside the lost run', () => {
  it('"app closed by itself … the whole run is gone"', () => {
    const d = draft(
      'en',
      1,
      'run',
      'app closed by itself at km 18 of my marathon and the whole run is gone. unbelievable',
    )
    expect(d.body).toMatch(/crash/)
  })
})

describe('how a game doles out energy is heard, not trouble to write in about', () => {
  it('"energy system is awful, wait an hour" gets no support contact', () => {
    const d = draft(
      'en',
      2,
      'game',
      'energy system is awful, you get like 5 moves and then wait an hour. not fun anymore',
    )
    expect(d.body).toMatch(/energy/)
    expect(d.body).not.toMatch(/problem|tilequest\.example/)
  })
  it('"lives are broken, they never refill" is still a fault', () => {
    const d = draft('en', 2, 'game', 'lives are broken, they never refill even after 5 hours')
    expect(d.body).toMatch(/tilequest\.example/)
  })
})

describe('"does nothing when I tap it" is a fault, not the design', () => {
  it('"hints button does nothing when i tap it"', () => {
    const d = draft('en', 1, 'game', 'hints button does nothing when i tap it')
    expect(d.body).not.toMatch(/design/)
    expect(d.body).toMatch(/hints button/)
  })
})
