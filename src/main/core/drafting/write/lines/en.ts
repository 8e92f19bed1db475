import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

export const en: MoveLines = {
  thanks: {
    casual: [
      'Thank you so much for the kind words!',
      'Thanks a lot for the kind words!',
      'Thank you for taking the time to write this!',
    ],
    formal: [
      'Thank you for your kind review.',
      'Thank you very much for your kind words.',
      'We truly appreciate your kind feedback.',
    ],
  },
  thanksFor: {
    casual: [
      'Thank you for the kind words about {feature}!',
      'Thanks so much for the kind words about {feature}!',
      "Thank you! We're so glad you like {feature}.",
    ],
    formal: [
      'Thank you for your kind words about {feature}.',
      'Thank you. We are glad to hear you appreciate {feature}.',
    ],
  },
  praiseMore: [
    "It's great to hear {brand|the app} works so well for you.",
    'Reviews like yours mean a lot to the whole team.',
    "We're happy it's become part of your day.",
  ],
  achieved: ['And congratulations on your achievement!'],
  paidFor: ["You're paying for {feature}, so we understand how frustrating this is."],
  praiseAlso: [
    'Thank you also for the kind words[ about {feature}].',
    'Your kind words[ about {feature}] mean a lot to us, too.',
  ],
  askMissing: [
    "If something is keeping it from five stars, we'd love to hear what it is.",
    'If anything is missing for you, tell us: we read every message.',
  ],
  neutral: {
    casual: ['Thanks for the feedback.', 'Thanks for taking the time to leave a review.'],
    formal: ['Thank you for your feedback.', 'Thank you for taking the time to leave a review.'],
  },
  request: [
    'Thanks for suggesting {feature}; we have passed the idea on to the team.',
    'Thanks for the suggestion; we have passed the idea on to the team.',
    'Thank you for suggesting {feature}; we have shared the idea with our product team.',
  ],
  requestChange: [
    // "Thanks for your suggestion for the sync" reads as a translation: feedback is on a thing.
    'Thanks for your feedback on {feature}; we have passed it on to the team.',
    'Thank you for your thoughts on {feature}; we have shared them with our product team.',
  ],
  sorry: {
    casual: [
      'Sorry about the trouble[ with {feature}][ {when}][ on your {device}][ ({os})][ in version {version}].',
      "We're sorry about the problem[ with {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    formal: [
      'We apologize for the trouble[ with {feature}][ {when}][ on your {device}][ ({os})][ in version {version}].',
      'We are sorry about the problem[ with {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
    ],
  },
  sorryCrash: [
    'Sorry the app is crashing[ when you use {feature}][ {when}][ on your {device}][ ({os})][ in version {version}].',
    "We're sorry about the crashes[ when you use {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
  ],
  phoneHot: 'your phone gets hot',
  measures: {
    distance: 'distance',
    steps: 'step count',
    calories: 'calorie count',
    pace: 'pace',
    heartRate: 'heart rate',
  },
  sorryFor: {
    freeze: [
      'Sorry the app keeps freezing[ when you use {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry {brand|the app} freezes[ when you use {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    slow: [
      'Sorry the app is so slow[ when you use {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry {brand|the app} is running so slowly[ when you use {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    sync: [
      "Sorry syncing isn't working as it should[ for {feature}][ {when}][ on your {device}][ ({os})][ in version {version}].",
      "We're sorry about the sync problems[ with {feature}][ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    logout: [
      'Sorry the app keeps logging you out[ {when}][ on your {device}][ ({os})][ in version {version}].',
      "We're sorry {brand|the app} keeps signing you out[ {when}][ on your {device}][ ({os})][ in version {version}].",
    ],
    open: [
      "Sorry the app won't open[ {when}][ on your {device}][ ({os})][ in version {version}].",
      "We're sorry {brand|the app} won't open[ {when}][ on your {device}][ ({os})][ in version {version}].",
    ],
    battery: [
      'Sorry about the battery drain[ {when}][ on your {device}][ ({os})][ in version {version}].',
      "We're sorry about the battery drain you're seeing[ {when}][ on your {device}][ ({os})][ in version {version}].",
      // "… and your phone gets hot" finishes a clause: with it, the drain is said as one.
      'Sorry the app drains your battery so fast[ {when}][ on your {device}][ ({os})][ in version {version}] and {also}.',
      "We're sorry {brand|the app} is draining your battery[ {when}][ on your {device}][ ({os})][ in version {version}] and {also}.",
    ],
    // The phone heats up, said alone.
    heat: [
      'Sorry your {device} gets so hot[ {when}][ ({os})][ in version {version}][ and {also}].',
      'Sorry your phone gets so hot[ {when}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry your phone is getting so hot[ {when}][ ({os})][ in version {version}][ and {also}].",
    ],
    late: [
      'Sorry your notifications are arriving late[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
    ],
    wrong: [
      "Sorry the {measure} isn't being recorded correctly[ {when}][ on your {device}][ ({os})][ in version {version}].",
    ],
    // What a named thing does wrong: said with a gerund, which fits one thing or many; only
    // "sorry about …" lines take a second thing ("… and the pace readout freezing").
    stale: [
      'Sorry about {feature} not updating[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry {feature} stopped updating[ {when}][ on your {device}][ ({os})][ in version {version}].",
    ],
    blank: [
      'Sorry about {feature} going blank[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry about {feature} coming up blank[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    cuts: [
      'Sorry about {feature} cutting out[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry about {feature} dropping out[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    load: [
      "Sorry {feature} won't load[ {when}][ on your {device}][ ({os})][ in version {version}].",
      "We're sorry about {feature} not loading[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    reset: [
      'Sorry about {feature} resetting[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry about {feature} resetting itself[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    save: [
      'Sorry about {feature} not saving[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry about {feature} not being saved[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    missing: [
      'Sorry about {feature} not showing up[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry about {feature} not showing up[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    gone: [
      'Sorry about {feature} disappearing[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry about {feature} disappearing[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
    broken: [
      'Sorry about {feature} not working[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry {feature} stopped working[ {when}][ on your {device}][ ({os})][ in version {version}].",
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Sorry the app stops recording[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].',
      "We're sorry {brand|the app} stops recording by itself[ {when}][ on your {device}][ ({os})][ in version {version}][ and {also}].",
    ],
  },
  alsoFor: {
    gone: '{feature} disappearing',
    freeze: '{feature} freezing',
    slow: '{feature} being slow',
    wrong: '{feature} reading wrong',
    sync: '{feature} not syncing',
    late: '{feature} arriving late',
    stale: '{feature} not updating',
    blank: '{feature} going blank',
    cuts: '{feature} cutting out',
    load: '{feature} not loading',
    reset: '{feature} resetting',
    save: '{feature} not saving',
    missing: '{feature} not showing up',
    broken: '{feature} not working',
  },
  alsoClauseFor: {
    gone: '{feature} keeps disappearing',
    freeze: '{feature} freezes',
    slow: '{feature} is slow',
    wrong: "{feature} isn't accurate",
    sync: "{feature} won't sync",
    stale: "{feature} doesn't update",
    blank: '{feature} goes blank',
    cuts: '{feature} cuts out',
    load: "{feature} won't load",
    reset: '{feature} keeps resetting',
    save: "{feature} doesn't save",
    missing: "{feature} doesn't show up",
    broken: "{feature} isn't working",
  },
  alsoClauseForMany: {
    gone: '{feature} keep disappearing',
    freeze: '{feature} freeze',
    slow: '{feature} are slow',
    wrong: "{feature} aren't accurate",
    sync: "{feature} won't sync",
    stale: "{feature} don't update",
    blank: '{feature} go blank',
    cuts: '{feature} cut out',
    load: "{feature} won't load",
    reset: '{feature} keep resetting',
    save: "{feature} don't save",
    missing: "{feature} don't show up",
    broken: "{feature} aren't working",
  },
  heard: {
    price: [
      "Sorry the price[ of {feature}] doesn't feel right to you; we've passed your feedback on to the team.",
      "We're sorry the price[ of {feature}] puts you off; we have shared your feedback with the team.",
      "We hear you on the price[ of {feature}]; we've passed your feedback on to the team.",
    ],
    ads: [
      "Sorry the ads are getting in the way; we've passed this on to the team.",
      "We're sorry the ads spoil it for you; we have shared your feedback with the team.",
      "We hear you on the ads; we've passed this on to the team.",
    ],
    design: [
      "Sorry the design[ of {feature}] isn't working for you; we've shared your feedback with our design team.",
      "We're sorry the new design[ of {feature}] feels like a step back; we've passed your feedback on.",
      "We hear you on the design[ of {feature}]; we've shared your feedback with our design team.",
    ],
    slow: [
      "Sorry the app is so slow for you; we've passed this on to the team.",
      "We're sorry it has been so slow for you; we have shared your feedback with the team.",
      "We understand how frustrating a slow app is; we've passed this on to the team.",
    ],
    account: [
      "Sorry that having to create an account puts you off; we've passed your feedback on to the team.",
    ],
    notifications: [
      "Sorry the notifications have been too much; we've passed your feedback on to the team.",
      "We hear you on the notifications; we've passed your feedback on to the team.",
    ],
    other: [
      "Sorry[ {feature}] didn't live up to what you hoped for; we've passed your feedback on to the team.",
      "We're sorry about[ {feature}]; we've shared your feedback with the team.",
      "We hear you[ on {feature}]; we've passed your feedback on to the team.",
    ],
    // Too hard: the difficulty itself, which "sorry about the levels" leaves unsaid.
    hard: [
      "Sorry the difficulty[ of {feature}] has been so frustrating; we've passed your feedback on to the team.",
      "We're sorry the difficulty[ of {feature}] takes the fun out of it for you; we have shared your feedback with the team.",
      "We hear you on the difficulty[ of {feature}]; we've passed your feedback on to the team.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: [
      "Sorry it feels like you have to pay[ for {item}] to get ahead; we've passed your feedback on to the team.",
      "We're sorry it feels like you can only get ahead by paying[ for {item}]; we have shared your feedback with the team.",
      "We understand it feels like you have to pay[ for {item}] to get ahead; we've passed your feedback on to the team.",
    ],
    // Asked again and again to rate the app: done on purpose, heard, no fault to look into.
    rateNag: [
      "Sorry the requests to rate the app have been too much; we've passed your feedback on to the team.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ["We're sorry to hear you miss[ {feature}]; we've passed your feedback on to the team."],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      "We're sorry the app didn't live up to what you expected; we've passed your feedback on to the team.",
      "Sorry it fell short of what you hoped for; we've shared your feedback with the team.",
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: ["We hear you on {feature}; we've passed your feedback on to the team."],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "the lives system",
    priceOf: "the price of {feature}",
    priceSum: "the {feature} price",
    designOf: "the design of {feature}",
    newDesignOf: "the new design of {feature}",
    price: "the price",
    ads: "the ads",
    design: "the design",
    newDesign: "the new design",
    slow: "how slow the app is",
    notifications: "the number of notifications",
    account: "having to create an account",
    hard: "the difficulty",
    payToWin: "the pressure to pay to get ahead",
    rateNag: "the requests to rate the app",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    "We're so sorry the crash[ in version {version}] cost you your {item}.",
    "We're so sorry the crash[ in version {version}] cost you your data.",
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    "We're so sorry the app froze[ in version {version}] and cost you your {item}.",
    "We're so sorry the app froze[ in version {version}] and cost you your data.",
  ],
  sorryLoss: [
    "We're so sorry you lost your {item}[ after version {version}].",
    "We're so sorry your data is gone[ after version {version}].",
    "We're very sorry your data is missing[ on your {device}].",
    "We're so sorry {cause}[ in version {version}] cost you your {item}.",
    "We're so sorry {cause}[ in version {version}] cost you your data.",
  ],
  elsewhere: {
    app: ['Sorry for the mix-up! It sounds like this is about a different app.'],
    outside: [
      "Thanks for being fair about it, and we're sorry it's been such a hassle all the same.",
    ],
  },
  sorrySarcasm: [
    "Fair point[ about {feature}][ on your {device}], and we're sorry it's been frustrating.",
    "We hear the frustration[ about {feature}][ on your {device}], and we're sorry.",
  ],
  details: {
    contact: [
      'Could you write to {contact} with your device model and app version, so we can look into it?',
      'Please write to {contact} with your device and app version so we can look into it.',
      "Could you write to us at {contact} and let us know which device and app version you're using? We'd like to look into it with you.",
    ],
    noContact: [
      'Please get in touch with our support team with your device model and app version, so we can look into it with you.',
    ],
  },
  followUp: {
    contact: [
      'Please write to us at {contact} so we can look into it with you.',
      'If you write to us at {contact}, we will look into it with you.',
    ],
    noContact: ['Please get in touch with our support team so we can look into it with you.'],
  },
  recovery: {
    contact: [
      'Please write to us at {contact} as soon as you can, so we can check with you what can be recovered.',
      'Please contact us at {contact} right away; we will check with you what can be restored.',
    ],
    noContact: [
      'Please contact our support team as soon as you can, so we can check with you what can be recovered.',
    ],
  },
  answerLead: ['Thanks for asking!', 'Happy to help!', 'Good question, and thanks for asking.'],
  askedLead: ['Thanks for asking.', 'Thanks for your message.'],
  billing: {
    afterCancel: [
      "Sorry you were charged {feature} for {item} after you cancelled; that shouldn't happen.",
      "Sorry you were charged[ {feature}] after cancelling; that shouldn't happen.",
      "We're sorry you were charged[ {feature}] even though you had cancelled.",
    ],
    cantCancel: [
      "Sorry you couldn't cancel and were still charged[ {feature}]; that shouldn't happen.",
    ],
    twice: [
      "Sorry you were charged {feature} twice for {item}; that shouldn't happen.",
      "Sorry you were charged[ {feature}] twice; that shouldn't happen.",
      "We're sorry about the double charge[ for {feature}].",
    ],
    wrongPlan: ['Sorry you were charged[ {feature}] for a different plan than the one you chose.'],
    unknown: [
      "We're sorry about the charge of {feature} for {item} that you didn't expect.",
      "We're sorry about a charge[ for {feature}] you didn't expect.",
      "Sorry you were charged[ {feature}] when you didn't sign up for it.",
    ],
    renewed: [
      'Sorry you were charged {feature} for {item} when it renewed without a clear reminder.',
      'Sorry you were charged[ {feature}] when the subscription renewed without a clear reminder.',
      "We're sorry the subscription renewed and charged you[ {feature}] without warning.",
    ],
    trial: [
      "Sorry you were charged {feature} for {item} when the trial ended; a trial should not end in a charge you didn't see coming.",
      "Sorry you were charged[ {feature}] when the trial ended; a trial should not end in a charge you didn't see coming.",
      "We're sorry the trial turned into a paid subscription and you were charged[ {feature}].",
    ],
    missing: [
      'Sorry your purchase[ of {feature}] is missing; you should have everything you paid for.',
      "We're sorry your purchase[ of {feature}] isn't showing up.",
    ],
    refund: [
      'We understand you would like a refund[ for {feature}].',
      'Sorry about the trouble with your purchase[ of {feature}].',
    ],
    family: ["We're sorry family sharing isn't working for your family[ with {feature}]."],
    currency: ['Sorry you were charged[ {feature}] in a currency other than your own.'],
    priceRise: ["We understand it's frustrating that the price[ of {feature}] went up."],
    child: [
      "We're sorry your child spent {feature} on {item} without asking you first.",
      "We're sorry your child made a purchase[ of {feature}] without asking you first.",
    ],
    approval: {
      app_store: [
        'To keep this from happening again, you can have Apple ask for your approval or your password before every purchase.',
      ],
      google_play: [
        'To keep this from happening again, you can require authentication for every purchase in the Google Play settings.',
      ],
    },
    storeSettings: {
      app_store: [
        "You can see or cancel your subscription at any time in Apple's subscription settings: Settings → your name → Subscriptions.",
      ],
      google_play: [
        'You can see or cancel your subscription at any time in Google Play → Profile → Payments & subscriptions → Subscriptions.',
      ],
    },
    other: [
      'Sorry about the trouble with your payment[ for {feature}].',
      'We understand how frustrating a billing problem is.',
    ],
    refundPath: {
      app_store: [
        `Only Apple can refund App Store purchases: you can request a refund at ${APPLE}.`,
      ],
      google_play: [`Within 48 hours of buying, you can request a refund at ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        "If you write to us at {contact} with your order number, we'll check the charge with you.",
        'Please send your order number to {contact} and we will look into the order with you.',
      ],
      noContact: [
        'If you contact our support team with your order number, we will check the charge with you.',
      ],
    },
    loop: [
      'Sorry you were sent back and forth about this.',
      "We're sorry you were passed from one place to another.",
      "You shouldn't have been sent back and forth: we'll sort this out with you directly.",
      "Nobody should send you back and forth over this; we'll sort it out with you ourselves.",
    ],
  },
  supportFailed: [
    "We're sorry nobody got back to you; that's not how it should be.",
    "Sorry you didn't hear back from us sooner.",
    "You should have heard back from us, and you didn't.",
    'Your messages to us should have been answered.',
  ],
  supportFailedDirect: {
    contact: [
      'You deserved a reply: send {contact} your ticket number or e-mail so we can find your thread.',
    ],
  },
  supportFailedShort: {
    contact: ["You deserved a reply: write to {contact} and we'll find your ticket."],
  },
  orderFailedDirect: {
    contact: [
      'You deserved a reply: send {contact} your order number and e-mail so we can find your thread.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['You deserved a reply: send your order number to {contact}.'],
  },
  supportReplied: [
    "Sorry the replies you got from us didn't solve this.",
    "The answers you got from us so far didn't solve this.",
  ],
  contactAgain: {
    contact: [
      'No need to explain it all again: send {contact} your ticket number or e-mail so we can find your thread.',
    ],
  },
  orderAgain: {
    contact: [
      'No need to explain it all again: send {contact} your order number and e-mail so we can find your thread.',
    ],
  },
  privacyAsked: ["You're right to ask why the app asks for access to {feature}."],
  permissions: {
    location: 'your location',
    contacts: 'your contacts',
    microphone: 'your microphone',
    camera: 'your camera',
    photos: 'your photos',
  },
  privacy: [
    "You're right to ask what happens to your data, and you deserve a clear answer.",
    "That's a fair question about your data, so here is a straight answer.",
  ],
  deletionAsked: ['We understand you asked us to delete your account and its data.'],
  dataCopy: {
    contact: [
      'For a copy of the personal data we hold about you, please write to us directly at {contact} so we can handle your request.',
    ],
    noContact: [
      'For a copy of the personal data we hold about you, please contact our support team directly so we can handle your request.',
    ],
  },
  deletion: [
    "We understand you'd like your account and its data deleted.",
    "Here's how to delete your account and its data.",
  ],
  tried: {
    contact: [
      "You've already tried the usual steps, so please write to us directly at {contact} and we'll look into your case with you.",
      "Since you've already tried the usual steps, please write to us at {contact} so we can look into it with you directly.",
    ],
    noContact: [
      "Since you've already tried the usual steps, please contact our support team directly so we can look into your case with you.",
    ],
  },
  lockedOut: {
    contact: [
      "Sorry you can't get into your account. Please write to us at {contact} with the e-mail address you signed up with, so we can help you get back in.",
      "We're sorry you're locked out. Write to us at {contact} with the address you used to sign up, and we'll help you get back in.",
    ],
    noContact: [
      "Sorry you can't get into your account. Please contact our support team with the e-mail address you signed up with, so we can help you get back in.",
    ],
  },
  contact: {
    contact: [
      'If you write to us at {contact}, we will be glad to help.',
      'Our team at {contact} is happy to help you with this.',
    ],
    noContact: ['If you contact our support team, we will be glad to help.'],
  },
  closing: {
    positive: ['Enjoy {brand|the app}!', 'Thanks again!', 'Have a great day!'],
    neutral: ['Thanks again for the feedback.', 'Thanks for being with us.'],
    negative: ['Thank you for your patience.', 'Thank you for letting us know.'],
  },
}
