import { Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { paymentDayQuery, usePaymentDay } from '../../../features/billing/api/invoices.ts';
import { PaymentRun } from '../../../features/billing/components/payment-run.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The run's day: `?date=` when valid, else today on this device. */
function dayOf(params: URLSearchParams): string {
  const date = params.get('date');
  if (date && DATE.test(date)) return date;
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const loader: RouteLoader =
  (queryClient) =>
  ({ request }) => {
    void queryClient.prefetchQuery(paymentDayQuery(dayOf(new URL(request.url).searchParams)));
    return null;
  };

/** /payment-run (PRODUCT.md 19): the shipper's payments of a day, its files and paid mark. */
export default function PaymentRunPage() {
  const [params, setParams] = useSearchParams();
  const date = dayOf(params);
  const day = usePaymentDay(date);
  return (
    <>
      <PageHeader title="Payment run" showTools={false} />
      <Container size="xl">
        <Stack gap="md">
          <Group align="flex-end" gap="md">
            <TextInput
              type="date"
              label="Payment day"
              value={date}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (DATE.test(value)) setParams({ date: value });
              }}
            />
            <Text size="sm" c="dimmed" maw={520}>
              Download the day’s file, upload it to your bank, then mark the payments paid with the
              bank’s reference. Carriers see “Paid” at once.
            </Text>
          </Group>
          <QueryStates query={day} loading="Loading the day’s payments…">
            {day.data ? <PaymentRun date={date} invoices={day.data.results} /> : null}
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}
