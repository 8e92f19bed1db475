import type { Phrasebook } from './types'

/** Catalan with "tu", as apps usually address people in Catalonia, Valencia and the Balearics. */
export const ca: Phrasebook = {
  code: 'ca',
  locale: 'ca',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hola, {name}!', 'Bon dia, {name}!'], formal: ['Benvolgut/da {name},', 'Hola, {name},'] },
    anonymous: { casual: ['Hola!'], formal: ['Hola,'] },
  },
  opener: {
    high: {
      casual: ['Moltes gràcies per la teva ressenya!', 'Gràcies per les teves paraules tan amables!', 'Quina alegria llegir la teva valoració, gràcies!'],
      formal: ['Gràcies per la teva valoració positiva.', 'Moltes gràcies per l’excel·lent puntuació.', 'Agraïm molt els teus comentaris positius.'],
    },
    mid: {
      casual: ['Gràcies per la teva opinió sincera!', 'Gràcies per dedicar temps a explicar-nos què en penses.', 'Ens agrada saber què en penses.'],
      formal: ['Gràcies pels teus comentaris.', 'Gràcies per compartir la teva opinió.', 'Agraïm la teva valoració sincera.'],
    },
    low: {
      casual: ['Sentim molt la teva experiència.', 'Sentim que l’aplicació no hagi estat a l’altura.', 'Sentim les molèsties.'],
      formal: ['Et demanem disculpes per les molèsties.', 'Lamentem que la teva experiència no hagi estat bona.', 'Disculpa els problemes que has tingut.'],
    },
  },
  issue: {
    crash: ['Sentim que l’aplicació es tanqui; ja ho hem fet saber al nostre equip.', 'Gràcies per avisar-nos del tancament; n’hem passat els detalls al nostre equip tècnic.'],
    bug: ['Gràcies per informar-nos de l’error; l’hem passat al nostre equip tècnic.', 'Hem fet arribar el problema que descrius al nostre equip.'],
    feature_request: ['Gràcies pel suggeriment! L’hem compartit amb el nostre equip.'],
    pricing: ['Entenem que el preu és important i hem fet arribar la teva opinió a l’equip.', 'Gràcies per la teva opinió sobre els preus; la tenim molt en compte.'],
    login: ['Sentim que tinguis problemes per iniciar la sessió.', 'Volem ajudar-te a recuperar l’accés al teu compte com més aviat millor.'],
    performance: ['Gràcies per avisar-nos de la lentitud; ho hem fet arribar a l’equip.', 'Volem que l’aplicació vagi ràpida i gasti poca bateria, i el teu comentari ens ajuda.'],
    ads: ['Gràcies per la teva opinió sobre els anuncis; l’hem fet arribar a l’equip.', 'Prenem nota dels teus comentaris sobre la publicitat.'],
    sync: ['Sabem com són d’importants les teves dades i volem revisar-ho amb tu com més aviat millor.', 'Sentim els problemes de sincronització; ja ho hem fet saber al nostre equip.'],
    ui: ['Gràcies per la teva opinió sobre el disseny; l’hem compartit amb el nostre equip.', 'Volem que {brand|l’aplicació} sigui fàcil d’utilitzar, i els teus comentaris ens hi ajuden.'],
    support: ['Sentim que hagis hagut d’esperar la nostra resposta.', 'Lamentem que el nostre suport no hagi estat a l’altura aquesta vegada.'],
  },
  positive: {
    praise: ['Ens alegra molt que {brand|l’aplicació} et sigui útil.', 'Ressenyes com la teva motiven tot l’equip.', 'Quina alegria saber que tot et funciona tan bé.'],
    ui: ['Ens alegra que t’agradi el disseny!', 'Que bé que l’aplicació et resulti fàcil d’utilitzar.'],
    support: ['Farem arribar les teves paraules al nostre equip de suport!', 'Al nostre equip de suport li encantarà llegir-ho.'],
  },
  nextStep: {
    contact: ['Escriu-nos a {contact} i ho revisarem amb més detall.', 'Si ens contactes a {contact}, t’ajudarem encantats.', 'El nostre equip t’ajudarà a {contact}.'],
    noContact: ['Posa’t en contacte amb el nostre equip de suport i ho revisarem.', 'El nostre equip de suport t’ajudarà encantat.'],
  },
  askMore: ['Ens encantaria saber què podríem millorar.', 'Explica’ns què trobes a faltar; llegim tots els missatges.'],
  closing: {
    high: ['Que gaudeixis de {brand|l’aplicació}!', 'Gràcies de nou pel teu suport!', 'Que tinguis un bon dia!'],
    mid: ['Gràcies de nou pels teus comentaris.', 'La teva opinió és molt important per a nosaltres.'],
    low: ['Gràcies per la teva paciència.', 'Gràcies per la teva comprensió.'],
  },
  team: 'L’equip de {brand}',
  apology: /sentim|disculp|lamentem/i,
  keywords: {
    crash: ['es tanca', 'es penja', 'no obre', 'no s’obre', 'no arrenca', 'pantalla negra', 'crash'],
    bug: ['error', 'no funciona', 'problema', 'falla', 'arregleu', 'bug'],
    feature_request: ['afegiu', 'afegir', 'seria genial', 'estaria bé', 'funció', 'opció', 'mode fosc', 'suggeriment', 'falta'],
    pricing: ['preu', '=car', '=cara', 'subscripció', 'pagar', 'pagat', 'premium', 'diners', 'reemborsament', 'gratis'],
    login: ['iniciar sessió', 'inici de sessió', 'contrasenya', 'compte', 'verificació', 'login'],
    performance: ['lenta', 'lent', 'lentitud', 'bateria', 'triga', 'carrega', 'es congela', 'es bloqueja'],
    ads: ['anuncis', 'anunci', 'publicitat'],
    sync: ['sincronitz', 'perdut', 'dades', 'còpia de seguretat', 'esborrat', 'recuperar', 'mòbil nou'],
    ui: ['disseny', 'interfície', 'menú', 'botó', 'lletra', 'color', 'confús', 'intuïtiva', 'fàcil d’utilitzar'],
    support: ['suport', 'atenció al client', 'no responen', 'no contesten'],
    praise: ['genial', 'excel·lent', 'perfecta', 'perfecte', 'fantàstica', 'útil', 'recomano', 'gràcies', 'm’encanta', 'molt bona', 'molt bo'],
  },
}
