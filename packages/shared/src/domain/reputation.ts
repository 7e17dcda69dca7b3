/**
 * PRODUCT.md 21, ratings after delivery: who rates whom, the tags of each subject, the 14-day
 * window to rate, and the 7 days a low rating (1 or 2 stars) stays visible to the rated party
 * alone, who may reply once before everyone else sees it with the reply.
 */

export const RATING_SUBJECTS = ['carrier', 'shipper', 'location'] as const;
export type RatingSubject = (typeof RATING_SUBJECTS)[number];

export const RATING_TAGS = {
  location: ['on_time_dock', 'long_wait', 'lumper_required', 'friendly_staff', 'poor_directions'],
  shipper: ['clear_instructions', 'pays_on_time', 'slow_to_pay', 'changed_plans'],
  carrier: ['on_time', 'good_communication', 'late', 'no_updates'],
} as const satisfies Record<RatingSubject, readonly string[]>;

export const RATING_TAG_LABELS: Record<string, string> = {
  on_time_dock: 'On-time dock',
  long_wait: 'Long wait',
  lumper_required: 'Lumper required',
  friendly_staff: 'Friendly staff',
  poor_directions: 'Poor directions',
  clear_instructions: 'Clear instructions',
  pays_on_time: 'Pays on time',
  slow_to_pay: 'Slow to pay',
  changed_plans: 'Changed plans',
  on_time: 'On time',
  good_communication: 'Good communication',
  late: 'Late',
  no_updates: 'No updates',
};

export const RATING_SUBJECT_LABELS: Record<RatingSubject, string> = {
  carrier: 'Carrier',
  shipper: 'Shipper',
  location: 'Facility',
};

/** Tags that are not of the subject's vocabulary (an empty list when all are known). */
export function unknownTags(subject: RatingSubject, tags: readonly string[]): string[] {
  const known: readonly string[] = RATING_TAGS[subject];
  return tags.filter((tag) => !known.includes(tag));
}

/** Which subjects a side rates: the carrier rates the shipper and each facility, the shipper the carrier. */
export function subjectsRatedBy(side: 'carrier' | 'shipper'): readonly RatingSubject[] {
  return side === 'carrier' ? ['shipper', 'location'] : ['carrier'];
}

export const RATING_WINDOW_DAYS = 14;
export const LOW_RATING_PENDING_DAYS = 7;
const DAY = 86_400_000;

/** A party may rate a delivered load until 14 days after its delivery. */
export function isWithinRatingWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= deliveredAt.getTime() + RATING_WINDOW_DAYS * DAY;
}

export function isLowRating(stars: number): boolean {
  return stars <= 2;
}

/** When everyone who can see the rated party sees the rating: at once, or 7 days later when low. */
export function visibleFrom(stars: number, createdAt: Date): Date {
  return isLowRating(stars)
    ? new Date(createdAt.getTime() + LOW_RATING_PENDING_DAYS * DAY)
    : createdAt;
}

/**
 * Whether a viewer sees a rating: the rated party and the author always; everyone else once
 * its pending window is over.
 */
export function isRatingVisible(
  rating: { visible_from: Date },
  viewer: { isRatedParty: boolean; isAuthor: boolean },
  now: Date,
): boolean {
  return viewer.isRatedParty || viewer.isAuthor || now.getTime() >= rating.visible_from.getTime();
}

/**
 * A kept score: running sums, so a new rating costs the same whatever the history. The mean
 * is shown with one decimal; null before the first rating.
 */
export interface ScoreTally {
  stars_sum: number;
  count: number;
}

export function addRating(tally: ScoreTally, stars: number): ScoreTally {
  return { stars_sum: tally.stars_sum + stars, count: tally.count + 1 };
}

export function meanStars(tally: ScoreTally): number | null {
  if (tally.count === 0) return null;
  return Math.round((tally.stars_sum / tally.count) * 10) / 10;
}

/** The 90 days of stops a facility's measured dwell is the mean of. */
export const DWELL_WINDOW_DAYS = 90;
