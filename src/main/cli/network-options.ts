import { readFileSync } from 'node:fs'
import { CoreError } from '../core/errors'
import { parseAllowEntry } from '../core/http/allowlist'
import { validateNetwork, type NetworkOptions } from '../serve/network'
import { stringOption } from './options'
import type { CliContext } from './types'

function readPem(path: string, flag: string, what: string): Buffer {
  let pem: Buffer
  try {
    pem = readFileSync(path)
  } catch (error) {
    throw new CoreError(
      'INVALID_INPUT',
      `${flag}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      flag.slice(2),
    )
  }
  if (!pem.toString('latin1').includes('-----BEGIN ')) {
    throw new CoreError(
      'INVALID_INPUT',
      `${flag}: ${path} is not a PEM ${what} (it should start with -----BEGIN).`,
      flag.slice(2),
    )
  }
  return pem
}

/** `serve`'s --host, --tls-cert/--tls-key, --public-url and --trust-proxy, checked together. */
export function networkFromOptions(ctx: CliContext): NetworkOptions {
  const cert = stringOption(ctx, 'tls-cert')
  const key = stringOption(ctx, 'tls-key')
  if (Boolean(cert) !== Boolean(key)) {
    throw new CoreError(
      'INVALID_INPUT',
      '--tls-cert and --tls-key go together: pass both files, or neither.',
      cert ? 'tls-key' : 'tls-cert',
    )
  }
  const proxies = stringOption(ctx, 'trust-proxy')
  const options: NetworkOptions = {
    host: stringOption(ctx, 'host') ?? '127.0.0.1',
    tls:
      cert && key
        ? {
            cert: readPem(cert, '--tls-cert', 'certificate'),
            key: readPem(key, '--tls-key', 'private key'),
          }
        : null,
    publicUrl: stringOption(ctx, 'public-url') ?? null,
    trustedProxies: proxies ? proxies.split(',').filter((p) => p.trim()) : [],
  }
  validateNetwork(options)
  return options
}

/**
 * `serve --allow-outbound 10.0.0.5,mail.lan`: the private hosts a team's webhooks, model or mail
 * server live on, let through the outbound guard. Fixed at start, shown in Settings → Team server.
 */
export function allowOutboundFromOptions(ctx: CliContext): string[] {
  const value = stringOption(ctx, 'allow-outbound')
  if (value === undefined) return []
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0)
    throw new CoreError(
      'INVALID_INPUT',
      '--allow-outbound needs at least one host name or address.',
      'allow-outbound',
    )
  try {
    return [...new Set(entries.map((e) => parseAllowEntry(e, 'allow-outbound')))]
  } catch (error) {
    throw new CoreError(
      'INVALID_INPUT',
      `--allow-outbound ${(error as Error).message}`,
      'allow-outbound',
    )
  }
}
