/** Drafting: brand voice, the built-in offline drafter, the optional model, store limits. */
export { composeDraft } from './compose'

export { draftWithModel } from './model/draft'
export {
  readModelSettings,
  modelSettingsDto,
  setModelSettings,
  removeModelSettings,
} from './model/settings'
export { testModel } from './model/test'
export { getVoiceDto, setVoice } from './voice/store'
export { DEFAULT_VOICE } from './voice/defaults'

export { previewVoice } from './preview/preview'
export { STORE_LIMITS, BUILTIN_APP_STORE_TARGET, replyLimitFor } from './limits'
export { fitToLimit, fitToLimitDetailed } from './text/fit'
export { stripHtml, replyLength } from './text/html'

export { detectLanguage } from './language/detect'
export { normalizeLanguageTag } from './language/tags'
export { resolveReviewLanguage } from './language/resolve'

export type { Draft, DraftReview } from './types'
