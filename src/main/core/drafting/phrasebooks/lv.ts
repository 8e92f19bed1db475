import type { Phrasebook } from './types'

/** Latvian with a capitalised "Jūs", as Latvian companies write to a customer. */
export const lv: Phrasebook = {
  code: 'lv',
  locale: 'lv',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Sveiki, {name}!', 'Labdien, {name}!'], formal: ['Labdien, {name},'] },
    anonymous: { casual: ['Sveiki!'], formal: ['Labdien,'] },
  },
  opener: {
    high: {
      casual: ['Liels paldies par lielisko atsauksmi!', 'Paldies par jaukajiem vārdiem!', 'Jūsu vērtējums mūs ļoti iepriecināja, paldies!'],
      formal: ['Paldies par pozitīvo vērtējumu.', 'Sirsnīgs paldies par izcilo vērtējumu.', 'Mēs ļoti novērtējam Jūsu pozitīvo atsauksmi.'],
    },
    mid: {
      casual: ['Paldies par godīgo atsauksmi!', 'Paldies, ka veltījāt laiku, lai dalītos savā viedoklī.', 'Mēs novērtējam Jūsu komentārus.'],
      formal: ['Paldies par Jūsu atsauksmi.', 'Paldies, ka dalījāties ar mums savā viedoklī.', 'Paldies par godīgo vērtējumu.'],
    },
    low: {
      casual: ['Mums ļoti žēl par Jūsu pieredzi.', 'Žēl, ka lietotne neattaisnoja Jūsu cerības.', 'Atvainojamies par sagādātajām neērtībām.'],
      formal: ['Atvainojamies par radītajām neērtībām.', 'Mums žēl, ka Jūsu pieredze nebija laba.', 'Atvainojamies par problēmām, ar kurām saskārāties.'],
    },
  },
  issue: {
    crash: ['Mums žēl, ka lietotne avarē; mūsu komanda to jau pēta.', 'Paldies, ka ziņojāt par avārijām; meklējam cēloni.'],
    bug: ['Paldies, ka ziņojāt par kļūdu; nodevām to saviem izstrādātājiem.', 'Mēs pārbaudām Jūsu aprakstīto problēmu.'],
    feature_request: ['Paldies par ieteikumu! Esam to nodevuši savai komandai.'],
    pricing: ['Saprotam, ka cena ir svarīga, un nodevām Jūsu viedokli komandai.', 'Paldies par viedokli par cenām; uztveram to nopietni.'],
    login: ['Žēl, ka Jums ir grūtības pieslēgties.', 'Labprāt palīdzēsim Jums pēc iespējas ātrāk atgūt piekļuvi kontam.'],
    performance: ['Paldies, ka pastāstījāt par lēno darbību; veiktspēja mums ir prioritāte.', 'Mēs pastāvīgi strādājam pie lietotnes ātruma un akumulatora patēriņa, un Jūsu atsauksme palīdz.'],
    ads: ['Paldies par viedokli par reklāmām; nodevām to komandai.', 'Ņemsim vērā Jūsu komentārus par reklāmām.'],
    sync: ['Zinām, cik svarīgi ir Jūsu dati, un vēlamies to pēc iespējas ātrāk pārbaudīt kopā ar Jums.', 'Mums žēl par sinhronizācijas problēmām; meklējam cēloni.'],
    ui: ['Paldies par viedokli par dizainu; nodevām to saviem dizaineriem.', 'Cenšamies padarīt lietotni pēc iespējas vienkāršāku, un Jūsu atsauksme mums palīdz.'],
    support: ['Atvainojamies, ka Jums bija jāgaida mūsu atbilde.', 'Žēl, ka mūsu atbalsta komanda šoreiz neattaisnoja Jūsu cerības.'],
  },
  positive: {
    praise: ['Priecājamies, ka {brand|lietotne} Jums noder!', 'Tādas atsauksmes kā Jūsu motivē visu mūsu komandu.', 'Prieks dzirdēt, ka viss darbojas lieliski.'],
    ui: ['Priecājamies, ka Jums patīk dizains!', 'Prieks, ka lietotne Jums šķiet ērta.'],
    support: ['Jūsu uzslavu labprāt nodosim mūsu atbalsta komandai!', 'Mūsu atbalsta komanda par to ļoti priecāsies.'],
  },
  nextStep: {
    contact: ['Lūdzu, rakstiet mums uz {contact}, un mēs to izpētīsim sīkāk.', 'Sazinieties ar mums, rakstot uz {contact}, un mēs labprāt palīdzēsim.', 'Mūsu komanda labprāt palīdzēs: {contact}.'],
    noContact: ['Lūdzu, sazinieties ar mūsu atbalsta komandu, un mēs to izpētīsim sīkāk.', 'Mūsu atbalsta komanda labprāt palīdzēs.'],
  },
  askMore: ['Labprāt uzzinātu, ko varam uzlabot.', 'Pastāstiet, kas Jums pietrūkst; mēs lasām katru ziņu.'],
  closing: {
    high: ['Patīkamu lietošanu!', 'Vēlreiz paldies par atbalstu!', 'Jauku dienu!'],
    mid: ['Vēlreiz paldies par atsauksmi.', 'Turpinām strādāt pie uzlabojumiem.'],
    low: ['Paldies par pacietību.', 'Paldies par sapratni.'],
  },
  team: '{brand} komanda',
  apology: /atvaino|žēl/i,
  keywords: {
    crash: ['avarē', 'avārij', 'izmet', 'aizveras', 'neatveras', 'nepalaižas', 'melns ekrāns', 'crash', 'krešo'],
    bug: ['kļūda', 'kļūdu', 'nestrādā', 'nedarbojas', 'problēma', 'bug', 'salabojiet', 'izlabojiet'],
    feature_request: ['pievienojiet', 'pievienot', 'būtu labi', 'būtu forši', 'būtu lieliski', 'funkcij', 'iespēj', 'tumšais režīms', 'ieteikum', 'pietrūkst', 'trūkst'],
    pricing: ['=cena', 'cenas', 'cenu', 'dārg', 'abonement', 'maksā', 'samaksā', 'nauda', 'naudu', 'atmaksa', 'bezmaksas'],
    login: ['pieslēg', 'ielogo', 'parole', 'paroli', '=konts', '=kontu', '=konta', 'verifikācij'],
    performance: ['lēna', 'lēni', 'lēns', 'akumulator', 'baterij', 'ielādē', 'karājas', 'uzkaras', 'bremzē'],
    ads: ['reklām'],
    sync: ['sinhroniz', 'pazud', 'zaudē', '=dati', '=datus', 'dublējum', 'izdzēs', 'atjaunot', 'jauns telefons'],
    ui: ['dizain', 'saskarn', 'izvēln', '=poga', 'pogas', 'fonts', 'krāsa', 'krāsas', 'nepārskatām', 'ērta', 'ērti'],
    support: ['atbalsta dienest', 'klientu atbalst', 'klientu apkalpošan', 'neatbild', 'nav atbildes'],
    praise: ['lieliska', 'lieliski', 'super', 'izcila', 'iesaku', 'paldies', 'labākā', 'patīk', 'forša', 'ļoti laba'],
  },
}
