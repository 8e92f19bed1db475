import type { CommandName } from '../../../shared/contract'

/**
 * Command names the contract published before every collection became one plural noun (issue
 * #29). The dispatcher still answers them, so a desktop app of the previous version can talk to
 * a newer team server and scripts calling `/rpc/<old name>` keep working. New code uses the new
 * names; the preload's named methods and the reference docs list only those.
 */
export const RENAMED_COMMANDS: ReadonlyMap<string, CommandName> = new Map<string, CommandName>([
  ['workspace.list', 'workspaces.list'],
  ['workspace.create', 'workspaces.create'],
  ['workspace.rename', 'workspaces.rename'],
  ['reply.draft', 'replies.draft'],
  ['reply.edit', 'replies.edit'],
  ['reply.approve', 'replies.approve'],
  ['reply.publish', 'replies.publish'],
  ['reply.dismiss', 'replies.dismiss'],
  ['reply.reopen', 'replies.reopen'],
  ['reply.bulkApprove', 'replies.bulkApprove'],
  ['reply.bulkPublish', 'replies.bulkPublish'],
  ['reply.undoApprove', 'replies.undoApprove'],
  ['plan.activateLicence', 'licence.activate'],
  ['plan.removeLicence', 'licence.remove'],
])
