import { eq, isNull } from 'drizzle-orm'
import { storeListings } from '../db/schema'

/**
 * The listing still uses the credential a pass read with. A pass that began before a person
 * replaced the key reports neither "Connected" nor its old failure over the new key's test: the
 * next pass, with the new key, says how it stands.
 */
export const sameCredential = (credentialId: string | null) =>
  credentialId === null
    ? isNull(storeListings.credentialId)
    : eq(storeListings.credentialId, credentialId)
