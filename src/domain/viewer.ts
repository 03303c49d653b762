/** Who is asking: a logged-in member, or null for a visitor (spec 001 §6). */
export interface Viewer {
  userId: number
}
