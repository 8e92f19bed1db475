import type { insightsCommands } from '../../../shared/contract/insights'
import { listAlerts } from './anomalies/episodes'
import { currentStateOf } from './digest/current'
import { exportDigest } from './digest/export'
import { runDigestsNow } from './digest/schedule'
import {
  assertAppInWorkspace,
  getDigestRow,
  listDigests,
  parseDigestData,
  toDigestDto,
  toDigestSummary,
} from './digest/store'
import {
  getAnomalySettings,
  getDigestSettings,
  getNotificationSettings,
  setAnomalySettings,
  setDigestSettings,
  setNotificationSettings,
} from './settings-view'
import { readInsight } from './offload'
import { effectScope } from './reply-effect/scope'
import { readReplySpeedSettings, setReplySpeedSettings } from './reply-speed/settings'
import type { Handlers } from '../commands/types'

export const insightsHandlers = {
  'insights.digestSettings.get': ({ core, actor }) =>
    getDigestSettings(core, actor.workspaceId, core.clock.now()),
  'insights.digestSettings.set': ({ core, actor }, { workspaceId: _ws, ...patch }) =>
    setDigestSettings(core, actor.workspaceId, patch, core.clock.now()),
  'insights.digests.list': ({ core, actor }, input) => {
    if (input.appId) assertAppInWorkspace(core, actor.workspaceId, input.appId)
    return listDigests(core, actor.workspaceId, input)
  },
  'insights.digests.get': ({ core, actor }, input) => {
    const row = getDigestRow(core, actor.workspaceId, input.digestId)
    const ids = parseDigestData(row).unanswered_negative.map((r) => r.id)
    return toDigestDto(row, currentStateOf(core, ids))
  },
  'insights.digests.export': ({ core, actor }, input) =>
    exportDigest(core, actor.workspaceId, input.digestId, input.format),
  'insights.digests.runNow': ({ core, actor }, input) => {
    if (input.appId) assertAppInWorkspace(core, actor.workspaceId, input.appId)
    return runDigestsNow(core, actor.workspaceId, core.clock.now(), input.appId).map((row) =>
      toDigestSummary(row),
    )
  },
  'insights.alerts.list': ({ core, actor }, input) => {
    if (input.appId) assertAppInWorkspace(core, actor.workspaceId, input.appId)
    return listAlerts(core, actor.workspaceId, input)
  },
  'insights.anomalySettings.get': ({ core, actor }) => getAnomalySettings(core, actor.workspaceId),
  'insights.anomalySettings.set': ({ core, actor }, { workspaceId: _ws, ...patch }) =>
    setAnomalySettings(core, actor.workspaceId, patch),
  'insights.notificationSettings.get': ({ core, actor }) =>
    getNotificationSettings(core, actor.workspaceId),
  'insights.notificationSettings.set': ({ core, actor }, { workspaceId: _ws, ...patch }) =>
    setNotificationSettings(core, actor.workspaceId, patch),
  'insights.replyEffect.get': ({ core, actor }, { workspaceId: _ws, ...input }) =>
    readInsight(core, 'replyEffect', effectScope(core, actor.workspaceId, input)),
  'insights.replyEffect.export': ({ core, actor }, { workspaceId: _ws, ...input }) =>
    readInsight(core, 'replyEffectExport', effectScope(core, actor.workspaceId, input)),
  'insights.replySpeed.get': ({ core, actor }, { workspaceId: _ws, ...input }) =>
    readInsight(core, 'replySpeed', effectScope(core, actor.workspaceId, input)),
  'insights.replySpeedSettings.get': ({ core, actor }) =>
    readReplySpeedSettings(core, actor.workspaceId),
  'insights.replySpeedSettings.set': ({ core, actor }, { workspaceId: _ws, ...patch }) => {
    const next = setReplySpeedSettings(core, actor.workspaceId, patch)
    // The overdue view and its count depend on the target.
    core.signals.emit('changed', actor.workspaceId, 'reviews')
    return next
  },
} satisfies Handlers<keyof typeof insightsCommands>
