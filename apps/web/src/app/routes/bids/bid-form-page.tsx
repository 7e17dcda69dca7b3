import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { biddingClosed } from '@spotlane/shared/domain/bidding';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import { paths, patterns } from '@spotlane/shared/domain/paths';
import { BID_MESSAGES } from '@spotlane/shared/schemas/bids';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { BenchmarkRange } from '../../../features/analytics/components/benchmark-range.tsx';
import { useMyBid } from '../../../features/bids/api/my-bids.ts';
import { useSaveBid } from '../../../features/bids/api/save-bid.ts';
import {
  type BidFormValues,
  bidFormSchema,
  EMPTY_BID_FORM,
  fromBid,
  showBidFieldErrors,
  toBidPayload,
} from '../../../features/bids/bid-form-values.ts';
import { BidFormFields } from '../../../features/bids/components/bid-form-fields.tsx';
import {
  type BlockingKind,
  BlockingModal,
} from '../../../features/bids/components/blocking-modal.tsx';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { LoadSummary } from '../../../features/loads/components/load-summary.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { tellUser } from '../../../ui/entity-actions.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingState } from '../../../ui/states.tsx';

/** /spot-quotes/{id}/bid and /spot-quotes/bid-placed/{id}/edit (SPEC 2.8, 5, 8). */
/** A stop's 5-digit ZIP code (the benchmark uses its 3-digit prefix). */
const zip5 = (zipcode: string | null | undefined) => zipcode?.slice(0, 5) ?? null;

export default function BidFormPage() {
  const loadId = usePathId().id ?? Number.NaN;
  const editing = matchPath(patterns.editBid, useLocation().pathname) !== null;
  const navigate = useNavigate();
  const load = useLoad(loadId, { retry: false });
  const myBid = useMyBid(loadId);
  const save = useSaveBid();
  const [blocked, setBlocked] = useState<BlockingKind | null>(null);

  const form = useForm<BidFormValues>({
    resolver: zodResolver(bidFormSchema) as unknown as Resolver<BidFormValues>,
    defaultValues: EMPTY_BID_FORM,
  });

  // Edit mode: prefill from the first result of GET /api/bids?load_id.
  const saved = myBid.bid;
  useEffect(() => {
    if (saved) form.reset(fromBid(saved));
  }, [saved, form]);

  // SPEC 8: a failed load fetch means someone else has it; a cancelled load is gone.
  let shown = blocked;
  if (!shown && load.isError) shown = 'already-assigned';
  if (!shown && load.data && isCancelled(load.data.status)) shown = 'no-longer-available';

  // PRODUCT.md 9: what the server would refuse is not offered: a decided or expired bid, or a
  // shipment past its bid deadline. A withdrawn bid is placed again (it becomes pending).
  const closedReason = !load.data
    ? null
    : saved && saved.status !== 'pending' && saved.status !== 'withdrawn' && editing
      ? `Your bid is ${saved.status}: it can no longer be changed.`
      : biddingClosed(load.data.bid_deadline)
        ? 'Bidding on this load has closed.'
        : null;
  const again = editing && saved?.status === 'withdrawn';

  const submit = form.handleSubmit(async (values) => {
    const payload = toBidPayload(loadId, values);
    try {
      if (editing && saved) await save.mutateAsync({ mode: 'edit', bidId: saved.id, payload });
      else await save.mutateAsync({ mode: 'place', payload });
      notifications.show({
        color: 'teal',
        title: editing ? 'Bid saved' : 'Bid placed',
        message: editing ? 'The shipper sees your new terms.' : 'The shipper has your bid.',
      });
      navigate(paths.spotQuotes);
    } catch (error) {
      if (isApiError(error) && error.errors[0]?.message === 'AlreadyAssigned') {
        setBlocked('already-assigned');
      } else if (isApiError(error) && error.code === 'LoadCancelled') {
        // SPEC 8's modal says it, alone: no second message over it.
        setBlocked('no-longer-available');
      } else if (showBidFieldErrors(error, form.setError)) {
        // Each message is on its field.
      } else if (isApiError(error) && error.status === 409) {
        // The server's reason (BiddingClosed, BidExpired...) says more than the generic line.
        tellUser(editing ? 'Bid not saved' : 'Bid not placed', error.message);
      } else {
        // SPEC 8: the generic message only for a failure nothing else explains.
        tellUser('Bid not placed', BID_MESSAGES.placeFailed);
      }
    }
  });

  const title = again ? 'Bid again' : editing ? 'Edit Bid' : 'Bid Form';
  const waiting = load.isPending || (editing && myBid.isPending);

  return (
    <>
      <PageHeader title={title} showTools={false} />
      <Container size="sm">
        {waiting && !shown ? (
          <LoadingState label="Loading shipment…" />
        ) : (
          <Paper withBorder radius="lg" p="xl" component="form" onSubmit={submit} noValidate>
            <Stack gap="lg">
              {load.data ? <LoadSummary load={load.data} /> : null}
              {load.data ? (
                <BenchmarkRange
                  title="Market range (benchmark)"
                  originZip={zip5(
                    load.data.origin_location?.address.zipcode ?? load.data.quote_origin?.zipcode,
                  )}
                  destinationZip={zip5(
                    load.data.destination_location?.address.zipcode ??
                      load.data.quote_destination?.zipcode,
                  )}
                  equipmentType={load.data.equipment_type}
                  missingText="No market range for this load: the shipper gave no equipment type or no ZIP code for a stop."
                />
              ) : null}
              <BidFormFields
                control={form.control}
                errors={form.formState.errors}
                load={load.data}
                withDates
              />
              {closedReason ? (
                <Alert color="orange" variant="light" role="status">
                  {closedReason}
                </Alert>
              ) : again ? (
                <Alert color="blue" variant="light">
                  You withdrew this bid. Bid again to send it to the shipper as a new offer.
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(-1)}>
                  Back
                </Button>
                <Button
                  type="submit"
                  loading={save.isPending}
                  disabled={save.isPending || closedReason !== null}
                >
                  {again ? 'Bid again' : editing ? 'Save' : 'Bid'}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Container>
      <BlockingModal kind={shown} />
    </>
  );
}
