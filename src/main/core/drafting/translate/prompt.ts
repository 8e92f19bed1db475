import type { ChatMessage } from '../model/client'
import { languageName } from '../language/names'

/**
 * The prompt that asks a model for a translation only: no answer to the review, no comment,
 * the same line breaks. Both names and codes are given, so small local models get it right.
 */
export function translationPrompt(text: string, from: string | null, to: string): ChatMessage[] {
  const source = from ? `${languageName(from)} (${from})` : 'its original language'
  return [
    {
      role: 'system',
      content: [
        `You translate app store reviews and replies into ${languageName(to)} (${to}).`,
        'Translate faithfully: keep the meaning, the tone, names, numbers, links and line breaks.',
        'Do not answer, summarize, explain or add anything. Reply with the translation only.',
      ].join('\n'),
    },
    { role: 'user', content: `Text in ${source}:\n${text}` },
  ]
}
