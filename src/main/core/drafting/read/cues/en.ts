import type { Cues } from './types'

// "doesn't sync", "won't load", "not syncing", "stopped syncing" for the verbs an app's features do.
const FUNCTIONS = ['sync', 'load', 'open', 'save', 'work', 'show', 'record', 'track', 'connect', 'count', 'update', 'start', 'play', 'respond', 'appear', 'go off', 'ring', 'notify', 'give', 'find', 'export', 'import', 'upload', 'download', 'restore', 'backup', 'back up', 'pair', 'register', 'send', 'display', 'detect', 'measure', 'calculate', 'unlock', 'launch', 'refresh', 'resume']
const ING: Record<string, string> = { 'go off': 'going off', 'back up': 'backing up' }
const ing = (v: string): string => ING[v] ?? (v.endsWith('e') ? `${v.slice(0, -1)}ing` : `${v}ing`)
// "hasn't worked in 2 weeks", "haven't synced since": the perfect says it stopped and stays so.
const PARTICIPLE: Record<string, string> = { 'go off': 'gone off', ring: 'rung', give: 'given', find: 'found', send: 'sent', show: 'shown', sync: 'synced', 'back up': 'backed up', backup: 'backed up', record: 'recorded' }
const participle = (v: string): string => PARTICIPLE[v] ?? (v.endsWith('e') ? `${v}d` : `${v}ed`)
const broken = FUNCTIONS.flatMap((v) => [
  ...["hasn't", 'hasnt', 'has not', "haven't", 'havent', 'have not'].flatMap((h) => [`${h} ${participle(v)}`, `${h} been ${ing(v)}`]),
  `doesn't ${v}`, `doesnt ${v}`, `does not ${v}`, `don't ${v}`, `dont ${v}`, `do not ${v}`, `won't ${v}`, `wont ${v}`, `will not ${v}`,
  `didn't ${v}`, `didnt ${v}`, `did not ${v}`, `never ${v}s`, `never ${v}es`, `not ${ing(v)}`, `stopped ${ing(v)}`, `stops ${ing(v)}`, `fails to ${v}`, `failed to ${v}`,
  // "can't find it in the settings" is a question, not a fault.
  ...(v === 'find' ? [] : [`can't ${v}`, `cant ${v}`, `cannot ${v}`, `unable to ${v}`]),
])

export const en: Cues = {
  thanks: ['thanks', 'thanks a lot', 'thank you', 'thx', '=ty', 'thanks in advance', 'thank u', 'cheers', 'many thanks'],
  positive: [
    'love', 'luv', '<3', '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', 'great', 'gr8', 'awesome', 'amazing', 'excellent', 'fantastic', 'brilliant',
    'perfect', 'wonderful', '=super', 'superb', 'outstanding', 'incredible', 'best', '=good', 'very good', 'so good', 'nice', 'cool', 'neat',
    'solid', '=fab', 'useful', 'helpful', 'handy', 'lifesaver', 'life saver', 'life-saver', 'game changer', 'game-changer',
    'works great', 'works perfectly', 'works well', 'works like a charm', 'just works', 'works flawlessly', 'flawless',
    'smooth', 'easy to use', 'easy', 'simple', 'intuitive', 'clean', 'beautiful', 'gorgeous', 'slick', 'polished',
    'recommend', 'recommended', 'must have', 'must-have', 'thank you', 'thanks', 'thx', '=ty', 'kudos', 'well done',
    'keep it up', 'keep up the good work', 'chef\'s kiss', 'chefs kiss', 'top notch', 'top-notch', 'happy with', 'pleased',
    'impressed', 'enjoy', '=fun', 'funn', 'addictive', 'addicting', 'relaxing', 'favorite', 'favourite', 'fave', 'the goat', 'goated',
    'worth it', 'worth every', 'worth the money', 'worth the price', 'delight', 'saves me', 'saved me', 'a joy', 'joy to use',
    'glad', 'happy', 'decent', 'alright', 'not bad', 'pretty good', 'insanely good', '5 stars', 'five stars', '10/10', '11/10', 'a+', 'legit', 'dope', '=sick', '=lit', 'banger', 'stellar', 'spot on',
    'reliable', 'accurate', 'fast', 'quick', 'snappy', 'responsive', 'improved', 'better than', 'finally', 'loving',
    'satisfying', 'gorgeous', 'lovely', 'cute', 'adorable', 'genius', 'clever', '=smart', 'elegant', 'ripper', 'legend', 'legends', 'bloody good', 'scary good', 'chef', '🤌', '🏆', '🎉', '🏃', 'pb', 'personal best', 'changed my life', 'life changing', 'life-changing', 'obsessed', 'hooked', 'can\'t stop playing', 'cant stop playing', 'the best',
    'i like', 'really like', 'i really like', 'we like', 'slaps', 'bussin', 'goes hard', 'hits different', 'elite',
    // What it does for the reviewer, said without a word of praise.
    'keeps me coming back', 'keep coming back', 'save me so much', 'saves so much', 'save so much', 'so much time', 'got me from', 'got me back into',
    'got me into', 'got me running', 'helped me', 'helps me', 'is instant', 'are instant', 'instant sync', 'syncs instantly', 'is fair', 'are fair', 'feels fair',
    'black magic', 'like magic', 'is magic', 'magical', 'lifesaver', 'life saver', 'keeps her sharp', 'keeps him sharp', 'keeps me sharp',
    'keeps my mind sharp', 'first thing i open', 'never lost a', 'never lost any', 'never once lost', 'does what it says', 'does exactly what',
    'reasonable', 'no regrets', 'no complaints', 'zero issues', 'never had a problem', 'never had an issue', 'never had any issue', 'can actually relax',
  ],
  negative: [
    // Scorn for the people who made the app ("you are incompetent liars").
    'incompetent', 'liars', 'clueless', 'crooks', 'frauds',
    "can't find anything", 'cant find anything', 'can not find anything', 'impossible to find', 'hard to find',
    'terrible', 'horrible', 'awful', 'worst', '=bad', 'very bad', 'so bad', 'poor', 'garbage', 'trash', 'rubbish', 'crap',
    'junk', 'useless', 'pointless', 'worthless', 'waste of', 'hate', 'hated', 'disappointed', 'disappointing', 'disappointment',
    'frustrating', 'frustrated', 'annoying', 'annoyed', 'infuriating', 'ridiculous', 'pathetic', 'joke', 'scam', 'rip off',
    'ripoff', 'rip-off', 'greedy', 'cash grab', 'money grab', 'unusable', 'unacceptable', 'sucks', 'suck', 'stinks', 'meh',
    'mediocre', 'worse', 'downhill', 'ruined', 'ruin', 'confusing', 'cluttered', 'clunky', 'buggy', 'slow', 'laggy', 'sluggish',
    'overpriced', 'too expensive', 'expensive', 'too many ads', 'uninstall', 'uninstalled', 'deleting', 'deleted the app',
    'avoid', 'don\'t bother', 'dont bother', 'stay away', 'not worth', 'regret', 'fed up', 'sick of', 'tired of', 'angry',
    'upset', 'furious', 'shame', 'disgrace', 'nightmare', 'mess', 'broken', 'misleading', 'false advertising', 'lied',
    '😡', '🤬', '😤', '👎', '💩', '😠', '😞', '😢', '🤮', 'too many', 'too much', 'out of hand', 'too expensive', 'too slow', 'too small', 'too hard', 'too long', 'insane', 'theft', 'thieves', 'stealing', 'robbery', 'until you', 'until they', 'until the update', 'was perfect before', 'worked perfect before', 'worked perfectly before', 'worked great before', 'worked fine before', 'worked well before', 'ran perfect before', 'ran fine before', 'perfect before now', 'perfect before the', 'perfect before this', 'perfect before that', 'perfect before update', 'perfect before you', 'perfect before they', 'perfect before it', 'perfect before version', 'perfect before ios', 'perfect before android', 'was fine before', 'fine before the', 'fine before this', 'fine before that', 'fine before update', 'fine before you', 'fine before they', 'fine before it', 'fine before version', 'fine before ios', 'fine before android', 'was great before', 'great before the', 'great before this', 'great before that', 'great before update', 'great before you', 'great before they', 'great before it', 'great before version', 'great before ios', 'great before android', 'was good before', 'good before the', 'good before this', 'good before that', 'good before update', 'good before you', 'good before they', 'good before it', 'good before version', 'good before ios', 'good before android', 'worked before', 'used to work', 'was perfect until', 'worked fine in', 'worked fine until', 'used to love', 'used to be great', 'used to be good', 'was happy until', 'brutal', 'impossible', 'pay to win', 'pay2win', 'p2w', 'ugh', 'wtf', 'smh', 'nope', 'dislike', 'downgrade',
    'step back', 'step backwards', 'ugly', 'hideous', 'tiny', 'unreadable', 'pricey', 'too pricey', 'too big', 'way too big', 'bloated', 'takes up so much', 'takes up too much', 'phone is always full', 'phone is full', 'storage is full', 'eats up my storage', 'eats my storage', 'does this better', 'does it better', 'does that better', 'do it better', 'does everything better', 'went from', 'used to be', 'no longer', 'anymore', 'any more', 'not anymore',
    'what happened', 'why did you', 'why would you', 'who asked', 'nobody asked', 'no one asked', 'forced', 'forcing',
    '1 star', 'one star', 'zero stars', '0 stars', 'fix it', 'fix this', 'please fix', 'pls fix', 'plz fix',
    'issue', 'problem', 'every time', 'everytime', 'again and again', 'since the update', 'since the last update', 'after the update',
    'after updating', 'after the latest update', 'since updating',
    // "won't even open anymore": the negation belongs to the complaint, not to "anymore".
    "won't even", 'wont even', "doesn't even", 'doesnt even', "can't even", 'cant even', "don't even", 'dont even', 'even slower', 'slower than ever', 'even worse', 'hard to read', 'hard to see', 'impossible to read',
    'until the redesign', 'until the new design', 'before the redesign', 'before the update', 'until the last update', 'until the latest update',
    // "typing on the iPad is a pain": a chore, said plainly.
    'is a pain', 'such a pain', 'a pain to', 'a real pain', 'pain in the',
    // "only complaint is the auto pause kicks in at every light": what follows is the complaint,
    // in words no cue may know ("kicks in", "doesnt resume").
    // A connection demanded to play or use it ("why do i need wifi to play").
    'needs internet', 'needs the internet', 'needs wifi', 'needs wi-fi', 'needs a connection', 'needs an internet', 'needs a wifi', 'needs data', 'needs signal', 'needs to be online', 'need internet', 'need the internet', 'need wifi', 'need wi-fi', 'need a connection', 'need an internet', 'need to be online', 'requires internet', 'requires wifi', 'requires a connection', 'requires an internet', 'only works online', 'only works with wifi', 'online only',
    // "no thanks": a refusal, not thanks.
    'no thanks', 'no thank you',
    // "pure p2w now": a game held to push buying to get ahead.
    'pay to win', 'pay-to-win', 'pay2win', '=p2w',
    // "the leaderboard is full of cheaters": players who cheat spoil it for the honest ones.
    '=cheaters', '=cheater', '=cheating', '=hackers', 'obviously hacked', 'clearly hacked',
    'only complaint', 'one complaint', 'main complaint', 'biggest complaint', 'only gripe', 'one gripe', 'main gripe', 'biggest gripe', 'pet peeve',
  ],
  negators: ['not', '=no', 'never', "don't", 'dont', "doesn't", 'doesnt', "isn't", 'isnt', "wasn't", 'wasnt', "aren't", 'arent', "won't", 'wont', "can't", 'cant', 'cannot', 'hardly', 'barely', 'nothing', 'neither', 'nor', 'without', 'less', 'far from'],
  sarcasm: [
    '🙄', '🙃', '😒', '/s', 'oh great', 'oh wonderful', 'oh good', 'oh joy', 'oh nice', 'oh perfect', 'oh cool', 'just what i needed', 'just what we needed',
    'exactly what i needed, another', 'yeah right', 'yea right', 'thanks for nothing', 'thanks a lot for', 'thanks for ruining',
    'great job breaking', 'good job breaking', 'nice job breaking', 'well done breaking', 'genius move',
    // Nobody loves losing their streak or being logged out either.
    'brilliant move', 'what a great idea', 'love paying', 'love losing', 'love being logged out', 'love getting logged out', 'love being kicked out', 'love starting over', 'wow. just wow', 'slow clap', 'so much for', 'sure, because',
    "because who doesn't", 'said no one', 'said nobody', 'another redesign', 'another subscription', 'clearly tested', 'truly innovative',
    'what a treat', 'what a joke', 'how lovely', 'real nice', 'lol ok', 'cool cool', 'love that for me', 'totally worth it', 'such a fun', '🤡', 'best update ever', 'would crash again', 'would not recommend, 10/10', 'yeah sure', 'oh sure', 'sure, because',
  ],
  ironic: ['love how', 'love that', 'gotta love', 'got to love', 'love it when', 'great job', 'nice job', 'way to go', 'bravo', 'great idea', 'brilliant idea', 'thanks for', 'thank you for', 'so fun', 'such fun', 'so much fun', 'wow', 'amazing how', 'great, ', 'perfect, ', 'fantastic, ', 'wonderful, ', 'best update', 'thanks to you', 'thanks for deleting', 'thanks for breaking', 'thanks for removing'],
  contrast: ['but', 'tho', 'however', 'although', 'though', 'except', 'only thing', 'only problem', 'only issue', 'only complaint', 'one thing', 'one problem', 'one issue', 'unfortunately', 'sadly', 'that said', 'yet', 'whereas', 'still,'],
  bug: [
    ...broken,
    'crash', 'crahs', 'craash', 'closes itself', 'closes by itself', 'keeps closing', 'shuts down', 'shuts off', 'force close', 'force-close',
    'kicks me out', 'kicked out', 'boots me out', 'freez', 'frozen', 'hangs', 'stuck', 'glitch', 'bug', 'error', 'broken', 'broke',
    "doesn't work", 'doesnt work', 'does not work', "don't work", 'dont work', 'not working', 'stopped working', 'quit working',
    "won't open", 'wont open', "won't load", 'wont load', "won't start", 'wont start', "won't run", 'wont run', "doesn't run", 'doesnt run', "won't launch", 'wont launch', "won't sync", 'wont sync', "doesn't sync",
    'doesnt sync', 'not syncing', 'stopped syncing', 'sync fails', 'sync failed', 'sync error', 'sync is broken', 'not loading',
    "doesn't load", 'doesnt load', 'fails to', 'failed to', 'failing', 'black screen', 'white screen', 'blank screen',
    'loading forever', 'infinite loading', 'endless loading', 'spinning', 'unresponsive', "doesn't respond", 'not responding',
    "can't open", 'cant open', "can't save", 'cant save', "won't save", 'wont save', "doesn't save", 'doesnt save', 'not saving',
    "can't log", 'cant log', "can't sign", 'cant sign', "can't connect", 'cant connect', "won't connect", 'wont connect',
    "doesn't connect", 'doesnt connect', 'disconnect', 'drops the gps', 'does nothing when', 'does nothing if', "doesn't do anything", 'doesnt do anything', 'keeps dropping', 'keep dropping', 'kept dropping', 'drops out', 'dropping out', 'dropped out', 'cuts out', 'cutting out', 'keeps cutting', 'loses gps', 'lost gps', 'gps drops', 'gps is off',
    // "gps is way off", "distance totally off": a measure far from the truth is a fault.
    'way off', 'totally off', 'completely off', 'off by',
    // "gps drifts a lot", "the track jumps around": a position that wanders is a fault.
    'drifts a lot', 'drifts a bit', 'drifts a little', 'drifts off', 'drifting off', 'keeps drifting', 'jumps around', 'jumping around', 'jumps all over', 'jumping all over',
    'wrong distance', 'wrong pace', 'inaccurate', 'not accurate', 'miscalculat', "doesn't record", 'doesnt record',
    'not recording', 'stopped recording', "doesn't track", 'doesnt track', 'stops tracking', 'laggy', '=lag', 'lags', 'stutters', 'stuttering', 'stuttery', 'choppy', 'lagging',
    'drains', 'battery drain', 'drains my battery', 'overheat', 'gets hot', 'gets really hot', 'gets so hot', 'gets very hot', 'getting hot', 'gets super hot', 'heats up', 'heating up', 'duplicat', 'disappears', 'missing button', 'is gone', 'went missing',
    "won't let me", 'wont let me', "doesn't let me", 'doesnt let me', 'unable to', 'impossible to', 'keeps asking', 'keeps logging',
    'logs me out', 'logged me out', 'keeps crashing', 'keeps freezing', 'keeps stopping', 'resets', 'lost my progress', 'not showing', "doesn't show", 'doesnt show', 'blank',
    'no sound', 'audio cues stopped', 'notifications stopped', "doesn't notify", 'no notification', 'widget is blank',
    'hanged', 'hangs', 'getting hang', 'closing automatically', 'closes automatically', 'getting closed', 'showing double', 'shows double',
    'shows 0', 'shows zero', 'drops out', 'drop out', 'cuts out', 'overwrote', 'overwritten', 'wrong distance', 'wrong pace', 'wrong time', 'wrong date', 'wrong data', 'shows the wrong', 'incorrect', 'not showing up',
    "isn't showing", "doesn't appear", 'slow to open', 'slow to load', 'takes forever', 'takes ages', 'stopped', 'stops',
    'come twice', 'comes twice', 'arrive twice', 'arrives twice', 'goes off twice', 'appears twice', 'nothing loads', 'nothing works', 'nothing opens', 'nothing syncs', 'nothing saves', 'nothing happens', 'nothing shows', 'an hour late', 'hours late', 'minutes late', 'until i open', 'unless i open', 'only when i open', 'only updates when', 'out of sync',
    'goes black', 'turns black', 'goes white', 'goes blank', 'turns white',
    'cuts my music', 'cut my music', 'cuts off my', 'interrupts my',
    // "the PDF export cuts off the last line", "text gets cut off"; "heart rate shows up as 0".
    'cuts off the', 'cut off the', 'gets cut off', 'get cut off', 'is cut off', 'are cut off',
    'shows up as 0', 'show up as 0', 'shows up as zero', 'showing 0', 'reads 0', 'reads zero', 'stays at 0', 'stays at zero',
    'please fix', 'pls fix', 'plz fix',
    // What people write when something misbehaves, slang included.
    'breaks', 'breaking', 'jumbled', 'scrambled', 'haywire', 'messed up', 'messes up', 'screwed up', 'screws up', 'acting up', 'acts up',
    // "attachments over 10mb fail to upload", "search finds nothing": the plural verb and the
    // empty result are faults as much as "fails to".
    'fail to upload', 'fail to load', 'fail to sync', 'fail to save', 'fail to open', 'fail to send', 'fail to download', 'fail to import', 'fail to export', 'fail to attach', 'fail to show', 'fail to play',
    'finds nothing', 'find nothing', 'found nothing', 'returns nothing', 'returns no results', 'shows no results', 'no results for',
    'goes crazy', 'went crazy', 'kicking me', 'kicks me back', 'throws me out', 'throws me back', 'show up twice', 'shows up twice', 'showing up twice', 'forgets my', 'forgot my notes', 'says invalid', 'invalid code', 'code is invalid', 'code invalid', 'wonky', 'borked', 'bugged out', 'bugging out', 'janky', 'out of whack', 'all over the place',
  ],
  relative: ['which', 'who'].flatMap((w) => ['is', 'was', 'are', 'were', 'has', 'had', 'makes', 'made', 'means', 'meant', 'would', 'will', 'seems', 'sucks', "isn't", 'isnt', "wasn't", "doesn't", 'doesnt', "didn't", 'is a', 'really'].map((v) => `${w} ${v}`)),
  notWish: ['wish i had', "wish i'd", 'wish id', 'wish i knew', 'wish i found', 'wish i could give', 'would like to thank', "i'd like to thank", 'id like to thank', 'want to thank', 'wanted to thank', 'want to say', 'wanted to say', 'would like to say', "i'd like to say", 'who needs', 'who need', 'anyone needing', 'if you need', 'would recommend', 'would definitely recommend', 'would highly recommend',
    // "it needs internet", "why do i need wifi": a connection the app demands is a grievance, no wish.
    'needs internet', 'needs the internet', 'needs wifi', 'needs wi-fi', 'needs a connection', 'needs an internet', 'needs a wifi', 'needs data', 'needs signal', 'needs to be online', 'need internet', 'need the internet', 'need wifi', 'need wi-fi', 'need a connection', 'need an internet', 'need to be online', 'requires internet', 'requires wifi', 'requires a connection', 'requires an internet', 'only works online', 'only works with wifi', 'online only'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'will you add', 'will you be adding', 'will you ever add', 'will you make a', 'will you make an', 'will you bring', 'will you support', 'will you release', 'any plan', 'plans for a', 'plans for an', 'planning to add', 'planning on adding', 'is there a plan', 'could we get', 'could we have', 'when will there be', 'is there going to be', 'are you going to add', 'going to add', 'coming soon', 'in the works', 'on the roadmap', 'any chance of a', 'any chance of an', 'any chance for a', 'any chance we could', 'any chance you could add', 'any chance you add', 'any chance of getting',
    // "pls more daily puzzles": asking for more of a thing wishes for it.
    'pls more', 'plz more', 'please more', 'we need more', 'need more', 'give us more', 'add more', 'bring more',
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    "doesn't have a", "doesn't have an", 'doesnt have a', 'does not have a',
    'i want the', 'i want a', 'i want an', 'i want to be able', 'we want', 'i need a', 'i need an', 'we need', 'want the option', 'more levels',
    'please add', 'pls add', 'plz add', 'please bring', 'please make', 'please let', 'please allow', 'please consider', 'please give',
    'please include', 'please support', 'please implement', 'could you add', 'can you add', 'could you make', 'can you make', 'could you please add',
    'would be nice', 'would be great', 'would be awesome', 'would be amazing', 'would be cool', 'would be helpful', 'would be useful',
    'would be perfect', 'would be 5', 'would be five', 'would give 5', 'would give five', '5 stars if', 'five stars if', '5 stars when',
    "i'd want", 'id want', 'i would want', 'all i want is', 'can u add', 'could u add', 'can u make', 'could u make', 'would love', "i'd love", 'id love', 'would like', "i'd like", 'id like', 'would really like', "i'd really like", 'would really love', "i'd really love", 'would so love', 'wish', 'hope you add', 'hope you will add', 'hoping for',
    'needs a', 'needs an', 'needs more', 'needs to have', 'it needs', 'should have', 'should add', 'should be able',
    'add an option', 'add a option', 'add support', 'add the option', 'option to', 'ability to', 'allow us', 'let us', 'let me',
    'bring back', 'give us', 'feature request', 'suggestion', 'suggest', 'missing feature', 'is missing', '=missing a', '=missing an', '=missing the option', 'lacks', 'lacking',
    'only missing', 'just missing', 'why is there no', 'why no', 'why can\'t i', 'why cant i', 'why isn\'t there', 'why isnt there', 'when will you add', 'when will',
    // A rhetorical question that asks for a feature ("would it kill you to add a dark mode??",
    // "how hard is it to add X") wishes for it; no Answer can answer it.
    'would it kill you to add', 'would it kill you guys to add', 'would it kill the devs to add', 'would it kill the developers to add', 'would it kill them to add', 'would it kill u to add', 'would it kill ya to add', 'would it kill you to make', 'would it kill you to include', 'would it kill you to give',
    'would it hurt to add', 'would it hurt you to add', 'how hard is it to add', 'how hard would it be to add', 'how hard can it be to add', 'how difficult is it to add', 'is it that hard to add', 'is it so hard to add', 'is it really that hard to add', 'is it too much to ask for', 'too much to ask for a', 'why not add', 'how about adding', 'what about adding',
    'any plans', 'plans to add', 'wen ', 'when??', 'only thing missing', 'the only thing missing', 'all it needs', 'just needs', "would be chef's kiss", 'would be chefs kiss', 'would be ideal', 'would be a game changer', 'would make it perfect', 'would make it 5', 'would make this perfect', 'could use a', 'could use some', 'could use more',
  ],
  question: [
    'how do i', 'how do you', 'how can i', 'how to', 'how come', 'how does', 'how long', 'how much', 'how many', 'is there a way',
    'is there any way', 'is there an option', 'is there a setting', 'is it possible', 'is it safe', 'is this', 'is it', 'are there',
    'can i', 'can you', 'can it', 'could i', 'does it', 'does this', 'does the', 'do you', 'do i', 'did you', 'will it', 'will there',
    'will you', 'where is', 'where can i', 'where do i', 'where did', 'what is', "what's", 'whats', 'what does', 'what do', 'what happens',
    'what happened to', 'which', 'why does', 'why do', 'why is', 'why are', 'why did', 'why would', 'why do i need', 'anyone know',
    'anybody know', 'does anyone', 'does anybody', 'any idea', 'any way to', 'wondering', 'i wonder',
    "can't find where", 'cant find where', "can't find how", 'cant find how', "can't figure out", 'cant figure out', "don't know how",
    'dont know how', 'not sure how', 'not sure if', 'tell me how', 'tell me if', 'want to know', 'like to know', 'need to know',
    'let me know', 'quick question', 'one question', 'a question',
  ],
  billing: [
    'charge', 'charging', 'billed', 'billing', 'bill me', 'refund', 'money', 'paid', '=pay', 'paying', 'payment', 'subscription',
    'subscribe', 'subscribed', 'unsubscribe', 'cancel', 'canceled', 'cancelled', 'renew', 'renewal', 'auto-renew', 'autorenew',
    'trial', 'card', 'credit card', 'debit', 'bank', 'purchase', 'purchased', 'bought', 'receipt', 'invoice', 'transaction',
    '$', '€', '£', 'usd', 'dollars', 'bucks', 'euros', 'pounds', 'rupees', 'premium', 'pro version', 'plus subscription', 'in-app purchase',
    'in app purchase', 'iap', 'remove ads purchase', 'paid for', 'took my money', 'stole', 'stealing', 'fraud', 'unauthorized',
  ],
  charge: {
    afterCancel: ['after i cancel', 'after cancel', 'after canceling', 'after cancelling', 'even though i cancel', 'even after cancel', 'though i cancel', 'i cancelled', 'i canceled', 'already cancel', 'still charg', 'still bill', 'keeps charging', 'kept charging', 'charged again', 'renewed even', 'renewed after'],
    twice: ['twice', 'double charg', 'charged double', 'charged me double', 'double billed', 'billed double', 'two times', '2 times', '2x', 'two charges', 'duplicate charge', 'charged two', 'charged 2'],
    unknown: ['never upgraded', "didn't upgrade", 'didnt upgrade', 'did not upgrade', "never subscribed", "didn't subscribe", 'didnt subscribe', 'did not subscribe', 'never signed up', "didn't sign up", 'didnt sign up', 'never agreed', "didn't agree", 'didnt agree', 'without my permission', 'without permission', 'without asking', 'without consent', 'unauthori', "didn't authori", 'didnt authori', 'never authori', "didn't buy", 'didnt buy', 'never bought', "didn't purchase", 'never purchased', 'no idea why', "don't know why i was", 'dont know why i was', 'random charge', 'unknown charge', 'mystery charge', 'took money', 'took my money', 'stole my money', 'stealing money', 'charged me for nothing', 'trial turned into', 'free trial', "didn't want", 'did not want', 'never wanted', "didn't ask for", 'never asked for', "didn't sign up for", 'never made', "didn't make", 'didnt make', "don't recognize", 'dont recognize', "don't recognise", 'dont recognise', "didn't know it was", 'didnt know it was', "didn't even know", 'didnt even know', 'no idea what this'],
    refund: ['refund', 'money back', 'my money', 'give back', 'give me back', 'reimburse', 'chargeback', 'charge back', 'want my $', 'want my €', 'want my £', 'get my $', 'get my €', 'get my £'],
    charged: ['charge my card', 'charged my card', 'charging my card', 'did you charge', 'was charged', 'charged full', 'charged the full', 'got charged', 'been charged', 'charged me', 'you charged', 'they charged', 'charging me', 'billed me', 'was billed', 'got billed', 'took $', 'took €', 'took £', 'took money', 'took my money', 'debited', 'deducted', 'on my statement', 'bank statement', 'auto-renewed', 'auto renewed', 'renewed', 'getting charged', 'get charged', 'being charged', 'being billed', 'charged anyway', 'billed again', 'money taken', 'money was taken', 'money is gone', 'money gone', 'took the money', 'a charge of', 'a charge on my', 'getting billed', 'still billing', 'taking money', 'taking my money'],
    cancelled: ['cancelled', 'canceled', 'cancelling', 'canceling', 'cancel my', 'unsubscribed', 'turned off auto', 'cancellation', 'unsubbed'],
    missing: ['restore purchase', 'restore my purchase', 'lost my premium', 'lost premium', 'premium is gone', 'premium gone', 'premium disappeared', 'lost my subscription', 'subscription is gone', 'subscription disappeared', 'paid but', 'asks me to pay again', 'pay again', 'purchase is gone', 'purchase not', "purchase isn't", "doesn't recognize my", 'not recognizing my', 'remove ads is gone', 'ads came back', 'ads are back', 'where is my purchase', 'where did my purchase', 'where is my premium', 'where did my premium', 'asks me to subscribe', 'asking me to subscribe', 'wants me to subscribe', 'says i need to subscribe', 'tells me to subscribe', 'need to subscribe again', "didn't go through", 'didnt go through', 'did not go through', 'already paid for', 'i already paid', "restore doesn't work", 'restore doesnt work', 'restore does not work', "restore isn't working", 'restore not working', 'lost my purchase', '=lost my pro'],
  },
  privacy: [
    'privacy', 'private', 'with my data', 'my data safe', 'my data secure', 'access my data', 'collect my data', 'collecting my data', 'my data shared', 'my data is sold', 'my data being', 'personal data', 'personal info', 'personal information', 'data collection', 'collect data', 'collects data',
    'collecting', 'sell my', 'sells my', 'selling my', 'sell data', 'sell your data', 'third part', '3rd part', 'ad tracking', 'tracking me',
    'trackers', 'track me', 'tracks me', 'spy', 'spyware', 'location access', 'my location', 'location permission', 'permission',
    'permissions', 'access to my contacts', 'access to my photos', 'access to my location', 'access to my camera', 'access to my microphone', 'access to my files', 'access to my gallery', 'access to my calendar', 'contacts', 'microphone', 'gdpr', 'ccpa', 'data safety', 'encrypt', 'encryption', 'end-to-end',
    'who can see', 'who can read', 'is it safe', 'secure', 'security', 'leak', 'breach', 'analytics', 'advertis', 'data sharing', 'share my data', 'shares my data',
    'where i live', 'my home address', 'my address', 'everyone can see', 'anyone can see', 'visible to everyone', 'public by default', 'stalker', 'stalk me',
  ],
  account: [
    'account', 'sign up', 'signup', 'sign-up', 'register', 'registration', 'create an account', 'make an account', 'log in', 'login',
    'log-in', 'sign in', 'signin', 'sign-in', 'password', 'verification', 'verify', 'e-mail address',
    'email address', 'username', 'profile', 'two-factor', '2fa', '=otp', 'apple id', 'google account', 'facebook login',
  ],
  lockedOut: ['locked out', 'lock me out', 'locks me out', "can't log in", 'cant log in', "can't login", 'cant login', "can't sign in", 'cant sign in', "can't get into my account", "can't access my account", 'cant access my account', 'lost access', 'not registered', "isn't registered", 'account not found', 'account does not exist', "account doesn't exist", 'reset link', 'verification code never', 'never got the code', 'no verification', 'forgot my password', 'forgot password', 'reset email', 'password reset', 'reset my password', "can't reset", 'cant reset', 'login code', 'verification email', "doesn't accept my password", 'password not accepted', 'account locked', 'account disabled', 'account suspended', "can't get in", 'cant get in'],
  deletion: ['delete my account', 'delete account', 'deleting my account', 'delete the account', 'close my account', 'remove my account', 'erase my account', 'delete my data', 'delete all my data', 'remove my data', 'erase my data', 'delete my information', 'delete my info', 'right to be forgotten', 'account deletion', 'deactivate my account'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      "didn't save", 'didnt save', 'did not save', "wasn't saved", 'wasnt saved', 'was not saved', "weren't saved", 'werent saved', 'never saved', 'not saved', "didn't get saved", 'didnt get saved', "didn't record", 'didnt record', 'did not record', "wasn't recorded", 'wasnt recorded', 'was not recorded', 'never recorded', 'not recorded', 'lost', 'lose', 'losing', 'gone', 'deletes', 'erases', 'wipes', 'disappeared', 'disappear', 'vanished', 'deleted', 'wiped', 'erased', 'missing', 'reset', 'empty', 'overwrote', 'overwritten', 'blank', 'no longer there', "can't find my", 'cant find my', 'where are my', 'where did my', 'back to level', 'back at level', 'started over', 'start over', 'from scratch'],
    objects: ['whole run', 'entire run', 'km run', 'mile run', 'note', 'notes', 'data', 'my run', 'runs', 'history', 'workouts', 'progress', 'my level', 'levels', 'coins', 'gems', 'everything', 'all my', 'files', 'photos', 'folder', 'folders', 'stats', 'streak', 'records', 'entries', 'journal', 'lists', 'checklists', 'documents', 'recordings', 'saves', 'my work', 'training plan', 'my plan', 'badges', 'achievements', 'trophies', 'medals', 'prizes', 'rewards'],
    phrases: ['data loss', 'lost everything', 'everything is gone', 'everything gone', 'all gone', 'back to level 1', 'back to level one', 'back at level 1', 'progress reset', 'lost my progress', 'wiped out', 'notes back', 'data back', 'progress back', 'photos back', 'files back', 'history back', 'runs back', 'saves back', 'entries back', 'recover my notes', 'restore my notes', 'recover my data', 'restore my data'],
    bought: ['coins', 'gems', 'diamonds', 'premium', 'subscription', 'pro version', 'plus', 'remove ads', 'ad-free', 'purchase'],
    fears: ['will i lose', 'would i lose', 'do i lose', 'will it delete', 'will everything', 'will my', 'if i switch', 'if i change', 'if i reinstall', 'if i uninstall', 'if i delete the app', 'if i get a new', 'when i switch', 'when i change', 'before i switch'],
    worries: ["afraid i'll lose", 'afraid i will lose', 'afraid of losing', 'afraid to lose', 'scared of losing', "scared i'll lose", "worried i'll lose", 'worried about losing', 'in case i lose', "don't want to lose", 'dont want to lose', "don't want to start", 'dont want to start', 'do not want to start', "don't want to begin", 'dont want to begin', "don't wanna start", 'dont wanna start', 'without having to start', 'without starting over', "don't want to redo", 'dont want to redo', "don't want to do it all again"],
    notData: [
      // "I keep losing all my lives": lives spent in play are the game, not data lost.
      'losing all my lives', 'lose all my lives', 'lost all my lives', 'losing my lives', 'lose my lives', 'lost my lives', 'losing lives', 'lose lives', 'lost lives', 'lose a life', 'lost a life', 'losing a life', 'losing all my hearts', 'lost all my hearts', 'lose all my hearts',
      // "GPS signal lost during my whole run": a fault, no data lost.
      'signal lost', 'lost signal', 'lost the signal', 'lost gps', 'gps lost', 'lost connection', 'connection lost', 'lost interest', 'lost all interest', 'lost my interest', 'lost patience', 'lost my patience', 'lost all patience', 'lost motivation', 'lost my motivation', 'lost faith', 'lost all faith', 'lost trust', 'lost hope', 'lost my mind', 'lose interest', 'lose patience', 'losing interest', 'losing patience', 'losing my mind', 'lost the will'],
  },
  supportFailed: [
    // "Reached out to your support three times. Crickets.", "total radio silence", "got ghosted".
    'crickets', 'radio silence', 'ghosted', 'heard nothing back', 'got nothing back', 'zero response', 'not a word back', 'reached out to support', 'reached out to your support', 'reached out to you',
    'no response', 'no reply', 'no answer', 'never replied', 'never responded', 'never answered', 'never heard back', "haven't heard back",
    'havent heard back', 'no one answers', 'nobody answers', 'no one responds', 'nobody responds', 'no one replies', 'nobody replies',
    'nobody answered', 'no one answered', 'nobody replied', 'no one replied', 'ignored', 'ignoring', 'ignore my', 'support is useless',
    'support is terrible', 'support is a joke', 'support sucks', 'useless support', 'no support', 'zero support', 'support never',
    'emailed support', 'emailed you', 'emailed them', 'contacted support', 'contacted you', 'wrote to support', 'messaged support',
    'times and', 'times, no', 'times no', 'still waiting', 'waiting for a reply', 'waiting for an answer', 'automated reply',
    'bot reply', 'canned response', 'email bounces', 'email bounced', 'emails bounce', 'address bounces', 'mail bounces', 'bounces back', 'bounced back', 'undeliverable',
    'nobody got back', 'no one got back', 'nobody ever got back', 'no one ever got back', 'never got back to me', 'never got a reply', 'never got an answer', 'never got a response', 'still no reply', 'still no answer', 'still no response', 'no one has replied', 'nobody has replied', "haven't got a reply", "haven't gotten a reply", "haven't received a reply", "haven't had a reply", 'no reply yet', 'waiting for a response', 'waiting for your reply', 'waiting for a reply',
    'canned reply', 'canned answer', 'same reply', 'same answer', 'same response', 'same generic', 'automated response', 'template reply', 'template answer',
    // "Support hasn't answered in a week", "ticket closed without a reply".
    "hasn't answered", 'hasnt answered', "hasn't replied", 'hasnt replied', "hasn't responded", 'hasnt responded', 'has not answered', 'has not replied', 'has not responded',
    "haven't answered", 'havent answered', "haven't replied", 'havent replied', "haven't responded", 'havent responded', 'have not answered', 'have not replied', 'have not responded',
    'without reply', 'without a reply', 'without any reply', 'without an answer', 'without answer', 'without a response', 'without any response', 'closed my ticket', 'ticket closed', 'closed the ticket',
    'emailed twice', 'emailed 2 times', 'emailed 3 times', 'emailed three times', 'emailed several times', 'emailed multiple times', 'left me on read', 'left on read', 'never heard from support', 'support never got back',
    'support wont answer', "support won't answer", 'support wont reply', "support won't reply", 'support wont respond', "support won't respond", "devs don't answer", 'devs dont answer', "devs don't reply", 'devs dont reply', "they don't answer", 'they dont answer', "they don't reply", 'they dont reply', "they won't answer", 'they wont answer', 'good luck reaching', 'good luck getting a reply',
  ],
  storeLoop: [
    'google says', 'google said', 'google told', 'apple says', 'apple said', 'apple told', 'play store says', 'play store said',
    'app store says', 'app store said', 'told me to contact', 'told to contact', 'said to contact', 'says to contact', 'said contact the',
    'says contact the', 'contact the developer', 'contact the dev', 'sent me back', 'sends me back', 'back and forth', 'ping pong',
    'ping-pong', 'google refused', 'apple refused', 'google denied', 'apple denied', 'refund was denied', 'refund denied', 'rejected my refund',
    // The store would not refund: "Google won't refund", "requested a refund and it was denied".
    "won't refund", 'wont refund', 'will not refund', "wouldn't refund", 'wouldnt refund', 'would not refund', 'refused to refund', 'refused my refund', 'refused the refund',
    'refund was refused', 'refund refused', 'declined my refund', 'refund was declined', 'refund declined', 'refund was rejected', 'refund rejected', 'refund got rejected', 'denied my refund',
    'refund request was denied', 'it was denied', 'it got denied', 'it was rejected', 'it got rejected', 'it was declined', "it's up to you", 'its up to you', 'up to the developer',
  ],
  abuse: ['stupid devs', 'dumb devs', 'retard', 'f you', 'f u', 'fuck you', 'fuck off', 'screw you', 'go to hell', 'burn in hell', 'kill yourself', 'kys', 'clowns', 'scum', 'shit devs', 'devs are trash', 'cunt', 'dickhead', 'idiots', 'you idiot', 'idiot dev', 'idiot developer', 'idiot team', 'morons', 'you moron', 'f*** you', 'f**k you', 'fck you', 'fuk you', 'rot in hell', 'losers', 'you loser', 'bastards', 'you bastard', 'assholes', 'you asshole', 'devs are garbage', 'dickheads', 'you piece of shit', 'pieces of shit', 'hope your company goes', 'hope your company dies', 'hope you go bankrupt', 'hope you die', 'hope your servers burn', 'get a real job', 'imbeciles', 'dumbass', 'jackass', 'shitheads', 'stfu', 'go die', 'pathetic losers', 'brain dead devs', 'brain-dead devs'],
  legal: ['lawyer', 'attorney', 'sue you', 'suing', 'lawsuit', 'legal action', 'small claims', '=court', 'consumer protection', 'ftc', 'attorney general', 'police', 'report you to', 'reported you to', 'better business bureau', '=bbb', 'chargeback', 'ombudsman', 'trading standards', 'data protection authority', '=ico'],
  resolved: ['fixed it', 'fixed my', 'fixed the', 'got it fixed', 'got it sorted', 'sorted it', 'sorted out', 'sorted me out', 'solved', 'resolved', 'helped me', 'was so helpful', 'were so helpful', 'were very helpful', 'was very helpful', 'quick response', 'responded quickly', 'replied quickly', 'answered quickly', 'within an hour', 'within minutes', 'within the hour', 'same day', 'in no time'],
  plea: [
    'please fix', 'pls fix', 'plz fix', 'you fix', 'u fix', 'fix asap', 'fix it asap', 'fix this asap', 'fix it already', 'fix it now', 'fix it please', 'fix this please',
    'fix it pls', 'fix this pls', 'be fixed', 'get fixed', 'gets fixed', 'get this fixed', 'get it fixed', 'please repair', 'make it work', 'get it working',
    'please sort', 'sort it out', 'sort this out', 'please help', 'pls help', 'plz help', 'help me', 'help please', 'help pls', 'someone help', 'please resolve',
    'please solve', 'please look into', 'look into this', 'look into it',
    // "would be 10/10 if fixed", "5 stars once you fix it": what would make it better is the fix
    // of the fault beside it, no feature to wish for.
    'if fixed', 'once fixed', 'when fixed', 'if you fix', 'once you fix', 'when you fix', 'if u fix', 'if they fix', 'once they fix', 'if it gets fixed', 'if this gets fixed', 'if that gets fixed', 'once this is fixed', 'once that is fixed', 'if this is fixed', 'if that is fixed', "once that's fixed", "if that's fixed",
  ],
  rhetorical: ['why should anyone', 'why should anybody', 'who in their right mind', 'who on earth', 'who the hell', 'what genius', 'which genius', 'whose idea', 
    'why would anyone', 'why would anybody', 'who would', 'what were you thinking', 'what was the point', "what's the point", 'whats the point', 'who designed',
    'who thought', 'who approved', 'who asked for', 'is this a joke', 'are you kidding', 'are you serious', 'seriously?', 'really?', 'how hard is it', 'how hard can it be',
    'how is this', 'how is that', 'what is wrong with you', "what's wrong with you", 'do you even', 'did anyone test', 'does anyone test', 'did you even', 'are you joking',
    // "Only 40 levels and then nothing. Paid for this?": what they paid for, held up.
    'paid for this?', 'i paid for this?', 'this is what i paid for', 'for this price?', 'for that price?',
  ],
  why: ['why', 'how come'],
  wishQuestion: ['can you', 'will you', 'is it possible', 'will there'],
  patterns: {
    // "Charged £4.49 after I deleted the app", "they took 59.99 the day I signed up": a charge verb
    // right before a sum is a charge taken, whatever else the sentence says.
    // "Took" needs money after it: "took 3 taps", "took 10 minutes" take no charge.
    charged: [
      /(?<!\p{L})(?:charged|billed|deducted|debited)\s+(?:me\s+|us\s+|again\s+|another\s+|an?\s+extra\s+)*(?:[$€£¥₹]|\d)/u,
      /(?<!\p{L})(?:took|taken)\s+(?:me\s+|us\s+|again\s+|another\s+|an?\s+extra\s+)*(?:[$€£¥₹]|\d+[.,]\d{2}(?!\d)|\d+\s?(?:usd|eur|gbp|dollars?|euros?|bucks|pounds)(?!\p{L}))/u,
    ],
    bug: [
      /\b(?:won'?t|doesn'?t|does not|can'?t|cannot|will not|didn'?t) (?:even |ever |always |really |properly |fully )(?:open|load|start|sync|work|launch|save|connect)\b/u,
      // "audio cues come 200m late", "the reminder goes off 10 minutes late".
      /\b(?:comes?|came|arrives?|arrived|goes off|went off|fires?|rings?|shows? up) (?:\S+ ){0,3}late\b/u,
      // "my pace is always wrong", "the distance is completely incorrect".
      /\b(?:is|are|was|were) (?:always |often |sometimes |completely |totally |way |just )?(?:wrong|incorrect)\b/u,
      // "pauses my run and then forgets to resume", "the app forgets my settings": the app, not
      // the reviewer ("I forgot to save"), forgetting what it should do.
      /\b(?:it|app|then|and|always|sometimes|often|randomly|keeps|just) (?:forgets|forgot|keeps forgetting) (?:to \p{L}+|my|the|all|every)\b/u,
    ],
    deletion: [
      /\b(?:delete|remove|erase|close) (?:my |the |our )?(?:[\w-]+ ){0,3}account\b/u,
      // "wipe my data", "purge all my info", "erase everything you have on me": an order, never a
      // loss asked about ("did the update wipe my data?").
      /(?<!\b(?:did|does|do|will|would|could|might|may|can|it|update|sync|bug|that|this|not|to) )\b(?:wipe|purge|scrub|erase|delete|remove) (?:all (?:of )?)?(?:my |our )?(?:account|personal data|data|info|information|details|records|profile)\b(?! (?:by|on its own|itself))/u,
      /\b(?:wipe|purge|erase|delete|remove) (?:everything|all the data|all data|any data) (?:you (?:have|hold|keep|store)|about me|on me)\b/u,
      // "I want my account and all my data deleted", "need my data removed": what they want done.
      // Never "need my notes that were deleted back": that is a loss.
      /\b(?:want|need|would like|'d like|demand|request) (?:my|all my|our) (?:(?!(?:that|which|were|was|got|i|you|accidentally|by)\b)[\w-]+ ){0,7}(?:deleted|removed|erased|wiped|purged)\b(?! back| again)/,
    ],
    request: [
      /\bmore (?:\w+ ){1,2}(?:pls|plz|please)\b/u,
      // "Apple Watch support please!", "dark mode pls": a kind of thing asked for by name, and please.
      /^(?:[\p{L}\d-]+ ){0,3}(?:support|integration|sync|mode|version|app|widget|option|view)(?: please| pls| plz)+\s*[.!]*$/u,
      // "the voice feedback should tell my heart rate too": what a thing of the app should do more is wished for.
      /\b(?:the|this|your) [\p{L}-]+(?: [\p{L}-]+)? should (?:also |really |definitely )?(?:tell|show|say|display|include|give|announce|remember|support|let|have)\b/u,
      // "would be even better with a Mac app": what would make it better is wished for.
      /\b(?:would|could) be (?:even |so much |much |way )?better (?:with|if)\b/u,
      // "please add a volume slider for them", after a verdict clause: an imperative wish mid-review.
      /(?:^|\s)(?:please|pls|plz) (?:add|include|implement|make)\s+(?:a|an|the|some|more)?\s*\p{L}/u,
      // "no way to export runs to gpx??": a missing way to do what a feature does is wished for;
      // a missing way to log in, cancel or reach anyone stays a fault.
      /\b(?:no|there'?s no|there is no) (?:way|option|setting|button) to (?:export|import|share|sort|filter|print|tag|lock|hide|pin|archive|duplicate|merge|rename|reorder|customi[sz]e|mute|skip|undo|attach|color|colour|zoom) /u,
      // "Better search please", "a proper dark mode pls": a thing the app has, asked to be better.
      /^(?:an? )?(?:better|proper|real|smarter|improved|faster|bigger|decent) (?:[\p{L}\d-]+ ){0,2}[\p{L}\d-]+(?: please| pls| plz)+\s*[.!]*$/u,
      // "perfect app, only missing markdown support": what alone is missing is wished for.
      /\b(?:only|just|still) missing (?:a |an |the |some )?\p{L}/u,
      // "Need more hints per day", "we need more levels": more of a thing is wished for.
      /^(?:i |we )?(?:really |definitely )?need (?:more|extra) \p{L}/u,
      // "Add a calendar view.", "Include tags": an imperative that opens the clause asks for a thing.
      /^(?:and |also |just |pls |plz |please )?(?:add|include|implement|enable|integrate|bring back) (?!me\b|you\b|it\b|that\b|this\b|to\b)\S/u,
      // "search could be smarter", "could be a bit faster": a wish for more of something.
      // "Could be better" alone, or said of the app ("it could be better"), wishes for nothing: a
      // shrug (see lukewarm.ts). Said of a thing ("search could be better"), it wishes.
      /\bcould be (?:a (?:bit|lot|little) |way |much |so much )?(?:more \w+|(?!better\b)\w+er)\b/u,
      /\b(?!(?:it|this|that|app|game|but|and|so|overall|everything|things|always|definitely|certainly|def|prob|probably)\b)[a-z]+ could be (?:a (?:bit|lot|little) |way |much |so much )?better\b/,
      // "needs apple watch support": what it needs, unless what it needs is a fix.
      /\bneeds (?!to |fixing|a fix|an? update|work\b|improv|help\b|fixed)(?:a |an |some |more |the )?[\p{L}\d]/u,
       /\b(?:bring|put) (?:back )?(?:the )?\w+(?: \w+)? back\b/u,
      // "I really miss a dark mode": what they miss is wished for; "when I miss a day" is no wish,
      // and "I miss the old version" regrets a change: that is a complaint.
      /(?<!\b(?:when|if|whenever|because|cause|in case|so) )\bi (?:really |truly |kinda |kind of |do |still )?miss (?:a |an |the (?!old|previous|former|original|way)|having |being able|some )/u,
      // "I really need an offline mode": a thing needed; a fix, a refund or an answer is no feature.
      /\breally need (?:an?|the) (?!fix|refund|answer|reply|response|solution|way|update|explanation)\w/u,
      // "Hope you'll add interval training", "hoping you guys add tags": a hope that they add a thing.
      /\bhop(?:e|ing) (?:you|u|they|the devs?)(?:'ll| will| guys| can| could| would)? ?(?:will |can |could )?(?:add|include|bring|implement|make|support)\b/u,
      // "The widget can't show checklists, it should.": after a lack, a bare "it should" wishes for it.
      /^(?:and |but )?(?:it|they|this|that|which) (?:really |definitely )?should(?: too| though| tbh)?[.!]*$/u,
      // "It should sync with Google Calendar": what the app should do, opening the clause, is a wish;
      // "it should work", "it should be fixed" or "it should not crash" expect a fault gone instead.
      /^(?:and |also |but )?(?:it|the app|this app|app) (?:really )?should (?:also )?(?!work|be\b|not\b|never|have been|just work|load|open|start|save|stop|close|crash|let me log|(?:re)?sync properly)(?:sync|support|have|show|let|allow|include|offer|integrate|connect|export|import|remember|track|count|work with|come with)\b/u,
    ],
  },
  spam: [
    'earn money', 'earn $', 'make money', 'make $', 'per day from home', 'daily from home', 'work from home', 'passive income', 'click here', 'click the link',
    'visit my', 'visit our', 'check out my', 'check my profile', 'follow me', 'subscribe to my', 'use my code', 'promo code', 'referral',
    'invite code', 'free coins', 'free gems', 'free diamonds', 'hack for', 'mod apk', 'crypto', 'bitcoin', 'forex', 'investment opportunity',
    'whatsapp me', 'dm me', 'download instead', 'try instead', 'is better, download', 'better app:', 'use this app instead', 'search the store for',
    'giveaway', 'sugar daddy', 'dating', 'hot singles', 'loan', 'casino', 'betting',
    'earn up to', 'working from home', 'from the comfort of your home', 'no experience needed', 'no experience required', 'tap the link', 'follow me on', 'follow my', 'my channel', 'use my referral', 'my referral code', 'referral code', 'use promo code', 'free spins', 'cheats for', 'guaranteed profit', 'guaranteed returns', 'message me on', 'text me on', 'on telegram', 'telegram me', 'my telegram', 'download it instead', 'get this app instead', 'singles in your area', 'dating site', 'no credit check', 'instant approval', 'recovery expert', 'contact him', 'contact her', 'copy and paste', 'share this with', 'dollars a day', 'dollars per day', 'dollars daily', 'bucks a day', 'hundred dollars', 'thousand dollars',
    'i invested', 'text her on', 'text him on', 'whatsapp her', 'whatsapp him', 'infinite coins', 'infinite gems', 'add me on snap', 'wanna chat',
    'fake broker', 'contact him on', 'contact her on', 'reach him on', 'reach her on', 'recovery expert', 'helped me recover', 'my website', 'my site', 'on my website',
    'buy followers', 'cheap followers', 'followers cheap', 'instagram followers', 'tiktok followers', 'free movies', 'watch movies', 'movies free', 'want to meet you', 'selling accounts', 'selling account', 'selling level', 'selling my account', 'accounts for sale', 'account for sale', 'my blog', 'we develop apps', 'app development services', 'hire us',
  ],
}
