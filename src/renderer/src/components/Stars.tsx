/** Star rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, size = 'normal' }: { rating: number; size?: 'normal' | 'small' }) {
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? 'star on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  )
}
