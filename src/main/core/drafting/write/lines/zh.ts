import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Where a problem happens. "（{os}）" cannot stand without the device before it, so each
 * combination is its own line and the drafter takes the one naming the most.
 */
const ON = ['在您的{device}（{os}）上', '在您的{device}上', '在{os}上']
const on = (line: (where: string) => string): string[] => ON.map(line)

/**
 * Simplified Chinese with 您 throughout, as the phrasebook. Named things go in “”. A contact or
 * an address has a space on both sides: Chinese glued to it would read as part of the address.
 */
export const zh: MoveLines = {
  thanks: {
    casual: ['非常感谢您的好评！', '谢谢您的认可和支持！', '感谢您抽空写下这么暖心的评价！'],
    formal: ['感谢您的好评与支持。', '非常感谢您对我们的肯定。', '衷心感谢您的认可。'],
  },
  thanksFor: {
    casual: [
      '感谢您对{feature}的喜爱！',
      '谢谢您的好评！很高兴您喜欢{feature}。',
      '谢谢您对{feature}的夸奖！',
    ],
    formal: ['感谢您对{feature}的肯定。', '谢谢您！很高兴{feature}能得到您的认可。'],
  },
  praiseMore: [
    '{brand|我们的应用}能帮到您，我们倍感荣幸。',
    '您的鼓励对我们整个团队意义重大。',
    '祝您使用愉快！',
  ],
  achieved: ['恭喜您取得这样的成绩！'],
  // The feat named where the review names one: the bare line fits any review.
  achievedOf: {
    weight: ['恭喜您减重成功，真为您高兴！'],
    best: ['恭喜您刷新个人最好成绩，真为您高兴！'],
    exam: ['恭喜您顺利通过考试，真为您高兴！'],
    level: ['恭喜您成功通关，真为您高兴！'],
    race: ['恭喜您顺利完赛，真为您高兴！'],
  },
  praiseAlso: ['同时也感谢您[对{feature}]的肯定。'],
  askMissing: [
    '如果有哪里让您觉得还不够好，欢迎告诉我们。',
    '如果觉得还缺少什么，请告诉我们，每一条留言我们都会认真阅读。',
  ],
  neutral: {
    casual: ['谢谢您的反馈。', '感谢您抽空留下评价。'],
    formal: ['感谢您的反馈。', '感谢您抽出时间为我们评价。'],
  },
  request: [
    '感谢您[关于{feature}]的建议，我们已转达给产品团队。',
    '谢谢您[提出{feature}]的想法，我们已分享给团队。',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['感谢您[关于{feature}]的建议，我们已转达给产品团队。'],
  sorry: {
    casual: [
      ...on((w) => `我们很抱歉，[{when}，]${w}[{feature}]出现了问题[，{also}][（版本 {version}）]。`),
      ...on((w) => `[{feature}]${w}无法正常使用[（版本 {version}）]，我们真的很抱歉。`),
      '我们很抱歉，[{when}，]{version}版本中[{feature}]出现了问题。',
      '[{feature}]在{version}版本中无法正常使用，我们真的很抱歉。',
      '我们很抱歉，[{when}，][{feature}]给您带来了困扰。',
      // "关于GPS定位，让您有了…" leaves the experience without a cause: the thing brought it.
      '很抱歉[{feature}]给您带来了不好的体验。',
      '[{feature}]给您添麻烦了，我们非常抱歉。',
    ],
    formal: [
      ...on((w) => `对于[{feature}]${w}出现的问题[（版本 {version}）]，我们深表歉意。`),
      ...on((w) => `[{feature}]${w}无法正常使用[，{also}][（版本 {version}）]，我们深感抱歉。`),
      '对于[{feature}]在{version}版本中出现的问题，我们深表歉意。',
      '对于[{feature}]给您带来的不便，我们深表歉意。',
      '我们很抱歉[{feature}]未能达到您的期望。',
      '[{feature}]给您造成了困扰，我们深表歉意。',
    ],
  },
  sorryCrash: [
    ...on(
      (w) =>
        `我们很抱歉，[{when}，]应用${w}[使用{feature}时]闪退了[，{also}][（版本 {version}）]。`,
    ),
    '我们很抱歉，[{when}，]应用在{version}版本中[使用{feature}时]闪退了。',
    '我们很抱歉，[{when}，]应用[在使用{feature}时]闪退了。',
    '[使用{feature}时]应用闪退，给您添麻烦了，我们非常抱歉。',
    '我们很抱歉让您遇到了闪退[（使用{feature}时）]。',
  ],
  phoneHot: '手机还会发烫',
  measures: {
    distance: '距离',
    steps: '步数',
    calories: '卡路里',
    pace: '配速',
    heartRate: '心率',
  },
  sorryFor: {
    freeze: [
      '很抱歉，[{when}，]应用在您的{device}（{os}）上[使用{feature}时]会卡住[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在您的{device}上[使用{feature}时]会卡住[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在{os}上[使用{feature}时]会卡住[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用[使用{feature}时]会卡住[，{also}][（版本 {version}）]。',
    ],
    slow: [
      '很抱歉，[{when}，]应用在您的{device}（{os}）上[使用{feature}时]运行很慢[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在您的{device}上[使用{feature}时]运行很慢[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在{os}上[使用{feature}时]运行很慢[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用[使用{feature}时]运行很慢[，{also}][（版本 {version}）]。',
    ],
    sync: [
      '很抱歉，[{when}，]在您的{device}（{os}）上同步无法正常进行[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]在您的{device}上同步无法正常进行[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]在{os}上同步无法正常进行[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]同步无法正常进行[，{also}][（版本 {version}）]。',
    ],
    logout: [
      '很抱歉，[{when}，]应用在您的{device}（{os}）上总是自动退出登录[（版本 {version}）]。',
      '很抱歉，[{when}，]应用在您的{device}上总是自动退出登录[（版本 {version}）]。',
      '很抱歉，[{when}，]应用在{os}上总是自动退出登录[（版本 {version}）]。',
      '很抱歉，[{when}，]应用总是自动退出登录[（版本 {version}）]。',
    ],
    open: [
      '很抱歉，[{when}，]应用在您的{device}（{os}）上打不开[（版本 {version}）]。',
      '很抱歉，[{when}，]应用在您的{device}上打不开[（版本 {version}）]。',
      '很抱歉，[{when}，]应用在{os}上打不开[（版本 {version}）]。',
      '很抱歉，[{when}，]应用打不开[（版本 {version}）]。',
    ],
    battery: [
      '很抱歉，[{when}，]应用在您的{device}（{os}）上耗电这么快[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在您的{device}上耗电这么快[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在{os}上耗电这么快[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用耗电这么快[，{also}][（版本 {version}）]。',
    ],
    // The phone heats up, said alone.
    heat: [
      '很抱歉，[{when}，]应用导致您的{device}发烫[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用导致您的手机发烫[，{also}][（版本 {version}）]。',
    ],
    late: [
      '很抱歉，[{when}，]通知在您的{device}（{os}）上总是延迟送达[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]通知在您的{device}上总是延迟送达[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]通知在{os}上总是延迟送达[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]通知总是延迟送达[，{also}][（版本 {version}）]。',
    ],
    wrong: [
      '很抱歉，[{when}，]在您的{device}（{os}）上{measure}记录不准确[（版本 {version}）]。',
      '很抱歉，[{when}，]在您的{device}上{measure}记录不准确[（版本 {version}）]。',
      '很抱歉，[{when}，]在{os}上{measure}记录不准确[（版本 {version}）]。',
      '很抱歉，[{when}，]{measure}记录不准确[（版本 {version}）]。',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上无法正常更新[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上无法正常更新[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上无法正常更新[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}无法正常更新[，{also}][（版本 {version}）]。',
    ],
    blank: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上显示一片空白[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上显示一片空白[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上显示一片空白[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}显示一片空白[，{also}][（版本 {version}）]。',
    ],
    cuts: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上总是中断[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上总是中断[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上总是中断[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}总是中断[，{also}][（版本 {version}）]。',
    ],
    load: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上加载不出来[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上加载不出来[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上加载不出来[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}加载不出来[，{also}][（版本 {version}）]。',
    ],
    reset: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上总是被重置[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上总是被重置[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上总是被重置[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}总是被重置[，{also}][（版本 {version}）]。',
    ],
    save: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上无法保存[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上无法保存[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上无法保存[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}无法保存[，{also}][（版本 {version}）]。',
    ],
    missing: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上不显示[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上不显示[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上不显示[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}不显示[，{also}][（版本 {version}）]。',
    ],
    gone: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上会消失[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上会消失[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上会消失[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}会消失[，{also}][（版本 {version}）]。',
    ],
    broken: [
      '很抱歉，[{when}，]{feature}在您的{device}（{os}）上无法正常使用[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在您的{device}上无法正常使用[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}在{os}上无法正常使用[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]{feature}无法正常使用[，{also}][（版本 {version}）]。',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      '很抱歉，[{when}，]应用在您的{device}（{os}）上会自动停止记录[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在您的{device}上会自动停止记录[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用在{os}上会自动停止记录[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]应用会自动停止记录[，{also}][（版本 {version}）]。',
    ],
  },
  alsoFor: {
    gone: '{feature}也会消失',
    freeze: '{feature}也会卡住',
    stale: '{feature}也不更新',
    blank: '{feature}也一片空白',
    cuts: '{feature}也会中断',
    load: '{feature}也加载不出来',
    reset: '{feature}也会被重置',
    save: '{feature}也无法保存',
    missing: '{feature}也不显示',
    broken: '{feature}也无法正常使用',
    sync: '{feature}也无法同步',
    wrong: '{feature}也不准确',
  },
  heard: {
    price: [
      '我们很抱歉[{feature}的]价格让您觉得不太合理，您的意见我们已转达给团队。',
      '[{feature}的]价格没能让您满意，我们深表歉意，并已将您的反馈分享给团队。',
      "关于[{feature}的]价格，您的意见我们已转达给团队。",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: ['很抱歉让您觉得不付费就难以前进，您的意见我们已转达给团队。'],
    ads: [
      '我们很抱歉广告影响了您的使用，您的意见我们已转达给团队。',
      '广告打扰了您的使用体验，我们深表歉意，并已将您的反馈分享给团队。',
      "关于广告，您的意见我们已转达给团队。",
    ],
    design: [
      '我们很抱歉[{feature}的]设计没能让您满意，我们已将您的意见转达给设计团队。',
      '[{feature}的]新设计让您觉得不如以前，我们深表歉意，并已将您的反馈转达给团队。',
      "关于[{feature}的]设计，您的意见我们已转达给设计团队。",
    ],
    slow: [
      '很抱歉应用运行这么慢，给您带来了不便，我们已将您的反馈分享给团队。',
      '应用运行缓慢，我们深表歉意，并已将您的反馈转达给团队。',
      "关于运行缓慢的问题，您的意见我们已转达给团队。",
    ],
    account: ['很抱歉必须注册账号给您带来了不便，您的意见我们已转达给团队。'],
    notifications: [
      '很抱歉通知过于频繁，您的意见我们已转达给团队。',
      "关于通知太多的问题，您的意见我们已转达给团队。",
    ],
    other: [
      // "体力没能达到您的期望" has a game's stamina fail someone: the app fell short in that respect.
      '很抱歉[{feature}方面]没能让您满意，您的意见我们已转达给团队。',
      '[关于{feature}，]让您失望了，我们深表歉意，并已将您的反馈分享给团队。',
      "[关于{feature}，]您的意见我们已转达给团队。",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['[关于{feature}，]让您失望了，我们深表歉意，并已将您的反馈分享给团队。'],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    // One thing named slow ("搜索太慢了"): its slowness, not the whole app's.
    slowOf: [
      '很抱歉{feature}这么慢，给您带来了不便，我们已将您的反馈分享给团队。',
      '{feature}速度太慢，我们深表歉意，并已将您的反馈转达给团队。',
    ],
    letdown: [
      '很抱歉没能达到您的期望，您的意见我们已转达给团队。',
      '让您失望了，我们深表歉意，并已将您的反馈分享给团队。',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "很抱歉{feature}给您带来了不好的体验，您的意见我们已转达给团队。",
      "关于{feature}，您的意见我们已转达给团队。",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "体力机制",
    priceOf: "{feature}的价格",
    designOf: "{feature}的设计",
    newDesignOf: "{feature}的新设计",
    price: "价格",
    ads: "广告",
    design: "设计",
    newDesign: "新设计",
    slow: "运行缓慢",
    notifications: "通知太多",
    account: "必须注册账号",
    hard: "难度",
    payToWin: "不付费就难以前进",
    rateNag: "频繁要求评分",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    '我们非常抱歉，[{version}版本中]应用闪退导致您的{item}丢失了。',
    '我们非常抱歉，[{version}版本中]应用闪退导致您的数据丢失了。',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    '我们非常抱歉，[{version}版本中]应用卡死导致您的{item}丢失了。',
    '我们非常抱歉，[{version}版本中]应用卡死导致您的数据丢失了。',
  ],
  sorryLoss: [
    '我们非常抱歉[更新到{version}版本后]您的{item}丢失了。',
    '我们非常抱歉[更新到{version}版本后]您的数据丢失了。',
    '您[在{device}上]的数据不见了，我们真的非常抱歉。',
    '我们非常抱歉，[{when}，][{version}版本中]{cause}出现的问题导致您的{item}丢失了。',
    '我们非常抱歉，[{version}版本中]{cause}出现的问题导致您的数据丢失了。',
  ],
  elsewhere: {
    app: ['很抱歉造成混淆！这似乎是关于另一款应用的。'],
    outside: ['感谢您的坦诚；给您带来不便，我们仍深感抱歉。'],
  },
  sorrySarcasm: [
    '[关于{feature}，]您说得有道理，让您这么失望，我们很抱歉。',
    '[关于{feature}，]我们理解您的不满，真的很抱歉。',
  ],
  details: {
    contact: ['方便的话，请通过 {contact} 告诉我们您的设备型号和应用版本，我们会和您一起排查。'],
    noContact: ['请联系我们的客服团队，告诉我们您的设备型号和应用版本，以便我们和您一起排查。'],
  },
  followUp: {
    contact: [
      '请通过 {contact} 联系我们，我们会和您一起排查。',
      '方便的话，请通过 {contact} 联系我们，我们会和您一起查看。',
    ],
    noContact: ['请联系我们的客服团队，我们会和您一起排查。'],
  },
  recovery: {
    contact: [
      '请尽快通过 {contact} 联系我们，我们会和您一起确认哪些数据可以找回。',
      '请立即通过 {contact} 与我们联系，我们会和您一起查看能恢复哪些内容。',
    ],
    noContact: ['请尽快联系我们的客服团队，我们会和您一起确认哪些数据可以找回。'],
  },
  answerLead: ['感谢您的提问！', '很高兴为您解答！', '谢谢您的提问。'],
  askedLead: ['感谢您的提问。', '谢谢您的留言。'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      '我们很抱歉您在取消后仍被收取了[{feature}的]费用，这种情况本不应该发生。',
      '您已经取消了订阅却仍被收取了[{feature}的]费用，我们非常抱歉。',
    ],
    cantCancel: ['很抱歉您无法取消订阅，却仍被持续收取[{feature}的]费用。'],
    twice: [
      '我们很抱歉您被重复收取了[{feature}的]费用，这种情况本不应该发生。',
      '对于[{feature}的]重复扣费，我们深表歉意。',
    ],
    wrongPlan: ['很抱歉，您被按照与所选不同的套餐收取了[{feature}的]费用。'],
    unknown: [
      '我们很抱歉出现了您没有预料到的[{feature}]扣费。',
      '我们很抱歉您被收取了一笔您并未订购的[{feature}]费用。',
    ],
    renewed: [
      '我们很抱歉订阅在没有明确提醒的情况下自动续费，收取了[{feature}的]费用。',
      '订阅在没有提醒的情况下续费并收取了[{feature}的]费用，我们非常抱歉。',
    ],
    trial: [
      '我们很抱歉试用期结束后自动转为付费，收取了[{feature}的]费用。',
      '试用期结束后您被收取了[{feature}的]费用，我们非常抱歉。',
    ],
    missing: [
      '我们很抱歉您购买的[{feature}]没有到账，您付费购买的内容理应全部可以使用。',
      '我们很抱歉您[{feature}的]购买记录没有显示出来。',
    ],
    // Ads still shown after buying their removal: what they see, not a purchase "not showing up".
    missingAds: [
      '很抱歉您在购买[{feature}]之后仍然看到广告，您付费购买的内容理应全部可以使用。',
    ],
    refund: [
      '我们理解您希望为这次[{feature}的]购买退款。',
      '我们很抱歉这次[{feature}的]购买给您带来了麻烦。',
    ],
    family: ['很抱歉您的家人无法通过家人共享使用这次购买[（{feature}）]。'],
    currency: ['很抱歉您被以其他货币收取了[{feature}的]费用。'],
    priceRise: ['我们理解[{feature}的]价格上涨让您不满。'],
    child: ['很抱歉，您的孩子在未经您同意的情况下进行了购买。'],
    approval: {
      app_store: ['为避免再次发生，您可以设置让 Apple 在每次购买前都请求您的批准或密码。'],
      google_play: ['为避免再次发生，您可以在 Google Play 设置中要求每次购买都进行身份验证。'],
    },
    storeSettings: {
      app_store: ['您可以随时在 Apple 的订阅设置中查看或取消订阅：设置 → 您的姓名 → 订阅。'],
      google_play: ['您可以随时在 Google Play → 个人资料 → 付款和订阅 → 订阅 中查看或取消订阅。'],
    },
    other: ['我们很抱歉这笔[{feature}的]付款给您带来了麻烦。', '我们理解付款问题有多让人烦恼。'],
    refundPath: {
      app_store: [`App Store 的购买只能由 Apple 退款，您可以在 ${APPLE} 申请退款。`],
      google_play: [`购买后 48 小时内，您可以在 ${GOOGLE} 申请退款。`],
    },
    checkOrder: {
      contact: [
        '如果您通过 {contact} 把订单号发给我们，我们会和您一起核对这笔扣费。',
        '请通过 {contact} 把订单号告诉我们，我们会和您一起查看这笔订单。',
      ],
      noContact: ['如果您联系客服团队并提供订单号，我们会和您一起核对这笔扣费。'],
    },
    loop: [
      '我们很抱歉让您为这件事来回奔波。',
      '我们很抱歉让您被推来推去。',
      '您不应该被推来推去，这件事我们会直接和您一起处理。',
    ],
  },
  supportFailed: [
    '我们很抱歉一直没有人回复您，这本不应该发生。',
    '我们很抱歉没能及时给您回复。',
    '您本应收到我们的回复，但却没有。',
  ],
  supportFailedDirect: {
    contact: [
      '您本应得到回复。为方便我们找到您之前的消息，请通过 {contact} 发来工单号或您当时使用的联系地址。',
    ],
  },
  orderFailedDirect: {
    contact: [
      '您本应得到回复：请通过 {contact} 发来订单号和您当时使用的联系地址，方便我们找到您之前的消息。',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['您本应得到回复：请通过 {contact} 发来订单号。'],
  },
  supportReplied: [
    '很抱歉，[{when}，]我们之前的回复没能帮您解决问题。',
    '我们之前的回复没能解决问题。',
  ],
  contactAgain: {
    contact: [
      '您不必再从头解释：为方便我们找到您之前的消息，只需通过 {contact} 发来工单号或您当时使用的联系地址。',
    ],
  },
  orderAgain: {
    contact: [
      '为方便我们找到您之前的消息和这笔扣费，请通过 {contact} 发来订单号和您当时使用的联系地址。',
    ],
  },
  privacyAsked: ['您问为什么应用需要访问您的{feature}，这个问题很合理。'],
  permissions: {
    location: '位置',
    contacts: '通讯录',
    microphone: '麦克风',
    camera: '相机',
    photos: '照片',
  },
  privacy: [
    '您关心自己的数据会被如何处理，这完全合理，您理应得到明确的答复。',
    '这是关于您数据的合理问题，下面直接为您解答。',
  ],
  deletionAsked: ['我们了解您曾请求删除您的账号和数据。'],
  dataCopy: {
    contact: ['如需获取我们保存的您个人数据的副本，请直接通过 {contact} 联系我们。'],
    noContact: ['如需获取我们保存的您个人数据的副本，请直接联系我们的支持团队。'],
  },
  deletion: ['我们理解您希望删除账号及其数据。', '删除账号及数据的方法如下。'],
  tried: {
    contact: [
      '既然您已经尝试过常规步骤，请直接通过 {contact} 联系我们，我们会和您一起查看具体情况。',
    ],
    noContact: ['既然您已经尝试过常规步骤，请直接联系我们的客服团队，我们会和您一起查看具体情况。'],
  },
  lockedOut: {
    contact: [
      '我们很抱歉您无法登录账号。请通过 {contact} 联系我们，并告知注册时使用的邮箱，以便我们协助您重新登录。',
      '登录不了账号确实让人着急，我们非常抱歉。请通过 {contact} 把注册邮箱告诉我们，以便我们协助您重新登录。',
    ],
    noContact: [
      '我们很抱歉您无法登录账号。请联系我们的客服团队，并告知注册时使用的邮箱，以便我们协助您重新登录。',
    ],
  },
  contact: {
    contact: [
      '如果您通过 {contact} 联系我们，我们很乐意帮忙。',
      '如有需要，欢迎随时通过 {contact} 联系我们的团队。',
      '有任何问题，都可以通过 {contact} 联系我们。',
    ],
    noContact: ['如果您联系我们的客服团队，我们很乐意帮忙。'],
  },
  closing: {
    positive: ['祝您使用愉快！', '再次感谢您的支持！', '祝您生活愉快！'],
    neutral: ['再次感谢您的反馈。', '感谢您一直以来的支持。'],
    negative: ['感谢您的耐心与理解。', '感谢您告诉我们。'],
  },
}
