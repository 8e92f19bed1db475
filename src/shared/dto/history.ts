/** What importing one Google Play review report did (issue 27 part 4). */
export interface HistoryImportDto {
  appId: string
  /** The report's month (`YYYYMM`) when the file name says it. */
  month: string | null
  /** Data rows in the file. */
  rows: number
  /** Written reviews seen for the first time (they join the inbox). */
  reviewsAdded: number
  /** Ratings without text seen for the first time (they count in ratings, never in the inbox). */
  ratingsAdded: number
  /** Known reviews or ratings whose rating or text changed, and older versions added to a review's history. */
  changed: number
  /** Rows the app already knew exactly as they are. */
  unchanged: number
  /** Developer replies found in the report that the app did not know (recorded as written elsewhere). */
  repliesFound: number
}

/** One monthly report object of the bucket, and what reading it did. */
export interface CloudMonthDto {
  /** `YYYYMM`. */
  month: string
  /** The object, `reviews/reviews_<package>_<YYYYMM>.csv`. */
  name: string
  /** `imported` the first time; `reimported` when a recent month's file grew; else `unchanged` (not read). */
  status: 'imported' | 'reimported' | 'unchanged'
  result: Omit<HistoryImportDto, 'appId' | 'month'> | null
}

export interface CloudImportDto {
  appId: string
  bucket: string
  months: CloudMonthDto[]
}
