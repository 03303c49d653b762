/** spec 000 §2.2: a test's star display is its rating times 2, as a percent of the star row (rating out of 50). */
export function ratingPercent(rating: number): number {
  return Math.min(100, Math.max(0, rating * 2))
}
