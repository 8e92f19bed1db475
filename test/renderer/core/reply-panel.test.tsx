import { generateKeyPairSync } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ReviewPane } from '../../../src/renderer/src/pages/inbox/ReviewPane'
import { seedApp } from '../../main/core/inbox/seed'
import { startCore, stopCore, type RendererCore } from '../support/core-bridge'
import { signIn, until } from '../support/page'
import { button, click, render, typeInto, unmountAll } from '../support/render'

const DRAFT = 'Sorry about the crash, Megan. Version 1.1 fixes opening notes.'

let t: RendererCore
let reviewId: string
beforeEach(async () => {
  t = await startCore('editor')
  // A connected App Store (connected before the app exists, so no store is asked to check it):
  // its reviews can be answered at any time, where Google Play's window needs a sync first.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  await t.run('appStore.connect', {
    workspaceId: t.workspaceId,
    issuerId: '57246542-96fe-1a63-e053-0824d011072a',
    keyId: '2X9R4HXF34',
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  })
  const seeded = await seedApp(
    t,
    'Notes',
    [{ rating: 1, body: 'Crashes every time I open a note.', hoursAgo: 3, author: 'Megan' }],
    { store: 'app_store' },
  )
  reviewId = seeded.reviewIds[0]!
  // A teammate saved a draft before this person opened the review.
  await t.run('replies.edit', { workspaceId: t.workspaceId, reviewId, body: DRAFT })
  await signIn()
})
afterEach(() => {
  unmountAll()
  stopCore()
})

const openPane = async () => {
  const view = render(
    <ReviewPane workspaceId={t.workspaceId} reviewId={reviewId} onAdvance={() => {}} />,
  )
  const editor = await until(
    () => view.querySelector<HTMLTextAreaElement>('#reply-editor'),
    'the reply editor',
  )
  return { view, editor }
}
const reply = async () =>
  (await t.asMember('reviews.get', { workspaceId: t.workspaceId, reviewId })).reply

describe('the reply panel over a real core', () => {
  it('shows the saved draft and where it stands', async () => {
    const { view, editor } = await openPane()
    expect(editor.value).toBe(DRAFT)
    expect(editor.readOnly).toBe(false)
    expect(view.textContent).toContain('Edited draft, waiting for approval.')
    expect(button(view, 'Approve').disabled).toBe(false)
  })

  it('approves the edited text: the core holds the new body as approved, by this member', async () => {
    const { view, editor } = await openPane()
    const edited = `${DRAFT} Thanks for your patience!`
    await typeInto(editor, edited)
    await click(button(view, 'Approve'))
    await until(() => view.textContent?.includes('Approved by Robin'), 'the approved state')
    const stored = await reply()
    expect(stored?.status).toBe('approved')
    expect(stored?.body).toBe(edited)
    expect(stored?.approvedByName).toBe('Robin')
    expect(editor.readOnly).toBe(true)
    expect(button(view, 'Undo approval').disabled).toBe(false)
  })

  it('saves an edit as a draft without approving it', async () => {
    const { view, editor } = await openPane()
    await typeInto(editor, 'Thanks! A fix is on its way.')
    await click(button(view, 'Save draft'))
    await until(() => !view.textContent?.includes('Save draft'), 'the save')
    const stored = await reply()
    expect(stored?.status).toBe('draft')
    expect(stored?.body).toBe('Thanks! A fix is on its way.')
  })
})
