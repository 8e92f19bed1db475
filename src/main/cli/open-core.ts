import { createCore, type Core } from '../core/core'
import { createLogger } from '../core/log/logger'
import { passphraseKeyProvider } from '../core/vault/passphrase-provider'
import { nodeKeyProvider } from '../shell/node-key-provider'

/** Opens the installation the way every Node shell does. */
export function openCoreForCli(dataDir: string, shell: 'cli' | 'serve', demo = false): Core {
  // Demo data is throwaway and lives in its own folder: a fixed passphrase beats a key-file warning.
  const keyProvider =
    demo && !process.env.REVIEW_REPLY_VAULT_PASSPHRASE ? passphraseKeyProvider('review-reply-demo') : nodeKeyProvider(dataDir)
  const log = createLogger((line) => {
    if (process.env.REVIEW_REPLY_LOG === 'debug' || shell === 'serve') process.stderr.write(line + '\n')
  })
  return createCore({
    dataDir,
    keyProvider,
    log,
    runtime: { shell, demo },
  })
}
