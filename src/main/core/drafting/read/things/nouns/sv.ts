import type { NounBook } from './types'

/**
 * Swedish shows definiteness with an ending ("widgeten", "mallarna"), which a name after "om"
 * or "med" needs; so Swedish lists, instead of genders, the indefinite forms of the heads of
 * feature names with their definite forms, and a reply names a thing in its definite form.
 */
const DEFINITE = new Map(
  `intervallträning=intervallträningen statistik=statistiken veckostatistik=veckostatistiken sammanfattning=sammanfattningen sammanfattningar=sammanfattningarna rapport=rapporten veckorapport=veckorapporten diagram=diagrammen graf=grafen widget=widgeten synk=synken synkning=synkningen export=exporten import=importen mall=mallen mallar=mallarna
   påminnelse=påminnelsen påminnelser=påminnelserna notis=notisen notiser=notiserna avisering=aviseringen
   kalender=kalendern mapp=mappen mappar=mapparna filter=filtren tagg=taggen taggar=taggarna checklista=checklistan
   checklistor=checklistorna lista=listan listor=listorna bilaga=bilagan bilagor=bilagorna skanner=skannern
   skanning=skanningen handskrift=handskriften delning=delningen webbversion=webbversionen textstorlek=textstorleken
   papperskorg=papperskorgen kryptering=krypteringen klockapp=klockappen klocka=klockan klockor=klockorna app=appen röstcoach=röstcoachen puls=pulsen
   kadens=kadensen träningsprogram=träningsprogrammet program=programmet tempo=tempot löpband=löpbandet
   löprunda=löprundan löprundor=löprundorna pass=passet rutt=rutten rutter=rutterna karta=kartan utmaning=utmaningen
   utmaningar=utmaningarna timer=timern nivå=nivån nivåer=nivåerna liv=liven webb=webben mynt=mynten tidsgräns=tidsgränsen booster=boostern
   belöning=belöningen belöningar=belöningarna event=eventet evenemang=evenemanget reklam=reklamen annons=annonsen
   annonser=annonserna prenumeration=prenumerationen konto=kontot inloggning=inloggningen design=designen
   layout=layouten gränssnitt=gränssnittet ljud=ljudet musik=musiken sökning=sökningen sökfunktion=sökfunktionen
   funktion=funktionen kontakter=kontakterna provperiod=provperioden framsteg=framstegen anteckning=anteckningen
   anteckningar=anteckningarna splittar=splittarna kilometertid=kilometertiden mellantider=mellantiderna gps=GPS:en
   pulszon=pulszonen pulszoner=pulszonerna tema=temat teman=temana säkerhetskopiering=säkerhetskopieringen offlineläge=offlineläget platsåtkomst=platsåtkomsten gems=gems boosters=boosters molnsparning=molnsparningen redigerare=redigeraren tips=tipsen ledtråd=ledtråden
   pussel=pusslen uppdrag=uppdragen bossstrider=bossstriderna bossstrid=bossstriden bossar=bossarna skins=skinsen dräkter=dräkterna`
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
)

/** Definite plurals a reviewer writes ("träningsprogrammen", "tipsen"), which the reply can say as written. */
const PLURALS = 'programmen passen eventen tipsen ledtrådarna pusslen pusslena'.split(' ')
const FORMS = new Set([...DEFINITE.values(), ...PLURALS])

/** The definite form of a one-word name ("inköpslista" → "inköpslistan", "widgeten" as it is); null when it is not known. */
export function definite(word: string): string | null {
  const w = word.toLowerCase()
  for (let i = 0; i < w.length - 1; i++) if (FORMS.has(w.slice(i))) return word
  for (let i = 0; i < w.length - 1; i++) {
    const form = DEFINITE.get(w.slice(i))
    if (form) return word.slice(0, i) + form
  }
  return null
}

/** Swedish names take no article; a head is known when its definite form is. */
export const sv: NounBook = {
  head(word) {
    return definite(word) !== null ? { gender: 'm', plural: false } : null
  },
}
