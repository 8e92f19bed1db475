import type { PhraseGrammar } from './types'

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean)

/** Verbs a review names a wished-for feature with ("lock single notes", "export all notes"). */
const BARE_VERBS = new Set(
  words(`lock unlock export import sort share sync print scan hide filter pin attach record track edit delete search control connect
    customize customise choose rename archive group tag color colour use set add change move merge select mute skip download upload save
    see view plan reorder drag undo`),
)
/** Words that start a verb's object rather than a compound ("lock single notes", not "lock screen widget"). */
const OBJECT_START = new Set(
  words(
    'individual single all each every multiple specific certain whole entire separate my your the a an notes runs folders',
  ),
)
const DOUBLED: Record<string, string> = {
  pin: 'pinning',
  tag: 'tagging',
  set: 'setting',
  scan: 'scanning',
  skip: 'skipping',
  control: 'controlling',
  plan: 'planning',
  drag: 'dragging',
}

/** "pin" → "pinning", "share" → "sharing": the activity a wish names. */
export function gerund(verb: string): string {
  const v = verb.toLowerCase()
  // One syllable ending in one vowel and one consonant doubles it ("split" → "splitting").
  if (!DOUBLED[v] && /^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(v)) return `${v}${v.slice(-1)}ing`
  return DOUBLED[v] ?? (/[^e]e$/u.test(v) ? `${v.slice(0, -1)}ing` : `${v}ing`)
}

/**
 * Enough English to find the noun phrases a review names ("the hammer booster", "audio cues",
 * "dark mode for the widget") without a tagger: the words that can never be part of one.
 */
/** -ing words that name a kind of thing before a noun ("training plans"), not an activity. */
const NOUN_ING =
  /^(?:training|running|walking|cycling|swimming|hiking|reading|drawing|recording|meeting|listening|writing|shopping|tracking|loading|sleeping|breathing|coaching|handwriting|scanning|mapping|pairing|tagging|sharing|typing|logging|billing|pricing)$/u

/** Nouns an -ing word names a kind of ("tagging system", "drawing tool"), never its object. */
const KIND_HEAD =
  /^(?:system|tool|feature|mode|button|option|screen|view|bar|panel|menu|page|widget|function|tab|setting|experience|engine)$/u

/** Prepositions that end the head of a name ("sync | with Google Fit"). */
const HEAD_ENDS = /^(?:for|of|in|on|with|to|from|by|at|between|into)$/u

export const en: PhraseGrammar = {
  // Articles, pronouns, prepositions, conjunctions, auxiliaries, adverbs, fillers.
  closed: new Set(
    words(`
      a an the my your his her its our their this that these those some any every each all no none both either neither another other
      i me you he she it we they them us him myself yourself itself ourselves themselves mine yours theirs ours
      im i'm ive i've id i'd ill i'll youre you're youve you've theyre they're its it's thats that's theres there's heres here's whats what's
      dont don't doesnt doesn't didnt didn't isnt isn't arent aren't wasnt wasn't werent weren't wont won't cant can't cannot couldnt couldn't
      shouldnt shouldn't wouldnt wouldn't havent haven't hasnt hasn't hadnt hadn't aint ain't
      there here what which who whom whose when where why how if then than so and or but nor as because bc cuz coz since while whenever wherever unless
      though although tho yet also too very really so just even still only already always again now ever never much more most less least
      quite pretty super actually literally honestly basically totally definitely probably maybe perhaps kinda sorta kind sort lot lots
      at by for from in into of off on onto out over to up down with without about after before between during through under until via per
      across against along among around behind beside besides beyond inside outside near toward towards upon within like unlike
      is are was were be been being am do does did done doing have has had having can could will would shall should may might must
      not no yes yeah yep yup nope nah ok okay oh wow omg lol lmao haha hahaha lmfao rofl smh tbh imo imho btw fyi idk pls plz please
      thanks thank thx ty hi hey hello dear sir madam guys guy folks dev devs developer developers team
      one ones thing things stuff something anything nothing everything someone anyone everyone nobody somebody anybody way ways
      bit little much many few several enough else instead anyway anymore any more whatever whole entire same
      first second third last next new old other own current latest recent previous
      well better best worse worst good great bad nice fine okay decent awesome amazing terrible horrible perfect brilliant lovely
      gorgeous beautiful clean simple easy hard difficult fast slow quick huge big small tiny great
      absolutely completely fully extremely seriously barely hardly almost nearly exactly simply clearly sadly unfortunately apparently
      today yesterday tomorrow tonight morning night week month year day days weeks months years hour hours minute minutes min mins
      second seconds sec secs time times moment while ago later soon sooner earlier
      app apps application game games version update updates phone phones device devices people review reviews rating ratings star stars
      problem problems issue issues bug bugs glitch error errors experience feature features option options setting settings function
      functions store stores play back home away forever anywhere everywhere somewhere nowhere straight accident end point life plain such sooo soo
      older newer cheaper smaller bigger larger longer shorter faster slower higher lower happy sad creepy empty full late early
      sometimes often usually mostly half two three four five six seven ten hundred thousand 1st 2nd 3rd worth legends legend
      r u ur ya yall y'all da dat dis im gonna wanna gotta kinda lemme
      cmon c'mon pain kind sort sure true false real totally anyway gonna yet ago hell damn heck wtf
      ability abilities possibility capability fact
      grandma grandpa granny nana mom mum mommy mummy dad daddy mother father parents wife husband son sons daughter daughters
      kid kids kiddo child children boyfriend girlfriend partner friend friends family brother sister coworker coworkers boss
      divorce breakup break-up pregnancy surgery chemo chemotherapy depression anxiety grief lockdown quarantine pandemic covid
    `),
  ),
  // Verbs in their review forms: never inside a noun phrase.
  verbs: new Set(
    words(`
      love loves loved loving like likes liked hate hates hated want wants wanted need needs needed wish wishes wished hope hopes hoped
      use uses used make makes made get gets got gotten give gives gave given keep keeps kept try tries tried find finds found
      work works worked open opens opened close closes closed crash crashes crashed freeze freezes froze frozen fix fixes fixed
      add adds added show shows showed shown see sees saw seen say says said tell tells told think thinks thought know knows knew
      take takes took taken come comes came go goes went gone pay pays paid buy buys bought start starts started stop stops stopped
      play plays played tap taps tapped press pressed hit hits switch switched change changes changed delete deletes deleted lose
      loses lost save saves saved load loads loaded sync syncs synced let lets put puts set sets help helps helped look looks looked
      feel feels felt seem seems seemed become became turn turns turned bring brings brought allow allows allowed remove removes
      removed move moves moved miss misses missed wait waits waited ask asks asked call calls called write writes wrote written
      read reads enjoy enjoys enjoyed appreciate recommend recommended download downloaded install installed uninstall uninstalled
      reinstall reinstalled restore restored subscribe subscribed cancel cancelled canceled charge charges charged cost costs
      send sends sent reply replies replied answer answers answered bounce bounces bounced
      happen happens happened ruin ruined break breaks broke broken drop drops dropped drift drifts drifted cut cuts reset resets track tracks tracked
      record records recorded count counts counted go-to display displays displayed spend spent waste wasted gonna wanna gotta
      guess hear heard mean means meant care cares cared figure figured manage managed finish finished finishes finishing ends ended
      explain explains explained complain complains complained grab grabs kill kills killed check checks caught catch adapt adapts
      overwrote overwrite overwrites disappear disappears disappeared vanish vanished stand stands standing lags lag lagged
      goes went cuts crashes freezes stops starts drops shows gives takes makes keeps seems feels looks works
      talk talks talked speak speaks spoke ruins spoils spoil spoiled destroys destroyed sucks annoys annoyed
      covers covered blocks blocked hides overlaps overlap
      kicks kicked resumes resumed pauses paused jumps jumped skips skipped
    `),
  ),
  // Words a feature's name never ends with ("fun", "double", "correctly").
  notHead: new Set(
    words(`fun cool neat solid handy useful helpful smooth intuitive reliable accurate annoying frustrating useless unusable
      confusing cluttered clunky buggy laggy expensive cheap free double wrong right correct incorrect broken missing available
      possible impossible better worse satisfying relaxing addictive addicting gorgeous amazing insane crazy ridiculous brutal
      whatsoever altogether together apart ahead behind daily weekly monthly yearly annual proper decent real
      sharp busy motivated entertained focused calm sane organized organised accountable`),
  ),
  // Words that name no feature on their own, though they may end one ("lock screen widget").
  // "-ing" words that name a feature ("syncing", "scanning"); any other is a verb.
  gerunds: new Set(
    words(
      'syncing scanning tracking typing sharing searching sorting printing recording mapping pairing tagging backing logging handwriting drawing training running cycling walking swimming timing pricing billing loading',
    ),
  ),
  generic: new Set(
    words(
      'app game thing stuff way part screen button mode option setting feature function tool page tab menu phone tablet laptop computer device',
    ),
  ),
  nounsAfterName: new Set(words('sync save track record download')),
  subjects: new Set(words('it he she which who')),
  auxiliaries: new Set(
    words(
      "is are was were am be been being keeps keep kept stop stops stopped start starts started isn't aren't wasn't weren't isnt arent wasnt werent",
    ),
  ),
  // "the audio cues", "the Strava export", "the Halloween event"; no article for a name
  // ("Strava", "Apple Watch", "GPS") or an activity ("being logged out").
  articleFor: (phrase) => {
    // "sync with Google Fit", "dark mode for the widget": the head before the preposition decides.
    const all = phrase.split(/\s+/)
    const cut = all.findIndex((w, i) => i > 0 && HEAD_ENDS.test(w))
    const words = cut === -1 ? all : all.slice(0, cut)
    const last = words[words.length - 1] ?? ''
    // An activity takes no article ("sharing with family members", "being logged out").
    // "training plans", "running stats": an -ing word before a noun names a thing, which does.
    // "tagging system", "drawing tool": an -ing word before one singular noun is a kind of it.
    const modifier =
      words.length > 1 &&
      !/ing$/u.test(last) &&
      (NOUN_ING.test(words[0] ?? '') ||
        (/^\p{Ll}+ing$/u.test(words[0] ?? '') && KIND_HEAD.test(last)))
    if (
      /^(?:being|getting)$/i.test(words[0] ?? '') ||
      (/^\p{Ll}+ing$/u.test(words[0] ?? '') && !modifier)
    )
      return ''
    // "more levels" is a quantity, not a thing already known.
    if (/^(?:more|extra)$/i.test(words[0] ?? '')) return ''
    // A name or a sum ("Apple Watch", "GPS", "$4.99") takes none.
    return /^[\p{Lu}\p{N}\p{Sc}]/u.test(last) ? '' : 'the '
  },
  asName: (phrase) => {
    const [first = '', second = '', ...rest] = phrase.split(' ')
    if (!BARE_VERBS.has(first.toLowerCase()) || !OBJECT_START.has(second.toLowerCase()))
      return phrase
    return [gerund(first), second, ...rest].join(' ')
  },
}
