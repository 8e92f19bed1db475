import { storeRows, type StoreRow } from './fixtures'

/**
 * Billing replies, round 19: a price said as what it was before and what it is now ("was 2.99
 * now 7.99", "früher 3 €, jetzt 8 €", "antes 20 reais agora 45") is a price that went up, in
 * each language's frame; a lower sum now, or a version, is none.
 */
const wasNowRows: StoreRow[] = [
  [
    'en',
    1,
    'notes',
    'app_store',
    'was 2.99 a year now 7.99??? for the same app lol no thanks',
    /price went up/,
  ],
  [
    'de',
    1,
    'notes',
    'app_store',
    'früher 3 €, jetzt 8 € im Monat. Frechheit',
    /Preis gestiegen ist/,
  ],
  ['pt', 1, 'notes', 'google_play', 'antes 20 reais agora 45, absurdo', /aumento do preço/],
  [
    'fr',
    2,
    'game',
    'google_play',
    "avant c'était 4,99 € et maintenant 9,99 €, sérieusement ?",
    /hausse du prix/,
  ],
  ['ru', 1, 'run', 'google_play', 'раньше было 199 руб, теперь 499 руб. Жадность', /цена выросла/],
  // A sum that went down now is no price rise.
  ['en', 4, 'notes', 'google_play', 'was 9.99 now 4.99 on sale, nice', /./, /price went up/],
]

storeRows('a price from what it was to what it is now is a price rise', wasNowRows)
