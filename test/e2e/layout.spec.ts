import type { Page } from '@playwright/test'
import { signIn, test, expect } from './support/serve'
import { reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 120_000 })

const editor = (page: Page) => page.getByLabel('Reply text')

/** Opens the first draft to approve and puts the caret at the end of its text with `e`. */
async function openDraftAndEdit(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Drafts to approve/ }).click()
  await expect(page.locator('.list-head [role="status"]')).toContainText('in Drafts to approve')
  await reviewList(page).locator('button.row-main').first().click()
  await expect(editor(page)).not.toHaveValue('')
  await page.keyboard.press('e')
  await expect(editor(page)).toBeFocused()
  await page.keyboard.press('Control+End')
}

/**
 * What covers the focused editor: for points on a grid inside its box and for the caret (found
 * with a mirror of the textarea's text), the element the window shows there when it is not the
 * editor. Also whether the whole editor lies inside its pane's visible area.
 */
function editorCover(page: Page) {
  return page.locator('body').evaluate((body) => {
    const document = body.ownerDocument
    const window = document.defaultView!
    const ta = document.activeElement as
      (typeof body & { value: string; selectionEnd: number }) | null
    if (ta?.tagName !== 'TEXTAREA') return { error: 'the editor does not have focus' }
    const box = ta.getBoundingClientRect()
    const pane = ta.closest('.review-pane')!.getBoundingClientRect()
    const describe = (el: ReturnType<typeof document.elementFromPoint>) =>
      el
        ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`
        : 'nothing'
    const covered: string[] = []
    for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98])
      for (const fy of [0.05, 0.5, 0.95]) {
        const x = box.left + box.width * fx
        const y = box.top + box.height * fy
        const hit = document.elementFromPoint(x, y)
        if (hit !== ta) covered.push(`(${Math.round(x)},${Math.round(y)}) ${describe(hit)}`)
      }

    // The caret: a hidden copy of the textarea with the text up to the caret and a marker after it.
    const cs = window.getComputedStyle(ta)
    const mirror = document.createElement('div')
    for (const p of [
      'boxSizing',
      'width',
      'paddingTop',
      'paddingRight',
      'paddingBottom',
      'paddingLeft',
      'borderTopWidth',
      'borderRightWidth',
      'borderBottomWidth',
      'borderLeftWidth',
      'borderStyle',
      'fontFamily',
      'fontSize',
      'fontWeight',
      'lineHeight',
      'letterSpacing',
      'wordSpacing',
      'textIndent',
      'tabSize',
    ] as const)
      mirror.style[p] = cs[p]
    Object.assign(mirror.style, {
      position: 'fixed',
      top: '0',
      left: '0',
      visibility: 'hidden',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'break-word',
      overflowY: 'scroll',
    })
    mirror.textContent = ta.value.slice(0, ta.selectionEnd)
    const marker = document.createElement('span')
    marker.textContent = '\u200b'
    mirror.append(marker)
    document.body.append(mirror)
    const m = mirror.getBoundingClientRect()
    const s = marker.getBoundingClientRect()
    mirror.remove()
    const caret = {
      x: box.left + (s.left - m.left) + 1,
      y: box.top + (s.top - m.top) - ta.scrollTop + s.height / 2,
    }
    const caretHit = document.elementFromPoint(caret.x, caret.y)
    if (caretHit !== ta)
      covered.push(`caret (${Math.round(caret.x)},${Math.round(caret.y)}) ${describe(caretHit)}`)
    const inside =
      caret.y > box.top &&
      caret.y < box.bottom &&
      box.top >= pane.top - 0.5 &&
      box.bottom <= pane.bottom + 0.5 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth
    return { covered, inside }
  })
}

/** Scrolls with the wheel over `target` until it is at its end, then once more past the end. */
async function wheelPastEnd(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300))
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 2000)
      return page
        .locator(selector)
        .evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)
    })
    .toBe(true)
  await page.mouse.wheel(0, 2000)
  // Two frames: the wheel past the end has been handled (scroll chaining included).
  await twoFrames(page)
}

/** Waits two rendering frames, so input already sent (a wheel) has been handled. */
const twoFrames = (page: Page) =>
  page.locator('body').evaluate(
    (body) =>
      new Promise((done) => {
        const window = body.ownerDocument.defaultView!
        window.requestAnimationFrame(() => window.requestAnimationFrame(done))
      }),
  )

const pageScroll = (page: Page) =>
  page
    .locator('body')
    .evaluate((body) =>
      ['html', 'body', '.layout', '.content'].map(
        (s) => body.ownerDocument.querySelector(s)?.scrollTop ?? 0,
      ),
    )

for (const viewport of [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('nothing covers the reply editor, its caret or the redraft buttons; the panes scroll and the header stays; the templates menu fits the window', async ({
      page,
      demoServe,
    }) => {
      await signIn(page, demoServe)
      await page.getByRole('link', { name: /^Inbox/ }).click()
      await openDraftAndEdit(page)

      expect(await editorCover(page)).toEqual({ covered: [], inside: true })
      // Typing keeps the caret visible and uncovered too.
      await page.keyboard.insertText('\nA second line.\nA third line.\nAnd a fourth one.')
      expect(await editorCover(page)).toEqual({ covered: [], inside: true })

      // Regenerate and the tones: each one, brought into view, is what the window shows there.
      const redraft = page.getByRole('group', { name: 'Redraft' })
      for (const name of ['Regenerate', 'Shorter', 'Friendlier', 'More formal']) {
        const button = redraft.getByRole('button', { name })
        await button.scrollIntoViewIfNeeded()
        const hit = await button.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const at = el.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return el.contains(at)
        })
        expect(hit, name).toBe(true)
      }

      // Scrolling past the end of the review pane, then of the sidebar, moves neither the header
      // nor the page.
      const header = page.locator('.inbox-top')
      const top = (await header.boundingBox())!.y
      await wheelPastEnd(page, '.review-pane')
      expect((await header.boundingBox())!.y).toBe(top)
      expect(await pageScroll(page)).toEqual([0, 0, 0, 0])
      await page.mouse.move(100, viewport.height - 60)
      await page.mouse.wheel(0, 3000)
      await twoFrames(page)
      expect((await header.boundingBox())!.y).toBe(top)
      expect(await pageScroll(page)).toEqual([0, 0, 0, 0])
      await expect(page.getByRole('heading', { name: 'Inbox' })).toBeInViewport()

      // The templates menu (t, out of the editor) lies inside the window, the pane unscrolled sideways.
      await editor(page).focus()
      await editor(page).press('Escape')
      await page.keyboard.press('t')
      const menu = page.getByRole('menu', { name: 'Reply templates' })
      await expect(menu).toBeVisible()
      const box = (await menu.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      expect(
        await page.locator('.review-pane').evaluate((el) => el.scrollWidth <= el.clientWidth),
      ).toBe(true)
    })
  })
}
