import { CompanyLogo } from '../../../ui/company-logo.tsx';
import { useShipper } from '../api/account.ts';
import { useMe } from '../api/get-me.ts';

/**
 * A shipper's logo by its account id (a load's `created_by.id` on a carrier's load pages), fetched
 * again when it expires.
 */
export function ShipperLogo({
  accountId,
  name,
  size,
}: {
  accountId: number;
  name: string;
  size?: number;
}) {
  const shipper = useShipper(accountId);
  return (
    <CompanyLogo
      src={shipper.data?.logo}
      expiresAt={shipper.data?.logo_expires_at}
      name={shipper.data?.company_name ?? name}
      onRefresh={() => void shipper.refetch()}
      size={size}
    />
  );
}

/** The signed-in user's company logo (userData.logo), fetched again when it expires. */
export function OwnCompanyLogo({ name, size }: { name: string; size?: number }) {
  const me = useMe();
  return (
    <CompanyLogo
      src={me.data?.logo}
      name={me.data?.company_name ?? name}
      onRefresh={() => void me.refetch()}
      size={size}
    />
  );
}
