import type { Contract } from './index'

/**
 * Every command's name, without the zod schemas: the sandboxed preload may `require` nothing but
 * `electron`, so it builds the bridge from this list instead of the contract itself.
 * Adding a command to the contract? Add its name here too; the type check below says which.
 */
export const commandNames = [
  'voice.get',
  'voice.set',
  'voice.preview',
  'model.get',
  'model.set',
  'model.remove',
  'model.test',
  'appStore.connect',
  'appStore.disconnect',
  'appStore.testConnection',
  'appStore.status',
  'appStore.deleteReply',
  'appStore.setReplyLimit',
  'insights.digestSettings.get',
  'insights.digestSettings.set',
  'insights.digests.list',
  'insights.digests.get',
  'insights.digests.export',
  'insights.digests.runNow',
  'insights.alerts.list',
  'insights.anomalySettings.get',
  'insights.anomalySettings.set',
  'insights.notificationSettings.get',
  'insights.notificationSettings.set',
  'session.get',
  'workspace.list',
  'workspace.create',
  'workspace.rename',
  'members.list',
  'members.add',
  'members.setRole',
  'members.remove',
  'loginLinks.list',
  'loginLinks.create',
  'loginLinks.revoke',
  'apps.list',
  'apps.add',
  'apps.remove',
  'reviews.list',
  'reviews.counts',
  'reviews.markRead',
  'dashboard.app',
  'googlePlay.connect',
  'googlePlay.testConnection',
  'googlePlay.status',
  'keys.list',
  'keys.create',
  'keys.revoke',
  'plan.get',
  'plan.activateLicence',
  'plan.removeLicence',
  'webhooks.list',
  'webhooks.create',
  'webhooks.update',
  'webhooks.delete',
  'webhooks.revealSecret',
  'webhooks.rotateSecret',
  'webhooks.test',
  'webhooks.deliveries',
  'webhooks.retryDelivery',
  'reviews.get',
  'reply.draft',
  'reply.edit',
  'reply.approve',
  'reply.publish',
  'reply.dismiss',
  'reply.reopen',
  'reply.bulkApprove',
  'reply.bulkPublish',
  'sync.status',
  'sync.now',
  'autoPublish.get',
  'autoPublish.set',
  'teamServer.status',
  'teamServer.connect',
  'teamServer.disconnect',
  'members.invite',
  'invitations.list',
  'invitations.revoke',
  'invitations.mine',
  'invitations.accept',
  'invitations.decline',
  'installation.get',
  'installation.update',
  'drafts.queue',
  'googlePlay.disconnect',
  'reply.undoApprove',
] as const

type Listed = (typeof commandNames)[number]
type MissingHere = Exclude<keyof Contract, Listed>
type NotInContract = Exclude<Listed, keyof Contract>
type Agrees = [MissingHere] extends [never]
  ? [NotInContract] extends [never]
    ? true
    : { 'src/shared/contract/names.ts lists commands the contract does not have': NotInContract }
  : { 'add these commands to src/shared/contract/names.ts': MissingHere }
type MustBeTrue<T extends true> = T
/** A type error here means names.ts and the contract disagree; the message names the commands. */
export type NamesMatchContract = MustBeTrue<Agrees>
