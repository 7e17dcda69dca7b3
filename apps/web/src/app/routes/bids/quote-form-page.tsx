import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { BID_MESSAGES } from '@spotlane/shared/schemas/bids';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMyBid } from '../../../features/bids/api/my-bids.ts';
import { useRejectQuote, useSaveBid } from '../../../features/bids/api/save-bid.ts';
import {
  type BidFormValues,
  bidFormSchema,
  EMPTY_BID_FORM,
  fromBid,
  quoteFormSchema,
  showBidFieldErrors,
  toBidPayload,
  toCalendarDate,
} from '../../../features/bids/bid-form-values.ts';
import { BidFormFields } from '../../../features/bids/components/bid-form-fields.tsx';
import { BlockingModal } from '../../../features/bids/components/blocking-modal.tsx';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { LoadSummary } from '../../../features/loads/components/load-summary.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { tellUser } from '../../../ui/entity-actions.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingState } from '../../../ui/states.tsx';

/** /spot-quotes/{id}/quote: send an informational quote, or confirm the chosen one (SPEC 2.9). */
export default function QuoteFormPage() {
  const loadId = usePathId().id ?? Number.NaN;
  const navigate = useNavigate();
  const load = useLoad(loadId, { retry: false });
  const myBid = useMyBid(loadId);
  const save = useSaveBid();
  const reject = useRejectQuote();
  const saved = myBid.bid;
  // SPEC 2.9: a quote that already has an amount (the one the shipper chose) is confirmed.
  const confirming = Boolean(saved && saved.amount > 0 && saved.is_chosen);

  const form = useForm<BidFormValues>({
    resolver: zodResolver(
      confirming ? bidFormSchema : quoteFormSchema,
    ) as unknown as Resolver<BidFormValues>,
    defaultValues: EMPTY_BID_FORM,
  });

  const data = load.data;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !data || myBid.isPending) return;
    prefilled.current = true;
    const base = saved ? fromBid(saved) : EMPTY_BID_FORM;
    form.reset({
      ...base,
      // SPEC 5: defaults from the load's dates.
      pickup_date: base.pickup_date ?? toCalendarDate(data.date_to_leave),
      delivery_date: base.delivery_date ?? toCalendarDate(data.expected_delivery_date),
    });
  }, [data, saved, myBid.isPending, form]);

  // SPEC 5: a quote whose load already has an identifier when the form OPENS went to a carrier
  // already. Decided once, on the first settled answer: confirming the quote gives the load its
  // identifier and reloads it, which must not raise this alert afterwards.
  const [openedAssigned, setOpenedAssigned] = useState<boolean | null>(null);
  useEffect(() => {
    if (openedAssigned !== null || !data || load.isFetching) return;
    setOpenedAssigned(Boolean(data.identifier));
  }, [openedAssigned, data, load.isFetching]);
  useEffect(() => {
    if (!openedAssigned) return;
    tellUser('Quote already assigned', BID_MESSAGES.alreadyAssignedQuote);
    navigate(paths.spotQuotes, { replace: true });
  }, [openedAssigned, navigate]);

  const submit = form.handleSubmit(async (values) => {
    const payload = toBidPayload(loadId, values);
    try {
      if (confirming && saved)
        await save.mutateAsync({ mode: 'confirm', bidId: saved.id, payload });
      else if (saved) await save.mutateAsync({ mode: 'edit', bidId: saved.id, payload });
      else await save.mutateAsync({ mode: 'place', payload });
      notifications.show({
        color: 'teal',
        title: confirming ? 'Quote confirmed' : 'Quote sent',
        message: confirming ? 'The load is assigned to you.' : 'The shipper has your quote.',
      });
    } catch (error) {
      // A field the server refused is shown on that field, and the form stays.
      if (showBidFieldErrors(error, form.setError)) return;
      // SPEC 8: any other failed quote submit is only logged.
      console.error(error);
    }
    navigate(paths.spotQuotes);
  });

  const cancel = async () => {
    if (!saved) return navigate(paths.spotQuotes);
    try {
      await reject.mutateAsync(saved.id);
    } catch (error) {
      console.error(error);
    }
    navigate(paths.spotQuotes);
  };

  const label = confirming ? 'Confirm Quote' : 'Send Quote';
  const title = confirming ? 'Confirm Quote' : 'Quote Form';

  return (
    <>
      <PageHeader title={title} showTools={false} />
      <Container size="sm">
        {load.isPending || myBid.isPending ? (
          load.isError ? null : (
            <LoadingState label="Loading quote…" />
          )
        ) : load.isError ? null : (
          <Paper withBorder radius="lg" p="xl" component="form" onSubmit={submit} noValidate>
            <Stack gap="lg">
              {data ? <LoadSummary load={data} /> : null}
              {confirming ? (
                <Text size="sm" c="dimmed">
                  The shipper chose your quote. Confirm the rate and the dates to take the load.
                </Text>
              ) : null}
              <BidFormFields
                control={form.control}
                errors={form.formState.errors}
                load={data}
                withDates={confirming}
              />
              <Group justify="flex-end">
                {confirming ? (
                  <Button variant="default" onClick={cancel} loading={reject.isPending}>
                    Cancel
                  </Button>
                ) : null}
                <Button type="submit" loading={save.isPending} disabled={save.isPending}>
                  {label}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Container>
      {/* SPEC 8: a failed load fetch on the quote form shows 'Shipment Already Assigned'. */}
      <BlockingModal kind={load.isError ? 'already-assigned' : null} />
    </>
  );
}
