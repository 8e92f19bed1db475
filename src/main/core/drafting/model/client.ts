import { request, type Dispatcher } from 'undici'
import { refusedMessage } from '../../http/outbound'

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatRequest {
  baseUrl: string
  apiKey: string | null
  model: string
  messages: ChatMessage[]
  temperature: number
  maxTokens: number
  timeoutMs: number
  /** The connection pool; the drafting code passes the outbound-guarded one. */
  dispatcher?: Dispatcher
}

export type ChatResult =
  | { ok: true; content: string; finishReason: string | null; latencyMs: number }
  | { ok: false; kind: 'timeout' | 'network' | 'http' | 'invalid'; reason: string; status?: number; latencyMs: number }

/** A reply bigger than this is not a review reply; stop reading. */
const MAX_RESPONSE_BYTES = 1_000_000

export function formatSeconds(ms: number): string {
  const s = ms / 1000
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`
}

/** Keeps the API key out of anything that may be shown or logged. */
export function scrub(text: string, apiKey: string | null): string {
  let out = text
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('[redacted]')
  return out.replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
}

function describeNetworkError(error: unknown, baseUrl: string): string {
  const refused = refusedMessage(error)
  if (refused) return `could not be used. ${refused}`
  const e = error as { code?: string; cause?: { code?: string }; message?: string }
  const code = e.code ?? e.cause?.code
  const { host, origin } = new URL(baseUrl)
  switch (code) {
    case 'ECONNREFUSED':
      return `could not be reached: nothing is listening at ${origin} (connection refused)`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `could not be reached: the host ${host} was not found`
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'closed the connection before answering'
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `could not be reached securely: its TLS certificate was refused (${code})`
    default:
      return `could not be reached (${code ?? e.message ?? 'network error'})`
  }
}

function describeHttpError(status: number, body: string, model: string): string {
  let message = ''
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown }
    const m = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message)
    if (typeof m === 'string') message = m
  } catch {
    message = ''
  }
  message = message.replace(/\s+/g, ' ').trim().slice(0, 200)
  const detail = message ? `: ${message}` : ''
  if (status === 401 || status === 403) return `refused the API key (HTTP ${status})${detail}`
  if (status === 404) return `has no chat-completions endpoint at this address, or no model named "${model}" (HTTP 404)${detail}`
  if (status === 429) return `is rate-limiting requests (HTTP 429)${detail}`
  return `returned HTTP ${status}${detail}`
}

async function readCapped(body: AsyncIterable<Buffer | Uint8Array>): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > MAX_RESPONSE_BYTES) return null
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * One `POST {baseUrl}/chat/completions` (OpenAI, Ollama, LM Studio, vLLM all speak it).
 * Never throws: every failure comes back as a plain-words reason, with the key scrubbed out.
 */
export async function chatCompletion(req: ChatRequest, now: () => number = Date.now): Promise<ChatResult> {
  const started = now()
  const elapsed = () => Math.max(0, now() - started)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), req.timeoutMs)
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (req.apiKey) headers.authorization = `Bearer ${req.apiKey}`
  try {
    const res = await request(`${req.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: req.model,
        messages: req.messages,
        temperature: req.temperature,
        max_tokens: req.maxTokens,
        stream: false,
      }),
      signal: controller.signal,
      ...(req.dispatcher ? { dispatcher: req.dispatcher } : {}),
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    })
    const text = await readCapped(res.body)
    if (text === null) return { ok: false, kind: 'invalid', reason: 'sent a response far too large to be a reply', latencyMs: elapsed() }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      return {
        ok: false,
        kind: 'http',
        status: res.statusCode,
        reason: scrub(describeHttpError(res.statusCode, text, req.model), req.apiKey),
        latencyMs: elapsed(),
      }
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { ok: false, kind: 'invalid', reason: 'sent a response that is not OpenAI-compatible JSON', latencyMs: elapsed() }
    }
    const choice = (parsed as { choices?: { message?: { content?: unknown }; finish_reason?: unknown }[] }).choices?.[0]
    const content = choice?.message?.content
    if (typeof content !== 'string') {
      return { ok: false, kind: 'invalid', reason: 'sent a response without a reply in it', latencyMs: elapsed() }
    }
    const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : null
    return { ok: true, content, finishReason, latencyMs: elapsed() }
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, kind: 'timeout', reason: `did not answer within ${formatSeconds(req.timeoutMs)}`, latencyMs: elapsed() }
    }
    const code = (error as { code?: string }).code
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return { ok: false, kind: 'timeout', reason: `did not answer within ${formatSeconds(req.timeoutMs)}`, latencyMs: elapsed() }
    }
    return { ok: false, kind: 'network', reason: scrub(describeNetworkError(error, req.baseUrl), req.apiKey), latencyMs: elapsed() }
  } finally {
    clearTimeout(timer)
  }
}
