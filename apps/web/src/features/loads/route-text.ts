import { paths } from '@spotlane/shared/domain/paths';
import type { LoadCard } from '@spotlane/shared/schemas/loads';

type Place = { city: string; state: string; zipcode: string } | null | undefined;

/** SPEC 2.10: a place as 'city, state - zipcode'. */
export function placeText(place: Place): string {
  if (!place) return '';
  return `${place.city}, ${place.state} - ${place.zipcode}`;
}

/** Origin and destination of a request, from its locations or its quote places. */
export function requestEnds(
  load: Pick<
    LoadCard,
    'origin_location' | 'destination_location' | 'quote_origin' | 'quote_destination'
  >,
): { origin: string; destination: string } {
  return {
    origin: placeText(load.origin_location?.address ?? load.quote_origin),
    destination: placeText(load.destination_location?.address ?? load.quote_destination),
  };
}

type QuoteRoute = Pick<LoadCard, 'id' | 'origin_location' | 'quote_origin'>;

/** A quote request typed as free text (no saved location) has pages of its own. */
const withoutLocation = (load: QuoteRoute) => Boolean(!load.origin_location && load.quote_origin);

export function viewPathOf(load: QuoteRoute): string {
  return withoutLocation(load) ? paths.viewQuoteNoLocation(load.id) : paths.viewQuote(load.id);
}

export function editPathOf(load: QuoteRoute): string {
  return withoutLocation(load) ? paths.editQuoteNoLocation(load.id) : paths.editQuote(load.id);
}
