import { DATA } from '../read/things/data'
import { namesMaker } from '../read/things/makers'
import type { Clause, Intent, NamedThing, Point, Reading } from '../read/types'
import { saysNot } from './says-not'
import { PURCHASES } from './store-billing'
import { syncPlace } from './synced-with'
import { partsOpenedBy } from './own-part'
import type { Move, Where } from './plan'
import {
  featureSymptomOf,
  namesApp,
  namesMeasure,
  opensNot,
  partsOf,
  saysSymptom,
  symptomOf,
  syncHangsIn,
  type Symptom,
} from './symptom'

/*
 * A fault report's part of the reply: the apology that names what goes wrong (the symptom, the
 * crash, or the trouble with the thing named), where and when it happens, and the way to tell
 * us more. A fault beside a problem already apologised for adds only the way to tell us more.
 */

/** What a reply names of where a fault happens: the feature, device, system and version the review gave. */
export const namesOf = (where: Where): string[] =>
  [where.feature, where.device, where.os, where.version].filter((t): t is string => Boolean(t))

/**
 * What a reply asks of a fault: the device and the version when the review does not say where it
 * happens; when it does, only the invitation to write ("tell us what happens" would ask again).
 */
export const detailsFor = (where: Where): Move =>
  where.device || where.os || where.version
    ? { kind: 'details', described: true }
    : { kind: 'details' }

export const CRASH =
  /crash|craash|crahs|clos(?:es|ing|ed) (?:automatically|by itself|on its own)|abst[uü]rz|plant|se cierra|fecha (?:sozinh[oa]|toda (?:vez|hora)|sempre|ao abrir|do nada)|crasha|si chiude|sluit|вылета|вилітає|çök|kraschar|يغلق|(?:ب?[يت])قفل (?:فجأ|لوحد|من نفس)|落ち|強制終了|튕|꺼져|강제 ?종료|闪退|崩溃|閃退|崩潰|क्रैश|बंद हो जा(?:ता|ती)|keluar sendiri|tertutup sendiri|berhenti sendiri|văng|thoát/iu

/**
 * A feature that stops doing its work ("stops recording the distance", "para de funcionar",
 * "يتوقف عن تسجيل"): that work ceases, the app does not close. Said of a named feature, the
 * apology names the feature, not a crash.
 */
const STOPS =
  /(?<!\p{L})(?:stops?|stopped|quits?) \p{L}+ing(?!\p{L})|(?<!\p{L})(?:deja|dejó|para|parou|parava|smette|smesso|arrête|arrete|cesse)(?:\s+\p{L}+)?\s+(?:de|di)(?!\p{L})|(?<!\p{L})(?:hört|hören|aufgehört) (?:\p{L}+ )*auf(?!\p{L})|(?<!\p{L})(?:stopt|stoppen|gestopt) met(?!\p{L})|(?<!\p{L})(?:slutar|slutade)(?!\p{L})|(?:ي|ت)?توقف عن|(?<!\p{L})(?:переста[её]т|перестал\p{L}*|перестає|перестав\p{L}*|przestaje|przestał\p{L}*)(?!\p{L})/iu

/** Where a language names what stops before the stop word ("GPS बंद हो जाता है"): the feature, not the app, stops. */
const STOPS_AFTER = ['बंद हो']

/** The clause says something stops doing its work, rather than that the app closes. */
function ceases(said: readonly string[], features: readonly string[]): boolean {
  return said.some(
    (c) =>
      STOPS.test(c) ||
      features.some((f) => {
        const at = c.indexOf(f)
        if (at < 0) return false
        const next = c.slice(at + f.length).trimStart()
        return STOPS_AFTER.some((w) => next.startsWith(w))
      }),
  )
}

/**
 * Whether a text already says the feature: a trigger ("whenever you are attaching" says "the
 * attachments"), or the clause a thing will not open in ("the PDF export won't open").
 */
export function sharesWord(text: string, feature: string): boolean {
  const stems = (t: string) =>
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5))
  const said = stems(text)
  return (
    text.toLowerCase().includes(feature.toLowerCase()) ||
    stems(feature).some((s) => said.includes(s))
  )
}

const withoutFeature = (where: Where): Where => {
  const { feature: _feature, ...rest } = where
  return rest
}

/**
 * "search is useless", "the sync is garbage": a thing called worthless does not do its job, a
 * fault in other words, so beside another fault it is a second thing going wrong, not dropped.
 */
const USELESS =
  /\b(?:useless|worthless|unusable|garbage|rubbish|trash|pointless|a joke|nutzlos|unbrauchbar|inútil|inutile|nutteloos|bezużyteczn)/i

/** "Pace is garbage because of it": the result of the first fault, not a second one. */
const RESULT_OF = /\b(?:because of|due to|thanks to|as a result)\b/i

/** A complaint clause that says a thing does not do something: a fault in other words (`says-not`). */
const notDoing = (c: Clause, lang: string): boolean =>
  c.intents.length > 0 &&
  c.intents.every((i) => i === 'complaint') &&
  c.polarity < 0 &&
  !c.topics.some((t) => t === 'pricing' || t === 'ads') &&
  (saysNot(c.text, lang) || (USELESS.test(c.text) && !RESULT_OF.test(c.text)))

/** A thing the app measures or locates by ("the pace", "GPS") reads wrong; anything else is not working. */
const readsWrongOr = (thing: NamedThing, other: Symptom): Symptom =>
  thing.concept === 'gps' || namesMeasure(thing.text) ? 'wrong' : other

/**
 * "GPS springt hin und her und der Akku ist nach 30 min leer", "GPSがずれるし、バッテリーの減りも
 * 早い": beside a drained battery, the thing the fault names in a part of its own is a second thing
 * going wrong, not where the drain happens ("the battery dies when GPS is on" keeps it in one part).
 */
function besideDrain(
  said: readonly string[],
  where: Where,
  thing: NamedThing | undefined,
  drain: Symptom,
  lang: string,
  clauses: readonly Clause[],
): Where['second'] {
  const feature = where.feature
  if (!feature || !thing || thing.polarity > 0) return undefined
  // Beside slowness or a freeze, a part saying the thing is slow or freezes is where, not a second.
  const own = partsOpenedBy(said, feature).filter((c) =>
    drain === 'battery'
      ? symptomOf([c]) !== drain
      : symptomOf([c]) !== 'slow' && symptomOf([c]) !== 'freeze',
  )
  if (own.length === 0) return undefined
  // "Es ist extrem langsam geworden und die Suche findet nichts mehr": beside an app that is
  // slow or freezes, the thing's own part must say it goes wrong; "the search is slow" is where.
  if (
    drain !== 'battery' &&
    !own.some(
      (c) =>
        saysNot(c, lang) ||
        symptomOf([c]) !== undefined ||
        // A part no word list reads ("die Suche findet nichts mehr") in a clause heard as a fault.
        clauses.some((k) => k.polarity < 0 && k.intents.includes('bug') && k.text.includes(c.trim())),
    )
  )
    return undefined
  const told = featureSymptomOf(feature, [], own) ?? symptomOf(own, drain)
  const symptom = told && !APP_WIDE.has(told) ? told : readsWrongOr(thing, 'broken')
  return { feature, symptom }
}

/** Symptoms a part may say of a thing of its own: "… und die Synchronisierung hängt". */
const OF_ANOTHER = new Set<Symptom>(['sync', 'freeze', 'slow'])

/**
 * "Das Widget aktualisiert nicht und die Synchronisierung hängt", "widget doesn't update and sync
 * doesn't work either": a symptom said only in parts that name another thing, never the
 * fault's own, is that other thing's trouble (named as the second), not the first's.
 */
function othersOwn(
  symptom: Symptom | undefined,
  feature: string | undefined,
  point: Point | undefined,
): boolean {
  // "Заметки не синхронизируются" placed in the sync: the sync's own symptom is its own.
  if (!symptom || !feature || !OF_ANOTHER.has(symptom) || !point) return false
  if (saysSymptom(symptom, feature)) return false
  const own = feature.toLowerCase()
  const others = point.things
    .filter((t) => t.kind === 'feature' && t.polarity <= 0 && t.text.toLowerCase() !== own)
    .map((t) => t.text.toLowerCase())
  const parts = partsOf(point.clauses).map((c) => c.toLowerCase())
  // "Die Suche ist langsam und der Editor hängt": a trouble of the same kind in the fault's own
  // part is named with the other's, as one.
  if (parts.some((c) => c.includes(own) && [...OF_ANOTHER].some((s) => saysSymptom(s, c))))
    return false
  const saying = parts.filter((c) => saysSymptom(symptom, c))
  return (
    saying.length > 0 && saying.every((c) => !c.includes(own) && others.some((o) => c.includes(o)))
  )
}

/**
 * "das GPS fällt ständig aus", "mất GPS liên tục": beside the heat, a part the thing opens, that
 * says no heat, in a clause heard as a fault or a complaint, says the thing is not working,
 * though no word list says how. "Gets hot when GPS is on" is where the heat happens: the heat's own part.
 */
function thingsOwnFault(
  said: readonly string[],
  feature: string,
  clauses: readonly Clause[],
  lang: string,
): Symptom | undefined {
  const own = partsOpenedBy(said, feature).filter((c) => !saysSymptom('heat', c))
  const wrong = own.some(
    (c) =>
      saysNot(c, lang) ||
      clauses.some(
        (k) =>
          k.polarity < 0 &&
          (k.intents.includes('bug') || k.intents.includes('complaint')) &&
          k.text.includes(c.trim()),
      ),
  )
  return wrong ? 'broken' : undefined
}

/**
 * "Phone gets hot and GPS drops out", "nóng máy và mất GPS": beside the heat, what the thing does
 * wrong is a trouble of its own, named after the heat, not only where the heat happens.
 */
export function heatedThing(
  symptom: Symptom | undefined,
  where: Where,
  said: readonly string[],
  reading: Reading,
): Where['second'] {
  if (symptom !== 'heat' || !where.feature) return undefined
  const all = reading.clauses.map((c) => c.text)
  const own =
    featureSymptomOf(where.feature, said, all) ??
    thingsOwnFault(said, where.feature, reading.clauses, reading.language)
  return own && !APP_WIDE.has(own) ? { feature: where.feature, symptom: own } : undefined
}

/** What the whole app does wrong beside a thing's own trouble: a drain, slowness, a freeze. */
const APP_TROUBLE = new Set<Symptom>(['battery', 'slow', 'freeze'])

/** Symptoms of the whole app, not of a thing beside the first: never a second thing's. */
const APP_WIDE = new Set<Symptom>(['open', 'logout', 'battery', 'heat'])

/**
 * A second thing the fault report says goes wrong, with what it does ("… also the pace readout
 * freezes at 0:00"): a thing of the fault's own, not the first, not in the trigger, said with a
 * symptom of its own. A thing named with no symptom is left out: it may be only where it happens.
 */
function secondOf(
  point: Point | undefined,
  reading: Reading,
  where: Where,
  first: string | undefined,
  only?: string,
  /** Things already named as the second: the third is another thing, in clauses of its own. */
  skip: readonly string[] = [],
): Where['second'] {
  // Beside an app-wide symptom named by no thing, a thing's trouble may be that same symptom;
  // beside a crash, the thing named is the second only when it has a symptom of its own (not a
  // freeze or slowness: beside a crash those are the app's too).
  // A fault placed by when it happens ("crashes when I open attachments") is as placed as by a thing.
  if (!first && !only && !where.when) return undefined
  // "ウィジェットが更新されません。あと同期もできない": a sentence no point claimed adds to the fault.
  const loose = reading.clauses
    .filter((c) => c.intents.every((i) => i === 'bug') || notDoing(c, reading.language))
    .map((c) => c.text)
  const parts = partsOf([
    ...(point?.clauses ?? []),
    ...loose.filter((c) => !point?.clauses.includes(c)),
  ])
  const when = (where.when ?? '').toLowerCase()
  const main = first?.toLowerCase()
  const things = [
    ...(point?.things ?? []),
    ...reading.things.filter((t) => !point?.things.includes(t)),
  ]
  for (const thing of things) {
    if (thing.kind !== 'feature' || thing.polarity > 0) continue
    if (only && thing.text !== only) continue
    const name = thing.text.toLowerCase()
    if (when.includes(name) || (main && (name.includes(main) || main.includes(name)))) continue
    const skipped = skip.map((s) => s.toLowerCase())
    if (skipped.some((s) => name.includes(s) || s.includes(name))) continue
    const own = parts.filter((c) => c.toLowerCase().includes(name))
    // Its symptom must be said of it, not of the first thing (nor the second) in the same words.
    if (
      own.length === 0 ||
      (main && own.some((c) => c.toLowerCase().includes(main))) ||
      own.some((c) => skipped.some((s) => c.toLowerCase().includes(s)))
    )
      continue
    // "… and the search doesn't find anything either": a thing in a fault clause of its own goes
    // wrong too, though no symptom word says how: it is not working.
    // Only in a clause after the fault's first: the first clause's other words say where it happens.
    // Only a feature the app is known to have ("the search") is said to be not working. The
    // reviewer's data ("my notes", a word with no concept) is not: what went wrong with it is said
    // in its own words (lost, gone, blank), or not at all.
    const known =
      thing.concept !== null &&
      !DATA.has(thing.concept) &&
      !reading.points.some((p) => p.intent === 'data_loss')
    const faulty =
      known &&
      reading.clauses.some(
        (c) =>
          (c.intents.includes('bug') || notDoing(c, reading.language)) &&
          c.text !== point?.clauses[0] &&
          own.some((o) => c.text.includes(o) || o.includes(c.text)),
      )
    // "… and the pace is all over the place": a known thing opening a later part of the fault's
    // clauses says something of its own there, though no symptom word says what.
    // Beside a crash ("stürzt ab, wenn ich Fotos einfüge und die Synchronisierung klappt nicht")
    // it is a second thing going wrong too, not where the app crashes.
    const opens = known && point !== undefined && partsOpenedBy(point.clauses, name, 1).length > 0
    const symptom =
      featureSymptomOf(thing.text, [], own) ??
      (only
        ? opens
          ? readsWrongOr(thing, 'broken')
          : undefined
        : (symptomOf(own, 'heat') ??
          (faulty ? 'broken' : opens ? readsWrongOr(thing, 'broken') : undefined)))
    // "… and the sync hangs": the sync that does not sync is not working ("la synchro ne se
    // synchronise pas" says nothing).
    if (symptom && !APP_WIDE.has(symptom))
      return {
        feature: thing.text,
        symptom: symptom === 'sync' && saysSymptom('sync', thing.text) ? 'broken' : symptom,
      }
  }
  return undefined
}

/**
 * A fault the reader also heard as something else in the same words: "the map goes blank on
 * mobile data" loses no data (nothing lost is named, the map does something wrong), and "when I
 * open my profile the app closes" is a crash, not a lockout (nothing says they cannot get in).
 * The other reading's point gives way to the fault.
 */
export function faultFirst(reading: Reading): Reading {
  const fault = reading.points.find((p) => p.intent === 'bug')
  if (!fault) return reading
  const within = (p: Point) => p.clauses.every((c) => fault.clauses.includes(c))
  const all = reading.clauses.map((c) => c.text)
  const features = (p: Point) => p.things.filter((t) => t.kind === 'feature')
  const notLoss = (p: Point) =>
    p.intent === 'data_loss' &&
    within(p) &&
    !p.things.some((t) => t.concept !== null && DATA.has(t.concept)) &&
    features(p).some((t) => featureSymptomOf(t.text, p.clauses, all) !== undefined)
  const notLockout = (p: Point) =>
    p.intent === 'account' &&
    within(p) &&
    !reading.wantsDeletion &&
    !reading.clauses.some((c) => c.lockedOut) &&
    p.clauses.some((c) => CRASH.test(c))
  const gone = reading.points.filter((p) => notLoss(p) || notLockout(p))
  if (gone.length === 0) return reading
  // What the other reading named ("the map") is the fault's now.
  const things = gone.flatMap((p) => p.things).filter((t) => !fault.things.includes(t))
  const points = reading.points
    .filter((p) => !gone.includes(p))
    .map((p) => (p === fault ? { ...p, things: [...things, ...p.things] } : p))
  return { ...reading, main: points[0]?.intent ?? 'bug', points }
}

/** A phone named by its maker ("on my Xiaomi", "moto g power") that the reader took for a feature. */
const MAKER =
  /^(?:xiaomi|redmi|poco|samsung|huawei|honor|oppo|vivo|realme|oneplus|one plus|motorola|moto|nokia|sony|google pixel|pixel|iphone|ipad|galaxy|tecno|infinix)(?:\s+[\p{L}\d+]+){0,3}$/iu

/**
 * Where a fault happens when the phone is named only by its maker: the reader heard a feature,
 * but "notifications don't show up on my Xiaomi" says the device, and the reply must not ask for
 * it again nor apologise for "the Xiaomi".
 */
export function makerAsDevice(where: Where, reading: Reading): Where {
  if (where.device) return where
  const maker = reading.things.find((t) => t.kind === 'feature' && MAKER.test(t.text.trim()))
  if (!maker) return where
  const { feature, ...rest } = where
  const named = feature !== undefined && feature !== maker.text ? { feature } : {}
  return { ...rest, ...named, device: maker.text }
}

export interface FaultInput {
  /** Whether the fault is the review's main point. */
  main: boolean
  point: Point | undefined
  reading: Reading
  /** Where it happens, with when, as the plan placed it. */
  where: Where
  /** The intent of the reply's first point. */
  first: Intent | undefined
  /** Whether the reply already apologised for another point. */
  apologised: boolean
  /** The line for support that failed them, as the plan words it. */
  failed: () => Move
}

/** The moves a fault adds and the things its apology names. */
export function faultMoves(input: FaultInput): { moves: Move[]; naming: string[] } {
  const { main, point: p, reading, where, first, apologised, failed } = input
  const moves: Move[] = []
  const naming: string[] = []
  const said = p?.clauses ?? []
  // "O app trava" freezes: read as a crash only where no crash word says it closes. "Black
  // screen, then it closes" never opened: that, not the crash, is what they met.
  // "Le jeu rame après 15 minutes, et le téléphone chauffe": the symptom may be said in the
  // complaint beside the fault the reader picked.
  const beside = reading.points
    .filter((x) => x !== p && x.intent === 'complaint')
    .flatMap((x) => x.clauses)
  // Not when the fault names its own place: then the complaint is about that place.
  // "The widget stays white" is the widget's blank screen, not an app that will not open.
  // A phone that heats up is the fault only when no other symptom is said, here or beside.
  const heard =
    symptomOf(said, 'heat') ??
    (where.feature || said.some((c) => CRASH.test(c)) ? undefined : symptomOf(beside, 'heat')) ??
    symptomOf(said)
  // "It cuts corners on every route so my pace is wrong" is about the route it names.
  // "The PDF export won't open", "Level 88 won't load", "附件打不开": the thing named in the
  // clause is what does not open, not the app.
  const thingWontOpen =
    heard === 'open' &&
    where.feature !== undefined &&
    said.some((c) => opensNot([c]) && sharesWord(c, where.feature as string))
  const toldOfAll =
    heard === 'open' && where.feature && (!opensNot(said) || thingWontOpen)
      ? symptomOf(said, 'open')
      : heard === 'wrong' && where.feature && !namesMeasure(where.feature)
        ? undefined
        : heard
  const told = othersOwn(toldOfAll, where.feature, p) ? undefined : toldOfAll
  // "GPS बंद हो जाता है", "deja de grabar la distancia": the work stops, the app stays open.
  const stopping = (p?.things ?? []).filter((t) => t.kind === 'feature').map((t) => t.text)
  // "Вылетает на середине пробежки, а ещё пульс перестал подтягиваться": a crash said in a
  // clause of its own is still a crash; only the stop's own crash word is not one.
  const stopped =
    ceases(said, stopping) && !said.some((c) => CRASH.test(c) && !ceases([c], stopping))
  const closes = !stopped && told !== 'open' && said.some((c) => CRASH.test(c))
  const all = reading.clauses.map((c) => c.text)
  // "The widget stopped updating", "GPS drops out": what the named thing does wrong is said of
  // it, unless the app itself closes, will not open, drains the battery or signs them out.
  // A crash the reader heard in words no pattern here knows ("force close") is the crash still.
  // "đồng bộ cứ treo mãi": a sync that hangs is no crash, though the reader hears one in "treo".
  const crashHeard = reading.clauses.some(
    (c) =>
      said.includes(c.text) &&
      c.topics.includes('crash') &&
      (CRASH.test(c.text) || !syncHangsIn(c.text)),
  )
  // "La app va lentísima y las notificaciones no llegan": slowness or a freeze said of the app in
  // a part of its own is the app's; the thing's trouble is named beside it, not instead. "Level
  // 347 lädt nicht, bleibt bei 99% hängen" names no app: the level is what hangs.
  const appApart =
    (told === 'slow' || told === 'freeze') &&
    where.feature !== undefined &&
    partsOf(said).some(
      (c) =>
        saysSymptom(told, c) &&
        namesApp(c) &&
        !c.toLowerCase().includes((where.feature ?? '').toLowerCase()),
    )
  const featured =
    where.feature &&
    !closes &&
    !appApart &&
    !(crashHeard && told === undefined) &&
    (told === undefined || told === 'freeze' || told === 'slow')
      ? featureSymptomOf(where.feature, said, all)
      : undefined
  const symptom = closes ? undefined : (featured ?? told)
  // "Nice app, but it's slow to open": slowness with no device, screen or version to look
  // into is a grievance heard and passed on, not a fault to describe to support. A freeze
  // ("зависает", "donuyor") is a fault, though the reader files it under performance too.
  const slowOnly =
    main &&
    !closes &&
    (symptom === undefined || symptom === 'slow') &&
    !reading.supportFailed &&
    !(where.feature || where.device || where.os || where.version) &&
    // "Lags after ten minutes and the phone gets hot" says when and what else: a fault.
    !(where.when || where.hot) &&
    reading.points.every((x) => x === p || x.intent === 'praise') &&
    reading.clauses
      .filter((c) => said.includes(c.text))
      .every((c) => c.topics.length === 1 && c.topics[0] === 'performance')
  if (slowOnly) {
    moves.push({ kind: 'heard', where: {}, about: 'slow' })
    return { moves, naming }
  }
  // A thing that will not open is no crash of the app either.
  const crash =
    !thingWontOpen &&
    !stopped &&
    (closes ||
      // "Oturumum kapanıyor" closes the session, not the app: a symptom said outright wins
      // over the crash the topic words guess at.
      ((symptom === undefined || symptom === 'slow' || symptom === 'sync') && crashHeard))
  // "Can't find the option" beside a deletion, a privacy worry or a question is that point's,
  // not a second fault to apologise for.
  const named = Boolean(where.feature || where.device || where.os || where.version)
  if (!main && !named && first && ['account', 'privacy', 'question'].includes(first))
    return { moves, naming }
  // "Crashes when I open the shop. The sound cuts out too": the crash is not the sound's, which
  // is a second thing going wrong; so is a second thing named with its own symptom.
  // Only when the thing has a symptom of its own is it taken out of the crash's apology.
  const crashPart = partsOf(said).some(
    (c) => CRASH.test(c) && c.toLowerCase().includes((where.feature ?? '').toLowerCase()),
  )
  const elsewhere =
    crash && where.feature !== undefined && !crashPart
      ? secondOf(p, reading, { ...where, feature: undefined }, undefined, where.feature)
      : undefined
  // "每天签到领奖励。就是最近老是闪退": a thing only listed in a clause that said nothing of it, away
  // from the crash, is no place the app crashes in ("crashed while using check-in" invents it).
  const listedAway =
    crash &&
    !crashPart &&
    where.feature !== undefined &&
    !said.some((c) => c.toLowerCase().includes((where.feature ?? '').toLowerCase())) &&
    (p?.things ?? []).some((t) => t.text === where.feature && t.bare && t.polarity === 0)
  const crashElsewhere = elsewhere !== undefined || listedAway
  // Beside slowness or a freeze of the whole app, as beside a drain: "it has become so slow and
  // the search finds nothing" is two troubles, not slowness in the search.
  // Only where the slowness or freeze is the app's: "der Editor hängt" is the editor's, and
  // "Die Suche ist langsam" beside it is a trouble of the same kind, named with it.
  const features = (p?.things ?? []).filter((t) => t.kind === 'feature').map((t) => t.text)
  const appWide =
    symptom === 'battery' ||
    partsOf(said)
      .filter((c) => symptomOf([c]) === symptom)
      .every((c) => !features.some((f) => partsOpenedBy([c], f).length > 0))
  const drained =
    !crash && symptom !== undefined && APP_TROUBLE.has(symptom) && appWide && !elsewhere
      ? besideDrain(
          said,
          where,
          p?.things.find((t) => t.text === where.feature),
          symptom,
          reading.language,
          reading.clauses,
        )
      : undefined
  // "Phone gets hot and GPS drops out", "nóng máy và mất GPS": beside the heat, what the thing
  // does wrong is a trouble of its own, named after the heat, not only where the heat happens.
  const heated = elsewhere ? undefined : heatedThing(symptom, where, said, reading)
  const second = elsewhere ?? drained ?? heated ?? secondOf(p, reading, where, where.feature)
  // "The widget doesn't update, search finds nothing, and reminders never go off": a third thing
  // going wrong in clauses of its own is named too; a reply naming two of three answers part of
  // the review. Sought as the second was, past the first and the second.
  const third = second
    ? secondOf(p, reading, where, where.feature, undefined, [
        second.feature,
        ...(drained || elsewhere || heated ? [where.feature ?? ''] : []),
      ].filter(Boolean))
    : undefined
  const place: Where = {
    ...(crashElsewhere || drained || heated ? withoutFeature(where) : where),
    ...(second ? { second } : {}),
    ...(third ? { third } : {}),
  }
  // Beside a problem already apologised for, a fault adds its request for details, not a second
  // apology; but beside a charge ("charged twice … also the widget doesn't update") it is a
  // trouble of another kind the charge's line never names, so it is named in a line of its own.
  // So is a crash said beside it ("bought ad-free, still ads; it also crashes on my iPad"),
  // though it names no feature: the charge's line never says the app closes.
  const besideCharge =
    !main &&
    apologised &&
    first === 'billing' &&
    // "Charged for a gem pack I never got. Also the game lags on iPad Air 2": a fault said of a
    // device, or with its own symptom, is as much a second trouble as one said of a feature.
    (where.feature !== undefined || where.device !== undefined || symptom !== undefined || crash) &&
    // The charge names the thing when it is what was bought, or said in a clause of its own
    // ("Bought Premium. Premium sync is broken"); a thing said only in the fault's clause ("Also the PDF export cuts off the last
    // line, which is why I cancelled") is the fault's, whatever else that clause reads as.
    !reading.points.some(
      (x) =>
        x.intent === 'billing' &&
        x.things.some(
          (t) =>
            (t.text === where.feature || t.text === where.device) &&
            (t.kind === 'purchase' ||
              (t.concept !== null && PURCHASES.has(t.concept)) ||
              x.clauses.some(
                (c) =>
                  !(p?.clauses ?? []).includes(c) &&
                  c.toLowerCase().includes(t.text.toLowerCase()),
              )),
        ),
    )
  if (main || !apologised || besideCharge) {
    naming.push(...namesOf(where))
    if (second) naming.push(second.feature)
    if (third) naming.push(third.feature)
    if (symptom && !crash) {
      // "Sorry syncing isn't working for the sync": a feature that is the symptom is not named again.
      // The sync's service stays ("… với Strava"): it is what the reviewer named.
      const own =
        place.feature && saysSymptom(symptom, place.feature)
          ? symptom === 'sync'
            ? syncPlace(place, place.feature)
            : withoutFeature(place)
          : place
      moves.push({
        kind: 'sorry',
        where: own,
        symptom,
        ...(besideCharge ? { secondary: true } : {}),
      })
    } else
      moves.push({
        kind: crash ? 'sorryCrash' : 'sorry',
        where: place,
        ...(besideCharge ? { secondary: true } : {}),
      })
  }
  if (reading.supportFailed) moves.push(failed())
  // "Garmin watch won't sync", "en mi Samsung": a maker named without a model is the device
  // already said; asking for it again would not read the review.
  moves.push(
    namesMaker(reading.clauses.map((c) => c.text).join(' '))
      ? { kind: 'details', described: true }
      : detailsFor(where),
  )
  return { moves, naming }
}
