import { risesBetweenSums } from './price-from-to'
import type { BillingCase, Intent } from './types'

const DIGIT = /\d/

/**
 * Billing complaints about how the store sells the app rather than a charge gone wrong: a
 * purchase the family cannot use through the store's family sharing, a charge in a currency
 * other than the reviewer's own, a price that went up. Each is restated as what it is (never
 * "trouble with your payment", never "the price doesn't suit you"). Matched on the folded text
 * (lower case, Latin accents dropped; Vietnamese keeps its marks), every language at once.
 */

// The store's family sharing, or a family plan, by name.
const FAMILY =
  /family[ -]?(?:sharing|share|plan|library|group|member)|share[d]? (?:it )?with (?:my |the )?family|familienfreigabe|familienmitglied|familienmediathek|familienbibliothek|familien-?abo|familie teilen|partage (?:familial|en famille)|(?:forfait|abonnement|offre) famil|bibliotheque familiale|(?:compartir|compartido|compartida) en familia|plan familiar|biblioteca (?:familiar|da familia)|grupo familiar|compartilhamento (?:familiar|em familia|com a familia)|partilha (?:familiar|com a familia)|plano (?:familia|familiar)|condivisione (?:in )?famiglia|piano famiglia|gruppo famiglia|gezinsdeling|delen met (?:het |mijn )?gezin|gezinsbibliotheek|gezinsabonnement|familiedeling|chmur[aey] rodzinn|udostepniani\p{L}* (?:w )?rodzin|bibliotek\p{L}* rodzinn|plan\p{L}* rodzinn|grup\p{L}* rodzinn|семейн\p{L}* (?:доступ|подписк|групп|библиотек|план)|сімейн\p{L}* (?:доступ|підписк|груп|бібліотек|план)|aile (?:paylasim|plan|kutuphane|grub)|familjedelning|delning med familjen|familjebibliotek|familjeabonnemang|familjegrupp|المشاركه العائليه|مشاركه العائله|خطه العائله|مكتبه العائله|مجموعه العائله|ファミリー共有|ファミリーライブラリ|ファミリープラン|家族共有|가족\s?공유|가족\s?그룹|패밀리\s?요금제|가족\s?보관함|家人共享|家庭共享|家庭群组|家庭群組|家庭媒体库|家庭方案|家庭计划|(?:\u095E|\u092B\u093C?)ैमिली (?:शेयरिंग|प्लान|लाइब्रेरी)|परिवार के साथ शेयर|berbagi (?:dengan )?keluarga|paket keluarga|koleksi keluarga|grup keluarga|chia sẻ (?:trong |với )?gia đình|chia se (?:trong |voi )?gia dinh|gói gia đình|thư viện gia đình|nhóm gia đình/u

// A currency: named as such, or the charge said in one ("charged in dollars", "in euro").
const CURRENCY =
  /(?:wrong|foreign|another|different|local|my own) currency|currency (?:conversion|exchange|fee)|(?:conversion|foreign transaction|exchange) fee|(?:charged|billed|paid|pay|charge me|prices?) in (?:us )?(?:dollars|usd|euros?|eur|pounds|gbp)|in (?:us dollars|usd|euros|eur|gbp|british pounds) (?:instead|even though|although|but|when|while)|(?:mauvaise|autre) devise|en (?:dollars|euros|usd)(?! \d)|frais de (?:change|conversion)|otra moneda|moneda (?:extranjera|equivocada|incorrecta)|en (?:dolares|euros|usd)(?! \d)|outra moeda|moeda (?:estrangeira|errada)|em (?:dolares|euros|usd)(?! \d)|valuta (?:sbagliata|estera|diversa)|in (?:dollari|euro|usd)(?! \d)|(?:andere|verkeerde|buitenlandse) valuta|in (?:dollars|euro|usd) (?:afgeschreven|betaald|gerekend)|in (?:dollar|euro|usd) (?:abgebucht|berechnet|bezahlt|belastet)|(?:falsche|fremde|andere)[rn]? wahrung|w (?:dolarach|euro|usd)(?! \d)|(?:innej|obcej|zlej) walucie|в (?:долларах|евро|usd)|(?:другой|иностранной|чужой) валют|(?:іншій|іноземній) валют|в доларах|(?:dolar|euro|avro|usd) (?:olarak|ile|uzerinden)|(?:yanlis|farkli|yabanci) (?:para birimi|doviz)|i (?:euro|dollar|usd)(?! \d)|(?:fel|annan|utlandsk) valuta|بالدولار|باليورو|(?:عمله|العمله) (?:اخرى|خاطئه|مختلفه|اجنبيه)|(?:ドル|ユーロ)(?:で|建て)|別の通貨|違う通貨|外貨|(?:달러|유로)로|다른 통화|외화|(?:用|以|按)(?:美元|欧元|歐元)|(?:美元|欧元|歐元)(?:扣|收|计|計)|其他货币|其他貨幣|(?:डॉलर|यूरो) में|(?:दूसरी|गलत|ग़लत|विदेशी) (?:मुद्रा|करेंसी)|(?:dalam|pakai|dengan) (?:dolar|euro|usd)|mata uang (?:asing|lain|yang salah)|bằng (?:đô|usd|euro|đồng euro)|bang (?:do|usd|euro)(?!\p{L})|(?:ngoại tệ|ngoai te)|(?:sai|khác) (?:loại )?tiền tệ/u

// The price went up: raised, doubled, "teurer geworden", "подорожал".
const PRICE_UP =
  /(?:price|cost|subscription)s?\s+(?:[\p{L}$€£\d.,']+\s+){0,5}?(?:went up|has gone up|have gone up|gone up|increased|rose|risen|doubled|tripled|jumped|skyrocketed)|(?:raised|increased|doubled|hiked|upped|jacked up|bumped up)\s+(?:\p{L}+\s+){0,2}?prices?|price (?:hike|increase|jump)|(?:preis|abo|kosten|abonnement)\p{L}*\s+(?:\p{L}+\s+){0,5}?(?:erhoht|verdoppelt|gestiegen|angehoben|hochgesetzt)|preiserhohung|teurer geworden|(?:prix|abonnement|tarif)\s+(?:\p{L}+\s+){0,4}?(?:augmente|double|explose|grimpe)|(?:augmente|double) (?:le |leur |les |vos )?(?:prix|tarifs?)|hausse (?:de|du) prix|(?:precio|suscripcion|tarifa)\s+(?:\p{L}+\s+){0,4}?(?:subio|aumento|se duplico|duplicaron|ha subido|se ha duplicado)|(?:subieron|subiste|aumentaron|duplicaron) (?:el |los )?precios?|(?:preco|assinatura|valor)\s+(?:\p{L}+\s+){0,4}?(?:subiu|aumentou|dobrou|triplicou)|(?:aumentaram|subiram|dobraram) o (?:preco|valor)|(?:prezzo|abbonamento|costo)\s+(?:\p{L}+\s+){0,4}?(?:aumentato|raddoppiato|salito|rincarato)|(?:aumentato|raddoppiato) (?:il |i )?prezz|(?:prijs|abonnement|kosten)\s+(?:\p{L}+\s+){0,5}?(?:verhoogd|verdubbeld|gestegen|omhoog)|prijsverhoging|(?:cena|abonament|subskrypcja)\s+(?:\p{L}+\s+){0,4}?(?:wzrosl|podniesion|podwojon|skoczyl|poszla w gore)|podwyzk\p{L}* cen|podniesli\p{L}* cen|podwyzszyli\p{L}* cen|cen\p{L}* (?:\p{L}+\s+){0,4}?(?:prawie |niemal )?dwa razy (?:wyzsz|drozej)|(?:цен|стоимость|подписк)\p{L}*\s+(?:\p{L}+\s+){0,4}?(?:выросл|поднял|подняли|удвоил|увеличил|подорожал)|подорожал|подняли цен|(?:цін|вартість|підписк)\p{L}*\s+(?:\p{L}+\s+){0,4}?(?:зросл|підняли|подвоїл|збільшил|подорожч)|подорожчал|(?:fiyat|abonelik|ucret)\p{L}*\s+(?:\p{L}+\s+){0,4}?(?:artti|artmis|yukseldi|katlandi|zam|iki katina cik\p{L}*|ikiye katlan\p{L}*)|\bzam (?:geldi|yapmis|yaptiniz|gelmis)|(?:pris|prenumeration|abonnemang)\p{L}*\s+(?:\p{L}+\s+){0,4}?(?:hojts|hojdes|fordubblats|fordubblades|gatt upp|okat)|prishojning|(?:السعر|سعر|الاشتراك|اسعار)\s+(?:\S+\s+){0,4}?(?:ارتفع|زاد|تضاعف|رفع)|رفعتم (?:السعر|الاسعار)|値上げ|値段が(?:上が|倍)|料金が(?:上が|倍)|가격\s?(?:이|을)?\s?(?:올랐|인상|올렸|두 배)|가격\s?인상|요금\s?(?:이)?\s?(?:올랐|인상)|涨价|漲價|价格(?:翻倍|上涨|涨了)|價格(?:翻倍|上漲|漲了)|(?:कीमत|दाम|प्राइस|क़ीमत)\s+(?:\S+\s+){0,3}?(?:बढ़|दोगुन|बढा)|(?:harga|biaya)\s+(?:\p{L}+\s+){0,4}?(?:naik|dinaikkan|meningkat|berlipat)|(?<!\p{L})(?:giá|gia)\s+(?:\S+\s+){0,4}?(?:tăng|tang|gấp đôi|gap doi)(?!\p{L})/u

/**
 * Whether the folded text says a price went up ("podnieśliście cenę prawie dwa razy", "fiyatı
 * habersiz iki katına çıktı"): "twice" and "without warning" then say how much and how, never a
 * charge taken twice or a charge nobody knows.
 */
export function pricesRose(norm: string): boolean {
  return PRICE_UP.test(norm)
}

/** The facts of one clause this reading sets. */
export interface StoreBillingFacts {
  score: number
  intents: Set<Intent>
  billingCases: Set<BillingCase>
  cued: boolean
  /** Of the app the reviewer left ("Strava doubled their price so I switched"): not ours. */
  elsewhere?: boolean
}

/** What a clause's folded text says of these, or null. */
function storeBillingCase(norm: string): BillingCase | null {
  if (FAMILY.test(norm)) return 'family_sharing'
  if (CURRENCY.test(norm)) return 'wrong_currency'
  if (PRICE_UP.test(norm) || risesBetweenSums(norm)) return 'price_rise'
  return null
}

/**
 * Marks the clauses that say one of these as billing. A price that doubled or a family that
 * cannot use the purchase is a grievance said plainly, with no word of blame needed; but praise
 * ("family sharing works great"), a wish ("please add a family plan") or a question in a review
 * that complains of nothing ("does the price go up after the trial?") restates no grievance.
 */
export function markStoreBilling(norms: readonly string[], facts: StoreBillingFacts[]): void {
  const complains = facts.some((f) => f.score < 0 || f.intents.has('billing'))
  norms.forEach((norm, i) => {
    const f = facts[i]
    // "früher 3 €, jetzt 8 €": the sum it was and the sum it is now may be two clauses (read
    // together only when each has a sum: this runs for every clause of every review).
    const next = norms[i + 1] ?? ''
    const found =
      storeBillingCase(norm) ??
      (DIGIT.test(norm) && DIGIT.test(next) && risesBetweenSums(`${norm}, ${next}`)
        ? 'price_rise'
        : null)
    if (!f || !found || f.elsewhere || f.intents.has('request') || f.score > 0) return
    if (f.intents.has('question') && !complains) return
    f.billingCases.add(found)
    f.intents.add('billing')
    f.intents.delete('complaint')
    f.cued = true
  })
}
