import { createHash } from 'node:crypto'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { display: grid; place-items: center; min-height: 100vh; margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 30rem; padding: 2rem; line-height: 1.5; }
  h1 { font-size: 1.4rem; }
  code { background: color-mix(in srgb, CanvasText 8%, transparent); padding: 0.1rem 0.3rem; border-radius: 4px; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 6px; cursor: pointer; }
`

/** These small pages carry their one stylesheet inline, allowed by its hash and nothing else. */
export const STATIC_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`

/**
 * The sign-in confirmation page also posts its one form to this server, and sends its origin with
 * that POST (a `no-referrer` page would send `Origin: null`, which the bridge refuses) while
 * keeping the token out of the Referer.
 */
export const CONFIRM_PAGE_CSP = STATIC_PAGE_CSP.replace("form-action 'none'", "form-action 'self'")
export const CONFIRM_PAGE_REFERRER_POLICY = 'strict-origin'

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Review Reply</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`

export const loginRequiredPage = (): string =>
  page(
    'Sign-in required',
    `<h1>Sign-in required</h1>
<p>This Review Reply instance needs a personal sign-in link.</p>
<p>If you started it, open the link printed by <code>review-reply serve</code>. Otherwise ask an admin of your workspace for a sign-in link (Settings → Members).</p>`,
  )

export const invalidLinkPage = (): string =>
  page(
    'Link not valid',
    `<h1>This sign-in link is not valid</h1>
<p>It was already used, has expired, was revoked, or is mistyped. Ask an admin for a new sign-in link, or restart <code>review-reply serve</code> for a new start-up link.</p>`,
  )

export const signedOutPage = (): string =>
  page('Signed out', `<h1>Signed out</h1><p>Open your sign-in link again to come back.</p>`)

export const crossSiteLinkPage = (): string =>
  page(
    'Open the link yourself',
    `<h1>Open this sign-in link yourself</h1>
<p>Another website tried to sign you in. For your safety, copy the sign-in link and paste it into the address bar.</p>`,
  )

export const tooManyAttemptsPage = (seconds: number): string =>
  page(
    'Too many attempts',
    `<h1>Too many sign-in attempts</h1>
<p>Too many links that did not work were tried from this computer. Wait ${Math.ceil(seconds / 60)} minute(s) and open your link again.</p>`,
  )

/**
 * What `GET /login` shows: nothing is spent until the button is pressed, so a mail scanner or a
 * link preview that fetches the link leaves it working. No script: a plain form.
 */
export const confirmSignInPage = (token: string): string =>
  page(
    'Sign in',
    `<h1>Sign in to Review Reply</h1>
<p>You opened a sign-in or invitation link. Press the button to continue in this browser.</p>
<form method="post" action="/login">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>`,
  )

export const notInviteePage = (): string =>
  page(
    'Sign in first',
    `<h1>Sign in first, then open the invitation</h1>
<p>This invitation is for someone who already uses Review Reply here. Open your own sign-in link in this browser first, then open the invitation link again; it still works.</p>`,
  )
