import { table, type NounBook } from './types'

/**
 * German nouns by the last part of a compound, which gives the whole its gender
 * ("Kalenderansicht" is feminine like "Ansicht"); plurals are listed, since German forms them in
 * many ways. Words that are a plural and a singular alike ("Ordner", "Booster") are listed as
 * the plural the feature words name.
 */
const NOUNS = table(`
  m: lauf bosskampf kampf endgegner skin tipp hinweis bericht wochenbericht monatsbericht export import modus mode sync abgleich wecker kalender anhang scanner stift plan editor puls gurt brustgurt hintergrund
     papierkorb mülleimer fingerabdruck kauf spielstand fortschritt standort zugriff ton sound schutz coach audiocoach
     verlauf speicher account login button knopf zähler schrittzähler timer tracker zeitraum bildschirm screen support
  ;f: anfrage bewertungsanfrage quest mission tagesaufgabe rätselaufgabe lösungshilfe zusammenfassung grafik wochenstatistik wochenübersicht synchronisierung synchronisation sicherung suche funktion leiste erinnerung benachrichtigung mitteilung nachricht
     liste checkliste vorlage freigabe zusammenarbeit version app uhr sperre größe schriftart schrift handschrift ortung ansage
     ausgabe herzfrequenz frequenz zone pace distanz strecke karte route challenge herausforderung münze belohnung
     speicherung werbung reklame anmeldung verschlüsselung oberfläche bedienung musik notiz ansicht kategorie option
     tabelle kamera zeit zwischenzeit kilometerzeit rundenzeit aktivität einheit statistik woche nachtansicht
  ;n: puzzle outfit kostüm widget design theme layout backup feld teilen offline gps signal tracking level event abo abonnement konto menü
     audio intervall training tempo update foto bild video passwort profil spiel konto-menü
  ;p: filter suchfilter rätsel puzzles quests missionen bosskämpfe kämpfe skins outfits kostüme tipps hinweise hints berichte diagramme grafiken erinnerungen benachrichtigungen mitteilungen nachrichten ordner unterordner tags schlagwörter checklisten listen
     anhänge vorlagen ansagen sprachansagen pläne trainingspläne intervalle zwischenzeiten splits kilometerzeiten schuhe
     laufschuhe challenges herausforderungen levels leben münzen coins edelsteine diamanten gems booster belohnungen events kontakte
     themes designs notizen daten fotos bilder einstellungen funktionen zonen pulszonen herzfrequenzzonen routen läufe aktivitäten statistiken
     abzeichen medaillen trophäen erfolge
`)

/** Endings that give a German noun its gender whatever it means; plurals first ("-ungen" before "-ung"). */
const ENDINGS: readonly (readonly [string, { gender: 'm' | 'f' | 'n'; plural: boolean }])[] = [
  ...['ungen', 'heiten', 'keiten', 'ionen', 'täten'].map(
    (e) => [e, { gender: 'f', plural: true }] as const,
  ),
  ...['ung', 'heit', 'keit', 'ion', 'tät', 'schaft'].map(
    (e) => [e, { gender: 'f', plural: false }] as const,
  ),
  ...['chen', 'ment'].map((e) => [e, { gender: 'n', plural: false }] as const),
  ...['ismus', 'ling'].map((e) => [e, { gender: 'm', plural: false }] as const),
]

/** A German noun by its compound's last part: "Suchleiste" like "Leiste", "Trainingspläne" like "Pläne". */
export const de: NounBook = {
  head(word) {
    const w = word.toLowerCase()
    // The longest last part the table knows: "web-version" is a "version", "kalenderansicht" an "ansicht".
    for (let i = 0; i < w.length - 2; i++) {
      const found = NOUNS.get(w.slice(i))
      if (found) return found
    }
    // A compound the table does not know takes the gender its last part's ending gives
    // ("Handschrifterkennung", "Garmin-Anbindung" like every "-ung").
    for (const [ending, noun] of ENDINGS)
      if (w.length > ending.length + 2 && w.endsWith(ending)) return noun
    return null
  },
}
