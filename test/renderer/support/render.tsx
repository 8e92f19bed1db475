import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Role } from '../../../src/shared/roles'
import { useSession } from '../../../src/renderer/src/store/session'

// Tells React that updates in these tests are wrapped in act(), so effects run before asserting.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: Root[] = []

/** Renders `ui` into a fresh element of the document; `unmountAll` removes it again. */
export function render(ui: ReactNode): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  mounted.push(root)
  act(() => root.render(ui))
  return container
}

export function unmountAll(): void {
  for (const root of mounted.splice(0)) act(() => root.unmount())
  document.body.replaceChildren()
}

/** The acting member has `role` in workspace `ws_1`. */
export function actAs(role: Role): void {
  useSession.setState({
    workspaceId: 'ws_1',
    session: {
      user: { id: 'usr_1', name: 'Sam' },
      workspaces: [{ id: 'ws_1', name: 'Acme', role, plan: 'pro', createdAt: 0 }],
      shell: 'serve',
      demo: false,
      apiBaseUrl: null,
      vaultWarning: null,
    },
  })
}

/** The button whose text is `name` (exactly, after trimming). */
export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  )
  if (!found) throw new Error(`No button "${name}"`)
  return found
}

export function buttonNames(container: HTMLElement): string[] {
  return [...container.querySelectorAll('button')].map((b) => b.textContent?.trim() ?? '')
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click()
  })
}

/** Types into an input or text area as a person would (React sees an input event). */
export async function typeInto(
  field: HTMLInputElement | HTMLTextAreaElement,
  text: string,
): Promise<void> {
  await act(async () => {
    const proto =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Picks an option in a select as a person would. */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}
