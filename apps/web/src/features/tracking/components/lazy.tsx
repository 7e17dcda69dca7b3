import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../ui/states.tsx';

/**
 * The tracking panels load with their own chunk, once a page shows them: the map and the
 * forms' components stay out of the chunks every page shares (the first-load budget).
 */
const MapCard = lazy(() =>
  import('./tracking-map-card.tsx').then((module) => ({ default: module.TrackingMapCard })),
);
const Public = lazy(() =>
  import('./tracking-map-card.tsx').then((module) => ({ default: module.PublicMap })),
);
const QuietHours = lazy(() =>
  import('./quiet-hours-form.tsx').then((module) => ({ default: module.QuietHoursForm })),
);

export function LazyTrackingMapCard(props: {
  loadId: number;
  party: 'shipper' | 'carrier';
  label: string;
}) {
  return (
    <Suspense fallback={<LoadingState label="Loading the map…" />}>
      <MapCard {...props} />
    </Suspense>
  );
}

export function LazyPublicMap(props: { token: string }) {
  return (
    <Suspense fallback={null}>
      <Public {...props} />
    </Suspense>
  );
}

export function LazyQuietHoursForm() {
  return (
    <Suspense fallback={<LoadingState label="Loading quiet hours…" />}>
      <QuietHours />
    </Suspense>
  );
}
