/**
 * A loopback stand-in for an OpenAI-compatible chat-completions server (OpenAI, Ollama,
 * LM Studio, vLLM all answer `POST /v1/chat/completions` this way). By itself it answers every
 * prompt with a plausible reply in the language and length the prompt asks for; tests can
 * script the answer or make the next calls fail in each way a real model server does. Every
 * call is recorded. Used by tests and `serve --demo`.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { parsePrompt, type ParsedPrompt } from './parse'
import { injectedReply, plausibleReply, tooLongReply, wrongLanguageReply } from './replies'
import { fakeTranslation, parseTranslationPrompt } from './translate'

export type ModelFailure =
  'timeout' | 'error' | 'invalid' | 'html' | 'placeholder' | 'too_long' | 'wrong_language'

interface ChatBody {
  model?: string
  messages?: { role: string; content: string }[]
  temperature?: number
  max_tokens?: number
}

interface FakeModelCall {
  method: string
  path: string
  headers: IncomingHttpHeaders
  authorization: string | null
  body: ChatBody | null
  /** The system and user messages, for assertions on the prompt. */
  system: string
  user: string
  status: number | null
  /** The reply text sent back, when there was one. */
  reply: string | null
  injected: ModelFailure | null
}

interface ReplyContext {
  system: string
  user: string
  prompt: ParsedPrompt
  call: FakeModelCall
}

type Responder = string | ((ctx: ReplyContext) => string)

export interface FakeModelOptions {
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (as OpenAI does). */
  apiKey?: string
  /** Only these model names exist (others get OpenAI's 404); default: any name. */
  models?: string[]
  /** Added before every answer, to look like a real model thinking. */
  delayMs?: number
}

export interface FakeModel {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  url: string
  calls: FakeModelCall[]
  /** Scripts every following answer (text, or a function of the prompt); null: back to plausible replies. */
  respondWith(responder: Responder | null): void
  /** Makes the next `times` chat calls fail this way. */
  failNext(failure: ModelFailure, times?: number): void
  close(): Promise<void>
}

const MAX_BODY = 1_000_000

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) {
        reject(new Error('body too large'))
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

const completion = (model: string, content: string) => ({
  id: `chatcmpl-${Math.random().toString(36).slice(2, 12)}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
})

const openAiError = (message: string, type: string, code: string | null = null) => ({
  error: { message, type, param: null, code },
})

/** OpenAI shows the first and last characters of a wrong key; so do we (tests check we never echo it). */
const maskKey = (key: string) =>
  key.length > 8 ? `${key.slice(0, 3)}****${key.slice(-4)}` : '****'

export async function startFakeModel(options: FakeModelOptions = {}): Promise<FakeModel> {
  const calls: FakeModelCall[] = []
  const failures: ModelFailure[] = []
  let responder: Responder | null = null

  const server = createServer((req, res) => {
    void (async () => {
      const call: FakeModelCall = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        headers: req.headers,
        authorization: req.headers.authorization ?? null,
        body: null,
        system: '',
        user: '',
        status: null,
        reply: null,
        injected: null,
      }
      calls.push(call)
      const raw = await readBody(req).catch(() => null)
      const send = (status: number, body: unknown) => {
        call.status = status
        json(res, status, body)
      }
      if (raw === null) return send(413, openAiError('Request too large.', 'invalid_request_error'))

      if (options.apiKey) {
        const given = /^Bearer (.+)$/.exec(call.authorization ?? '')?.[1]
        if (given !== options.apiKey) {
          return send(
            401,
            openAiError(
              given
                ? `Incorrect API key provided: ${maskKey(given)}. You can find your API key at https://platform.openai.com/account/api-keys.`
                : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
              'invalid_request_error',
              'invalid_api_key',
            ),
          )
        }
      }

      if (call.method === 'GET' && call.path === '/v1/models') {
        const names = options.models ?? ['fake-model']
        return send(200, {
          object: 'list',
          data: names.map((id) => ({ id, object: 'model', owned_by: 'fake' })),
        })
      }
      if (call.method !== 'POST' || call.path !== '/v1/chat/completions') {
        return send(
          404,
          openAiError(`Invalid URL (${call.method} ${call.path})`, 'invalid_request_error'),
        )
      }

      let body: ChatBody
      try {
        body = JSON.parse(raw) as ChatBody
      } catch {
        return send(
          400,
          openAiError('We could not parse the JSON body of your request.', 'invalid_request_error'),
        )
      }
      call.body = body
      const model = body.model ?? ''
      if (!Array.isArray(body.messages) || body.messages.length === 0) {
        return send(400, openAiError("'messages' is a required property", 'invalid_request_error'))
      }
      if (options.models && !options.models.includes(model)) {
        return send(
          404,
          openAiError(
            `The model \`${model}\` does not exist or you do not have access to it.`,
            'invalid_request_error',
            'model_not_found',
          ),
        )
      }
      call.system = body.messages
        .filter((m) => m.role === 'system')
        .map((m) => m.content)
        .join('\n')
      call.user = body.messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .join('\n')
      const prompt = parsePrompt(call.system, call.user)

      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
      const failure = failures.shift() ?? null
      call.injected = failure
      const reply = (content: string) => {
        call.reply = content
        send(200, completion(model, content))
      }
      switch (failure) {
        case 'timeout':
          return // Never answers; the client gives up. close() drops the connection.
        case 'error':
          return send(
            500,
            openAiError(
              'The server had an error while processing your request. Sorry about that!',
              'server_error',
            ),
          )
        case 'invalid':
          call.status = 200
          res.writeHead(200, { 'content-type': 'application/json' })
          return res.end(
            '{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant"',
          )
        case 'html':
          return reply(
            '<p>Thank you for your review!</p><p>We are <b>looking into it</b> right now.</p>',
          )
        case 'placeholder':
          return reply(
            'Hi [Customer Name], thank you for your review! Please contact us at {{support_email}} so we can help.',
          )
        case 'too_long':
          return reply(tooLongReply(prompt))
        case 'wrong_language':
          return reply(wrongLanguageReply(prompt))
        default:
          break
      }
      const translation = parseTranslationPrompt(call.system, call.user)
      if (translation && responder === null) return reply(fakeTranslation(translation))
      const content =
        typeof responder === 'function'
          ? responder({ system: call.system, user: call.user, prompt, call })
          : (responder ?? injectedReply(prompt) ?? plausibleReply(prompt))
      return reply(content)
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, openAiError(String(error), 'server_error'))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    respondWith(r) {
      responder = r
    },
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure)
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}
