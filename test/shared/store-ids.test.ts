import { afterEach, describe, expect, it } from 'vitest'
import { appStoreIdFrom, appStoreKeyIdFromFileName, googlePlayPackageFrom } from '../../src/shared/store-ids'
import { createTestCore, type TestCore } from '../support/core'

let t: TestCore
afterEach(() => t?.core.close())

describe('pasted store links and key files', () => {
  it('takes the id from App Store and Google Play links, and leaves anything else alone', () => {
    expect(appStoreIdFrom('https://apps.apple.com/us/app/notes-pro/id987654321')).toBe('987654321')
    expect(appStoreIdFrom(' apps.apple.com/gb/app/x/id987654321?mt=8 ')).toBe('987654321')
    expect(appStoreIdFrom('987654321')).toBe('987654321')
    expect(appStoreIdFrom('https://example.com/id987654321')).toBe('https://example.com/id987654321')
    expect(googlePlayPackageFrom('https://play.google.com/store/apps/details?id=com.example.app&hl=en')).toBe('com.example.app')
    expect(googlePlayPackageFrom('play.google.com/store/apps/details?id=com.example.app')).toBe('com.example.app')
    expect(googlePlayPackageFrom('com.example.app')).toBe('com.example.app')
    expect(appStoreKeyIdFromFileName('AuthKey_2X9R4HXF34.p8')).toBe('2X9R4HXF34')
    expect(appStoreKeyIdFromFileName('AuthKey_2X9R4HXF34 (1).p8')).toBe('2X9R4HXF34')
    expect(appStoreKeyIdFromFileName('key.p8')).toBeNull()
  })

  it('apps.add accepts pasted links', async () => {
    t = await createTestCore()
    const app = await t.run('apps.add', {
      workspaceId: t.workspaceId,
      name: 'Notes',
      appStoreId: 'https://apps.apple.com/us/app/notes/id987654321',
      googlePlayPackage: 'https://play.google.com/store/apps/details?id=com.example.notes',
    })
    expect(app.listings.map((l) => l.storeAppId).sort()).toEqual(['987654321', 'com.example.notes'])
  })

  it('reports every bad field at once, in words, without internal field names', async () => {
    t = await createTestCore()
    const res = await t.dispatch('apps.add', { workspaceId: t.workspaceId, name: 'Notes', appStoreId: 'abc', googlePlayPackage: 'not a package' })
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.error.code).toBe('INVALID_INPUT')
    expect(res.error.message).not.toMatch(/appStoreId|googlePlayPackage/)
    expect(res.error.fields).toEqual([
      { field: 'appStoreId', message: 'An App Store app id is the numeric Apple ID, e.g. 1234567890.' },
      { field: 'googlePlayPackage', message: 'A Google Play package name looks like com.example.app.' },
    ])
  })
})
