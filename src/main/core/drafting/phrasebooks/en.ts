import type { Phrasebook } from './types'

export const en: Phrasebook = {
  code: 'en',
  locale: 'en',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hi {name},', 'Hey {name},', 'Hello {name},'], formal: ['Hello {name},', 'Dear {name},'] },
    anonymous: { casual: ['Hi there,', 'Hello,'], formal: ['Hello,'] },
  },
  opener: {
    high: {
      casual: [
        'Thank you so much for the lovely review!',
        'Thanks a lot for the kind words!',
        'Wow, thank you for the great rating!',
      ],
      formal: [
        'Thank you for your kind review.',
        'Thank you for the excellent rating.',
        'We truly appreciate your positive feedback.',
      ],
    },
    mid: {
      casual: [
        'Thanks for the honest feedback!',
        'Thanks for taking the time to share your thoughts.',
        'We appreciate you telling us what you think.',
      ],
      formal: [
        'Thank you for your feedback.',
        'Thank you for sharing your thoughts with us.',
        'We appreciate your honest review.',
      ],
    },
    low: {
      casual: [
        "We're really sorry about your experience.",
        "Sorry to hear that {brand|the app} let you down.",
        "We're sorry this hasn't worked out for you so far.",
      ],
      formal: [
        'We apologize for the trouble you experienced.',
        'We are sorry to hear about your experience.',
        'Please accept our apologies for the inconvenience.',
      ],
    },
  },
  issue: {
    crash: [
      "We're sorry about the crashes; we've passed your report on to our team.",
      "Thanks for letting us know about the crash; we've shared the details with our developers.",
    ],
    bug: [
      "Thanks for reporting this bug; we've passed it on to our developers.",
      "Sorry about the glitch; we've let our team know.",
    ],
    feature_request: [
      "Thanks for the suggestion! We've shared it with our product team.",
    ],
    pricing: [
      "We understand that price matters, and we've shared your feedback with the team.",
      'Thanks for your thoughts on pricing; we take this kind of feedback seriously.',
    ],
    login: [
      "Sorry you're having trouble signing in.",
      "We'd like to help you get back into your account as soon as possible.",
    ],
    performance: [
      "Sorry the app feels slow; we've passed this on to our team.",
      "Thanks for flagging the performance issues; we've shared them with our developers.",
    ],
    ads: [
      "Thanks for your feedback on the ads; we've passed it on to the team.",
      "We hear you about the ads, and we've shared your comments with the team.",
    ],
    sync: [
      "We know how important your data is, and we'd like to look into this with you right away.",
      "Sorry about the sync trouble; we've passed your report on to our team.",
    ],
    ui: [
      "Thanks for your feedback on the design; we've shared it with our design team.",
      'We want {brand|the app} to be easy to use, and your feedback helps.',
    ],
    support: [
      "We're sorry you had to wait for an answer from us.",
      "Sorry our support didn't meet your expectations this time.",
    ],
  },
  positive: {
    praise: [
      "It's great to hear that {brand|the app} makes a difference for you.",
      'Reviews like yours keep our whole team going.',
      "We're happy it's working so well for you.",
    ],
    ui: ["We're glad you like the design!", 'Happy to hear the app feels easy to use.'],
    support: [
      "We'll pass your kind words on to our support team!",
      'Our support team will be thrilled to hear this.',
    ],
  },
  nextStep: {
    contact: [
      'Please contact us at {contact} so we can take a closer look.',
      "If you write to us at {contact}, we'll be glad to help.",
      'Our team at {contact} is happy to help you sort this out.',
    ],
    noContact: [
      'Please get in touch with our support team so we can take a closer look.',
      "If you contact our support team, we'll be glad to help.",
    ],
  },
  askMore: [
    "We'd love to hear what would make {brand|the app} even better for you.",
    'Let us know what we could do better; we read every message.',
  ],
  closing: {
    high: ['Enjoy {brand|the app}!', 'Thanks again for your support!', 'Have a great day!'],
    mid: ['Thanks again for the feedback.', 'Your feedback means a lot to us.'],
    low: ['Thank you for your patience.', 'Thank you for your understanding.'],
  },
  team: 'The {brand} team',
  apology: /sorry|apolog/i,
  keywords: {
    crash: ['crash', 'closes itself', 'keeps closing', 'force close', 'shuts down', 'kicks me out', "won't open", 'wont open', "doesn't open", 'does not open', 'black screen', 'white screen'],
    bug: ['bug', 'glitch', 'broken', "doesn't work", 'does not work', 'not working', 'error', 'issue', 'problem', 'please fix', 'fix this'],
    feature_request: ['please add', 'would be nice', 'would be great', 'would love', 'wish', 'feature', 'option to', 'dark mode', 'suggest', 'should have', 'could you add', 'widget', 'missing'],
    pricing: ['price', 'pricing', 'expensive', 'subscription', 'subscribe', '=pay', 'paid', 'paying', 'paywall', 'premium', 'refund', 'money', 'cost', 'charged', 'free trial', 'overpriced', 'rip off', 'ripoff'],
    login: ['login', 'log in', 'log-in', 'logged out', 'sign in', 'signin', 'sign-in', 'password', 'account', 'verification', 'verify', '=otp', 'locked out', '2fa'],
    performance: ['slow', '=lag', 'laggy', 'lagging', 'battery', 'drain', 'freez', 'loading', 'takes forever', 'sluggish', 'overheat', 'hangs'],
    ads: ['=ads', '=ad', 'advert', 'commercial', 'popup', 'pop-up', 'pop up'],
    sync: ['sync', 'lost my', 'lost all', 'data', 'backup', 'back up', 'restore', 'disappeared', 'deleted', 'transfer', 'new phone', 'move my notes'],
    ui: ['design', 'interface', '=ui', 'layout', 'font', 'color', 'colour', 'theme', 'looks', 'navigation', 'button', 'menu', 'icon', 'confusing', 'cluttered', 'easy to use', 'intuitive', 'beautiful', 'clean', 'toolbar', 'sidebar', 'redesign', 'ugly', 'hideous'],
    support: ['support', 'customer service', 'no response', 'no reply', 'never replied', 'never responded', 'contacted', 'emailed', 'help desk', 'helpdesk', 'customer care'],
    praise: ['love', 'great', 'awesome', 'amazing', 'excellent', 'best', 'perfect', 'fantastic', 'helpful', 'useful', 'recommend', 'thank', 'nice', 'good', 'wonderful', 'brilliant', 'favorite', 'favourite'],
  },
}
