import type { Phrasebook } from './types'

/** Croatian with "ti", the usual register for apps; the formal register keeps "Vi" out of it. */
export const hr: Phrasebook = {
  code: 'hr',
  locale: 'hr',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Bok, {name}!', 'Pozdrav, {name}!'], formal: ['Poštovani/a {name},', 'Pozdrav, {name},'] },
    anonymous: { casual: ['Pozdrav!'], formal: ['Poštovani,'] },
  },
  opener: {
    high: {
      casual: ['Hvala ti puno na lijepoj recenziji!', 'Hvala na lijepim riječima!', 'Baš nas veseli tvoja ocjena, hvala!'],
      formal: ['Hvala na pozitivnoj ocjeni.', 'Zahvaljujemo na odličnoj ocjeni.', 'Jako cijenimo pozitivne povratne informacije.'],
    },
    mid: {
      casual: ['Hvala na iskrenom mišljenju!', 'Hvala što si odvojio vrijeme da podijeliš svoje mišljenje.', 'Drago nam je čuti što misliš.'],
      formal: ['Hvala na povratnim informacijama.', 'Zahvaljujemo što ste podijelili svoje mišljenje.', 'Cijenimo iskrenu recenziju.'],
    },
    low: {
      casual: ['Žao nam je zbog tvog iskustva.', 'Žao nam je što aplikacija nije ispunila očekivanja.', 'Ispričavamo se zbog neugodnosti.'],
      formal: ['Ispričavamo se zbog neugodnosti.', 'Žao nam je što iskustvo nije bilo dobro.', 'Ispričavamo se zbog problema na koje ste naišli.'],
    },
  },
  issue: {
    crash: ['Žao nam je što se aplikacija ruši; prijavu smo već proslijedili našem timu.', 'Hvala što si nam javio za rušenje; pojedinosti smo proslijedili našim developerima.'],
    bug: ['Hvala na prijavi greške; proslijedili smo je našim developerima.', 'Problem koji opisuješ proslijedili smo našem timu.'],
    feature_request: ['Hvala na prijedlogu! Podijelili smo ga s timom.'],
    pricing: ['Razumijemo da je cijena važna i proslijedili smo tvoje mišljenje timu.', 'Hvala na mišljenju o cijenama; shvaćamo ga ozbiljno.'],
    login: ['Žao nam je što imaš problema s prijavom.', 'Želimo ti što prije pomoći da ponovno pristupiš svom računu.'],
    performance: ['Hvala što si nam javio da je aplikacija spora; proslijedili smo to timu.', 'Želimo da aplikacija bude brza i štedi bateriju, a tvoj komentar nam pomaže.'],
    ads: ['Hvala na mišljenju o oglasima; proslijedili smo ga timu.', 'Uzet ćemo u obzir tvoje komentare o oglasima.'],
    sync: ['Znamo koliko su ti podaci važni i želimo to što prije provjeriti s tobom.', 'Žao nam je zbog problema sa sinkronizacijom; prijavu smo već proslijedili našem timu.'],
    ui: ['Hvala na mišljenju o dizajnu; podijelili smo ga s dizajnerima.', 'Želimo da {brand|aplikacija} bude jednostavna za korištenje, a tvoj komentar nam pomaže.'],
    support: ['Žao nam je što si morao čekati naš odgovor.', 'Žao nam je što naša podrška ovaj put nije ispunila očekivanja.'],
  },
  positive: {
    praise: ['Drago nam je da ti {brand|aplikacija} pomaže.', 'Recenzije poput tvoje motiviraju cijeli tim.', 'Drago nam je čuti da sve tako dobro radi.'],
    ui: ['Drago nam je da ti se sviđa dizajn!', 'Drago nam je da ti je aplikacija jednostavna za korištenje.'],
    support: ['Prenijet ćemo tvoje riječi našem timu podrške!', 'Našem timu podrške bit će drago ovo pročitati.'],
  },
  nextStep: {
    contact: ['Javi nam se na {contact} pa ćemo to detaljnije provjeriti.', 'Ako nam pišeš na {contact}, rado ćemo pomoći.', 'Naš tim rado će pomoći na {contact}.'],
    noContact: ['Javi se našoj podršci pa ćemo to zajedno provjeriti.', 'Naša podrška rado će ti pomoći.'],
  },
  askMore: ['Voljeli bismo čuti što bismo mogli poboljšati.', 'Javi nam što ti nedostaje; čitamo svaku poruku.'],
  closing: {
    high: ['Uživaj u {brand|aplikaciji}!', 'Još jednom hvala na podršci!', 'Ugodan dan!'],
    mid: ['Još jednom hvala na povratnim informacijama.', 'Tvoje mišljenje nam puno znači.'],
    low: ['Hvala na strpljenju.', 'Hvala na razumijevanju.'],
  },
  team: 'Tim {brand}',
  apology: /žao|ispričav|isprik/i,
  keywords: {
    crash: ['ruši', 'srušila', 'zatvara se', 'gasi se', 'ne otvara', 'ne pokreće', 'crna ekran', 'crash'],
    bug: ['greška', 'greške', 'ne radi', 'problem', 'bug', 'popravite'],
    feature_request: ['dodajte', 'dodati', 'bilo bi dobro', 'bilo bi super', 'funkcij', 'opcij', 'tamni način', 'tamna tema', 'prijedlog', 'nedostaje'],
    pricing: ['cijena', 'skupa', 'skupo', 'pretplat', 'platiti', 'plaćen', 'premium', 'novac', 'povrat novca', 'besplatn'],
    login: ['prijav', 'lozink', 'račun', 'verifikacij', 'login'],
    performance: ['spora', 'sporo', 'baterij', 'učitava', 'zamrzava', 'zablokira', 'koči'],
    ads: ['oglas', 'reklam'],
    sync: ['sinkroniz', 'izgubio', 'izgubila', 'podaci', 'podatke', 'sigurnosna kopija', 'obrisan', 'vratiti', 'novi mobitel'],
    ui: ['dizajn', 'sučelje', 'izbornik', 'gumb', 'font', 'boja', 'nepregledn', 'pregledn', 'intuitivn'],
    support: ['podršk', 'korisnička služba', 'bez odgovora', 'ne odgovaraju'],
    praise: ['odlična', 'odlično', 'super', 'savršen', 'fantastičn', 'korisna', 'preporučujem', 'hvala', 'sviđa', 'obožavam', 'top'],
  },
}
