import { Container } from '@mantine/core';
import { paymentDetailsQuery, usePaymentDetails } from '../../../features/billing/api/payments.ts';
import { PaymentDetailsSection } from '../../../features/billing/components/payment-details-form.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(paymentDetailsQuery());
  return null;
};

/** /settings/payment-details (PRODUCT.md 19): where the carrier is paid. */
export default function PaymentDetailsPage() {
  const details = usePaymentDetails();
  return (
    <>
      <PageHeader title="Payment details" showTools={false} />
      <Container size="lg">
        <QueryStates query={details} loading="Loading your bank account…">
          {details.isSuccess ? <PaymentDetailsSection details={details.data} /> : null}
        </QueryStates>
      </Container>
    </>
  );
}
