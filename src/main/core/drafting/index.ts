/** Drafting: brand voice, the built-in offline drafter, the optional model, store limits. */
export { composeDraft } from './compose'

export {
  modelSettingsDto,
  setModelSettings,
  removeModelSettings,
} from './model/settings'
export { testModel } from './model/test'
export { getVoiceDto, setVoice } from './voice/store'

export { previewVoice } from './preview/preview'
export { stripHtml, replyLength } from './text/html'

export type { Draft } from './types'
