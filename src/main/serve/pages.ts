import { createHash } from 'node:crypto'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { display: grid; place-items: center; min-height: 100vh; margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 30rem; padding: 2rem; line-height: 1.5; }
  h1 { font-size: 1.4rem; }
  code { background: color-mix(in srgb, CanvasText 8%, transparent); padding: 0.1rem 0.3rem; border-radius: 4px; }
`

/** These small pages carry their one stylesheet inline, allowed by its hash and nothing else. */
export const STATIC_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`

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
