import { paths } from '@spotlane/shared/domain/paths';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { setRedirectTo } from '../../lib/device-storage.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The public paths of SPEC 2.1 that are a shipper's pages (/contacts and the quick forms,
 * PRODUCT.md 13): a visitor signs in first and comes back (redirectTo); a carrier goes home.
 */
export function ShipperOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user?.user_type === 'carrier') return <Navigate to={paths.spotQuotes} replace />;
  if (user?.user_type !== 'shipper') {
    setRedirectTo(`${location.pathname}${location.search}`);
    return <Navigate to={paths.signIn} replace />;
  }
  return children;
}

/** A shipper's page on a public path as a route's default export: `Page` inside ShipperOnly. */
export function shipperOnly(Page: ComponentType) {
  return function ShipperOnlyPage() {
    return (
      <ShipperOnly>
        <Page />
      </ShipperOnly>
    );
  };
}
