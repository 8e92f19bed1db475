/**
 * A review that is about something else than this app: the reviewer took it for another app
 * ("Wrong app, I was looking for the Samsung one", "pensei que era o app da Nike"), or says the
 * trouble is not the app's doing ("not your fault, my phone battery is old", "kein Problem der
 * App, meine Uhr koppelt nicht mehr"). The words left over ("Samsung notes", "Garmin watch") are
 * no feature of the app to apologise for or to ask the device and version of.
 */

/** Where the review's trouble lies: another app it was taken for, or outside the app. */
export type Elsewhere = 'app' | 'outside'

/**
 * Another app: "wrong app", installed by mistake, taken for another named app. Matched on the
 * lower-cased text. Only what says which app it is, never a letdown ("I thought this was great").
 */
const MIXUP: Record<string, string> = {
  en: String.raw`(?<!opens? (?:the |a )?|to the |launch(?:es)? (?:the )?)wrong app|(?:downloaded|installed|got) (?:this|it|the app)? ?by (?:mistake|accident)|(?:thought|assumed) (?:this|it) was the (?!best |worst |only |perfect |right |one |same )[\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+)? app\b|not the app i (?:was looking for|wanted|meant)|(?:this|my) review (?:is|was) (?:meant )?for (?:the |a |another |an )[^.!?]{0,30}app|(?:meant|supposed) (?:for|to be for) (?:another|a different|the other) app|wrong review`,
  de: String.raw`falsche app|(?:aus versehen|versehentlich) (?:heruntergeladen|installiert|geladen)|dachte,? (?:das|es) (?:ist|wäre|sei) (?:die )?[\p{L}-]+[- ]app|nicht die app,? die ich (?:gesucht|wollte)`,
  fr: String.raw`mauvaise appli(?:cation)?|(?:téléchargé|installé)e? par erreur|(?:je )?(?:pensais|croyais) que c'était l'appli(?:cation)?|pas l'appli(?:cation)? que je cherchais`,
  es: String.raw`(?:app|aplicación) equivocada|me equivoqué de (?:app|aplicación)|(?:descargué|instalé|bajé)(?: esta| la)?(?: app| aplicación)? por error|pensé que era (?:la )?(?:app|aplicación) de`,
  pt: String.raw`baixei errado|(?:app|aplicativo) errado|(?:baixei|instalei)(?: o app| esse app)? (?:sem querer|por engano|por erro)|pensei que (?:fosse|era) o (?:app|aplicativo) d[aeo]`,
  it: String.raw`(?:ho )?sbagliato (?:app|applicazione)|app sbagliata|applicazione sbagliata|(?:scaricat[ao]|installat[ao]) per (?:sbaglio|errore)|pensavo (?:fosse|che fosse) l'app`,
  nl: String.raw`verkeerde app|per ongeluk (?:gedownload|geïnstalleerd)|dacht dat (?:dit|het) de [\p{L}-]+[- ]?app was`,
  sv: String.raw`fel app|(?:laddade ner|installerade)(?: den| appen)? av misstag|trodde (?:att )?det var [\p{L}-]+[- ]?appen`,
  pl: String.raw`(?:zła|złą|nie ta|nie tą) aplikacj\p{L}*|(?:pobrał|zainstalował)(?:em|am) (?:ją )?przez pomyłkę|myślał(?:em|am),? że to aplikacja`,
  ru: String.raw`не то приложение|(?:скачал|установил)\p{L}* (?:его )?по ошибке|думал\p{L}*,? что это приложение`,
  uk: String.raw`не (?:той|та) (?:додаток|застосунок|програма)|(?:завантажи|встанови)\p{L}* помилково|думав\p{L}*,? що це (?:додаток|застосунок)`,
  tr: String.raw`yanlış uygulama|yanlışlıkla (?:indirdim|yükledim|kurdum)|uygulaması sandım`,
  ar: String.raw`التطبيق الخطأ|تطبيق خطأ|(?:حملته|نزلته|ثبته) (?:بالخطأ|بالغلط)`,
  hi: String.raw`गलत ऐप|ग़लत ऐप|गलती से (?:डाउनलोड|इंस्टॉल)|galat app`,
  id: String.raw`salah (?:aplikasi|apk|download|unduh|instal|install)|kirain (?:ini )?aplikasi`,
  vi: String.raw`nhầm (?:ứng dụng|app)|(?:tải|cài) nhầm|tưởng (?:đây|là) (?:là )?(?:app|ứng dụng)`,
  ja: String.raw`間違えて(?:ダウンロード|インストール|入れ)|別のアプリ(?:と間違|だと思|と勘違)|違うアプリ(?:と間違|だと思|と勘違)`,
  ko: String.raw`잘못 (?:깔|설치|다운)|다른 앱인 줄|앱인 줄 알고`,
  zh: String.raw`下错了|下載錯了|下载错了|装错了|裝錯了|以为是[^，。！？,.!?]{1,12}的?(?:app|应用|软件|應用|軟體)`,
}

/**
 * The trouble is not the app's: "not your fault", "not an app problem", "nothing to do with the
 * app". Matched on the lower-cased text.
 */
const OUTSIDE: Record<string, string> = {
  en: String.raw`not (?:your|the app'?s|the apps|the developers?'?s?|the devs?'?) fault|not an? (?:app|application) (?:problem|issue)|nothing to do with (?:the|your|this) app|(?:the )?app (?:is|isn'?t) not (?:the problem|to blame)|the app isn'?t (?:the problem|to blame)`,
  de: String.raw`schuld\W+nicht (?:die|der) app|nicht (?:die|der) app ist schuld|nicht eure schuld|nicht ihre schuld|nicht (?:die )?schuld der app|liegt nicht an der app|kein problem der app|die app kann nichts dafür`,
  fr: String.raw`pas (?:de )?la faute (?:de l'appli(?:cation)?|de l'app|du jeu)|pas votre faute|pas un problème de l'appli(?:cation)?|l'appli(?:cation)? n'y est pour rien`,
  es: String.raw`no es culpa de (?:la app|la aplicación|ustedes|vosotros)|no es (?:un )?problema de la (?:app|aplicación)|la (?:app|aplicación) no tiene la culpa`,
  pt: String.raw`não é culpa (?:do app|do aplicativo|de vocês)|não é (?:um )?problema do (?:app|aplicativo)|o (?:app|aplicativo) não tem culpa`,
  it: String.raw`non è colpa (?:dell'app|vostra|dell'applicazione)|non è un problema dell'app|l'app non c'entra`,
  nl: String.raw`niet de schuld van de app|ligt niet aan de app|niet jullie schuld|geen probleem van de app`,
  sv: String.raw`inte appens fel|inte ert fel|inget fel på appen|inte appens problem`,
  pl: String.raw`nie wina aplikacji|nie wasza wina|to nie problem aplikacji|aplikacja nie jest winna`,
  ru: String.raw`не вина приложения|не ваша вина|приложение (?:тут )?ни при ч[её]м|приложение не виновато|не проблема приложения`,
  uk: String.raw`не вина (?:додатка|застосунку)|не ваша (?:вина|провина)|(?:додаток|застосунок) (?:тут )?ні до чого|не проблема (?:додатка|застосунку)`,
  tr: String.raw`uygulamanın suçu değil|sizin suçunuz değil|uygulamayla ilgili değil|uygulamanın sorunu değil`,
  ar: String.raw`ليس خطأ التطبيق|ليست مشكلة التطبيق|مش مشكلة التطبيق|التطبيق ليس السبب`,
  hi: String.raw`ऐप की (?:गलती|ग़लती|समस्या) नहीं|app ki galti nahi`,
  id: String.raw`bukan salah (?:aplikasi|apk|developer|kalian)|bukan masalah (?:aplikasi|apk)`,
  vi: String.raw`không phải lỗi (?:của )?(?:app|ứng dụng)|không phải do (?:app|ứng dụng)`,
  ja: String.raw`アプリのせいで(?:は)?(?:ない|なく)|アプリのせいじゃ|アプリの問題で(?:は)?(?:ない|なく)|アプリは悪くない`,
  ko: String.raw`앱 (?:문제|잘못|탓)(?:는|은)? 아니|앱의 (?:문제|잘못)(?:는|은)? 아니`,
  zh: String.raw`不是(?:app|应用|软件|應用|軟體)的(?:问题|問題|错|錯)|不怪(?:app|应用|软件|你们|應用|軟體|你們)`,
}

/**
 * A verb of opening or going to, right before or after the other app ("the widget opens the
 * wrong app", "öffnet die falsche App", "yanlış uygulamayı açıyor"): a fault of this app.
 */
const OPENS_BEFORE =
  /(?:open\p{L}*|launch\p{L}*|switch\p{L}* to|takes? me to|goes to|go to|to the|öffne\p{L}*|starte\p{L}*|landet? in|springt in|zur|ouvr\p{L}*|lanc\p{L}*|vers (?:la|le)|abr\p{L}*|lanza\p{L}*|vai para|va a|apr\p{L}*|avvi\p{L}*|opent?|gaat naar|naar de|öppna\p{L}*|startar|otwiera\p{L}*|uruchamia|przechodzi do|открыва\p{L}*|запуска\p{L}*|переходит в|відкрива\p{L}*|membuka|buka|masuk ke|mở|vào)\s+(?:\p{L}+\s+){0,3}$/u
const OPENS_AFTER =
  /^\p{L}*\s*(?:açıyor|açılıyor|yönlendir\p{L}*|が開|を開|が起動|이 열|을 열|가 열|를 열|被打开|打开)/u

const compiled = new Map<string, { mixup: RegExp | null; outside: RegExp | null }>()

function patternsFor(lang: string): { mixup: RegExp | null; outside: RegExp | null } {
  const key = lang.toLowerCase().slice(0, 2)
  let found = compiled.get(key)
  if (!found) {
    const mixup = MIXUP[key]
    const outside = OUTSIDE[key]
    found = {
      mixup: mixup ? new RegExp(`(?:${mixup})`, 'u') : null,
      outside: outside ? new RegExp(`(?:${outside})`, 'u') : null,
    }
    compiled.set(key, found)
  }
  return found
}

/**
 * Whether the review is about another app it was taken for, or about trouble it says is not the
 * app's, or null when it says neither. A mix-up wins: it says the app was never the point.
 */
export function elsewhereIn(text: string, lang: string): Elsewhere | null {
  const { mixup, outside } = patternsFor(lang)
  const lower = text.toLowerCase().replace(/[’`´]/gu, "'")
  const m = mixup?.exec(lower)
  if (
    m &&
    !OPENS_BEFORE.test(lower.slice(Math.max(0, m.index - 30), m.index)) &&
    !OPENS_AFTER.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 16))
  )
    return 'app'
  if (outside?.test(lower)) return 'outside'
  return null
}
