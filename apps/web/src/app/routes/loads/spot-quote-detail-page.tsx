import { Button, Container, Stack } from '@mantine/core';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import { paths, patterns } from '@spotlane/shared/domain/paths';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { ShipperLogo } from '../../../features/account/components/shipper-logo.tsx';
import { useMyBid } from '../../../features/bids/api/my-bids.ts';
import { BidsChatPanel } from '../../../features/bids/components/bids-chat-panel.tsx';
import { OwnBidNotice } from '../../../features/bids/components/own-bid-notice.tsx';
import { AccessorialsPanel } from '../../../features/billing/components/accessorials-panel.tsx';
import { DaysToPay } from '../../../features/billing/components/days-to-pay.tsx';
import { Reloads } from '../../../features/capacity/components/reloads.tsx';
import { StopAppointments } from '../../../features/docks/components/stop-appointments.tsx';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import {
  bidButtonLabel,
  bidButtonTarget,
  detailHeading,
  hasIdentifier,
  ownBidLine,
} from '../../../features/loads/carrier-rules.ts';
import {
  CarrierLoadCard,
  CarrierSpecsAndDetails,
} from '../../../features/loads/components/carrier-detail/load-card.tsx';
import { CarrierOfferNotice } from '../../../features/loads/components/carrier-detail/offer-notice.tsx';
import { AwardPanel } from '../../../features/loads/components/carrier-load-facts.tsx';
import { LoadComments } from '../../../features/loads/components/load-comments.tsx';
import { LoadPaperwork } from '../../../features/paperwork/components/load-paperwork.tsx';
import { LazyTrackingMapCard } from '../../../features/tracking/components/lazy.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import { LoadReputation, LoadScores } from '../reputation/load-reputation.tsx';

export { loadPageLoader as loader } from './load-page-loader.ts';

/**
 * /spot-quotes/{id}, /spot-quotes/bid-placed/{id}, /spot-quotes/assigned/{id} and
 * /assignedbid-detail/{id}/{randomNum}: one shipment or quote as the carrier sees it.
 */
export default function ShipmentDetailPage() {
  const id = usePathId().id ?? Number.NaN;
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

  const actions = (
    <>
      {target && !onWon ? (
        <Button onClick={() => navigate(target)}>
          {chosenForMe
            ? 'Confirm Quote'
            : bidButtonLabel(isShipment, onBidPlaced, ownBid?.status ?? null)}
        </Button>
      ) : null}
      {onBidPlaced ? (
        <Button
          variant="light"
          leftSection={<IconMessages size={16} />}
          onClick={() => setChatOpen(true)}
          disabled={!myBid.bid}
        >
          Chat
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader title={detailHeading(data)} actions={actions} showTools={false} />
      {/* On a phone the last buttons can scroll clear of the help button (bottom right). */}
      <Container size="lg" pb={{ base: 96, sm: 'xl' }}>
        <Stack gap="lg">
          <CarrierOfferNotice
            chosen={chosenForMe && target !== null}
            isShipment={isShipment}
            onAnswer={() => target && navigate(target)}
          />
          <CarrierLoadCard
            load={data}
            logo={
              <ShipperLogo
                accountId={data.created_by.id}
                name={data.created_by.company_name}
                size={48}
              />
            }
            shipperFacts={<DaysToPay shipperId={data.created_by.id} />}
            ownBid={
              ownBid ? <OwnBidNotice bid={ownBid} line={ownBidLine(ownBid, isShipment)} /> : null
            }
          />
          <CarrierSpecsAndDetails load={data} />

          {holds && data.award ? <AwardPanel award={data.award} /> : null}

          {/* PRODUCT.md 20: the next load from where this one ends. */}
          {holds && !cancelled ? (
            <Reloads
              loadId={data.id}
              emptyAt={{
                place: data.destination_location?.address ?? data.quote_destination ?? null,
                date: data.expected_delivery_date,
                equipment: data.equipment_type ?? null,
              }}
            />
          ) : null}

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
              <StopAppointments loadId={data.id} status={data.status} stops={data.stops ?? []} />
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
              <AccessorialsPanel
                loadId={data.id}
                side="carrier"
                zone={data.destination_location?.timezone}
              />
              <LoadComments loadId={data.id} side="carrier" />
            </>
          ) : null}
        </Stack>
      </Container>
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
