import type { Labelled } from './types'

/**
 * Reviews written after the classifier was tuned, in languages the labelled corpus does not
 * have, and never used to tune it: `npm run bench drafting-corpus` reports them apart, as an
 * honest figure for what the word lists have not seen. Not asserted by the tests.
 */
export const HELD_OUT: Record<string, readonly Labelled[]> = {
  ko: [
    [5, '정말 좋은 앱이에요. 매일 쓰고 있어요!', 'praise', 'praise'],
    [5, '폰이랑 노트북 동기화가 완벽하게 돼요.', 'praise', 'sync'],
    [2, '광고가 너무 많아요. 누를 때마다 광고가 나와요.', 'complaint', 'ads'],
    [1, '구독료가 너무 비싸요.', 'complaint', 'pricing'],
    [2, '사진을 첨부하면 앱이 튕겨요.', 'bug', 'crash'],
    [1, '로그인이 안 돼요. 비밀번호를 바꿔도 똑같아요.', 'account', 'login'],
    [4, '좋은데 다크 모드를 추가해 주세요.', 'request', 'feature_request'],
    [1, '이번 달에 두 번 결제됐어요. 환불해 주세요.', 'billing', 'pricing'],
    [4, '새 폰으로 메모를 옮기려면 어떻게 해야 하나요?', 'question', 'sync'],
    [5, '고객센터에서 한 시간 만에 해결해 줬어요. 감사합니다!', 'praise', 'support'],
  ],
  zh: [
    [5, '非常好用的笔记应用，每天都在用！', 'praise', 'praise'],
    [5, '手机和电脑之间的同步很稳定，太棒了。', 'praise', 'sync'],
    [2, '广告太多了，每点一下就弹广告。', 'complaint', 'ads'],
    [1, '订阅太贵了，不值这个价。', 'complaint', 'pricing'],
    [2, '添加照片的时候应用就闪退。', 'bug', 'crash'],
    [1, '登录不了，重置密码的邮件一直收不到。', 'account', 'login'],
    [4, '很好用，希望增加深色模式。', 'request', 'feature_request'],
    [1, '这个月扣了两次钱，请退款。', 'billing', 'pricing'],
    [4, '换新手机后怎么把笔记转过去？', 'question', 'sync'],
    [5, '客服一个小时就帮我解决了问题，谢谢！', 'praise', 'support'],
  ],
  sv: [
    [5, 'Bästa anteckningsappen jag har använt. Älskar den!', 'praise', 'praise'],
    [5, 'Synkningen mellan mobilen och datorn fungerar perfekt.', 'praise', 'sync'],
    [2, 'Alldeles för mycket reklam, en annons efter varje tryck.', 'complaint', 'ads'],
    [1, 'Prenumerationen är alldeles för dyr.', 'complaint', 'pricing'],
    [2, 'Appen kraschar när jag bifogar en bild.', 'bug', 'crash'],
    [
      1,
      'Kan inte logga in, mejlet för att återställa lösenordet kommer aldrig.',
      'account',
      'login',
    ],
    [4, 'Bra app, men lägg gärna till mörkt läge.', 'request', 'feature_request'],
    [
      1,
      'Jag har blivit debiterad två gånger den här månaden, jag vill ha återbetalning.',
      'billing',
      'pricing',
    ],
    [4, 'Hur gör jag för att flytta mina anteckningar till en ny telefon?', 'question', 'sync'],
    [5, 'Supporten löste mitt problem på en timme. Tack!', 'praise', 'support'],
  ],
}
