import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Result } from '../../shared/result'
import { redactSecrets } from '../core/log/logger'

/**
 * A command's Result as a tool result: compact JSON on success; on failure `isError` with the
 * contract's code and its message in words. No contract result carries a secret; the redaction
 * is a second lock in case one ever does.
 */
export function toToolResult(result: Result<unknown>): CallToolResult {
  if (result.ok) {
    return {
      content: [{ type: 'text', text: redactSecrets(JSON.stringify(result.value ?? null)) }],
    }
  }
  const { code, message, field } = result.error
  return {
    isError: true,
    content: [
      {
        type: 'text',
        text: redactSecrets(`${code}: ${message}${field ? ` (argument: ${field})` : ''}`),
      },
    ],
  }
}
