import type { Lines, MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Where a problem happens, as a phrase ending in で. Japanese cannot drop the device and keep
 * its OS in parentheses, so each combination is its own line and the drafter takes the one that
 * names the most.
 */
const where = (tail: string): string[] => [
  `{device}（{os}）[、バージョン{version}]で${tail}`,
  `{device}[、バージョン{version}]で${tail}`,
  `{os}[、バージョン{version}]の環境で${tail}`,
  `バージョン{version}で${tail}`,
]

/**
 * Japanese in the phrasebook's polite です/ます register (様 after the name); the formal lines
 * add 誠に and ございます. Named things go in 「」, so no particle depends on them. A contact or
 * address is always followed by a space: Japanese glued to it would read as part of the address.
 */
const sorryCasual: Lines = [
  ...where('[{when}][{feature}に]不具合が起きているとのこと、ご不便をおかけして申し訳ありません。'),
  ...where('[{when}][{feature}が]正常に動作しないとのこと、申し訳ありません。'),
  '[{feature}の件で]ご不便をおかけして申し訳ありません。',
  '[{feature}について、]ご期待に沿えず申し訳ありません。',
  '[{feature}の件で]ご迷惑をおかけしており、大変申し訳ありません。',
]

const sorryFormal: Lines = [
  ...where(
    '[{when}][{feature}に]不具合が発生しているとのこと、ご不便をおかけし誠に申し訳ございません。',
  ),
  ...where('[{when}][{feature}が]正常に動作しないとのこと、大変申し訳ございません。'),
  '[{feature}の件で]ご不便をおかけし、誠に申し訳ございません。',
  '[{feature}について、]ご期待に沿えず大変申し訳ございません。',
  '[{feature}の件で]ご迷惑をおかけしておりますこと、心よりお詫び申し上げます。',
]

export const ja: MoveLines = {
  thanks: {
    casual: [
      '温かいレビューをありがとうございます！',
      '嬉しいお言葉をありがとうございます！',
      'レビューを書いていただき、ありがとうございます！',
    ],
    formal: [
      'この度は温かいレビューをいただき、誠にありがとうございます。',
      'ご好評をいただき、ありがとうございます。',
      '嬉しいお言葉をいただき、心より感謝申し上げます。',
    ],
  },
  thanksFor: {
    casual: [
      '{feature}へのお褒めの言葉、ありがとうございます！',
      '{feature}を気に入っていただけたとのこと、ありがとうございます！',
      '{feature}について嬉しいお言葉をありがとうございます！',
    ],
    formal: [
      '{feature}について温かいお言葉をいただき、ありがとうございます。',
      '{feature}をご評価いただき、誠にありがとうございます。',
    ],
  },
  praiseMore: [
    '{brand|アプリ}を楽しんでいただけているようで、とても嬉しいです。',
    'いただいたお言葉は、チーム全員の励みになります。',
    '快適にお使いいただけているようで、何よりです。',
  ],
  achieved: ['目標達成、おめでとうございます！'],
  // The feat named where the review names one: the bare line fits any review.
  achievedOf: {
    weight: ['ダイエット成功、おめでとうございます！'],
    best: ['自己ベスト更新、おめでとうございます！'],
    exam: ['合格、おめでとうございます！'],
    level: ['クリア、おめでとうございます！'],
    race: ['完走、おめでとうございます！'],
  },
  praiseAlso: ['[{feature}について]嬉しいお言葉もいただき、励みになります。'],
  askMissing: [
    '物足りない点や改善してほしい点があれば、ぜひ教えてください。',
    '足りないと感じる点があれば、お気軽にお聞かせください。いただいたメッセージはすべて拝見しています。',
  ],
  neutral: {
    casual: ['ご感想をありがとうございます。', 'レビューを書いていただき、ありがとうございます。'],
    formal: [
      'ご意見をお寄せいただき、ありがとうございます。',
      'この度はレビューをお寄せいただき、誠にありがとうございます。',
    ],
  },
  request: [
    '[{feature}の]ご提案をありがとうございます。開発チームに共有いたしました。',
    '[{feature}についての]アイデアをありがとうございます。チームに伝えました。',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: [
    '[{feature}についての]ご提案をありがとうございます。開発チームに共有いたしました。',
  ],
  sorry: { casual: sorryCasual, formal: sorryFormal },
  sorryCrash: [
    ...where(
      '[{when}][{feature}を使うと]アプリが落ちてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ),
    '[{when}][{feature}を使うと]アプリが落ちてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    '[{when}][{feature}の操作中に]アプリが強制終了してしまうとのこと、大変申し訳ありません。',
    '[{when}][{feature}の利用時に]アプリが終了してしまうとのこと、ご迷惑をおかけして申し訳ありません。',
  ],
  phoneHot: '端末が熱くなる',
  measures: {
    distance: '距離',
    steps: '歩数',
    calories: '消費カロリー',
    pace: 'ペース',
    heartRate: '心拍数',
  },
  sorryFor: {
    freeze: [
      '{device}（{os}）[、バージョン{version}]で[{when}][{feature}の操作中に]アプリが固まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}][{feature}の操作中に]アプリが固まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}][{feature}の操作中に]アプリが固まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}][{feature}の操作中に]アプリが固まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}][{feature}の操作中に]アプリが固まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    slow: [
      '{device}（{os}）[、バージョン{version}]で[{when}][{feature}の]動作が重い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}][{feature}の]動作が重い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}][{feature}の]動作が重い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}][{feature}の]動作が重い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}][{feature}の]動作が重い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    // "アップデート後、Apple Watchでの同期が…": when it began comes first, the device names where it syncs.
    sync: [
      '[{when}]{device}（{os}）[、バージョン{version}]での同期が正常に行われない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{device}[、バージョン{version}]での同期が正常に行われない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{os}[、バージョン{version}]の環境での同期が正常に行われない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]同期が正常に行われない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]同期が正常に行われない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    logout: [
      '{device}（{os}）[、バージョン{version}]で[{when}]何度もログアウトされてしまうとのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]何度もログアウトされてしまうとのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]何度もログアウトされてしまうとのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]何度もログアウトされてしまうとのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]何度もログアウトされてしまうとのこと、ご不便をおかけして申し訳ありません。',
    ],
    open: [
      '{device}（{os}）[、バージョン{version}]で[{when}]アプリが起動しないとのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]アプリが起動しないとのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]アプリが起動しないとのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]アプリが起動しないとのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]アプリが起動しないとのこと、ご不便をおかけして申し訳ありません。',
    ],
    battery: [
      '{device}（{os}）[、バージョン{version}]で[{when}]電池の減りが早い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]電池の減りが早い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]電池の減りが早い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]電池の減りが早い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]電池の減りが早い[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    // The phone heats up, said alone.
    heat: [
      '{device}[（{os}）][、バージョン{version}]で[{when}]端末が熱くなるとのこと、ご不便をおかけして申し訳ありません。',
      '[バージョン{version}で][{when}]端末が熱くなるとのこと、ご不便をおかけして申し訳ありません。',
    ],
    late: [
      '{device}（{os}）[、バージョン{version}]で[{when}]通知が遅れて届く[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]通知が遅れて届く[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]通知が遅れて届く[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]通知が遅れて届く[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]通知が遅れて届く[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    wrong: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{measure}が正しく記録されないとのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{measure}が正しく記録されないとのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{measure}が正しく記録されないとのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{measure}が正しく記録されないとのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{measure}が正しく記録されないとのこと、ご不便をおかけして申し訳ありません。',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が更新されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が更新されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が更新されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が更新されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が更新されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    blank: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が真っ白になってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が真っ白になってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が真っ白になってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が真っ白になってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が真っ白になってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    cuts: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が途切れてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が途切れてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が途切れてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が途切れてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が途切れてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    load: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が読み込まれない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が読み込まれない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が読み込まれない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が読み込まれない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が読み込まれない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    reset: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}がリセットされてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}がリセットされてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}がリセットされてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}がリセットされてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}がリセットされてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    save: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が保存されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が保存されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が保存されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が保存されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が保存されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    missing: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が表示されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が表示されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が表示されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が表示されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が表示されない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    gone: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が消えてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が消えてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が消えてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が消えてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が消えてしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    broken: [
      '{device}（{os}）[、バージョン{version}]で[{when}]{feature}が正常に動作しない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]{feature}が正常に動作しない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]{feature}が正常に動作しない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      'バージョン{version}で[{when}]{feature}が正常に動作しない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]{feature}が正常に動作しない[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      '{device}（{os}）[、バージョン{version}]で[{when}]記録が止まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{device}[、バージョン{version}]で[{when}]記録が止まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '{os}[、バージョン{version}]の環境で[{when}]記録が止まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
      '[{when}]記録が止まってしまう[うえ、{also}]とのこと、ご不便をおかけして申し訳ありません。',
    ],
  },
  alsoFor: {
    gone: '{feature}も消えてしまう',
    stale: '{feature}も更新されない',
    blank: '{feature}も真っ白になってしまう',
    cuts: '{feature}も途切れてしまう',
    load: '{feature}も読み込まれない',
    reset: '{feature}もリセットされてしまう',
    save: '{feature}も保存されない',
    missing: '{feature}も表示されない',
    broken: '{feature}も正常に動作しない',
    sync: '{feature}も同期されない',
    wrong: '{feature}の精度も悪い',
    freeze: '{feature}も固まってしまう',
  },
  heard: {
    price: [
      '[{feature}の]料金にご満足いただけず、申し訳ありません。いただいたご意見はチームに共有いたしました。',
      '[{feature}の]料金が内容に見合わないと感じさせてしまい、申し訳ございません。ご意見はチームに伝えました。',
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: ['課金しないと先に進めないと感じさせてしまい、申し訳ありません。いただいたご意見はチームに共有いたしました。'],
    ads: [
      '広告がご利用の妨げになってしまい、申し訳ありません。いただいたご意見はチームに共有いたしました。',
      '広告のせいで快適にご利用いただけず、申し訳ございません。ご意見はチームに伝えました。',
    ],
    design: [
      '[{feature}の]デザインがお気に召さず、申し訳ありません。いただいたご意見はデザインチームに共有いたしました。',
      '[{feature}の]新しいデザインが以前より使いにくく感じられたとのこと、申し訳ございません。ご意見はチームに伝えました。',
    ],
    slow: [
      '動作が遅く、ご不便をおかけして申し訳ありません。いただいたご意見はチームに共有いたしました。',
      'アプリの動作が遅いとのこと、申し訳ありません。ご意見はチームに共有いたしました。',
    ],
    account: [
      'アカウント登録が必須であることでご不便をおかけし、申し訳ありません。いただいたご意見はチームに共有いたしました。',
    ],
    notifications: [
      '通知が多すぎてご不便をおかけし、申し訳ありません。いただいたご意見はチームに共有いたしました。',
    ],
    other: [
      '[{feature}について]ご期待に沿えず、申し訳ありません。いただいたご意見はチームに共有いたしました。',
      '[{feature}の件で]残念な思いをさせてしまい、申し訳ございません。ご意見はチームに伝えました。',
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      '[{feature}の件で]残念な思いをさせてしまい、申し訳ございません。ご意見はチームに伝えました。',
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    // One thing named slow ("検索が遅い"): its slowness, not the whole app's.
    slowOf: [
      '{feature}の動作が遅く、ご不便をおかけして申し訳ありません。いただいたご意見はチームに共有いたしました。',
      '{feature}の動作が遅いとのこと、申し訳ありません。ご意見はチームに共有いたしました。',
    ],
    letdown: [
      'ご期待に沿えず、申し訳ありません。いただいたご意見はチームに共有いたしました。',
      'ご期待に応えられず、申し訳ございません。ご意見はチームに伝えました。',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: ["{feature}についてご不便をおかけし、申し訳ありません。いただいたご意見はチームに共有いたしました。"],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "ライフの仕組み",
    priceOf: "{feature}の料金",
    price: "価格",
    ads: "広告",
    design: "デザイン",
    newDesign: "新しいデザイン",
    slow: "動作の遅さ",
    notifications: "通知の多さ",
    account: "アカウント作成が必要な点",
    hard: "難易度",
    payToWin: "課金しないと進めない点",
    rateNag: "評価のお願いの多さ",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    '[バージョン{version}で、]アプリが落ちて{item}のデータが失われてしまったとのこと、大変申し訳ありません。',
    '[バージョン{version}で、]アプリが落ちてデータが失われてしまったとのこと、大変申し訳ありません。',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    '[バージョン{version}で、]アプリがフリーズして{item}のデータが失われてしまったとのこと、大変申し訳ありません。',
    '[バージョン{version}で、]アプリがフリーズしてデータが失われてしまったとのこと、大変申し訳ありません。',
  ],
  sorryLoss: [
    '[バージョン{version}以降、]{item}のデータが失われてしまったとのこと、大変申し訳ありません。',
    '[バージョン{version}以降、]データが失われてしまったとのこと、大変申し訳ありません。',
    '[{device}で]大切なデータが見つからないとのこと、本当に申し訳ありません。',
    '[バージョン{version}で、]{cause}の不具合により{item}のデータが失われてしまったとのこと、大変申し訳ありません。',
    '[バージョン{version}で、]{cause}の不具合によりデータが失われてしまったとのこと、大変申し訳ありません。',
  ],
  elsewhere: {
    app: ['紛らわしく、申し訳ありません。別のアプリについてのご意見のようです。'],
    outside: [
      '率直にお知らせいただき、ありがとうございます。ご不便をおかけしていることを残念に思います。',
    ],
  },
  sorrySarcasm: [
    '[{feature}について、]ご指摘はもっともです。ご不快な思いをさせてしまい、申し訳ありません。',
    '[{feature}について、]ご不満はよく分かります。申し訳ありません。',
  ],
  details: {
    contact: [
      'お手数ですが、お使いの端末の機種とアプリのバージョンを {contact} までお知らせいただけますか。一緒に確認させていただきます。',
      '端末の機種とアプリのバージョンを {contact} までお知らせください。',
      'よろしければ {contact} まで、お使いの端末の機種とアプリのバージョンをお知らせください。いただいた情報をもとに、一緒に原因を確認させていただきます。',
    ],
    noContact: [
      'お手数ですが、お使いの端末の機種とアプリのバージョンをサポート窓口までお知らせいただけますか。一緒に確認させていただきます。',
    ],
  },
  followUp: {
    contact: [
      'お手数ですが、{contact} までご連絡いただけますか。一緒に確認させていただきます。',
      '{contact} までご連絡いただければ、一緒に確認いたします。',
    ],
    noContact: [
      'お手数ですが、サポート窓口までご連絡いただけますか。一緒に確認させていただきます。',
    ],
  },
  recovery: {
    contact: [
      'できるだけ早く {contact} までご連絡ください。復元できるものがないか、一緒に確認いたします。',
      'お手数ですが、すぐに {contact} までご連絡いただけますか。何を復元できるか、一緒に確認させていただきます。',
    ],
    noContact: [
      'できるだけ早くサポート窓口までご連絡ください。復元できるものがないか、一緒に確認いたします。',
    ],
  },
  answerLead: [
    'ご質問ありがとうございます！',
    'お問い合わせありがとうございます。',
    'ご質問いただき、ありがとうございます。',
  ],
  askedLead: ['ご質問ありがとうございます。', 'メッセージをありがとうございます。'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      '解約後にも{item}の料金（{feature}）が請求されてしまったとのこと、申し訳ありません。本来あってはならないことです。',
      '解約後にも[{feature}の]請求が発生してしまったとのこと、申し訳ありません。本来あってはならないことです。',
      '解約されたにもかかわらず[{feature}の]請求が発生してしまい、大変申し訳ありません。',
    ],
    cantCancel: ['解約ができず[{feature}の]請求が続いてしまったとのこと、申し訳ありません。'],
    twice: [
      '{item}の料金（{feature}）が二重に請求されてしまったとのこと、申し訳ありません。本来あってはならないことです。',
      '[{feature}の]料金が二重に請求されてしまったとのこと、申し訳ありません。本来あってはならないことです。',
      '[{feature}の]二重請求でご迷惑をおかけし、大変申し訳ありません。',
    ],
    wrongPlan: [
      'お選びいただいたものとは別のプランで[{feature}が]請求されてしまったとのこと、申し訳ありません。',
    ],
    unknown: [
      '身に覚えのない{item}の請求（{feature}）があったとのこと、ご心配をおかけして申し訳ありません。',
      '身に覚えのない[{feature}の]請求があったとのこと、ご心配をおかけして申し訳ありません。',
      'お申し込みでない内容に[{feature}の]請求が発生してしまい、申し訳ありません。',
    ],
    renewed: [
      '事前のお知らせがはっきりしないまま{item}が自動更新され、{feature}が請求されてしまったとのこと、申し訳ありません。',
      '事前のお知らせがはっきりしないまま自動更新され、[{feature}の]請求が発生してしまったとのこと、申し訳ありません。',
      '十分な通知がないまま更新となり[{feature}の]請求が発生してしまい、大変申し訳ありません。',
    ],
    trial: [
      'お試し期間の終了後に{item}の料金（{feature}）が請求されてしまったとのこと、申し訳ありません。',
      'お試し期間の終了後に[{feature}の]請求が発生してしまったとのこと、申し訳ありません。',
      'お試し期間がそのまま有料プランに切り替わり[{feature}の]請求が発生してしまい、大変申し訳ありません。',
    ],
    missing: [
      'ご購入いただいた[{feature}の]内容が反映されていないとのこと、申し訳ありません。お支払いいただいた分はすべてご利用いただけるはずのものです。',
      '[{feature}の]ご購入内容が表示されていないとのこと、申し訳ありません。',
    ],
    // Ads still shown after buying their removal: what they see, not a purchase "not showing up".
    missingAds: [
      '[{feature}を]ご購入いただいたのに広告が表示されるとのこと、申し訳ありません。お支払いいただいた分はすべてご利用いただけるはずのものです。',
    ],
    refund: [
      '[{feature}の]ご購入分の返金をご希望とのこと、承知いたしました。',
      '[{feature}の]ご購入の件でご不便をおかけして申し訳ありません。',
    ],
    family: ['[{feature}を]ファミリー共有でご家族がご利用になれないとのこと、申し訳ありません。'],
    currency: [
      '[{feature}の]料金がお客様の通貨とは異なる通貨で請求されたとのこと、申し訳ありません。',
    ],
    priceRise: ['[{feature}の]値上げでご不満をおかけして申し訳ありません。'],
    child: [
      'お子様が保護者の方の許可なく購入してしまったとのこと、ご心配をおかけして申し訳ありません。',
    ],
    approval: {
      app_store: [
        '今後このようなことを防ぐには、購入のたびにAppleが承認またはパスワードを求めるよう設定できます。',
      ],
      google_play: [
        '今後このようなことを防ぐには、Google Playの設定で購入のたびに認証を求めるよう設定できます。',
      ],
    },
    storeSettings: {
      app_store: [
        'サブスクリプションはAppleの設定からいつでも確認・解約できます：「設定」→ユーザ名→「サブスクリプション」。',
      ],
      google_play: [
        'サブスクリプションはGoogle Playの「プロフィール」→「お支払いと定期購入」→「定期購入」からいつでも確認・解約できます。',
      ],
    },
    other: [
      '[{feature}の]お支払いの件でご不便をおかけして申し訳ありません。',
      'お支払いのトラブルでご心配をおかけして申し訳ありません。',
    ],
    refundPath: {
      app_store: [
        `App Storeでのご購入は、Appleのみが返金を行えます。${APPLE} から返金を申請してください。`,
      ],
      google_play: [`ご購入から48時間以内であれば、${GOOGLE} から返金を申請いただけます。`],
    },
    checkOrder: {
      contact: [
        'ご注文番号を添えて {contact} までご連絡いただければ、請求内容を一緒に確認いたします。',
        'お手数ですが、ご注文番号を {contact} までお送りください。ご注文の状況を一緒に確認いたします。',
      ],
      noContact: [
        'ご注文番号を添えてサポート窓口までご連絡いただければ、請求内容を一緒に確認いたします。',
      ],
    },
    loop: [
      'たらい回しのような思いをさせてしまい、申し訳ありません。',
      'あちこちに問い合わせることになってしまい、申し訳ありません。',
      'あちこちに問い合わせていただく必要はありません。この件は私たちが直接確認いたします。',
    ],
  },
  supportFailed: [
    'お問い合わせにお返事できておらず、申し訳ありません。本来あってはならないことです。',
    'お返事が遅くなってしまい、申し訳ありません。',
    '本来であれば、私たちからお返事するべきところでした。',
  ],
  supportFailedDirect: {
    contact: [
      'お返事すべきところでした。以前のメッセージをお探しするため、チケット番号か、ご連絡いただいたアドレスを {contact} までお送りください。',
    ],
  },
  orderFailedDirect: {
    contact: [
      'お返事すべきところでした。以前のメッセージをお探しするため、注文番号と、ご連絡いただいたアドレスを {contact} までお送りください。',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['お返事すべきところでした。注文番号を {contact} までお送りください。'],
  },
  supportReplied: [
    'これまでのお返事で問題が解決せず、申し訳ありません。',
    'これまでのお返事では問題が解決していませんでした。',
  ],
  contactAgain: {
    contact: [
      '改めてご説明いただく必要はありません。以前のメッセージをお探しするため、チケット番号か、ご連絡いただいたアドレスを {contact} までお送りください。',
    ],
  },
  orderAgain: {
    contact: [
      '以前のメッセージとご請求をお探しするため、注文番号と、ご連絡いただいたアドレスを {contact} までお送りください。',
    ],
  },
  privacyAsked: ['アプリが{feature}へのアクセスを求める理由が気になるのは当然のことです。'],
  permissions: {
    location: '位置情報',
    contacts: '連絡先',
    microphone: 'マイク',
    camera: 'カメラ',
    photos: '写真',
  },
  privacy: [
    'データがどう扱われるのか気になるのは当然のことですので、はっきりとお答えいたします。',
    'データについてのもっともなご質問ですので、率直にお答えいたします。',
  ],
  deletionAsked: ['アカウントとデータの削除をご依頼いただいていたとのこと、承知いたしました。'],
  dataCopy: {
    contact: [
      'お客様に関して保有している個人データの写しをご希望の場合は、{contact} まで直接ご連絡ください。',
    ],
    noContact: [
      'お客様に関して保有している個人データの写しをご希望の場合は、サポートチームまで直接ご連絡ください。',
    ],
  },
  deletion: [
    'アカウントとデータの削除をご希望とのこと、承知しました。',
    'アカウントとデータの削除方法は次のとおりです。',
  ],
  tried: {
    contact: [
      'すでに一般的な手順をお試しいただいているとのことですので、{contact} まで直接ご連絡ください。状況を一緒に確認いたします。',
    ],
    noContact: [
      'すでに一般的な手順をお試しいただいているとのことですので、サポート窓口まで直接ご連絡ください。状況を一緒に確認いたします。',
    ],
  },
  lockedOut: {
    contact: [
      'アカウントにログインできないとのこと、ご不便をおかけして申し訳ありません。ご登録のメールアドレスを添えて {contact} までご連絡いただければ、再びログインできるようお手伝いいたします。',
      'ログインできない状況とのこと、申し訳ありません。ご登録時のメールアドレスを {contact} までお知らせください。ログインできるようお手伝いいたします。',
    ],
    noContact: [
      'アカウントにログインできないとのこと、ご不便をおかけして申し訳ありません。ご登録のメールアドレスを添えてサポート窓口までご連絡いただければ、再びログインできるようお手伝いいたします。',
    ],
  },
  contact: {
    contact: [
      '{contact} までご連絡いただければ、喜んでお手伝いいたします。',
      'お困りのことがあれば、{contact} までお気軽にご連絡ください。',
      'ご不明な点は {contact} までお問い合わせください。喜んでお手伝いいたします。',
    ],
    noContact: ['サポート窓口までご連絡いただければ、喜んでお手伝いいたします。'],
  },
  closing: {
    positive: [
      'これからも{brand|アプリ}をお楽しみください！',
      '今後ともよろしくお願いいたします！',
      '改めて、ありがとうございました！',
    ],
    neutral: ['改めて、ご意見ありがとうございました。', '今後ともよろしくお願いいたします。'],
    negative: [
      'お知らせいただき、ありがとうございました。',
      '貴重なご報告をありがとうございました。',
    ],
  },
}
