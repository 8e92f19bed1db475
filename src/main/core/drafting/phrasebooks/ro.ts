import type { Phrasebook } from './types'

/** Romanian with the polite plural ("vă", "dumneavoastră"), which needs no gender. */
export const ro: Phrasebook = {
  code: 'ro',
  locale: 'ro',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Bună, {name}!', 'Bună ziua, {name}!'], formal: ['Bună ziua, {name},'] },
    anonymous: { casual: ['Bună!'], formal: ['Bună ziua,'] },
  },
  opener: {
    high: {
      casual: ['Vă mulțumim mult pentru recenzia frumoasă!', 'Mulțumim pentru cuvintele frumoase!', 'Ne bucură mult recenzia dumneavoastră, mulțumim!'],
      formal: ['Vă mulțumim pentru evaluarea pozitivă.', 'Vă mulțumim pentru nota excelentă.', 'Apreciem mult feedbackul dumneavoastră pozitiv.'],
    },
    mid: {
      casual: ['Mulțumim pentru feedbackul sincer!', 'Vă mulțumim că ați făcut timp să ne spuneți părerea.', 'Apreciem comentariile dumneavoastră.'],
      formal: ['Vă mulțumim pentru feedback.', 'Vă mulțumim că ne-ați împărtășit părerea.', 'Vă mulțumim pentru evaluarea sinceră.'],
    },
    low: {
      casual: ['Ne pare foarte rău pentru experiența neplăcută.', 'Ne pare rău că aplicația nu s-a ridicat la nivelul așteptărilor.', 'Ne cerem scuze pentru neplăceri.'],
      formal: ['Ne cerem scuze pentru neplăcerile create.', 'Regretăm că experiența nu a fost cea așteptată.', 'Vă rugăm să ne scuzați pentru problemele întâmpinate.'],
    },
  },
  issue: {
    crash: [
      'Ne pare rău că aplicația se închide neașteptat; am transmis deja semnalarea echipei noastre.',
      'Vă mulțumim că ne-ați semnalat problema; am transmis detaliile dezvoltatorilor noștri.',
    ],
    bug: ['Vă mulțumim că ne-ați semnalat eroarea; am transmis-o dezvoltatorilor noștri.', 'Am transmis problema pe care ați descris-o echipei noastre.'],
    feature_request: ['Mulțumim pentru sugestie! Am transmis-o echipei noastre.'],
    pricing: ['Înțelegem că prețul contează și am transmis părerea dumneavoastră echipei.', 'Vă mulțumim pentru părerea despre prețuri; o luăm în serios.'],
    login: ['Ne pare rău că întâmpinați probleme la autentificare.', 'Vrem să vă ajutăm să vă recăpătați accesul la cont cât mai repede.'],
    performance: ['Știm cât de importante sunt viteza și autonomia bateriei și am transmis părerea dumneavoastră dezvoltatorilor noștri.', 'Vă mulțumim că ne-ați spus că aplicația merge greu; am transmis acest lucru echipei.'],
    ads: ['Vă mulțumim pentru părerea despre reclame; am transmis-o echipei.', 'Vom ține cont de observațiile dumneavoastră despre reclame.'],
    sync: ['Știm cât de importante sunt datele dumneavoastră și vrem să verificăm situația cât mai repede.', 'Ne pare rău pentru problemele de sincronizare; am transmis deja semnalarea echipei noastre.'],
    ui: ['Vă mulțumim pentru părerea despre design; am transmis-o echipei noastre.', 'Ne dorim ca aplicația să fie ușor de folosit, iar feedbackul dumneavoastră ne ajută.'],
    support: ['Ne pare rău că a trebuit să așteptați un răspuns.', 'Regretăm că echipa de asistență nu s-a ridicat de această dată la nivelul așteptărilor.'],
  },
  positive: {
    praise: ['Ne bucurăm că aplicația vă este de folos.', 'Recenziile ca a dumneavoastră motivează întreaga echipă.', 'Ne bucurăm că totul funcționează atât de bine.'],
    ui: ['Ne bucurăm că vă place designul!', 'Ne bucurăm că aplicația vi se pare ușor de folosit.'],
    support: ['Vom transmite aprecierile dumneavoastră echipei de asistență!', 'Echipa noastră de asistență se va bucura să citească asta.'],
  },
  nextStep: {
    contact: [
      'Vă rugăm să ne scrieți la {contact}, ca să putem analiza mai îndeaproape.',
      'Ne puteți contacta la {contact}; vă ajutăm cu drag.',
      'Echipa noastră vă ajută cu plăcere la {contact}.',
    ],
    noContact: ['Vă rugăm să contactați echipa de asistență, ca să putem analiza mai îndeaproape.', 'Echipa noastră de asistență vă ajută cu plăcere.'],
  },
  askMore: ['Ne-ar plăcea să aflăm ce am putea îmbunătăți.', 'Spuneți-ne ce vă lipsește; citim toate mesajele.'],
  closing: {
    high: ['Vă dorim o utilizare plăcută!', 'Vă mulțumim încă o dată pentru susținere!', 'O zi frumoasă!'],
    mid: ['Vă mulțumim încă o dată pentru feedback.', 'Părerea dumneavoastră contează mult pentru noi.'],
    low: ['Vă mulțumim pentru răbdare.', 'Vă mulțumim pentru înțelegere.'],
  },
  team: 'Echipa {brand}',
  apology: /ne pare rău|scuze|regretăm|scuzați/i,
  keywords: {
    crash: ['se închide', 'crash', 'se blochează', 'nu pornește', 'nu se deschide', 'ecran negru'],
    bug: ['eroare', 'bug', 'nu funcționează', 'nu merge', 'problem', 'reparați', 'rezolvați'],
    feature_request: ['adăugați', 'ar fi bine', 'ar fi util', 'ar fi frumos', 'funcți', 'opțiune', 'mod întunecat', 'dark mode', 'sugestie', 'lipsește'],
    pricing: ['preț', 'scump', 'abonament', 'plată', 'plătit', 'premium', '=bani', 'rambursare', 'gratuit', 'gratis'],
    login: ['autentific', 'conectare', 'logare', 'login', 'parol', '=cont', 'contul'],
    performance: ['lent', 'merge greu', 'baterie', 'bateria', 'se încarcă', 'încărcare', 'sacadat'],
    ads: ['reclam'],
    sync: ['sincroniz', 'pierdut', 'dispărut', '=date', 'backup', 'șters', 'restaur'],
    ui: ['design', 'interfaț', 'buton', '=meniu', 'font', 'culoare', 'culori', 'aglomerat', 'ușor de folosit'],
    support: ['asistență', 'suport', 'nu răspunde', 'niciun răspuns', 'serviciul clienți'],
    praise: ['excelent', 'super', 'perfect', 'minunat', 'recomand', 'mulțumesc', 'foarte bun', 'util', 'genial'],
  },
}
