import { randomBytes } from 'node:crypto'

export interface MailContent {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  /** Unix ms, for the Date header. */
  date: number
}

/** A plain address a header and an SMTP command can carry as is: ASCII, no spaces or brackets. */
const MAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** RFC 2047 encoded-word for a header with non-ASCII text; plain ASCII stays readable. */
function headerText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ')
  if (/^[\x20-\x7e]*$/.test(flat)) return flat
  return `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`
}

/** Base64 in 76-character lines (RFC 2045), so any UTF-8 text travels over 7-bit SMTP. */
function base64Lines(text: string): string {
  return (
    Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n')
}

/** A multipart/alternative message (plain text, then HTML), ASCII only, CRLF line ends. */
export function buildMessage(mail: MailContent): string {
  for (const address of [mail.from, ...mail.to])
    if (!MAIL_ADDRESS.test(address)) throw new Error(`Not a valid e-mail address: ${address}`)
  const boundary = `rr-${randomBytes(12).toString('hex')}`
  const domain = mail.from.split('@')[1] ?? 'localhost'
  const lines = [
    `From: ${mail.from}`,
    `To: ${mail.to.join(', ')}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${new Date(mail.date).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Auto-Submitted: auto-generated',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.html),
    `--${boundary}--`,
    '',
  ]
  return lines.join('\r\n')
}
