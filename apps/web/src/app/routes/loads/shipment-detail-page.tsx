import { ActionIcon, Box, Button, Card, Grid, Group, Stack, Tooltip } from '@mantine/core';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import { paths } from '@spotlane/shared/domain/paths';
import { IconCopy, IconGavel, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BidsChatPanel } from '../../../features/bids/components/bids-chat-panel.tsx';
import { ViewBidsModal } from '../../../features/bids/components/view-bids-modal.tsx';
import { AccessorialsPanel } from '../../../features/billing/components/accessorials-panel.tsx';
import { TrucksNear } from '../../../features/capacity/components/trucks-near.tsx';
import { StopAppointments } from '../../../features/docks/components/stop-appointments.tsx';
import {
  FleetCoverActions,
  FleetSummary,
} from '../../../features/fleet/components/cover-with-fleet.tsx';
import { useChangeStatus } from '../../../features/loads/api/change-status.ts';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { CancelLoadModal } from '../../../features/loads/components/cancel-load-modal.tsx';
import { LoadComments } from '../../../features/loads/components/load-comments.tsx';
import {
  SpecsCard,
  StatusHistoryCard,
} from '../../../features/loads/components/shipment-detail/detail-cards.tsx';
import { FactsCard } from '../../../features/loads/components/shipment-detail/facts-card.tsx';
import { StopsCard } from '../../../features/loads/components/shipment-detail/stops-card.tsx';
import { SummaryCard } from '../../../features/loads/components/shipment-detail/summary-card.tsx';
import { StarToggle } from '../../../features/loads/components/star-toggle.tsx';
import { SaveAsTemplateButton } from '../../../features/loads/components/stop-list.tsx';
import { canCancel } from '../../../features/loads/status-actions.ts';
import { LoadPaperwork } from '../../../features/paperwork/components/load-paperwork.tsx';
import { SubjectScore } from '../../../features/reputation/components/score-badge.tsx';
import { TendersTable } from '../../../features/tenders/components/tenders-table.tsx';
import { LazyTrackingMapCard } from '../../../features/tracking/components/lazy.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { LoadReputation } from '../reputation/load-reputation.tsx';

export { loadPageLoader as loader } from './load-page-loader.ts';

/** An icon button of the header that opens another page. */
function IconLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * /shipment-detail/{id}/{randomNum}: the shipper's view of one load (SPEC 2.10, 3.5), composed
 * of the loads feature's cards and the bids, fleet, capacity, tenders, paperwork and tracking
 * features' parts.
 */
export default function ShipmentDetailPage() {
  const id = usePathId().id ?? Number.NaN;
  const { user } = useSession();
  const can = (flag: string) => user?.permissions[flag] !== false;
  const load = useLoad(id);
  const status = useChangeStatus(id);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [bidsOpen, setBidsOpen] = useState(false);
  const [chatBid, setChatBid] = useState<number | null>(null);

  if (!Number.isInteger(id) || id <= 0 || load.isPending || load.isError) {
    return (
      <>
        <PageHeader title="Shipment Details" showTools={false} />
        <Box p={{ base: 'md', sm: 'xl' }}>
          {load.isError || !Number.isInteger(id) || id <= 0 ? (
            <ErrorState
              title="This shipment could not be loaded"
              error={load.error ?? new Error('This shipment does not exist')}
              onRetry={load.isError ? () => load.refetch() : undefined}
            />
          ) : (
            <LoadingState label="Loading shipment…" />
          )}
        </Box>
      </>
    );
  }

  const data = load.data;
  const isQuote = !data.identifier;
  const cancelled = isCancelled(data.status);
  const editPath = !isQuote
    ? paths.editLoad(data.id)
    : data.origin_location
      ? paths.editQuote(data.id)
      : paths.editQuoteNoLocation(data.id);

  const openBids = () => {
    setChatBid(null);
    setBidsOpen(true);
  };
  const actions = (
    <Group gap={6}>
      <StarToggle loadId={data.id} starred={data.starred} />
      {can('shipment_edit') && !cancelled && data.status !== 'delivered' ? (
        <IconLink to={editPath} label="Edit" icon={<IconPencil size={20} />} />
      ) : null}
      {!isQuote && can('shipment_add') ? (
        <IconLink to={paths.copyShipment(data.id)} label="Copy" icon={<IconCopy size={20} />} />
      ) : null}
      {!isQuote && can('shipment_add') ? <SaveAsTemplateButton load={data} /> : null}
      {can('shipment_cancel') && canCancel(data.status) ? (
        <Tooltip label="Cancel load">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label="Cancel load"
            onClick={() => {
              status.reset();
              setCancelOpen(true);
            }}
          >
            <IconTrash size={20} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Button visibleFrom="sm" leftSection={<IconGavel size={16} />} onClick={openBids}>
        View Bids
      </Button>
      {/* A phone's header keeps one row (390 px): View Bids as an icon. */}
      <Tooltip label="View Bids">
        <ActionIcon size="lg" hiddenFrom="sm" aria-label="View Bids" onClick={openBids}>
          <IconGavel size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <>
      <PageHeader title="Shipment Details" actions={actions} showTools={false} />
      {/* On a phone the last buttons can scroll clear of the help button (bottom right). */}
      <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} pb={{ base: 96, sm: 'xl' }}>
        <SummaryCard
          load={data}
          canEdit={can('shipment_edit')}
          canPublish={can('shipment_add')}
          status={status}
          showStatusError={!cancelOpen}
          coverActions={<FleetCoverActions load={data} canEdit={can('shipment_edit')} />}
        />

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <StopsCard load={data} canEdit={can('company_update')} />
              <SpecsCard load={data} />

              {data.audience.lane_id != null ? (
                <Card withBorder radius="lg" padding="lg">
                  <TendersTable loadId={data.id} />
                </Card>
              ) : null}

              {data.assigned_to ? (
                <>
                  <StopAppointments loadId={data.id} status={data.status} stops={data.stops} />
                  <LoadPaperwork
                    loadId={data.id}
                    party="shipper"
                    deliveryZone={data.destination_location?.timezone}
                  />
                  <LazyTrackingMapCard
                    loadId={data.id}
                    party="shipper"
                    label={data.name ?? 'this load'}
                  />
                  <AccessorialsPanel
                    loadId={data.id}
                    side="shipper"
                    zone={data.destination_location?.timezone}
                    canAnswer={can('shipment_edit')}
                  />
                  <LoadComments loadId={data.id} side="shipper" />
                </>
              ) : null}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {/* PRODUCT.md 20: while the load is open, the posted trucks empty near its pickup. */}
              {['unscheduled', 'unassigned', 'draft'].includes(data.status) &&
              data.origin_location ? (
                <TrucksNear
                  originLocationId={data.origin_location.id}
                  date={data.date_to_leave}
                  equipmentType={data.equipment_type}
                  loadId={data.id}
                />
              ) : null}
              <FactsCard
                load={data}
                fleet={data.fleet ? <FleetSummary fleet={data.fleet} /> : null}
              />
              {data.status === 'delivered' ? (
                <LoadReputation loadId={data.id} side="shipper" canFile={can('shipment_edit')} />
              ) : null}
              <StatusHistoryCard history={data.status_history} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <CancelLoadModal
        opened={cancelOpen}
        onClose={() => setCancelOpen(false)}
        pending={status.isPending}
        error={status.isError ? status.error : null}
        onConfirm={() => status.mutate('cancelled', { onSuccess: () => setCancelOpen(false) })}
      />
      <ViewBidsModal
        loadId={data.id}
        assignedCompany={data.assigned_to?.company_name ?? null}
        loadValue={data.load_value}
        opened={bidsOpen}
        onClose={() => setBidsOpen(false)}
        carrierExtra={(id, ids) => <SubjectScore subject="carrier" id={id} ids={ids} compact />}
        onChat={(bidId) => {
          // The chat floats over the page; the modal would keep the focus from it.
          setBidsOpen(false);
          setChatBid(bidId);
        }}
      />
      {chatBid !== null ? (
        <BidsChatPanel key={chatBid} bidId={chatBid} onClose={() => setChatBid(null)} />
      ) : null}
    </>
  );
}
