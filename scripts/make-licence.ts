/**
 * Support tool: mints a Pro licence from the licence private key, or generates a new key pair.
 * See docs/guide/plans.md. The private key never goes into the repository or the app.
 *
 *   npx tsx scripts/make-licence.ts mint --key licence-private.pem --sub cus_123 \
 *     --customer "Acme Ltd" --seats 5 (--days 365 | --expires 2027-12-31) [--workspace ws_…] [--id lic-…]
 *   npx tsx scripts/make-licence.ts keygen --out DIR
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { generateLicenceKeyPair, mintLicence, publicKeyOf, readPrivateKey } from './licence-mint'

const DAY_MS = 24 * 60 * 60 * 1000

function fail(message: string): never {
  process.stderr.write(`make-licence: ${message}\n`)
  process.exit(2)
}

async function mint(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      key: { type: 'string' },
      sub: { type: 'string' },
      customer: { type: 'string' },
      seats: { type: 'string', default: '1' },
      days: { type: 'string' },
      expires: { type: 'string' },
      workspace: { type: 'string' },
      id: { type: 'string' },
    },
    strict: true,
  })
  if (!values.key) fail('--key FILE (the Ed25519 private key, PEM) is required')
  if (!values.sub) fail('--sub CUSTOMER_ID (the customer id at the merchant of record) is required')
  const seats = Number(values.seats)
  if (!Number.isInteger(seats) || seats < 1) fail('--seats must be a whole number of at least 1')
  let expiresAt: number
  if (values.expires) {
    expiresAt = Date.parse(
      /T/.test(values.expires) ? values.expires : `${values.expires}T23:59:59Z`,
    )
    if (Number.isNaN(expiresAt)) fail('--expires must be a date like 2027-12-31')
  } else if (values.days) {
    const days = Number(values.days)
    if (!Number.isFinite(days) || days <= 0) fail('--days must be a positive number')
    expiresAt = Date.now() + days * DAY_MS
  } else {
    fail('give --days N or --expires YYYY-MM-DD')
  }
  if (expiresAt <= Date.now()) fail('the expiry is in the past')
  if (values.workspace && !/^ws_[A-Za-z0-9]{1,40}$/.test(values.workspace)) {
    fail(
      '--workspace must be a workspace id like ws_… (shown on the Plan page and by `review-reply licence status`)',
    )
  }
  const privateKey = readPrivateKey(readFileSync(values.key, 'utf8'))
  const token = await mintLicence(privateKey, {
    subject: values.sub,
    seats,
    expiresAt,
    ...(values.customer ? { customer: values.customer } : {}),
    ...(values.workspace ? { workspaceId: values.workspace } : {}),
    ...(values.id ? { licenceId: values.id } : {}),
  })
  process.stderr.write(
    `Pro licence for ${values.customer ?? values.sub}: ${seats} seat(s), expires ${new Date(expiresAt).toISOString().slice(0, 10)}` +
      `${values.workspace ? `, only for workspace ${values.workspace}` : ''}.\n`,
  )
  process.stdout.write(token + '\n')
}

async function keygen(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true })
  if (!values.out) fail('--out DIR is required (keep it outside the repository)')
  const privatePath = join(values.out, 'licence-private.pem')
  if (existsSync(privatePath)) fail(`${privatePath} exists; refusing to overwrite a signing key`)
  mkdirSync(values.out, { recursive: true, mode: 0o700 })
  const { privateKeyPem, privateKey } = generateLicenceKeyPair()
  writeFileSync(privatePath, privateKeyPem, { mode: 0o600 })
  chmodSync(privatePath, 0o600)
  const publicKey = await publicKeyOf(privateKey)
  writeFileSync(join(values.out, 'licence-public.json'), JSON.stringify(publicKey, null, 2) + '\n')
  process.stderr.write(`Wrote ${privatePath} (keep it secret) and licence-public.json.\n`)
  process.stderr.write(
    'Add this entry to LICENCE_PUBLIC_KEYS in src/main/core/plans/licence-public-key.ts:\n',
  )
  process.stdout.write(JSON.stringify(publicKey, null, 2) + '\n')
}

const [sub, ...rest] = process.argv.slice(2)
if (sub === 'mint') await mint(rest)
else if (sub === 'keygen') await keygen(rest)
else
  fail(
    'usage: make-licence.ts mint --key FILE --sub ID --seats N (--days N | --expires DATE) [--customer NAME] [--workspace ws_…] [--id ID]\n       make-licence.ts keygen --out DIR',
  )
