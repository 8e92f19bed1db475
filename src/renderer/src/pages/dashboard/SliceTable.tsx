import type { DashboardSliceDto } from '../../../../shared/dto/dashboard'
import type { StoreName } from '../../../../shared/dto/apps'
import { formatNumber, formatPercent, STORE_LABEL } from '../../format'

const rating = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)}★`)

/** Rating and volume per app version or country, with one column pair per store. */
export function SliceTable({
  id,
  title,
  caption,
  column,
  otherLabel,
  slices,
  name = (key) => key,
}: {
  id: string
  title: string
  caption: string
  column: string
  otherLabel: string
  slices: DashboardSliceDto[]
  name?: (key: string) => string
}) {
  const stores = [
    ...new Set(slices.flatMap((s) => s.stores.map((x) => x.store))),
  ].sort() as StoreName[]
  return (
    <section className="card slice-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted small">{caption}</p>
      {slices.length === 0 ? (
        <p className="muted">No reviews in this period.</p>
      ) : (
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">Reviews</th>
              <th scope="col">Rating</th>
              <th scope="col">1–2★</th>
              {stores.length > 1 &&
                stores.map((s) => (
                  <th scope="col" key={s}>
                    {STORE_LABEL[s]}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.key ?? 'other'}>
                <th scope="row">{s.key === null ? otherLabel : name(s.key)}</th>
                <td>{formatNumber(s.reviews)}</td>
                <td>{rating(s.averageRating)}</td>
                <td>{formatPercent(s.negativeShare)}</td>
                {stores.length > 1 &&
                  stores.map((store) => {
                    const x = s.stores.find((y) => y.store === store)
                    return (
                      <td key={store}>
                        {x ? `${formatNumber(x.reviews)} · ${rating(x.averageRating)}` : '–'}
                      </td>
                    )
                  })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
