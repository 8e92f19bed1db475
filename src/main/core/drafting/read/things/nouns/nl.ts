import { table, type NounBook } from './types'

/**
 * Dutch nouns by the last part of a compound ("routekaart" like "kaart"): `m`/`f` take "de",
 * `n` takes "het"; every plural takes "de".
 */
const NOUNS = table(`
  m: filter puzzel eindbaas hint tip grafiek soundtrack export import modus widget back-up backup reservekopie kalender map tag label checklist scanner pen stylus
     opslag horloge-app app coach hartslag borstband tussentijd afstand loopband munt booster hamer streak voortgang loop badge medaille
     login versie layout menu-optie knop timer teller gps
  ;f: missie quest opdracht synchronisatie ondersteuning koppeling integratie synchronisering zoekfunctie functie zoekbalk balk herinnering melding notificatie agenda lijst takenlijst
     bijlage vergrendeling vingerafdruk pincode prullenbak achtergrond coaching zone uitdaging challenge beloning bonus
     reclame advertentie locatie versleuteling encryptie weergave indeling kaart route foto notitie grootte lettergrootte
     tekstgrootte muziek categorie statistiek rit fietsrit
  ;n: overzicht weekoverzicht rapport fietsen zoeken hardlopen lopen inloggen thema handschrift sjabloon template delen samenwerken offline gps-signaal signaal horloge schema trainingsschema hardloopschema loopschema plan
     trainingsplan interval tempo level niveau leven evenement event ontwerp design geluid laadscherm scherm lettertype
     spraak wachtwoord profiel spel loopje lijstje overzicht abonnement account verzoek
  ;mp: skins outfits eindbazen sjablonen edelstenen diamanten persoonsgegevens gegevens contacten levens hartjes fotos foto's mappen
`)

/** A Dutch noun by its compound's last part; a plural in -en, -s or -'s by its singular. */
export const nl: NounBook = {
  head(word) {
    const w = word.toLowerCase()
    for (let i = 0; i < w.length - 1; i++) {
      const tail = w.slice(i)
      const found = NOUNS.get(tail)
      if (found) return found
      const singular = [
        tail.replace(/en$/, ''),
        tail.replace(/n$/, ''),
        tail.replace(/'?s$/, ''),
        tail.replace(/([^aeiou])\1en$/, '$1'),
      ]
        .filter((s) => s !== tail)
        .map((s) => NOUNS.get(s))
        .find(Boolean)
      if (singular) return { gender: singular.gender, plural: true }
    }
    return null
  },
}
