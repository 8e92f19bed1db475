import type { Phrasebook } from './types'

/** Norwegian Bokmål with "du", as Norwegian companies write. */
export const nb: Phrasebook = {
  code: 'nb',
  locale: 'nb',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hei {name},', 'Hei {name}!'], formal: ['Hei {name},'] },
    anonymous: { casual: ['Hei!'], formal: ['Hei,'] },
  },
  opener: {
    high: {
      casual: ['Tusen takk for den fine anmeldelsen!', 'Takk for de hyggelige ordene!', 'Så gøy å lese anmeldelsen din, takk!'],
      formal: ['Takk for den positive anmeldelsen.', 'Tusen takk for den gode vurderingen.', 'Vi setter stor pris på tilbakemeldingen din.'],
    },
    mid: {
      casual: ['Takk for den ærlige tilbakemeldingen!', 'Takk for at du tok deg tid til å dele tankene dine.', 'Vi setter pris på innspillene dine.'],
      formal: ['Takk for tilbakemeldingen.', 'Takk for at du deler synspunktene dine med oss.', 'Takk for den ærlige anmeldelsen.'],
    },
    low: {
      casual: ['Vi er virkelig lei oss for opplevelsen din.', 'Synd at appen ikke har levd opp til forventningene dine.', 'Beklager bryet.'],
      formal: ['Vi beklager ulempene.', 'Vi beklager at opplevelsen din ikke svarte til forventningene.', 'Vi beklager problemene du har hatt.'],
    },
  },
  issue: {
    crash: [
      'Beklager at appen krasjer; vi har sendt saken videre til teamet vårt.',
      'Takk for at du sa fra om krasjet; vi har sendt detaljene videre til utviklerne våre.',
    ],
    bug: ['Takk for at du meldte fra om feilen; vi har sendt den videre til utviklerne våre.', 'Vi har sendt problemet du beskriver videre til teamet vårt.'],
    feature_request: ['Takk for forslaget! Vi har delt det med teamet vårt.'],
    pricing: ['Vi forstår at prisen betyr noe, og har sendt tilbakemeldingen din videre til teamet.', 'Takk for synspunktene dine på prisen; vi tar dem på alvor.'],
    login: ['Synd at du har problemer med å logge inn.', 'Vi hjelper deg gjerne med å få tilgang til kontoen din igjen så raskt som mulig.'],
    performance: ['Vi vet hvor viktig fart og batteritid er, og har delt tilbakemeldingen din med utviklerne våre.', 'Takk for at du sa fra om at appen er treg; vi har sendt det videre til teamet.'],
    ads: ['Takk for tilbakemeldingen om reklamen; vi har sendt den videre til teamet.', 'Vi tar med oss innspillene dine om annonsene.'],
    sync: ['Vi vet hvor viktige dataene dine er, og vil gjerne hjelpe deg så raskt som mulig.', 'Beklager problemene med synkroniseringen; vi har sendt saken videre til teamet vårt.'],
    ui: ['Takk for tilbakemeldingen om designet; vi har delt den med designteamet vårt.', 'Vi vil at {brand|appen} skal være enkel å bruke, og tilbakemeldingen din hjelper oss.'],
    support: ['Beklager at du måtte vente på svar.', 'Synd at kundeservicen vår ikke levde opp til forventningene dine denne gangen.'],
  },
  positive: {
    praise: ['Så fint at {brand|appen} er nyttig for deg!', 'Anmeldelser som din motiverer hele teamet vårt.', 'Godt å høre at alt fungerer så bra.'],
    ui: ['Så fint at du liker designet!', 'Godt å høre at du synes appen er enkel å bruke.'],
    support: ['Vi gir gjerne rosen din videre til kundeserviceteamet vårt!', 'Kundeserviceteamet vårt blir glade for å lese dette.'],
  },
  nextStep: {
    contact: [
      'Ta gjerne kontakt med oss på {contact}, så ser vi nærmere på det.',
      'Skriv til oss på {contact}, så hjelper vi deg gjerne.',
      'Teamet vårt hjelper deg gjerne på {contact}.',
    ],
    noContact: ['Ta gjerne kontakt med kundeservice, så ser vi nærmere på det.', 'Kundeserviceteamet vårt hjelper deg gjerne.'],
  },
  askMore: ['Vi vil gjerne høre hva vi kan gjøre bedre.', 'Fortell oss gjerne hva du savner; vi leser alle meldinger.'],
  closing: {
    high: ['God fornøyelse med {brand|appen}!', 'Takk igjen for støtten!', 'Ha en fin dag!'],
    mid: ['Takk igjen for tilbakemeldingen.', 'Tilbakemeldingen din betyr mye for oss.'],
    low: ['Takk for tålmodigheten.', 'Takk for forståelsen.'],
  },
  team: 'Teamet bak {brand}',
  apology: /beklager|lei oss|synd/i,
  keywords: {
    crash: ['krasjer', 'krasj', 'crasher', 'lukkes', 'slår seg av', 'starter ikke', 'åpner ikke', 'svart skjerm'],
    bug: ['=feil', 'feilen', 'bug', 'fungerer ikke', 'virker ikke', 'problem', 'fiks'],
    feature_request: ['legg til', 'hadde vært fint', 'hadde vært bra', 'ønsker', 'funksjon', 'mulighet for', 'mørk modus', 'dark mode', 'forslag', 'savner'],
    pricing: ['=pris', 'prisen', '=dyr', '=dyrt', 'abonnement', 'betale', 'premium', 'penger', 'refusjon', 'gratis'],
    login: ['logge inn', 'logg inn', 'innlogging', 'passord', 'konto', 'bankid'],
    performance: ['treg', 'langsom', 'henger', 'batteri', 'laster', 'fryser'],
    ads: ['reklame', 'annonse'],
    sync: ['synkron', 'mistet', 'forsvunnet', '=data', 'backup', 'sikkerhetskopi', 'slettet', 'gjenopprett'],
    ui: ['design', 'grensesnitt', 'layout', 'knapp', '=meny', 'skrifttype', 'farge', 'rotete', 'brukervennlig'],
    support: ['kundeservice', 'support', 'ikke svar', 'svarer ikke'],
    praise: ['fantastisk', 'super', 'perfekt', 'elsker', 'anbefaler', '=takk', 'veldig bra', 'kjempebra', 'genial', '=best'],
  },
}
