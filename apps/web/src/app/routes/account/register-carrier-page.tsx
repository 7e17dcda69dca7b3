import { RegisterPage } from './register-shipper-page.tsx';

export default function RegisterCarrierPage() {
  return <RegisterPage userType="carrier" />;
}
