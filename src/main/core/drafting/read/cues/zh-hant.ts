import type { Cues } from './types'
import { zh } from './zh'

// Simplified → Traditional for the characters the Chinese lists use. One character per pair;
// words whose Traditional form depends on the word (复 → 復/複, 干 → 幹/乾) are added below as
// written in Taiwan and Hong Kong.
const PAIRS =
  '万萬专專业業丝絲丢丟两兩个個为為么麼买買乱亂亏虧云雲从從们們优優会會传傳体體儿兒关關内內册冊准準击擊划劃删刪别別劝勸务務动動劲勁' +
  '协協单單卖賣历歷厉厲压壓厌厭双雙发發变變号號后後吗嗎听聽员員响響图圖块塊声聲处處备備复復够夠头頭夹夾妈媽宝寶实實导導尽盡币幣师師' +
  '帐帳干幹广廣应應开開异異弃棄强強归歸录錄总總恶惡惊驚愤憤户戶扫掃报報挂掛据據摆擺数數断斷无無时時显顯机機杂雜权權来來松鬆样樣档檔' +
  '欢歡残殘气氣没沒泄洩洁潔游遊溃潰滚滾满滿灵靈点點烂爛烦煩烫燙热熱爱愛猪豬琐瑣电電畅暢瘾癮监監盖蓋着著码碼确確离離税稅稳穩窃竊笔筆' +
  '简簡类類紧緊级級线線经經绑綁结結给給绝絕继繼绩績续續维維网網职職联聯脑腦艳豔苹蘋荐薦虑慮蛮蠻见見订訂讨討让讓议議讯訊记記许許讼訟' +
  '设設证證评評诉訴试試语語误誤说說请請读讀谢謝谱譜败敗账帳购購贴貼贵貴贷貸费費资資赚賺赞讚赶趕踪蹤转轉载載边邊过過还還进進连連迟遲' +
  '适適选選遗遺邮郵里裡钱錢钻鑽银銀链鏈销銷错錯长長门門闪閃闭閉问問间間阅閱陆陸隐隱难難顺順顿頓领領题題风風飞飛馈饋马馬验驗骗騙鸡雞麦麥'

const TO_TRADITIONAL = new Map<string, string>()
for (let i = 0; i + 1 < PAIRS.length; i += 2)
  TO_TRADITIONAL.set(PAIRS[i] as string, PAIRS[i + 1] as string)

const traditional = (s: string): string => Array.from(s, (c) => TO_TRADITIONAL.get(c) ?? c).join('')
const both = (list: readonly string[], extra: string): string[] => [
  ...new Set([...list.map(traditional), ...extra.split(/\s+/).filter(Boolean)]),
]

/**
 * Traditional Chinese (Taiwan, Hong Kong): the Simplified lists in Traditional characters, plus
 * the words Taiwan and Hong Kong write differently (當機, 帳號, 個資; Cantonese 唔, 冇, 點解).
 */
export const zhHant: Cues = {
  resolved: ['解決了', '幫我解決', '很快就解決', '一小時內', '一個小時就', '及時回覆'],
  thanks: ['謝謝', '謝謝了', '多謝', '感謝'],
  positive: both(
    zh.positive,
    '讚 超讚 推推 大推 給推 推一個 佛心 超好用 必載 好正 唔錯 好好用 神App 神app 佛系',
  ),
  negative: both(
    zh.negative,
    '爛 很爛 超爛 廢 廢物 雷 踩雷 耍人 盤子 卡卡 很lag 好lag 唔好用 好撚 複雜 太複雜 麻煩死 垃圾軟體 爛透 超雷 失望透頂 浪費時間 不給力',
  ),
  negators: both(zh.negators, '唔 冇 沒'),
  negation: zh.negation,
  sarcasm: both(zh.sarcasm, '真是感恩 感恩喔 好棒棒 讚讚讚 多謝晒'),
  ironic: both(zh.ironic, '感恩 好棒棒 多謝'),
  contrast: both(zh.contrast, '不過 可惜 但係 不過呢 只係'),
  bug: both(
    zh.bug,
    '當機 當掉 跑不動 開不了 登不進去 無法登入 一直轉圈 黑畫面 白畫面 用唔到 開唔到 冇反應 閃退 卡住 lag 延遲 沒回應 跳出 自動跳出 畫面卡住 一直跳',
  ),
  request: both(zh.request, '拜託 可以新增 新增 希望可以 希望能 請新增 求新增 可唔可以 唔該加'),
  question: both(zh.question, '請問 為什麼 為何 點樣 點解 有冇 咩 嗎 呢？ 怎麼辦'),
  billing: both(
    zh.billing,
    '扣款 儲值 課金 台幣 nt$ 刷卡 續訂 自動續訂 退費 訂閱 付款 費用 月費 年費 港幣 hk$',
  ),
  charge: {
    afterCancel: both(zh.charge.afterCancel, '取消訂閱後 已經取消訂閱 取消了還是被扣 退訂還扣'),
    twice: both(zh.charge.twice, '重複扣款 扣款兩次 被扣兩次 重複收費'),
    unknown: both(zh.charge.unknown, '莫名被扣 莫名扣款 沒有訂閱 盜刷'),
    refund: both(zh.charge.refund, '退費 退款 退錢'),
    missing: both(zh.charge.missing, '恢復購買 還原購買 購買紀錄 付了錢還 買了還 又要我付 進階版不見 進階版沒了 會員不見'),
    charged: both(zh.charge.charged, '被扣款 扣款了 被收費 自動續訂了'),
    cancelled: both(zh.charge.cancelled, '取消訂閱 退訂 關閉自動續訂'),
  },
  privacy: both(zh.privacy, '個資 個人資料 資料外洩 賣資料 權限 通訊錄 隱私權'),
  account: both(zh.account, '帳號 帳戶 登入 註冊 密碼 驗證碼 信箱 電郵 綁定'),
  lockedOut: both(
    zh.lockedOut,
    '登不進去 無法登入 登入失敗 帳號被鎖 收不到驗證碼 忘記密碼 登入唔到',
  ),
  deletion: both(zh.deletion, '刪除帳號 刪帳號 註銷帳號 註銷 刪除我的資料 刪除所有資料'),
  loss: {
    words: both(zh.loss.words, '不見 消失 全沒 被清空 被刪 冇晒 唔見'),
    objects: both(zh.loss.objects, '資料 紀錄 筆記 檔案 進度 存檔 金幣 鑽石 寶石 道具 照片 關卡'),
    phrases: both(
      zh.loss.phrases,
      '資料不見 資料消失 資料全沒 紀錄不見 筆記不見 進度不見 存檔不見',
    ),
    bought: both(zh.loss.bought ?? [], '進階版 會員 寶石 鑽石 金幣 訂閱 儲值'),
    fears: both(zh.loss.fears ?? [], '會不見嗎 會消失嗎 換手機 換機'),
    notData: both(zh.loss.notData ?? [], '失去興趣 沒興趣了'),
  },
  supportFailed: both(
    zh.supportFailed,
    '客服不回 都沒回 沒回覆 沒有回覆 不回覆 沒回應 不回應 已讀不回 寄信 寫信給 信件沒回 客服很爛',
  ),
  storeLoop: both(zh.storeLoop, '蘋果說 叫我找開發者 叫我聯絡開發者 google說 谷歌說 叫我聯絡你們 google叫我'),
  abuse: both(zh.abuse, '幹你 幹你娘 機掰 白癡 智障 去死 垃圾開發 廢物開發 仆街 屌你 倒閉啦 快倒閉'),
  legal: both(zh.legal, '消保官 消基會 提告 告你 律師 警察 報警 法院 消委會'),
  spam: both(zh.spam, '加賴 加line 加LINE 賺錢 兼職 日領 貸款 借錢 博弈 娛樂城 免費領 私訊我 看我主頁 免費鑽石'),
  plea: both(zh.plea ?? [], '修一下 快修 趕快修 盡快修復 幫幫我'),
  rhetorical: both(zh.rhetorical ?? [], '誰會 在想什麼 想什麼 開玩笑 鬧我 認真嗎'),
  why: both(zh.why ?? [], '為什麼 為何 點解 幹嘛 憑什麼'),
  wishQuestion: both(zh.wishQuestion ?? [], '嗎 咩 什麼時候'),
}
