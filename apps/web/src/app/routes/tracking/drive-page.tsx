import { useParams } from 'react-router';
import { DriverPage } from '../../../features/tracking/components/driver-page.tsx';

/** /drive/{token}: the driver's phone page of a driver link; no sign-in (PRODUCT.md 18). */
export default function DrivePage() {
  const { token = '' } = useParams();
  return <DriverPage token={token} />;
}
