import type { Phrasebook } from './types'

/** Afrikaans with "u" (capitalised), as South African companies write to customers. */
export const af: Phrasebook = {
  code: 'af',
  locale: 'af',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hallo {name},', 'Hi {name}!'], formal: ['Goeie dag {name},'] },
    anonymous: { casual: ['Hallo,'], formal: ['Goeie dag,'] },
  },
  opener: {
    high: {
      casual: [
        'Baie dankie vir die wonderlike resensie!',
        'Dankie vir die vriendelike woorde!',
        'U gradering het ons dag gemaak, dankie!',
      ],
      formal: [
        'Dankie vir u positiewe gradering.',
        'Hartlik dank vir die uitstekende gradering.',
        'Ons waardeer u positiewe terugvoer opreg.',
      ],
    },
    mid: {
      casual: [
        'Dankie vir u eerlike terugvoer!',
        'Dankie dat u die tyd geneem het om u mening te deel.',
        'Ons waardeer u insette.',
      ],
      formal: [
        'Dankie vir u terugvoer.',
        'Dankie dat u u mening met ons gedeel het.',
        'Dankie vir u eerlike resensie.',
      ],
    },
    low: {
      casual: [
        'Ons is baie jammer oor u ervaring.',
        'Jammer dat die app nie aan u verwagtinge voldoen het nie.',
        'Ons vra om verskoning vir die moeite.',
      ],
      formal: [
        'Ons vra om verskoning vir die ongerief.',
        'Ons is jammer dat u ervaring nie goed was nie.',
        'Ons vra om verskoning vir die probleme wat u ondervind het.',
      ],
    },
  },
  issue: {
    crash: [
      'Ons is jammer dat die app ineenstort; ons het dit aan ons span deurgegee.',
      'Dankie dat u ons laat weet het van die ineenstortings; ons het die besonderhede aan ons ontwikkelaars deurgegee.',
    ],
    bug: [
      'Dankie dat u die fout aangemeld het; ons het dit aan ons ontwikkelaars deurgegee.',
      'Ons het die probleem wat u beskryf aan ons span deurgegee.',
    ],
    feature_request: ['Dankie vir die voorstel! Ons het dit met ons span gedeel.'],
    pricing: [
      'Ons verstaan dat prys belangrik is, en ons het u terugvoer aan die span deurgegee.',
      'Dankie vir u mening oor ons pryse; ons neem dit ernstig op.',
    ],
    login: [
      'Ons is jammer dat u sukkel om aan te meld.',
      'Ons help u graag om so gou moontlik weer toegang tot u rekening te kry.',
    ],
    performance: [
      'Dankie dat u ons laat weet het dat die app stadig is; ons het dit aan ons span deurgegee.',
      'Ons weet hoe belangrik spoed en batterylewe is, en ons het u terugvoer met ons ontwikkelaars gedeel.',
    ],
    ads: [
      'Dankie vir u terugvoer oor die advertensies; ons het dit aan die span deurgegee.',
      'Ons neem u opmerkings oor advertensies in ag.',
    ],
    sync: [
      'Ons weet hoe belangrik u data is, en ons kyk graag so gou moontlik saam met u daarna.',
      'Ons is jammer oor die sinkroniseringsprobleme; ons het dit aan ons span deurgegee.',
    ],
    ui: [
      'Dankie vir u mening oor die ontwerp; ons het dit met ons ontwerpspan gedeel.',
      'Ons wil hê {brand|die app} moet so maklik moontlik wees om te gebruik, en u terugvoer help ons.',
    ],
    support: [
      'Ons vra om verskoning dat u vir ’n antwoord moes wag.',
      'Ons is jammer dat ons ondersteuning hierdie keer nie aan u verwagtinge voldoen het nie.',
    ],
  },
  positive: {
    praise: [
      'Ons is bly dat {brand|die app} u help.',
      'Resensies soos hierdie motiveer ons hele span.',
      'Dis goed om te hoor dat alles werk soos dit moet.',
    ],
    ui: [
      'Ons is bly dat u van die ontwerp hou!',
      'Dis lekker om te hoor dat die app maklik is om te gebruik.',
    ],
    support: [
      'Ons sal u komplimente graag aan ons ondersteuningspan oordra!',
      'Ons ondersteuningspan sal baie bly wees om dit te lees.',
    ],
  },
  nextStep: {
    contact: [
      'Skryf asseblief aan ons by {contact}, dan kyk ons van naderby daarna.',
      'Stuur gerus vir ons ’n boodskap by {contact}; ons help u graag.',
      'Ons span help u graag by {contact}.',
    ],
    noContact: [
      'Kontak asseblief ons ondersteuningspan, dan kyk ons van naderby daarna.',
      'Ons ondersteuningspan help u graag.',
    ],
  },
  askMore: [
    'Ons wil graag weet wat ons kan verbeter.',
    'Laat weet ons wat u kortkom; ons lees elke boodskap.',
  ],
  closing: {
    high: ['Geniet {brand|die app}!', 'Nogmaals dankie vir u ondersteuning!', 'Mooi dag verder!'],
    mid: ['Nogmaals dankie vir u terugvoer.', 'U terugvoer beteken baie vir ons.'],
    low: ['Dankie vir u geduld.', 'Dankie vir u begrip.'],
  },
  team: 'Die {brand}-span',
  apology: /jammer|verskoning|spyt/i,
  keywords: {
    crash: [
      'ineenstort',
      'stort in',
      '=stort',
      'crash',
      'maak toe',
      'sluit af',
      'wil nie oopmaak',
      'maak nie oop',
      'swart skerm',
    ],
    bug: ['fout', 'foute', 'werk nie', 'probleem', 'bug', 'maak reg', 'gebrek'],
    feature_request: [
      'voeg by',
      'byvoeg',
      'sal lekker wees',
      'sal nice wees',
      'sal goed wees',
      'funksie',
      'opsie',
      'donker modus',
      'dark mode',
      'voorstel',
      'kort',
    ],
    pricing: [
      'prys',
      'duur',
      'intekening',
      'subscription',
      'betaal',
      'geld',
      'terugbetaling',
      'refund',
      'gratis',
    ],
    login: ['aanmeld', 'inteken', 'login', 'wagwoord', 'rekening', 'verifikasie'],
    performance: ['stadig', 'hang', 'battery', 'laai', 'lag', 'vries'],
    ads: ['advertensie', '=ads', 'advertisement'],
    sync: [
      'sinkroniseer',
      'sinkronisering',
      'sync',
      'verloor',
      'verdwyn',
      '=data',
      'rugsteun',
      'backup',
      'herstel',
      'nuwe foon',
    ],
    ui: [
      'ontwerp',
      'design',
      'voorkoms',
      'koppelvlak',
      'spyskaart',
      '=menu',
      'knoppie',
      'lettertipe',
      'kleur',
      'deurmekaar',
    ],
    support: ['ondersteuning', 'kliëntediens', 'support', 'antwoord nie', 'geen antwoord'],
    praise: [
      'wonderlik',
      'uitstekend',
      'fantasties',
      'baie goed',
      'beveel',
      'aanbeveel',
      'dankie',
      'lief vir',
      'die beste',
      'great',
      'awesome',
      'tevrede',
      'lekker',
    ],
  },
}
