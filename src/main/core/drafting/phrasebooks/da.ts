import type { Phrasebook } from './types'

/** Danish with "du", as Danish companies write. */
export const da: Phrasebook = {
  code: 'da',
  locale: 'da',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hej {name},', 'Hej {name}!'], formal: ['Kære {name},'] },
    anonymous: { casual: ['Hej!'], formal: ['Hej,'] },
  },
  opener: {
    high: {
      casual: ['Tusind tak for den flotte anmeldelse!', 'Tak for de søde ord!', 'Hvor er det dejligt at læse din anmeldelse, tak!'],
      formal: ['Tak for din positive anmeldelse.', 'Mange tak for den flotte bedømmelse.', 'Vi sætter stor pris på din positive feedback.'],
    },
    mid: {
      casual: ['Tak for din ærlige feedback!', 'Tak fordi du tog dig tid til at dele dine tanker.', 'Vi sætter pris på dine kommentarer.'],
      formal: ['Tak for din feedback.', 'Tak fordi du deler dine synspunkter med os.', 'Tak for din ærlige anmeldelse.'],
    },
    low: {
      casual: ['Vi er virkelig kede af din oplevelse.', 'Det er ærgerligt, at appen ikke lever op til dine forventninger.', 'Undskyld besværet.'],
      formal: ['Vi beklager ulejligheden.', 'Vi beklager, at din oplevelse ikke levede op til forventningerne.', 'Vi beklager de problemer, du har oplevet.'],
    },
  },
  issue: {
    crash: [
      'Vi beklager, at appen crasher; vi har givet det videre til vores team.',
      'Tak fordi du gjorde os opmærksom på nedbruddet; vi har givet detaljerne videre til vores udviklere.',
    ],
    bug: ['Tak fordi du rapporterede fejlen; vi har givet den videre til vores udviklere.', 'Vi har givet det problem, du beskriver, videre til vores team.'],
    feature_request: ['Tak for forslaget! Vi har delt det med vores team.'],
    pricing: ['Vi forstår, at prisen betyder noget, og vi har givet din feedback videre til teamet.', 'Tak for dine tanker om prisen; vi tager dem alvorligt.'],
    login: ['Ærgerligt, at du har problemer med at logge ind.', 'Vi hjælper dig gerne med at få adgang til din konto igen hurtigst muligt.'],
    performance: ['Vi ved, hvor vigtig hastighed og batteritid er, og vi har delt din feedback med vores udviklere.', 'Tak fordi du fortalte, at appen er langsom; vi har givet det videre til teamet.'],
    ads: ['Tak for din feedback om reklamerne; vi har givet den videre til teamet.', 'Vi tager dine kommentarer om reklamerne med os.'],
    sync: ['Vi ved, hvor vigtige dine data er, og vil gerne hjælpe dig hurtigst muligt.', 'Vi beklager problemerne med synkroniseringen; vi har givet det videre til vores team.'],
    ui: ['Tak for din feedback om designet; vi har delt den med vores designteam.', 'Vi vil gerne have, at {brand|appen} er nem at bruge, og din feedback hjælper os.'],
    support: ['Undskyld, at du måtte vente på svar.', 'Ærgerligt, at vores support ikke levede op til dine forventninger denne gang.'],
  },
  positive: {
    praise: ['Hvor er det dejligt, at {brand|appen} er nyttig for dig!', 'Anmeldelser som din motiverer hele vores team.', 'Godt at høre, at alt fungerer så godt.'],
    ui: ['Dejligt, at du kan lide designet!', 'Godt at høre, at du synes, appen er nem at bruge.'],
    support: ['Vi giver gerne din ros videre til vores supportteam!', 'Vores supportteam bliver rigtig glade for at læse det her.'],
  },
  nextStep: {
    contact: [
      'Kontakt os gerne på {contact}, så ser vi nærmere på det.',
      'Skriv til os på {contact}, så hjælper vi dig gerne.',
      'Vores team hjælper dig gerne på {contact}.',
    ],
    noContact: ['Kontakt gerne vores support, så ser vi nærmere på det.', 'Vores supportteam hjælper dig gerne.'],
  },
  askMore: ['Vi vil gerne høre, hvad vi kan gøre bedre.', 'Fortæl os gerne, hvad du savner; vi læser alle beskeder.'],
  closing: {
    high: ['God fornøjelse med {brand|appen}!', 'Tak igen for din støtte!', 'Hav en god dag!'],
    mid: ['Tak igen for din feedback.', 'Din feedback betyder meget for os.'],
    low: ['Tak for din tålmodighed.', 'Tak for din forståelse.'],
  },
  team: 'Holdet bag {brand}',
  apology: /beklager|undskyld|kede af|ærgerligt/i,
  keywords: {
    crash: ['crasher', 'crash', 'lukker ned', 'går ned', 'nedbrud', 'starter ikke', 'åbner ikke', 'sort skærm'],
    bug: ['=fejl', 'fejlen', 'bug', 'virker ikke', 'fungerer ikke', 'problem', '=ret', 'rette'],
    feature_request: ['tilføj', 'ville være fedt', 'ville være godt', 'ønsker', 'funktion', 'mulighed for', 'mørk tilstand', 'dark mode', 'forslag', 'savner'],
    pricing: ['=pris', 'prisen', '=dyr', '=dyrt', 'abonnement', 'betale', 'premium', 'penge', 'refusion', 'gratis'],
    login: ['logge ind', 'log ind', 'login', 'adgangskode', 'kodeord', 'konto', 'mitid'],
    performance: ['langsom', 'hakker', 'batteri', 'hænger', 'indlæs', 'fryser'],
    ads: ['reklame', 'annonce'],
    sync: ['synkron', 'mistet', 'forsvundet', '=data', 'backup', 'sikkerhedskopi', 'slettet', 'gendan'],
    ui: ['design', 'brugerflade', 'layout', 'knap', '=menu', 'skrifttype', 'farve', 'rodet', 'brugervenlig'],
    support: ['kundeservice', 'support', 'intet svar', 'svarer ikke'],
    praise: ['fantastisk', 'super', 'perfekt', 'elsker', 'anbefaler', '=tak', 'rigtig god', 'genial', 'skøn', 'bedste'],
  },
}
