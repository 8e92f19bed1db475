export type PlanName = 'trial' | 'free' | 'pro'
/** What Pro (and the trial) unlock; nothing else is ever gated by a plan. */
export type PlanFeature = 'api' | 'webhooks'

interface PlanFeatureDto {
  feature: PlanFeature
  name: string
  description: string
  /** Whether it works in this workspace right now. */
  included: boolean
}

/** What a licence says, never the key itself. */
export interface LicenceSummaryDto {
  /** The issuer's licence id, when it has one (quote it to support). */
  licenceId: string | null
  /** Who it is licensed to. */
  customer: string
  /** Customer id at the merchant of record. */
  customerId: string
  seats: number
  /** Members of this workspace now (informational: seats never lock anyone out). */
  seatsUsed: number
  expiresAt: number
  expired: boolean
  /** Whole days until expiry, rounded up; 0 once expired. */
  daysLeft: number
  /** True when the licence only works in this workspace. */
  boundToWorkspace: boolean
  activatedAt: number
}

interface TrialDto {
  startedAt: number
  endsAt: number
  active: boolean
  /** Whole days left, rounded up (10 on the first day); 0 once over. */
  daysLeft: number
}

export interface PlanDto {
  workspaceId: string
  plan: PlanName
  /** "Free trial", "Free" or "Pro". */
  planName: string
  /** One or two sentences for the top of the Plan page, in plain words. */
  headline: string
  trial: TrialDto
  licence: LicenceSummaryDto | null
  /** Something an admin should act on (licence expired or expiring, more members than seats), or null. */
  notice: string | null
  /** What Pro unlocks, and whether each works now. */
  features: PlanFeatureDto[]
  /** What every plan keeps (inbox, drafting, approval). */
  alwaysIncluded: string[]
  /** Webhook deliveries kept while webhooks are off; they go out once Pro is active. */
  heldDeliveries: number
  /** The merchant's checkout, to open in the system browser (https only). */
  upgradeUrl: string
  /** Whether the viewer may enter or remove a licence (admins). */
  canManageLicence: boolean
}
