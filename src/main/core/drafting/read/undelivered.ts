import type { RawClause } from './clauses'

/**
 * A purchase that never arrived, said in the reviewer's own words: they paid ("paid", "bought",
 * "pagué", "заплатил", "đã thanh toán") and what they paid for did not come ("nothing unlocked",
 * "no se activó", "pas débloquées", "не активировался", "không mở khóa được", "لم يتم تفعيله").
 * Either can sit in another clause of the sentence, or the payment in the sentence before
 * ("Bought 500 coins. Never received them."); the words between them are the reviewer's and no
 * list can hold them, so each side is a pattern on the folded text (no accents in Latin scripts).
 */

/** Between a negation and the verb it denies: a few short words ("no se me ha activado"). */
const GAP = String.raw`(?:[\p{L}'’]+\s+){0,3}?`
const END = String.raw`(?!\p{L})`
const START = String.raw`(?<!\p{L})`

function pattern(source: string): RegExp {
  return new RegExp(source, 'u')
}

/** Paying, in the first person or as a charge taken. */
const PAID: Record<string, RegExp> = {
  en: pattern(
    String.raw`${START}(?:paid|payed|bought|purchased|subscribed|charged|spent\s+(?:[$€£]|\d))`,
  ),
  de: pattern(String.raw`${START}(?:bezahlt|gezahlt|gekauft|abonniert|abgebucht)${END}`),
  es: pattern(
    String.raw`${START}(?:pague|pagado|compre|comprado|suscribi|me\s+cobraron|cobraron)${END}`,
  ),
  fr: pattern(
    String.raw`${START}(?:paye|payee|achete|achetee|abonne|abonnee|preleve|prelevee|debite|debitee)s?${END}`,
  ),
  it: pattern(String.raw`${START}(?:pagato|comprato|acquistato|abbonato|addebitat[oi])${END}`),
  pt: pattern(String.raw`${START}(?:paguei|comprei|pago|assinei|cobraram|cobrado)${END}`),
  nl: pattern(String.raw`${START}(?:betaald|gekocht|geabonneerd|afgeschreven)${END}`),
  sv: pattern(String.raw`${START}(?:betalade|betalat|kopte|kopt|prenumererade)${END}`),
  pl: pattern(String.raw`${START}(?:zaplacil|kupil|oplacil|wykupil|pobral)\p{L}*`),
  ru: pattern(String.raw`${START}(?:заплатил|оплатил|купил|приобрел|приобрёл|списали)\p{L}*`),
  uk: pattern(
    String.raw`${START}(?:заплатил|заплатив|оплатил|оплатив|купил|купив|придбал|придбав|списали)\p{L}*`,
  ),
  tr: pattern(
    String.raw`${START}(?:odedim|odeme\s+yaptim|satin\s+aldim|aldim|abone\s+oldum|para\s+cekildi|ucret\s+alindi)`,
  ),
  id: pattern(
    String.raw`${START}(?:bayar|membayar|dibayar|beli|membeli|langganan|berlangganan|top\s?up|dipotong)${END}`,
  ),
  // "nạp 50k mua booster": a top-up by its sum, or a purchase by what it bought; each also typed bare.
  vi: pattern(
    String.raw`(?:thanh toán|thanh toan|đã mua|da mua|mua rồi|mua roi|nạp tiền|nap tien|đã nạp|da nap|trừ tiền|tru tien|đăng ký gói|dang ky goi|(?:nạp|nap)\s+\d|(?<!\p{L})mua\s+(?:\p{L}+\s+){0,2}?(?:booster|gói|goi|vật phẩm|vat pham|xu|kim cương|kim cuong|gem|premium|vip|skin)(?!\p{L}))`,
  ),
  hi: pattern(
    String.raw`(?:पैसे\s+कट|पेमेंट\s+(?:किया|की|कर\s+दी)|भुगतान\s+(?:किया|कर)|खरीदा|ख़रीदा|खरीदी|ख़रीदी|खरीदे|ख़रीदे|पैसे\s+दिए|रिचार्ज\s+किया|paise\s+kat|payment\s+ki|(?:₹|rs\.?\s?)\s?\d+\s+(?:\p{L}+\s+)?(?:diye|diya|de\s+diye|दिए|दिये)|kharid|liya\s+tha|ले\s+लिया)`,
  ),
  ar: pattern(String.raw`(?:دفعت|اشتريت|شريت|اشتركت|سددت|انخصم|خصم\s+مني|انسحب\s+مني)`),
  ja: pattern(String.raw`(?:購入|課金|買っ|買い|払っ|支払|チャージ)`),
  ko: pattern(String.raw`(?:결제|충전|구매|구입|샀)`),
  zh: pattern(String.raw`(?:充值|付款|付费|付費|支付|买了|買了|购买|購買|订阅|訂閱|开通了|開通了)`),
}

/** What was paid for did not come: a negation, then the verb of arriving or unlocking. */
const NOT_ARRIVED: Record<string, RegExp> = {
  en: pattern(
    String.raw`${START}(?:(?:not|never|didn'?t|did\s+not|doesn'?t|does\s+not|isn'?t|is\s+not|wasn'?t|was\s+not|haven'?t|have\s+not|hasn'?t|has\s+not|nothing|no)\s+${GAP}(?:unlock|activat|receiv|arriv|credit|deliver|(?:got|get)${END}(?!\s+(?:why|how|what|it\b))|come\s+through|came\s+through|added|applied|show(?:ed|n)?\s+up|appear)|never\s+(?:came|arrived)|still\s+(?:locked|(?:on|shows?|showing|has|have)\s+(?:the\s+)?free))`,
  ),
  de: pattern(
    String.raw`${START}(?:(?:nicht|nie|nichts|keine?n?)\s+${GAP}(?:freigeschaltet|aktiviert|angekommen|erhalten|bekommen|gutgeschrieben|ubernommen|wiederhergestellt|frei)${END}|(?:freigeschaltet|aktiviert|angekommen|gutgeschrieben)\s+(?:\p{L}+\s+)?(?:nicht|nie)${END})`,
  ),
  es: pattern(
    String.raw`${START}(?:no|nunca|ni)\s+${GAP}(?:activ[oóa]|activad|desbloque|lleg[oóa]|llegaron|recibi|aparec|aparece|acredit|cargaron|cargo|se\s+aplic)`,
  ),
  fr: pattern(
    String.raw`${START}(?:(?:ne|n')\s*${GAP}(?:pas|jamais|rien|plus)\s+${GAP}|pas\s+(?:ete\s+)?|jamais\s+|rien\s+)(?:debloque|active|recu|arrive|credite|apparu|apparai|reconnu|restaure|eu\s+(?:les?|mes|mon|ma)\b)`,
  ),
  it: pattern(
    String.raw`${START}(?:non|mai|niente|nulla)\s+${GAP}(?:sbloccat|attivat|arrivat|ricevut|accreditat|compars|compare|ripristinat|visto\s+(?:niente|nulla|le|i))`,
  ),
  pt: pattern(
    String.raw`${START}(?:nao|nunca|nada)\s+${GAP}(?:receb|cheg|ativ|desbloque|liber|apareceu|aparece|caiu|cairam|creditad|restaur)`,
  ),
  nl: pattern(
    String.raw`${START}(?:(?:niet|nooit|niks|niets|geen)\s+${GAP}(?:ontgrendeld|geactiveerd|ontvangen|aangekomen|gekregen|bijgeschreven|hersteld|binnen)|(?:ontgrendeld|geactiveerd|ontvangen|gekregen)\s+(?:\p{L}+\s+)?(?:niet|nooit))${END}`,
  ),
  sv: pattern(
    String.raw`${START}(?:(?:inte|aldrig|inget|inga|ingenting)\s+${GAP}(?:last(?:es)?\s+upp|upplast|aktiver|fick|fatt|kommit|kom${END}|dykt\s+upp|syns|synts|aterstall)|fick\s+(?:inga|inget|ingenting|aldrig))`,
  ),
  pl: pattern(
    String.raw`${START}(?:nie|nic|nigdy)\s+${GAP}(?:odblokowal|aktywowal|dostal|otrzymal|przyszl|pojawil|doszl|przywroc|zaksiegowal|odblokowan|aktywn)`,
  ),
  ru: pattern(
    String.raw`${START}(?:не|ни)\s+${GAP}(?:активир|разблокир|пришл|пришел|пришёл|получил|зачисл|начисл|появил|восстанов|засчитал|подключил|дали)`,
  ),
  uk: pattern(
    String.raw`${START}(?:не|ні)\s+${GAP}(?:активув|розблок|прийшл|прийшов|отримав|отримал|зарахув|нарахув|з'явил|з’явил|відновл|підключ|дали)`,
  ),
  tr: pattern(
    String.raw`(?:acilmadi|aktif\s+olmadi|aktiflesmedi|aktif\s+degil|gelmedi|yuklenmedi|tanimlanmadi|hesabima\s+gecmedi|gecmedi|verilmedi|ulasmadi|gorunmuyor)`,
  ),
  id: pattern(
    String.raw`${START}(?:tidak|tdk|gak|ga|nggak|ngga|enggak|belum|blm|gk|ndak)\s+${GAP}(?:aktif|masuk|terbuka|kebuka|muncul|diterima|dapat|dapet|nambah|bertambah|terpulihkan|pulih)${END}`,
  ),
  vi: pattern(
    String.raw`(?<!\p{L})(?:không|chưa|ko|k|hông|khong|chua|hong)\s+(?:[\p{L}]+\s+){0,3}?(?:mở khóa|mở khoá|kích hoạt|nhận được|nhận dc|nhận đc|được cộng|cộng|hiện|lên premium|có premium|mo khoa|kich hoat|nhan duoc|nhan dc|duoc cong|len premium|co premium)`,
  ),
  hi: pattern(
    String.raw`(?:(?:चालू|एक्टिव|अनलॉक|शुरू|मिला|मिले|मिली|आया|आए|आई|जुड़ा|जुड़े)\s*(?:ही\s+)?(?:नहीं|नही)|(?:नहीं|नही)\s+(?:मिला|मिले|मिली|आया|आए|आई|हुआ)|nahi\s+mila|nahi\s+aaya|activate\s+nahi|unlock\s+nahi)`,
  ),
  ja: pattern(
    String.raw`(?:反映され(?:ない|ません|てない|ていない)|届い(?:て(?:い)?ない|ていません)|届かない|届きません|付与され(?:ない|ません|てない|ていない)|もらえて(?:い)?ない|入って(?:い)?ない|入っていません|解除され(?:ない|ません|てない))`,
  ),
  ko: pattern(
    String.raw`(?:안\s?들어|지급\s?안|지급이\s?안|적용\s?안|적용이\s?안|반영\s?안|반영이\s?안|해제\s?안|해제가\s?안|안\s?왔|못\s?받)`,
  ),
  zh: pattern(
    String.raw`(?:没到账|沒到帳|未到账|没有到账|沒有到帳|没生效|沒生效|没有生效|沒有生效|未生效|没开通|沒開通|没有开通|沒有開通|没收到|沒收到|没有收到|沒有收到|没解锁|沒解鎖|没有解锁)`,
  ),
  ar: pattern(
    String.raw`(?:لم|ما|مو|مش|ماتم|بدون\s+ما)\s*(?:[\p{L}]+\s+){0,2}?(?:يتم\s+تفعيل|يتفعل|تفعل|تتفعل|يفتح|انفتح|يوصل|توصل|وصل|وصلني|وصلتني|استلم|يظهر|تظهر|ظهر|يضاف|انضاف|تنضاف|ينضاف)`,
  ),
}

/** Ads still shown after paying to remove them, said in another clause ("…, but ads still show up"). */
const ADS_STILL: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:ads?\s+(?:still|keep|are\s+still|came\s+back|are\s+back)|still\s+(?:get|getting|see|seeing|have|has|shows?|showing)\s+(?:\p{L}+\s+)?ads?(?!\p{L}))/u,
  // "Werbefreiheit gekauft und trotzdem kommen nach jedem Level Videos": the ads said as videos too.
  de: /werbung\s+(?:ist\s+|kommt\s+)?(?:immer\s+noch|trotzdem|weiterhin|obwohl)|(?:immer\s+noch|trotzdem|weiterhin)\s+(?:\p{L}+\s+){0,4}?(?:werbung|werbevideos|werbeclips|videos|ads)(?!\p{L})/u,
  es: /siguen?\s+(?:apareciendo|saliendo)\s+(?:los\s+)?anuncios|anuncios\s+siguen/u,
  fr: /toujours\s+(?:des|les|de la)\s+pubs?|pubs?\s+(?:sont\s+)?(?:toujours|encore)/u,
  it: /ancora\s+(?:la\s+)?pubblicit|pubblicit\p{L}*\s+(?:c'e\s+)?ancora/u,
  pt: /ainda\s+(?:aparece|aparecem|tem|vejo)\s+(?:\p{L}+\s+)?(?:propaganda|anuncio)|(?:propagandas?|anuncios?)\s+continua/u,
  // Folded text: "ё" is "е", Arabic hamza seats are bare alifs and "ة" is "ه", Swedish "ändå" is "anda".
  ru: /реклам\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:все\s+равно|все\s+еще|по-прежнему|до\s+сих\s+пор|остал\p{L}*|продолжа\p{L}*|снова|опять|никуда\s+не)|(?:все\s+равно|все\s+еще|по-прежнему|до\s+сих\s+пор|снова|опять)\s+(?:\p{L}+\s+){0,2}?реклам/u,
  uk: /реклам\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:все\s+одно|усе\s+одно|досі|все\s+ще|усе\s+ще|залишил\p{L}*|нікуди\s+не|знову|далі)|(?:все\s+одно|усе\s+одно|досі|все\s+ще|усе\s+ще|знову)\s+(?:\p{L}+\s+){0,2}?реклам/u,
  sv: /(?<!\p{L})(?:fick|far|kom|kommer)\s+(?:\p{L}+\s+)?reklam|(?<!\p{L})reklam\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:fortfarande|anda|kvar|igen)(?!\p{L})|(?<!\p{L})(?:fortfarande|anda|anda\s+sa)\s+(?:\p{L}+\s+){0,2}?reklam/u,
  ar: /(?:ال)?اعلانات?\s+(?:\S+\s+){0,2}?(?:لسه|لسا|لا\s*تزال|ما\s*زالت|مازالت|لازالت|موجوده|رجعت|بتطلع|تطلع|تظهر|مستمره)|(?:لسه|لسا|ما\s*زالت|مازالت|لا\s*تزال|لازالت|لازال|ما\s*زال|مازال|برضو|برضه)\s+(?:\S+\s+){0,2}?(?:ال)?اعلان/u,
  // "広告削除買ったのに広告出る", "광고 제거 샀는데 광고가 계속 나와요", "买了去广告还是有广告": the ads
  // still shown, said without the words of a purchase missing. "広告が出なくなった" (no more ads) is no hit.
  ja: /(?:まだ|いまだに|未だに|相変わらず|普通に|結局)\S{0,6}?広告|広告(?:が|は|も)?\s?(?:まだ|普通に|相変わらず|消えない|消えません|消えてない|出る|出ます|出てくる|出てきます|表示される|表示されます|流れる|流れます)(?!な)/u,
  ko: /(?:아직도|여전히|계속|그대로)\s*(?:\S+\s+)?광고|광고\S{0,2}\s*(?:계속|여전히|아직|그대로)|광고(?:가|는|도)?\s*(?:나와|나오네|나옵니다|떠요|뜨네|뜹니다)/u,
  zh: /(?:还是|还有|仍然|依然|照样|照樣|還是|還有|依舊|依旧)\S{0,4}?(?:广告|廣告)|(?:广告|廣告)(?:还是|还在|照样|照常|依然|仍然|還是|還在)/u,
  hi: /(?:विज्ञापन|ऐड्स?|ads?)\s+(?:\S+\s+){0,3}?(?:अब\s+भी|अभी\s+भी|फिर\s+भी|still|abhi\s+bhi|ab\s+bhi|phir\s+bhi)|(?:अब\s+भी|अभी\s+भी|फिर\s+भी|abhi\s+bhi|ab\s+bhi|phir\s+bhi)\s+(?:\S+\s+){0,3}?(?:विज्ञापन|ऐड|ads?(?!\p{L}))/u,
}

/**
 * The app still shows the free version after paying ("it still says free version", "zeigt immer
 * noch die kostenlose Version", "まだ無料版のまま"): what they paid for never came.
 */
const STILL_FREE: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:still|says|shows?|showing|stuck\s+(?:on|in|with))\s+(?:[\p{L}']+\s+){0,3}?(?:free|basic)\s+(?:version|plan|tier|account|mode)/u,
  de: /(?:immer\s+noch|noch\s+immer|weiterhin|zeigt|nur)\s+(?:\p{L}+\s+){0,3}?(?:kostenlos|gratis|free|basis)\p{L}*\s*-?version/u,
  fr: /(?:toujours|encore|reste|affiche)\s+(?:\p{L}+\s+){0,3}?(?:version|offre|compte|mode)\s+gratuit/u,
  es: /(?:sigue|sigo|aun|todavia|muestra|aparece)\s+(?:\p{L}+\s+){0,3}?(?:version|plan|cuenta|modo)\s+(?:gratis|gratuit)/u,
  pt: /(?:continua|ainda|segue|mostra|aparece)\s+(?:\p{L}+\s+){0,3}?(?:versao|plano|conta|modo)\s+(?:gratis|gratuit)/u,
  it: /(?:ancora|sempre|rimane|resta|mostra)\s+(?:\p{L}+\s+){0,3}?(?:versione|piano|account)\s+(?:gratuit|gratis|free|base)/u,
  nl: /(?:nog\s+steeds|nog\s+altijd|blijft|toont)\s+(?:\p{L}+\s+){0,3}?(?:gratis|free)\s*-?(?:versie|variant|account|abonnement)/u,
  sv: /(?:fortfarande|ligger\s+kvar|star\s+kvar|visar)\s+(?:\p{L}+\s+){0,3}?gratis\s*-?(?:version|konto|lage)/u,
  pl: /(?:nadal|wciaz|dalej|ciagle|pokazuje)\s+(?:\p{L}+\s+){0,3}?(?:darmow|bezplatn)\p{L}*\s+(?:wersj|plan|kont)/u,
  ru: /(?:вс[её]\s+ещ[её]|до\s+сих\s+пор|по-прежнему|осталась|остался|показывает|висит)\s+(?:\p{L}+\s+){0,3}?бесплатн/u,
  uk: /(?:досі|все\s+ще|усе\s+ще|як\s+і\s+раніше|залишилась|залишилася|показує)\s+(?:\p{L}+['’]?\p{L}*\s+){0,3}?безкоштовн/u,
  tr: /(?:hala|halen|hep|gosteriyor)\s+(?:\p{L}+\s+){0,3}?(?:ucretsiz|bedava|free)\s+(?:surum|versiyon|plan|hesap)/u,
  id: /(?:masih|tetap|muncul)\s+(?:\p{L}+\s+){0,3}?(?:versi\s+)?(?:gratis|free|gratisan)(?!\p{L})/u,
  vi: /(?:vẫn|van)\s+(?:\p{L}+\s+){0,4}?(?:miễn phí|mien phi|bản free|ban free|bản thường|free)(?!\p{L})/u,
  hi: /(?:अब\s+भी|अभी\s+भी|फिर\s+भी|still)\s+(?:\S+\s+){0,3}?(?:फ्री|फ़्री|मुफ्त|मुफ़्त|free)/u,
  ar: /(?:لا\s+يزال|لازال|ما\s+زال|مازال|لا\s+زال|ما\s+زالت|مازالت|لا\s+تزال|لسه|بعده)\s+(?:\S+\s+){0,3}?(?:ال)?مجاني/u,
  ja: /(?:まだ|いまだに|未だに|ずっと)\S{0,6}?(?:無料版|無料プラン|フリー版|無料のまま)|無料版のまま|無料のまま/u,
  ko: /(?:아직|여전히|계속|아직도)\s*(?:\S+\s+){0,2}?(?:무료\s?버전|무료\s?플랜|무료\s?상태|무료로\s?나)/u,
  zh: /(?:还是|仍然|依然|还在|還是|仍是|依旧|依舊|还显示|還顯示)\S{0,4}?(?:免费版|免費版|免费用户|免費用戶|免费的|免費的)/u,
}

/**
 * What was paid for is still locked ("paid for premium but the features are still locked",
 * "اشتريت الاشتراك وما زالت الميزات مقفلة", "sudah bayar tapi fitur tetap terkunci"): it never
 * came. Said of the purchase's features, not of an account one is locked out of (login's) or
 * a screen locked in portrait.
 */
const LOCKED =
  /(?<!\p{L})(?:locked|gesperrt|blockiert|verrouille\p{L}*|bloquead\p{L}*|bloccat\p{L}*|vergrendeld|geblokkeerd|op\s+slot|(?:ar|fortfarande|forblir)\s+lasta?|zablokowan\p{L}*|заблокирован\p{L}*|заблокован\p{L}*|kilitli\p{L}*|terkunci|dikunci|bị\s+khóa|bị\s+khoá|bi\s+khoa|लॉक|مقفل\p{L}*|مقفول\p{L}*|مغلق\p{L}*)(?!\p{L})|ロックされ|ロックのまま|잠겨|잠김|锁着|被锁|鎖著|被鎖|未解锁|未解鎖/u
const LOCKED_OUT =
  /(?<!\p{L})(?:locked\s+out|ausgesperrt|account|konto|compte|cuenta|conta|аккаунт|акаунт|hesap|akun|tài khoản|खाता|حساب|portrait|landscape|orientation|rotation|screen|hochformat|querformat|bildschirm|ecran|pantalla|tela|schermo|scherm|skarm|ekran\p{L}*|экран\p{L}*|екран\p{L}*|layar|màn hình|स्क्रीन|شاشة|الشاشة)(?!\p{L})|アカウント|계정|账号|帳號|画面|화면|屏幕|螢幕/u

/**
 * What else may fail to come: a reply, a refund, the ads the purchase removed. "Paid, never got a
 * reply" misses no purchase, and "paid, never get ads anymore" praises it.
 */
const NOT_THE_PURCHASE =
  /(?<!\p{L})ads?(?!\p{L})|adverts|werbung|anuncio|publicidad|pubs?(?!\p{L})|pubblicit|propaganda|reclame|advertentie|reklam|реклам|iklan|quảng cáo|विज्ञापन|اعلان|広告|광고|广告|廣告|reply|response|answer|refund|e-?mail|respuesta|reembolso|reponse|rembours|antwort|erstattung|risposta|rimborso|resposta|antwoord|terugbetal|svar|aterbetal|odpowied|zwrot|ответ|возврат|відповід|поверн|cevap|iade|balas|jawab|phản hồi|trả lời|hoàn tiền|जवाब|रिफंड|رد|استرداد/u

/**
 * A reward the game hands out free ("the daily reward didn't come either", "phần thưởng hằng ngày
 * cũng ko nhận dc") is a second trouble beside the purchase, not the purchase itself, though said
 * in the same sentence as the payment.
 */
const FREE_REWARD =
  /daily\s+(?:reward|bonus|gift)|login\s+(?:reward|bonus)|t[aä]gliche\s+belohnung|recompensa\s+diaria|recompense\s+quotidienne|ricompensa\s+giornaliera|dagelijkse\s+beloning|hadiah\s+harian|bonus\s+harian|phần thưởng (?:hằng|hàng|mỗi) ngày|phan thuong (?:hang|moi) ngay|quà (?:hằng|hàng|mỗi) ngày|qua (?:hang|moi) ngay|điểm danh|diem danh|ежедневн\p{L}*\s+(?:наград|бонус)|щоденн\p{L}*\s+(?:нагород|бонус)|gunluk\s+odul|dzienn\p{L}*\s+nagrod|ログインボーナス|デイリー報酬|출석\s*보상|일일\s*보상|每日奖励|每日獎勵|签到奖励|簽到獎勵/u

/**
 * The clauses that say a purchase never arrived: the one that says it did not come, when the
 * review says it paid in the same sentence or the one before.
 */
export function undeliveredIn(raw: readonly RawClause[], lang: string): number[] {
  const key = lang.slice(0, 2)
  const paid = PAID[lang] ?? PAID[key]
  const missing = NOT_ARRIVED[lang] ?? NOT_ARRIVED[key]
  if (!paid || !missing) return []
  const paidIn = new Set(raw.filter((c) => paid.test(c.norm)).map((c) => c.sentence))
  if (paidIn.size === 0) return []
  const out: number[] = []
  raw.forEach((c, i) => {
    if (!paidIn.has(c.sentence) && !paidIn.has(c.sentence - 1)) return
    if (
      (missing.test(c.norm) && !NOT_THE_PURCHASE.test(c.norm) && !FREE_REWARD.test(c.norm)) ||
      (ADS_STILL[key]?.test(c.norm) ?? false) ||
      (STILL_FREE[key]?.test(c.norm) ?? false) ||
      (LOCKED.test(c.norm) && !LOCKED_OUT.test(c.norm))
    )
      out.push(i)
  })
  return out
}
