// A load the SPEC's stop fields can say keeps the SPEC's columns; others list every stop.

import * as Mantine from '@mantine/core';
import { biddingOpen } from '@spotlane/shared/domain/bidding';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import { paths, patterns } from '@spotlane/shared/domain/paths';
import { needsStopEditor } from '@spotlane/shared/forms/shipment-form';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconCircleCheck, IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { ShipperLogo } from '../../../features/account/components/shipper-logo.tsx';
import { useWithdrawBid } from '../../../features/bids/api/counters.ts';
import { useMyBid } from '../../../features/bids/api/my-bids.ts';
import { BidStatusBadge } from '../../../features/bids/components/bid-status-badge.tsx';
import { BidsChatPanel } from '../../../features/bids/components/bids-chat-panel.tsx';
import { Reloads } from '../../../features/capacity/components/reloads.tsx';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import {
  bidButtonLabel,
  bidButtonTarget,
  cityStateZipDash,
  detailHeading,
  hasIdentifier,
  ownBidLine,
} from '../../../features/loads/carrier-rules.ts';
import {
  AwardPanel,
  CarrierLoadFacts,
} from '../../../features/loads/components/carrier-load-facts.tsx';
import { CarrierStatusBadge } from '../../../features/loads/components/carrier-status-badge.tsx';
import { LoadComments } from '../../../features/loads/components/load-comments.tsx';
import { StopList } from '../../../features/loads/components/stop-list.tsx';
import { LoadPaperwork } from '../../../features/paperwork/components/load-paperwork.tsx';
import { LazyTrackingMapCard } from '../../../features/tracking/components/lazy.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { DeadlineCountdown } from '../../../ui/countdown.tsx';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { confirmAction } from '../../../ui/entity-actions.tsx';
import { LocationHoursCheck } from '../../../ui/hours/location-hours-check.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import { LoadReputation, LoadScores } from '../reputation/load-reputation.tsx';
import { CompactFields, interleave, loadSchedule } from './load-schedule.tsx';

type Location = LoadDetail['origin_location'];

/** PRODUCT.md 9: where a losing bid stood, once the load was awarded to another. */
function standingLine(standing: { rank: number; of: number; band: string }): string {
  const rate =
    standing.band === 'the same'
      ? 'The winning rate was the same as yours.'
      : `The winning rate was ${standing.band} than yours.`;
  return `Where your bid stood: #${standing.rank} of ${standing.of} bids. ${rate}`;
}

function StopField({
  label,
  location,
  fallback,
  kind,
}: {
  label: string;
  location: Location;
  fallback?: { city: string; state: string; zipcode: string } | null;
  kind: 'Shipping' | 'Delivery';
}) {
  const place = location?.address ?? fallback ?? null;
  return (
    <DetailField compact label={label}>
      {place ? (
        // On a phone the Check button goes under a long address instead of off the screen.
        <Mantine.Group gap="xs" wrap="wrap">
          <span>
            {location?.address.address1 ? `${location.address.address1}, ` : ''}
            {cityStateZipDash(place)}
          </span>
          {location ? (
            <LocationHoursCheck
              locationId={location.id}
              kind={kind}
              shipmentProcess={location.shipment_process}
            />
          ) : null}
        </Mantine.Group>
      ) : (
        '—'
      )}
    </DetailField>
  );
}

/**
 * /spot-quotes/{id}, /spot-quotes/bid-placed/{id}, /spot-quotes/assigned/{id} and
 * /assignedbid-detail/{id}/{randomNum}: one shipment or quote as the carrier sees it.
 */
export default function ShipmentDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const onBidPlaced = matchPath(patterns.bidPlaced, pathname) !== null;
  const onWon =
    matchPath(patterns.assignedSpotQuote, pathname) !== null ||
    matchPath(patterns.assignedBidDetail, pathname) !== null;
  const load = useLoad(id, { retry: false });
  const myBid = useMyBid(onBidPlaced ? id : 0);
  const [chatOpen, setChatOpen] = useState(false);
  const withdraw = useWithdrawBid();

  // SPEC 8: a failed load fetch on the detail page goes back to the list.
  const failed = load.isError || !Number.isInteger(id) || id <= 0;
  useEffect(() => {
    if (failed) navigate(paths.spotQuotes, { replace: true });
  }, [failed, navigate]);

  const data = load.data;
  const fallbackTitle = onWon ? 'Assigned Shipment' : 'Shipment Details';
  if (!data) {
    return (
      <>
        <PageHeader title={fallbackTitle} showTools={false} />
        <LoadingState label="Loading shipment…" />
      </>
    );
  }

  const isShipment = hasIdentifier(data);
  const cancelled = isCancelled(data.status);
  const ownBid = onBidPlaced ? myBid.bid : null;
  const target = cancelled
    ? null
    : bidButtonTarget(data, user?.id, onBidPlaced, ownBid?.status ?? null);
  const holds = user?.id != null && data.assigned_to?.id === user.id;
  // PRODUCT.md 4: the shipper chose this carrier's quote; it confirms (with dates) or declines
  // on the Quote Form. The page says so, not only the mail.
  const chosenForMe =
    !cancelled && user?.id != null && data.chosen_quote === user.id && !holds && target !== null;
  const specs = Object.entries(data.specs);

  const actions = (
    <>
      {target && !onWon ? (
        <Mantine.Button onClick={() => navigate(target)}>
          {chosenForMe
            ? 'Confirm Quote'
            : bidButtonLabel(isShipment, onBidPlaced, ownBid?.status ?? null)}
        </Mantine.Button>
      ) : null}
      {onBidPlaced ? (
        <Mantine.Button
          variant="light"
          leftSection={<IconMessages size={16} />}
          onClick={() => setChatOpen(true)}
          disabled={!myBid.bid}
        >
          Chat
        </Mantine.Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader title={detailHeading(data)} actions={actions} showTools={false} />
      {/* On a phone the last buttons can scroll clear of the help button (bottom right). */}
      <Mantine.Container size="lg" pb={{ base: 96, sm: 'xl' }}>
        <Mantine.Stack gap="lg">
          {chosenForMe && target ? (
            <Mantine.Alert
              variant="light"
              color="teal"
              icon={<IconCircleCheck size={18} />}
              title="The shipper chose your quote"
            >
              <Mantine.Stack gap="xs" align="flex-start">
                <Mantine.Text size="sm">
                  Confirm it with your pickup and delivery dates to get the load, or decline it.
                </Mantine.Text>
                <Mantine.Button size="compact-sm" color="teal" onClick={() => navigate(target)}>
                  Confirm or decline
                </Mantine.Button>
              </Mantine.Stack>
            </Mantine.Alert>
          ) : !isShipment ? (
            <Mantine.Alert
              variant="light"
              color="blue"
              icon={<IconInfoCircle size={18} />}
              title="Informational Quote Request"
            >
              This is only a request for an informational quote. Your quote can be revised or
              confirmed before the shipment is assigned.
            </Mantine.Alert>
          ) : null}

          <Mantine.Paper withBorder radius="lg" p="lg">
            <Mantine.Group justify="space-between" align="flex-start" mb="md">
              <Mantine.Group gap="md" wrap="nowrap" align="flex-start">
                <ShipperLogo
                  accountId={data.created_by.id}
                  name={data.created_by.company_name}
                  size={48}
                />
                <Mantine.Stack gap={2}>
                  <Mantine.Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    Company
                  </Mantine.Text>
                  <Mantine.Title order={2} size="h3">
                    {data.created_by.company_name}
                  </Mantine.Title>
                  {data.identifier || data.name ? (
                    <Mantine.Text c="dimmed" size="sm">
                      {[data.identifier, data.name].filter(Boolean).join(' · ')}
                    </Mantine.Text>
                  ) : null}
                </Mantine.Stack>
              </Mantine.Group>
              <Mantine.Stack gap={4} align="flex-end">
                <CarrierStatusBadge load={data} />
                {biddingOpen(data.status) ? (
                  <DeadlineCountdown deadline={data.bid_deadline} />
                ) : null}
              </Mantine.Stack>
            </Mantine.Group>
            {ownBid ? (
              <Mantine.Alert
                variant="light"
                color={ownBid.is_rejected ? 'gray' : ownBid.is_accepted ? 'teal' : 'blue'}
                mb="md"
              >
                <Mantine.Group justify="space-between" gap="xs">
                  <Mantine.Group gap="xs">
                    <Mantine.Text size="sm" fw={600} data-testid="own-bid">
                      {ownBidLine(ownBid, isShipment)}
                    </Mantine.Text>
                    <BidStatusBadge status={ownBid.status} />
                  </Mantine.Group>
                  {ownBid.status === 'pending' ? (
                    <Mantine.Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      loading={withdraw.isPending}
                      onClick={() =>
                        confirmAction({
                          title: 'Withdraw your bid?',
                          message: 'The shipper can no longer accept it.',
                          confirmLabel: 'Withdraw',
                          danger: true,
                          onConfirm: () => withdraw.mutateAsync(ownBid.id),
                        })
                      }
                    >
                      Withdraw
                    </Mantine.Button>
                  ) : null}
                </Mantine.Group>
                {ownBid.valid_until ? (
                  <Mantine.Text size="xs" c="dimmed">
                    {`Valid until ${formatDateTime(ownBid.valid_until)}`}
                  </Mantine.Text>
                ) : null}
                {ownBid.standing ? (
                  <Mantine.Text size="sm" mt={4} data-testid="bid-standing">
                    {standingLine(ownBid.standing)}
                  </Mantine.Text>
                ) : null}
              </Mantine.Alert>
            ) : null}
            <Mantine.Divider mb="md" />
            <CarrierLoadFacts load={data} />
            <Mantine.Divider my="md" />
            {needsStopEditor(data) ? (
              <StopList load={data} canEdit={false} />
            ) : (
              <Mantine.SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                <StopField
                  label="Origin 01"
                  location={data.origin_location}
                  fallback={data.quote_origin}
                  kind="Shipping"
                />
                <StopField
                  label="Destination 01"
                  location={data.destination_location}
                  fallback={data.quote_destination}
                  kind="Delivery"
                />
                <StopField
                  label="Origin 02"
                  location={data.extra_origin_location}
                  kind="Shipping"
                />
                <StopField
                  label="Destination 02"
                  location={data.extra_destination_location}
                  kind="Delivery"
                />
                {/* Two columns: each pickup field beside its delivery one. */}
                <CompactFields fields={interleave(loadSchedule(data))} />
              </Mantine.SimpleGrid>
            )}
          </Mantine.Paper>

          <Mantine.SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Mantine.Paper withBorder radius="lg" p="lg">
              <Mantine.Title order={2} size="h4" mb="sm">
                Shipment Specs
              </Mantine.Title>
              {specs.length ? (
                <Mantine.Table withRowBorders={false} striped aria-label="Shipment Specs">
                  <Mantine.Table.Tbody>
                    {specs.map(([key, value]) => (
                      <Mantine.Table.Tr key={key}>
                        <Mantine.Table.Td fw={600}>{key}</Mantine.Table.Td>
                        <Mantine.Table.Td>{value}</Mantine.Table.Td>
                      </Mantine.Table.Tr>
                    ))}
                  </Mantine.Table.Tbody>
                </Mantine.Table>
              ) : (
                <Mantine.Text c="dimmed" size="sm">
                  No specs given.
                </Mantine.Text>
              )}
            </Mantine.Paper>
            <Mantine.Paper withBorder radius="lg" p="lg">
              <Mantine.Title order={2} size="h4" mb="sm">
                Details
              </Mantine.Title>
              <Mantine.Text
                size="sm"
                c={data.description ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {data.description || 'No details given.'}
              </Mantine.Text>
            </Mantine.Paper>
          </Mantine.SimpleGrid>

          {holds && data.award ? <AwardPanel award={data.award} /> : null}

          {/* PRODUCT.md 20: the next load from where this one ends. */}
          {holds && !cancelled ? <Reloads loadId={data.id} /> : null}

          {/* PRODUCT.md 21: the shipper's and the facilities' scores; after delivery, the ratings and claims. */}
          <LoadScores
            shipper={data.created_by}
            facilities={[data.origin_location, data.destination_location].map((place) =>
              place ? { id: place.id, name: place.name ?? 'Facility' } : null,
            )}
          />
          {holds && data.status === 'delivered' ? (
            <LoadReputation loadId={data.id} side="carrier" canFile={false} />
          ) : null}

          {onWon && holds ? (
            <>
              <LoadPaperwork
                loadId={data.id}
                party="carrier"
                deliveryZone={data.destination_location?.timezone}
              />
              <LazyTrackingMapCard
                loadId={data.id}
                party="carrier"
                label={data.name ?? 'this load'}
              />
              <LoadComments loadId={data.id} side="carrier" />
            </>
          ) : null}
        </Mantine.Stack>
      </Mantine.Container>
      {chatOpen && myBid.bid ? (
        <BidsChatPanel
          bidId={myBid.bid.id}
          loadId={data.id}
          showEditBidLink={!myBid.bid.is_rejected}
          onClose={() => setChatOpen(false)}
        />
      ) : null}
    </>
  );
}
