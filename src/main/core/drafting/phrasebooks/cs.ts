import type { Phrasebook } from './types'

/** Czech with "vy" (lower case), as Czech companies write to app users. */
export const cs: Phrasebook = {
  code: 'cs',
  locale: 'cs',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Dobrý den, {name},', 'Zdravíme, {name}!'], formal: ['Dobrý den, {name},'] },
    anonymous: { casual: ['Dobrý den,'], formal: ['Dobrý den,'] },
  },
  opener: {
    high: {
      casual: ['Moc děkujeme za skvělé hodnocení!', 'Děkujeme za milá slova!', 'Vaše hodnocení nás moc potěšilo, děkujeme!'],
      formal: ['Děkujeme za pozitivní hodnocení.', 'Velice děkujeme za vynikající hodnocení.', 'Vaší pozitivní zpětné vazby si velmi vážíme.'],
    },
    mid: {
      casual: ['Děkujeme za upřímnou zpětnou vazbu!', 'Děkujeme, že jste si našli čas a podělili se o svůj názor.', 'Vašich postřehů si vážíme.'],
      formal: ['Děkujeme za vaši zpětnou vazbu.', 'Děkujeme, že jste se s námi podělili o svůj názor.', 'Děkujeme za vaše upřímné hodnocení.'],
    },
    low: {
      casual: ['Moc nás mrzí, co jste zažili.', 'Mrzí nás, že aplikace nesplnila vaše očekávání.', 'Omlouváme se za potíže.'],
      formal: ['Omlouváme se za nepříjemnosti.', 'Je nám líto, že vaše zkušenost nebyla dobrá.', 'Omlouváme se za potíže, se kterými jste se setkali.'],
    },
  },
  issue: {
    crash: ['Mrzí nás, že aplikace padá; náš tým už to prověřuje.', 'Děkujeme za upozornění na pády aplikace; hledáme příčinu.'],
    bug: ['Děkujeme za nahlášení chyby; předali jsme ji našim vývojářům.', 'Problém, který popisujete, prověřujeme.'],
    feature_request: ['Děkujeme za návrh! Sdíleli jsme ho s naším týmem.'],
    pricing: ['Chápeme, že na ceně záleží, a vaši zpětnou vazbu jsme předali týmu.', 'Děkujeme za váš názor na ceny; bereme ho vážně.'],
    login: ['Mrzí nás, že máte potíže s přihlášením.', 'Rádi vám pomůžeme co nejdříve znovu získat přístup k účtu.'],
    performance: ['Děkujeme, že jste nám dali vědět o pomalosti aplikace; výkon je pro nás prioritou.', 'Na rychlosti aplikace a spotřebě baterie neustále pracujeme a vaše zpětná vazba nám pomáhá.'],
    ads: ['Děkujeme za zpětnou vazbu k reklamám; předali jsme ji týmu.', 'Vaše připomínky k reklamám bereme v úvahu.'],
    sync: ['Víme, jak důležitá jsou pro vás data, a rádi to s vámi co nejdříve prověříme.', 'Mrzí nás potíže se synchronizací; hledáme jejich příčinu.'],
    ui: ['Děkujeme za názor na design; sdíleli jsme ho s naším designérským týmem.', 'Neustále pracujeme na tom, aby práce s {brand|aplikací} byla co nejjednodušší, a vaše zpětná vazba nám pomáhá.'],
    support: ['Omlouváme se, že jste na odpověď museli čekat.', 'Mrzí nás, že naše podpora tentokrát nesplnila vaše očekávání.'],
  },
  positive: {
    praise: ['Máme radost, že vám {brand|aplikace} pomáhá.', 'Hodnocení jako to vaše motivují celý náš tým.', 'Rádi slyšíme, že vše funguje, jak má.'],
    ui: ['Máme radost, že se vám líbí design!', 'Těší nás, že se vám aplikace používá snadno.'],
    support: ['Vaši pochvalu rádi předáme našemu týmu podpory!', 'Náš tým podpory tohle moc potěší.'],
  },
  nextStep: {
    contact: ['Napište nám prosím na {contact} a podíváme se na to podrobněji.', 'Když nám napíšete na {contact}, rádi vám pomůžeme.', 'Náš tým vám rád pomůže na {contact}.'],
    noContact: ['Obraťte se prosím na naši podporu a podíváme se na to podrobněji.', 'Náš tým podpory vám rád pomůže.'],
  },
  askMore: ['Rádi bychom věděli, co můžeme zlepšit.', 'Dejte nám vědět, co vám chybí; čteme každou zprávu.'],
  closing: {
    high: ['Ať vám {brand|aplikace} dobře slouží!', 'Ještě jednou děkujeme za podporu!', 'Přejeme hezký den!'],
    mid: ['Ještě jednou děkujeme za zpětnou vazbu.', 'Na zlepšování aplikace pracujeme dál.'],
    low: ['Děkujeme za trpělivost.', 'Děkujeme za pochopení.'],
  },
  team: 'Tým {brand}',
  apology: /mrzí|omlouv|je nám líto|promiňte/i,
  keywords: {
    crash: ['padá', 'spadne', 'spadla', 'padání', '=pád', '=pády', 'nejde otevřít', 'neotevře', 'nespustí', 'černá obrazovka', 'crash', 'vypíná se', 'zavírá se'],
    bug: ['chyba', 'chyby', 'chybu', 'nefunguje', 'nejde', 'problém', 'bug', 'opravte', 'závada'],
    feature_request: ['přidejte', 'přidat', 'bylo by fajn', 'bylo by super', 'bylo by dobré', 'funkce', 'funkci', 'možnost', 'tmavý režim', 'návrh', 'chybí'],
    pricing: ['cena', 'ceny', 'cenu', '=drahá', '=drahé', 'drahý', 'předplatné', 'platit', 'zaplat', 'peníze', 'vrácení peněz', 'zdarma'],
    login: ['přihláš', 'přihlás', 'heslo', 'účet', 'ověření'],
    performance: ['pomalá', 'pomalé', 'pomalu', 'zasek', 'baterie', 'baterii', 'načítá', 'laguje', 'seká'],
    ads: ['reklam'],
    sync: ['synchroniz', 'ztratil', 'ztratila', 'zmizel', '=data', '=dat', 'záloha', 'zálohu', 'smazal', 'obnovit', 'nový telefon'],
    ui: ['design', 'vzhled', 'rozhraní', '=menu', 'tlačítk', 'písmo', 'barv', 'nepřehledn', 'přehledn', 'intuitivn'],
    support: ['podpora', 'zákaznick', 'neodpovídá', 'bez odpovědi'],
    praise: ['skvělá', 'skvělé', 'super', 'výborn', 'perfektní', 'doporučuji', 'děkuji', 'díky', 'miluju', 'nejlepší', 'úžasn', 'spokojen'],
  },
}
