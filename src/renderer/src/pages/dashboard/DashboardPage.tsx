import type { DashboardDto, DashboardPointDto } from '../../../../shared/dto/dashboard'
import { EmptyState } from '../../components/EmptyState'
import { FilterField } from '../../components/FilterField'
import { InlineError, Loading } from '../../components/InlineError'
import { PageHeader } from '../../components/PageHeader'
import {
  formatDayMonth,
  formatHours,
  formatNumber,
  formatPercent,
  localTimeZone,
  STORE_LABEL,
} from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useAppList } from '../../store/apps'
import { useInbox } from '../../store/inbox'
import { useRouter } from '../../store/router'
import { useSession } from '../../store/session'
import { AppleSummaries } from './AppleSummaries'
import { ChangeBadge } from './ChangeBadge'
import { BarList } from './charts/BarList'
import { TrendChart } from './charts/TrendChart'
import { VolumeChart } from './charts/VolumeChart'
import { ConnectionNotice } from './ConnectionNotice'
import { ReplyEffectCard } from './ReplyEffectCard'
import { BacklogChart, ReplySpeedKpis } from './ReplySpeedCard'
import { SliceTable } from './SliceTable'
import { TopicTable } from './TopicTable'

const RANGES = [7, 30, 90, 365] as const
type Days = (typeof RANGES)[number]
const timeZone = localTimeZone()

function periodLabel(d: DashboardDto) {
  const day = (ms: number) => formatDayMonth(ms, { timeZone: d.range.timeZone })
  return (p: DashboardPointDto) => (d.range.bucket === 'week' ? `wk ${day(p.start)}` : day(p.start))
}

const regions = new Intl.DisplayNames(undefined, { type: 'region' })
function countryName(code: string): string {
  try {
    return regions.of(code) ?? code
  } catch {
    return code
  }
}

export function DashboardPage() {
  const workspaceId = useSession((s) => s.workspaceId)
  const navigate = useRouter((s) => s.navigate)
  const setFilters = useInbox((s) => s.setFilters)
  // The app lives in the route (#/dashboard/app_…), so links from digests and team tools open it.
  const appId = useRouter((s) => s.route.rest[0] ?? '')
  const push = useRouter((s) => s.push)
  const setAppId = (id: string) => (id ? push('dashboard', id) : push('dashboard'))
  // So does the period (#/dashboard/app_…?days=90); 30 days when the address names none.
  const days = useRouter((s) => {
    const asked = Number(new URLSearchParams(s.route.query).get('days'))
    return RANGES.find((r) => r === asked) ?? 30
  })
  const setDays = (r: Days) =>
    useRouter.getState().setQuery(r === 30 ? '' : `days=${r}`, { push: true })
  const apps = useAppList(workspaceId)
  const dashboard = useCommand(
    'dashboard.app',
    workspaceId ? { workspaceId, days, timeZone, ...(appId ? { appId } : {}) } : null,
    { refreshOn: ['reviews', 'replies', 'topics'] },
  )
  const range = dashboard.data?.range
  // Reply speed and Reply Effect cover the reviews written in the dashboard's period.
  const periodInput =
    workspaceId && range
      ? { workspaceId, since: range.start, until: range.end, ...(appId ? { appId } : {}) }
      : null
  const speed = useCommand('insights.replySpeed.get', periodInput, {
    refreshOn: ['reviews', 'replies'],
  })
  const effect = useCommand('insights.replyEffect.get', periodInput, {
    refreshOn: ['reviews', 'replies'],
  })
  if (!workspaceId) return null
  const d = dashboard.data
  const label = d ? periodLabel(d) : () => ''
  const window = d?.range.bucket === 'week' ? '4-week' : '7-day'

  return (
    <section className="page wide-page">
      <PageHeader
        title="Dashboard"
        subtitle="How your apps are rated, how much people write, and how fast you answer."
        actions={
          <div className="inline-controls">
            <FilterField label="App">
              {(id) => (
                <select id={id} value={appId} onChange={(e) => setAppId(e.target.value)}>
                  <option value="">All apps</option>
                  {apps?.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              )}
            </FilterField>
            <div className="segmented" role="group" aria-label="Period">
              {RANGES.map((r) => (
                <button
                  key={r}
                  type="button"
                  className={r === days ? 'seg active' : 'seg'}
                  aria-pressed={r === days}
                  onClick={() => setDays(r)}
                >
                  {r === 365 ? '1 year' : `${r} days`}
                </button>
              ))}
            </div>
          </div>
        }
      />
      <InlineError message={dashboard.error} />
      {apps && (
        <ConnectionNotice
          apps={appId ? apps.filter((a) => a.id === appId) : apps}
          onFix={() => navigate('apps')}
        />
      )}
      {!d ? (
        dashboard.error ? null : (
          <Loading what="Counting reviews" />
        )
      ) : apps?.length === 0 ? (
        <EmptyState title="Nothing to chart yet">
          <p>Add an app and connect its store. The dashboard fills in as reviews arrive.</p>
          <button type="button" className="button primary" onClick={() => navigate('apps')}>
            Add an app
          </button>
        </EmptyState>
      ) : (
        <>
          <div className="kpis">
            <div className="kpi card">
              <span className="kpi-label">Reviews</span>
              <span className="kpi-value">{formatNumber(d.totals.reviews)}</span>
              <ChangeBadge
                now={d.totals.reviews}
                before={d.totals.previousReviews}
                unit=""
                goodWhen="neither"
              />
            </div>
            <div className="kpi card">
              <span className="kpi-label">Average rating</span>
              <span className="kpi-value">
                {d.totals.averageRating === null ? '–' : `${d.totals.averageRating.toFixed(2)}★`}
              </span>
              <ChangeBadge
                now={d.totals.averageRating}
                before={d.totals.previousAverageRating}
                unit="★"
                digits={2}
                goodWhen="up"
              />
            </div>
            <div className="kpi card">
              <span className="kpi-label">1–2★ reviews</span>
              <span className="kpi-value">
                {d.totals.negativeShare === null ? '–' : formatPercent(d.totals.negativeShare)}
              </span>
              <ChangeBadge
                now={d.totals.negativeShare}
                before={d.totals.previousNegativeShare}
                unit=" pts"
                scale={100}
                goodWhen="down"
              />
            </div>
            <div className="kpi card">
              <span className="kpi-label">Reply rate</span>
              <span className="kpi-value">
                {d.totals.replyRate === null ? '–' : formatPercent(d.totals.replyRate)}
              </span>
              {d.totals.replyRate !== null && (
                <span className="meter" aria-hidden="true">
                  <span style={{ width: `${d.totals.replyRate * 100}%` }} />
                </span>
              )}
              <span className="delta">
                {formatNumber(d.totals.answered)} of {formatNumber(d.totals.reviews)} reviews
                answered (reply on the store or awaiting it)
              </span>
            </div>
            <div className="kpi card">
              <span className="kpi-label">Median time to reply</span>
              <span className="kpi-value">
                {d.totals.medianReplyHours === null ? '–' : formatHours(d.totals.medianReplyHours)}
              </span>
              <span className="delta">
                {d.totals.answered === 0
                  ? 'no review of this period answered yet'
                  : `review written to reply sent, over those ${formatNumber(d.totals.answered)}; ${formatNumber(d.totals.repliesPublished)} replies sent in the period in all`}
              </span>
            </div>
            <div className="kpi card">
              <span className="kpi-label">Still need a reply</span>
              <span className="kpi-value">{formatNumber(d.totals.needsReply)}</span>
              {d.totals.needsReply > 0 && (
                <button
                  type="button"
                  className="link-button small"
                  onClick={() => {
                    void setFilters({
                      view: 'needs_reply',
                      appId: appId || null,
                      since: d.range.start,
                      until: null,
                    })
                    navigate('inbox')
                  }}
                >
                  Open them in the inbox
                </button>
              )}
            </div>
          </div>
          <InlineError message={speed.error ?? effect.error} />
          {speed.data && (
            <ReplySpeedKpis
              s={speed.data}
              onOpenOverdue={() => {
                void setFilters({ view: 'overdue', appId: appId || null, since: null, until: null })
                navigate('inbox')
              }}
            />
          )}
          {d.totals.reviews === 0 && (
            <p className="note">No reviews were written in this period. Pick a longer period.</p>
          )}
          <div className="chart-grid">
            <TrendChart series={d.series} label={label} window={window} />
            <VolumeChart series={d.series} label={label} />
            <BarList
              id="histogram"
              title="Ratings"
              summary={
                d.totals.reviews === 0
                  ? 'No ratings.'
                  : `${formatPercent((d.histogram[4]?.reviews ?? 0) / d.totals.reviews)} five-star, ${formatPercent(((d.histogram[0]?.reviews ?? 0) + (d.histogram[1]?.reviews ?? 0)) / d.totals.reviews)} one- or two-star.`
              }
              bars={[...d.histogram].reverse().map((h) => ({
                key: String(h.stars),
                label: `${h.stars}★`,
                value: h.reviews,
                className: `fill-s${h.stars}`,
              }))}
            />
            {d.ratings.withoutText.count > 0 && (
              <BarList
                id="ratings-without-text"
                title="Ratings without text"
                summary={`${formatNumber(d.ratings.withoutText.count)} star ratings with no review, average ${d.ratings.withoutText.averageRating?.toFixed(2) ?? '–'} (from Google Play's monthly reports; never in the inbox). With the written reviews: ${formatNumber(d.ratings.all.count)} ratings, average ${d.ratings.all.averageRating?.toFixed(2) ?? '–'}, as the Play Console counts them.`}
                bars={[5, 4, 3, 2, 1].map((stars) => ({
                  key: String(stars),
                  label: `${stars}★`,
                  value: d.ratings.withoutText.stars[stars - 1] ?? 0,
                  className: `fill-s${stars}`,
                }))}
              />
            )}
            <BarList
              id="languages"
              title="Languages"
              summary={
                d.languages.length === 0
                  ? 'No reviews.'
                  : `Most reviews are in ${d.languages[0]?.name} (${formatPercent(d.languages[0]?.share ?? 0)}).`
              }
              bars={d.languages.map((l) => ({
                key: l.language ?? 'unknown',
                label: l.name,
                value: l.reviews,
              }))}
            />
          </div>
          {(effect.data || speed.data) && (
            <div className="chart-grid">
              {speed.data && <BacklogChart s={speed.data} />}
              {effect.data && periodInput && (
                <ReplyEffectCard e={effect.data} input={periodInput} />
              )}
            </div>
          )}
          <div className="chart-grid">
            <SliceTable
              id="by-version"
              title="By app version"
              caption="The version reviewed most recently first."
              column="Version"
              otherLabel="Other or unknown"
              slices={d.versions}
            />
            <SliceTable
              id="by-country"
              title="By country"
              caption="Where reviewers are, most reviews first."
              column="Country"
              otherLabel="Other or unknown"
              slices={d.countries}
              name={countryName}
            />
            <TopicTable
              topics={d.topics}
              pending={d.topicsPending}
              appId={appId || null}
              range={d.range}
            />
            <AppleSummaries summaries={d.appleSummaries} />
          </div>
          {d.stores.length > 1 && (
            <p className="muted small">
              {d.stores
                .map(
                  (s) =>
                    `${STORE_LABEL[s.store]}: ${formatNumber(s.reviews)} reviews, ${s.averageRating?.toFixed(2) ?? '–'}★`,
                )
                .join(' · ')}
            </p>
          )}
          <p className="muted small">
            Counts cover written reviews only: the stores do not return ratings without text, so
            store dashboards show more ratings. Days are counted in {d.range.timeZone}.
          </p>
        </>
      )}
    </section>
  )
}
