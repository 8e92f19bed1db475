import type { Lines, MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Where a problem happens, as a phrase ending in 에서. "({os})" cannot stand without the device
 * before it, so each combination is its own line and the drafter takes the one naming the most.
 */
const where = (tail: string): string[] => [
  `{device}({os})[, {version} 버전]에서 ${tail}`,
  `{device}[, {version} 버전]에서 ${tail}`,
  `{os}[, {version} 버전] 환경에서 ${tail}`,
  `{version} 버전에서 ${tail}`,
]

/**
 * Korean in one register, 합니다체, casual or formal: a reply that switches to 해요체 mid-way
 * reads as two writers, and the thanks never says "glad" (기쁩니다) where `praiseMore` may say it next. A quoted thing is followed only by particles that do not change with its last
 * syllable (에, 의, 도) or by a head noun (관련, 부분, 제안), and the brand by none. A contact or
 * an address is followed by a space and a noun (주소로, 페이지에서): Hangul glued to it would read
 * as part of the address.
 */
const sorryCasual: Lines = [
  ...where('[{when} ][{feature} 관련 ]문제가 생겨 불편을 드려 죄송합니다.'),
  ...where('[{when} ][{feature} 부분이 ]제대로 작동하지 않는다니 죄송합니다.'),
  '[{feature} 관련해서 ]불편을 드려 죄송합니다.',
  '[{feature} 관련해서 ]실망을 드려 죄송합니다.',
  '[{feature} 관련해서 ]불편을 겪게 해 드려 죄송합니다.',
]

const sorryFormal: Lines = [
  ...where('[{when} ][{feature} 관련 ]문제가 발생하여 불편을 끼쳐 드려 대단히 죄송합니다.'),
  ...where('[{when} ][{feature} 부분이 ]정상적으로 작동하지 않아 진심으로 사과드립니다.'),
  '[{feature} 관련하여 ]불편을 끼쳐 드려 대단히 죄송합니다.',
  '[{feature} 관련하여 ]기대에 미치지 못해 진심으로 사과드립니다.',
  '[{feature} 관련하여 ]불편을 드린 점 깊이 사과드립니다.',
]

export const ko: MoveLines = {
  thanks: {
    casual: [
      '좋은 리뷰 남겨 주셔서 정말 감사합니다!',
      '따뜻한 말씀 정말 감사합니다!',
      '시간 내어 리뷰를 써 주셔서 감사합니다!',
    ],
    formal: [
      '소중한 리뷰를 남겨 주셔서 감사합니다.',
      '따뜻한 말씀에 진심으로 감사드립니다.',
      '좋은 평가를 해 주셔서 감사합니다.',
    ],
  },
  thanksFor: {
    casual: [
      '{feature}에 대한 칭찬 정말 감사합니다!',
      '{feature}에 대한 좋은 평가 정말 감사합니다!',
      '{feature}에 대해 좋은 말씀 남겨 주셔서 감사합니다!',
    ],
    formal: [
      '{feature}에 대한 좋은 평가에 감사드립니다.',
      '{feature}에 대해 좋은 말씀을 남겨 주셔서 감사합니다.',
    ],
  },
  praiseMore: [
    '{brand|저희 앱}에 만족하신다니 정말 기쁩니다.',
    '이런 리뷰가 저희 팀 모두에게 큰 힘이 됩니다.',
    '즐겁게 이용하고 계신다니 기쁩니다.',
  ],
  achieved: ['이루신 성과 정말 축하드립니다!'],
  // The feat named where the review names one: the bare line fits any review.
  achievedOf: {
    weight: ['감량에 성공하셨다니 정말 축하드립니다!'],
    best: ['개인 기록 경신 정말 축하드립니다!'],
    exam: ['합격을 진심으로 축하드립니다!'],
    level: ['클리어하셨다니 정말 축하드립니다!'],
    race: ['완주 정말 축하드립니다!'],
  },
  praiseAlso: [
    '[{feature}에 대한 ]좋은 말씀도 감사드립니다.',
    '[{feature}에 대한 ]좋은 말씀도 저희에게 큰 힘이 됩니다.',
  ],
  askMissing: [
    '아쉬운 점이나 바라는 점이 있다면 꼭 알려 주세요.',
    '부족하다고 느끼신 점이 있다면 편하게 알려 주세요. 보내 주신 메시지는 모두 읽고 있습니다.',
  ],
  neutral: {
    casual: ['의견 남겨 주셔서 감사합니다.', '시간 내어 리뷰를 남겨 주셔서 감사합니다.'],
    formal: ['소중한 의견 감사합니다.', '리뷰를 남겨 주셔서 감사합니다.'],
  },
  request: [
    '[{feature} ]제안 감사합니다. 개발팀에 전달했습니다.',
    '[{feature}에 대한 ]좋은 아이디어 감사합니다. 제품팀과 공유했습니다.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['[{feature}에 대한 ]제안 감사합니다. 개발팀에 전달했습니다.'],
  sorry: { casual: sorryCasual, formal: sorryFormal },
  sorryCrash: [
    ...where('[{when} ][{feature} 이용 중 ]앱이 강제 종료된다니 정말 죄송합니다.'),
    '[{when} ][{feature} 이용 중 ]앱이 강제 종료된다니 정말 죄송합니다.',
    '[{when} ][{feature} 이용 중 ]앱이 꺼지는 문제로 불편을 드려 죄송합니다.',
    '[{when} ][{feature} 이용 중 ]앱이 종료되는 문제를 겪고 계셔서 죄송합니다.',
  ],
  measures: {
    distance: '거리가',
    steps: '걸음 수가',
    calories: '칼로리가',
    pace: '페이스가',
    heartRate: '심박수가',
  },
  sorryFor: {
    freeze: [
      '{device}({os})[, {version} 버전]에서 [{when} ][{feature} 사용 중 ]앱이 멈춘다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ][{feature} 사용 중 ]앱이 멈춘다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ][{feature} 사용 중 ]앱이 멈춘다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ][{feature} 사용 중 ]앱이 멈춘다니 불편을 드려 죄송합니다.',
      '[{when} ][{feature} 사용 중 ]앱이 멈춘다니 불편을 드려 죄송합니다.',
    ],
    slow: [
      '{device}({os})[, {version} 버전]에서 [{when} ][{feature} 사용 시 ]앱이 느리게 작동한다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ][{feature} 사용 시 ]앱이 느리게 작동한다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ][{feature} 사용 시 ]앱이 느리게 작동한다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ][{feature} 사용 시 ]앱이 느리게 작동한다니 불편을 드려 죄송합니다.',
      '[{when} ][{feature} 사용 시 ]앱이 느리게 작동한다니 불편을 드려 죄송합니다.',
    ],
    sync: [
      '{device}({os})[, {version} 버전]에서 [{when} ]동기화가 제대로 되지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]동기화가 제대로 되지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]동기화가 제대로 되지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]동기화가 제대로 되지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]동기화가 제대로 되지 않는다니 불편을 드려 죄송합니다.',
    ],
    logout: [
      '{device}({os})[, {version} 버전]에서 [{when} ]계속 로그아웃된다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]계속 로그아웃된다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]계속 로그아웃된다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]계속 로그아웃된다니 불편을 드려 죄송합니다.',
      '[{when} ]계속 로그아웃된다니 불편을 드려 죄송합니다.',
    ],
    open: [
      '{device}({os})[, {version} 버전]에서 [{when} ]앱이 열리지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]앱이 열리지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]앱이 열리지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]앱이 열리지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]앱이 열리지 않는다니 불편을 드려 죄송합니다.',
    ],
    battery: [
      '{device}({os})[, {version} 버전]에서 [{when} ]배터리가 빨리 닳는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]배터리가 빨리 닳는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]배터리가 빨리 닳는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]배터리가 빨리 닳는다니 불편을 드려 죄송합니다.',
      '[{when} ]배터리가 빨리 닳는다니 불편을 드려 죄송합니다.',
    ],
    // The phone heats up, said alone.
    heat: [
      '{device}[, {version} 버전]에서 [{when} ]발열이 심하다니 불편을 드려 죄송합니다.',
      '[{version} 버전에서 ][{when} ]휴대폰 발열이 심하다니 불편을 드려 죄송합니다.',
    ],
    late: [
      '{device}({os})[, {version} 버전]에서 [{when} ]알림이 늦게 온다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]알림이 늦게 온다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]알림이 늦게 온다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]알림이 늦게 온다니 불편을 드려 죄송합니다.',
      '[{when} ]알림이 늦게 온다니 불편을 드려 죄송합니다.',
    ],
    wrong: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{measure} 정확하게 기록되지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{measure} 정확하게 기록되지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{measure} 정확하게 기록되지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{measure} 정확하게 기록되지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{measure} 정확하게 기록되지 않는다니 불편을 드려 죄송합니다.',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 업데이트되지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 업데이트되지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 업데이트되지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 업데이트되지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 업데이트되지 않는다니 불편을 드려 죄송합니다.',
    ],
    blank: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분에 아무것도 표시되지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분에 아무것도 표시되지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분에 아무것도 표시되지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분에 아무것도 표시되지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분에 아무것도 표시되지 않는다니 불편을 드려 죄송합니다.',
    ],
    cuts: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 자꾸 끊긴다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 자꾸 끊긴다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 자꾸 끊긴다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 자꾸 끊긴다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 자꾸 끊긴다니 불편을 드려 죄송합니다.',
    ],
    load: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 불러와지지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 불러와지지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 불러와지지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 불러와지지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 불러와지지 않는다니 불편을 드려 죄송합니다.',
    ],
    reset: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 자꾸 초기화된다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 자꾸 초기화된다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 자꾸 초기화된다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 자꾸 초기화된다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 자꾸 초기화된다니 불편을 드려 죄송합니다.',
    ],
    save: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 저장되지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 저장되지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 저장되지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 저장되지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 저장되지 않는다니 불편을 드려 죄송합니다.',
    ],
    missing: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 표시되지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 표시되지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 표시되지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 표시되지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 표시되지 않는다니 불편을 드려 죄송합니다.',
    ],
    gone: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 사라진다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 사라진다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 사라진다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 사라진다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 사라진다니 불편을 드려 죄송합니다.',
    ],
    broken: [
      '{device}({os})[, {version} 버전]에서 [{when} ]{feature} 부분이 제대로 작동하지 않는다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]{feature} 부분이 제대로 작동하지 않는다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]{feature} 부분이 제대로 작동하지 않는다니 불편을 드려 죄송합니다.',
      '{version} 버전에서 [{when} ]{feature} 부분이 제대로 작동하지 않는다니 불편을 드려 죄송합니다.',
      '[{when} ]{feature} 부분이 제대로 작동하지 않는다니 불편을 드려 죄송합니다.',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      '{device}({os})[, {version} 버전]에서 [{when} ]기록이 멈춘다니 불편을 드려 죄송합니다.',
      '{device}[, {version} 버전]에서 [{when} ]기록이 멈춘다니 불편을 드려 죄송합니다.',
      '{os}[, {version} 버전] 환경에서 [{when} ]기록이 멈춘다니 불편을 드려 죄송합니다.',
      '[{when} ]기록이 멈춘다니 불편을 드려 죄송합니다.',
    ],
  },
  heard: {
    price: [
      '[{feature} ]가격이 만족스럽지 못해 죄송합니다. 보내주신 의견은 팀에 전달했습니다.',
      '[{feature} ]가격 때문에 실망하셨다니 죄송합니다. 의견은 팀과 공유했습니다.',
      "[{feature} ]가격에 대한 의견은 팀에 전달했습니다.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: ['과금하지 않으면 진행하기 어렵다고 느끼게 해 드려 죄송합니다. 보내주신 의견은 팀에 전달했습니다.'],
    ads: [
      '광고가 이용에 방해가 되어 죄송합니다. 의견은 담당 팀에 전달했습니다.',
      '광고 때문에 불편하게 이용하셨다니 죄송합니다. 보내 주신 의견은 팀과 공유했습니다.',
      "광고에 대한 의견은 담당 팀에 전달했습니다.",
    ],
    design: [
      '[{feature}의 ]디자인이 마음에 들지 않으셨다니 죄송합니다. 디자인팀에 의견을 전달했습니다.',
      '[{feature}의 ]새 디자인이 오히려 불편하게 느껴지셨다니 죄송합니다. 팀에 의견을 전달했습니다.',
      "[{feature}의 ]디자인에 대한 의견은 디자인팀에 전달했습니다.",
    ],
    slow: [
      '앱이 느려서 불편을 드려 죄송합니다. 주신 의견은 팀에 전달했습니다.',
      '앱 속도가 느려 죄송합니다. 의견은 팀에 전달했습니다.',
      "앱이 느리다는 의견은 팀에 전달했습니다.",
    ],
    account: ['계정 가입이 필수여서 불편을 드려 죄송합니다. 의견은 팀에 전달했습니다.'],
    notifications: [
      '알림이 너무 많아 불편을 드려 죄송합니다. 의견은 팀에 전달했습니다.',
      "알림이 너무 많다는 의견은 팀에 전달했습니다.",
    ],
    other: [
      '[{feature}에 대해 ]기대에 미치지 못해 죄송합니다. 의견은 팀에 전달했습니다.',
      '[{feature} 부분에서 ]실망시켜 드려 죄송합니다. 팀과 의견을 공유했습니다.',
      "[{feature}에 대한 ]의견은 팀에 전달했습니다.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['[{feature} 부분에서 ]실망시켜 드려 죄송합니다. 팀과 의견을 공유했습니다.'],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    // One thing named slow ("검색이 느려요"): its slowness, not the whole app's.
    slowOf: [
      '{feature} 속도가 느려서 불편을 드려 죄송합니다. 주신 의견은 팀에 전달했습니다.',
      '{feature} 속도가 느려 죄송합니다. 의견은 팀에 전달했습니다.',
    ],
    letdown: [
      '기대에 미치지 못해 죄송합니다. 보내주신 의견은 팀에 전달했습니다.',
      '만족스럽지 못한 경험을 드려 죄송합니다. 의견은 팀에 전달했습니다.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "{feature} 때문에 불편을 드려 죄송합니다. 의견은 담당 팀에 전달했습니다.",
      "{feature}에 대한 의견은 담당 팀에 전달했습니다.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "생명 시스템",
    priceOf: "{feature} 가격",
    designOf: "{feature} 디자인",
    newDesignOf: "{feature}의 새 디자인",
    price: "가격",
    ads: "광고",
    design: "디자인",
    newDesign: "새 디자인",
    slow: "느린 속도",
    notifications: "잦은 알림",
    account: "계정 생성 의무",
    hard: "난이도",
    payToWin: "과금 유도",
    rateNag: "잦은 평가 요청",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    '[{version} 버전에서 ]앱이 강제 종료되면서 {item} 데이터가 사라졌다니 정말 죄송합니다.',
    '[{version} 버전에서 ]앱이 강제 종료되면서 데이터가 사라졌다니 정말 죄송합니다.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    '[{version} 버전에서 ]앱이 멈추면서 {item} 데이터가 사라졌다니 정말 죄송합니다.',
    '[{version} 버전에서 ]앱이 멈추면서 데이터가 사라졌다니 정말 죄송합니다.',
  ],
  sorryLoss: [
    '[{version} 업데이트 이후 ]{item} 데이터가 사라졌다니 정말 죄송합니다.',
    '[{version} 업데이트 이후 ]데이터가 사라졌다니 정말 죄송합니다.',
    '[{device}에서 ]소중한 데이터가 사라졌다니 정말 죄송합니다.',
    '[{version} 버전에서 ]{cause} 문제로 {item} 데이터가 사라졌다니 정말 죄송합니다.',
    '[{version} 버전에서 ]{cause} 문제로 데이터가 사라졌다니 정말 죄송합니다.',
  ],
  elsewhere: {
    app: ['혼란을 드려 죄송합니다. 다른 앱에 관한 내용인 것 같습니다.'],
    outside: ['솔직하게 말씀해 주셔서 감사합니다. 그래도 불편을 겪고 계셔서 안타깝습니다.'],
  },
  sorrySarcasm: [
    '[{feature}에 대해 ]얼마나 답답하셨을지 충분히 이해합니다. 죄송합니다.',
    '[{feature} 관련 ]말씀 새겨듣겠습니다. 실망을 드려 죄송합니다.',
  ],
  details: {
    contact: [
      '번거로우시겠지만 {contact} 주소로 사용 중인 기기 모델과 앱 버전을 알려 주시면 함께 확인해 보겠습니다.',
      '{contact} 주소로 기기 모델과 앱 버전을 알려 주세요.',
    ],
    noContact: [
      '번거로우시겠지만 고객센터로 사용 중인 기기 모델과 앱 버전을 알려 주시면 함께 확인해 보겠습니다.',
    ],
  },
  followUp: {
    contact: [
      '{contact} 주소로 연락 주시면 함께 확인해 보겠습니다.',
      '번거로우시겠지만 {contact} 주소로 문의해 주시면 함께 살펴보겠습니다.',
    ],
    noContact: ['고객센터로 연락 주시면 함께 확인해 보겠습니다.'],
  },
  recovery: {
    contact: [
      '가능한 한 빨리 {contact} 주소로 연락해 주세요. 어떤 데이터를 되살릴 수 있는지 함께 확인해 보겠습니다.',
      '지금 바로 {contact} 주소로 문의해 주세요. 복구할 수 있는 부분이 있는지 함께 살펴보겠습니다.',
    ],
    noContact: [
      '가능한 한 빨리 고객센터로 연락해 주세요. 어떤 데이터를 되살릴 수 있는지 함께 확인해 보겠습니다.',
    ],
  },
  answerLead: ['문의해 주셔서 감사합니다!', '기꺼이 안내해 드리겠습니다!', '좋은 질문 감사합니다.'],
  askedLead: ['문의해 주셔서 감사합니다.', '메시지 남겨 주셔서 감사합니다.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      '해지하셨는데도 {item} 관련 {feature} 결제가 이루어졌다니 죄송합니다. 있어서는 안 되는 일입니다.',
      '해지하셨는데도 [{feature} ]결제가 되었다니 죄송합니다. 있어서는 안 되는 일입니다.',
      '구독을 취소하셨는데도 [{feature} ]요금이 청구되어 죄송합니다.',
    ],
    cantCancel: ['구독을 해지하지 못하셨는데 [{feature} ]요금이 계속 청구되었다니 죄송합니다.'],
    twice: [
      '{item} 관련 {feature} 결제가 두 번 이루어졌다니 죄송합니다. 있어서는 안 되는 일입니다.',
      '[{feature} ]결제가 두 번 이루어졌다니 죄송합니다. 있어서는 안 되는 일입니다.',
      '[{feature} ]중복 결제로 불편을 드려 죄송합니다.',
    ],
    wrongPlan: ['[{feature} ]결제가 선택하신 것과 다른 요금제로 이루어졌다니 죄송합니다.'],
    unknown: [
      '예상하지 못한 {item} 관련 {feature} 결제가 있었다니 죄송합니다.',
      '예상하지 못한 [{feature} ]결제가 있었다니 죄송합니다.',
      '신청하지 않은 항목에 [{feature} ]요금이 청구되어 죄송합니다.',
    ],
    renewed: [
      '안내 없이 자동 갱신되어 {item} 관련 {feature} 결제가 이루어졌다니 죄송합니다.',
      '안내 없이 자동 갱신되어 [{feature} ]결제가 되었다니 죄송합니다.',
      '미리 알림 없이 구독이 갱신되어 [{feature} ]요금이 청구되어 죄송합니다.',
    ],
    trial: [
      '체험 기간이 끝난 뒤 {item} 관련 {feature} 결제가 이루어졌다니 죄송합니다.',
      '체험 기간이 끝난 뒤 [{feature} ]결제가 되었다니 죄송합니다.',
      '체험 기간이 유료 구독으로 전환되어 [{feature} ]요금이 청구되어 죄송합니다.',
    ],
    missing: [
      '구매하신 [{feature} ]항목이 보이지 않는다니 죄송합니다. 결제하신 내용은 모두 이용하실 수 있어야 합니다.',
      '[{feature} ]구매 내역이 반영되지 않아 죄송합니다.',
    ],
    // Ads still shown after buying their removal: what they see, not a purchase "not showing up".
    missingAds: [
      '[{feature} ]구매 후에도 광고가 계속 나온다니 죄송합니다. 결제하신 내용은 모두 이용하실 수 있어야 합니다.',
    ],
    refund: [
      '구매하신 [{feature} ]항목의 환불을 원하신다는 말씀 잘 알겠습니다.',
      '[{feature} ]구매와 관련해 불편을 드려 죄송합니다.',
    ],
    family: ['가족 공유로 가족분들이 [{feature} ]구매 항목을 이용하지 못하신다니 죄송합니다.'],
    currency: ['[{feature} ]결제가 고객님의 통화가 아닌 다른 통화로 청구되어 죄송합니다.'],
    priceRise: ['[{feature} ]가격 인상으로 불편을 드려 죄송합니다.'],
    child: ['자녀가 허락 없이 결제를 하게 되어 속상하셨을 것 같습니다. 불편을 드려 죄송합니다.'],
    approval: {
      app_store: [
        '이런 일이 다시 생기지 않도록 구매할 때마다 Apple이 승인이나 암호를 요청하도록 설정하실 수 있습니다.',
      ],
      google_play: [
        '이런 일이 다시 생기지 않도록 Google Play 설정에서 모든 구매에 인증을 요구하도록 설정하실 수 있습니다.',
      ],
    },
    storeSettings: {
      app_store: [
        '구독은 Apple 설정에서 언제든지 확인하거나 해지하실 수 있습니다: 설정 → 사용자 이름 → 구독.',
      ],
      google_play: [
        '구독은 Google Play → 프로필 → 결제 및 구독 → 구독에서 언제든지 확인하거나 해지하실 수 있습니다.',
      ],
    },
    other: [
      '[{feature} ]결제 문제로 불편을 드려 죄송합니다.',
      '결제 문제가 얼마나 답답하실지 이해합니다.',
    ],
    refundPath: {
      app_store: [
        `App Store 구매 건은 Apple만 환불할 수 있습니다. ${APPLE} 페이지에서 환불을 요청해 주세요.`,
      ],
      google_play: [`구매 후 48시간 이내에는 ${GOOGLE} 페이지에서 환불을 요청하실 수 있습니다.`],
    },
    checkOrder: {
      contact: [
        '주문 번호를 {contact} 주소로 보내 주시면 결제 내역을 함께 확인해 드리겠습니다.',
        '{contact} 주소로 주문 번호를 알려 주시면 주문 내용을 함께 살펴보겠습니다.',
      ],
      noContact: [
        '주문 번호와 함께 고객센터로 문의해 주시면 결제 내역을 함께 확인해 드리겠습니다.',
      ],
    },
    loop: [
      '여러 곳을 오가시게 해서 죄송합니다.',
      '이곳저곳으로 안내받으셔야 했다니 죄송합니다.',
      '여기저기 문의하실 필요 없이, 이 건은 저희가 직접 함께 확인하겠습니다.',
    ],
  },
  supportFailed: [
    '답변을 받지 못하셨다니 죄송합니다. 있어서는 안 되는 일입니다.',
    '더 빨리 답변드리지 못해 죄송합니다.',
    '저희가 답변을 드렸어야 했는데 그러지 못했습니다.',
  ],
  supportFailedDirect: {
    contact: [
      '답변을 드렸어야 했습니다. 이전 메시지를 찾을 수 있도록 티켓 번호나 문의하신 주소를 {contact} 주소로 보내 주세요.',
    ],
  },
  orderFailedDirect: {
    contact: [
      '답변을 드렸어야 했습니다. 이전 메시지를 찾을 수 있도록 주문 번호와 문의하신 주소를 {contact} 주소로 보내 주세요.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['답변을 드렸어야 했습니다. 주문 번호를 {contact} 주소로 보내 주세요.'],
  },
  supportReplied: [
    '이전 답변으로 문제가 해결되지 않아 죄송합니다.',
    '지금까지의 답변으로는 문제가 해결되지 않았습니다.',
  ],
  contactAgain: {
    contact: [
      '모두 다시 설명하실 필요는 없습니다. 이전 메시지를 찾을 수 있도록 티켓 번호나 문의하신 주소를 {contact} 주소로 보내 주세요.',
    ],
  },
  orderAgain: {
    contact: [
      '이전 메시지와 결제 내역을 찾을 수 있도록 주문 번호와 문의하신 주소를 {contact} 주소로 보내 주세요.',
    ],
  },
  privacyAsked: ['앱이 왜 {feature} 접근 권한을 요청하는지 궁금하신 것은 당연합니다.'],
  permissions: {
    location: '위치',
    contacts: '연락처',
    microphone: '마이크',
    camera: '카메라',
    photos: '사진',
  },
  privacy: [
    '데이터가 어떻게 쓰이는지 궁금해하시는 건 당연한 일이라, 분명하게 답변드리겠습니다.',
    '데이터에 관한 타당한 질문이라 솔직하게 답변드리겠습니다.',
  ],
  deletionAsked: ['계정과 데이터 삭제를 요청하셨다는 말씀 잘 알겠습니다.'],
  dataCopy: {
    contact: ['보관 중인 개인정보의 사본을 원하시면 {contact} 주소로 직접 문의해 주세요.'],
    noContact: ['보관 중인 개인정보의 사본을 원하시면 고객지원팀에 직접 문의해 주세요.'],
  },
  deletion: [
    '계정과 데이터를 삭제하고 싶으시다는 점 잘 알겠습니다.',
    '계정과 데이터를 삭제하는 방법은 다음과 같습니다.',
  ],
  tried: {
    contact: [
      '이미 일반적인 방법을 시도해 보셨으니, {contact} 주소로 직접 연락해 주세요. 함께 상황을 확인해 드리겠습니다.',
    ],
    noContact: [
      '이미 일반적인 방법을 시도해 보셨으니, 고객지원팀으로 직접 연락해 주세요. 함께 상황을 확인해 드리겠습니다.',
    ],
  },
  lockedOut: {
    contact: [
      '계정에 로그인하지 못하셔서 불편을 드려 죄송합니다. 가입하신 이메일을 적어 {contact} 주소로 문의해 주시면 다시 로그인하실 수 있도록 도와드리겠습니다.',
      '로그인이 되지 않아 죄송합니다. {contact} 주소로 가입하신 이메일을 알려 주시면 다시 로그인하실 수 있도록 도와드리겠습니다.',
    ],
    noContact: [
      '계정에 로그인하지 못하셔서 불편을 드려 죄송합니다. 가입하신 이메일을 적어 고객센터로 문의해 주시면 다시 로그인하실 수 있도록 도와드리겠습니다.',
    ],
  },
  contact: {
    contact: [
      '{contact} 주소로 문의해 주시면 기꺼이 도와드리겠습니다.',
      '도움이 필요하시면 {contact} 주소로 편하게 연락 주세요.',
      '궁금하신 점은 언제든 {contact} 주소로 문의해 주세요.',
    ],
    noContact: ['고객센터로 문의해 주시면 기꺼이 도와드리겠습니다.'],
  },
  closing: {
    positive: ['앞으로도 즐겁게 이용해 주세요!', '다시 한번 감사드립니다!', '좋은 하루 보내세요!'],
    neutral: ['의견 주셔서 다시 한번 감사드립니다.', '함께해 주셔서 감사합니다.'],
    negative: ['알려 주셔서 감사합니다.', '소중한 의견 감사합니다.'],
  },
}
