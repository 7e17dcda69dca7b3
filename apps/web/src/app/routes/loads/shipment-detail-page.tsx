// A load the SPEC's stop fields can say keeps the SPEC's columns; others list every stop.

import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import { AWARD_RULE_LABELS, biddingOpen } from '@spotlane/shared/domain/bidding';
import { isCancelled, STATUS_LABELS } from '@spotlane/shared/domain/load-status';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { needsStopEditor } from '@spotlane/shared/forms/shipment-form';
import { audienceLabels, type LoadDetail } from '@spotlane/shared/schemas/loads';
import {
  IconAlarm,
  IconCopy,
  IconGavel,
  IconInfoCircle,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BidsChatPanel } from '../../../features/bids/components/bids-chat-panel.tsx';
import { ViewBidsModal } from '../../../features/bids/components/view-bids-modal.tsx';
import { TrucksNear } from '../../../features/capacity/components/trucks-near.tsx';
import {
  FleetCoverActions,
  FleetSummary,
} from '../../../features/fleet/components/cover-with-fleet.tsx';
import { useChangeStatus } from '../../../features/loads/api/change-status.ts';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { useMarkLate } from '../../../features/loads/api/mark-late.ts';
import { CancelLoadModal } from '../../../features/loads/components/cancel-load-modal.tsx';
import { DraftNotice } from '../../../features/loads/components/draft-notice.tsx';
import { LoadComments } from '../../../features/loads/components/load-comments.tsx';
import { StarToggle } from '../../../features/loads/components/star-toggle.tsx';
import { StopBlock } from '../../../features/loads/components/stop-block.tsx';
import { SaveAsTemplateButton, StopList } from '../../../features/loads/components/stop-list.tsx';
import { loadFacts } from '../../../features/loads/load-facts.ts';
import { canCancel, shipperStatusActions } from '../../../features/loads/status-actions.ts';
import { LoadPaperwork } from '../../../features/paperwork/components/load-paperwork.tsx';
import { SubjectScore } from '../../../features/reputation/components/score-badge.tsx';
import { TendersTable } from '../../../features/tenders/components/tenders-table.tsx';
import { LazyTrackingMapCard } from '../../../features/tracking/components/lazy.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { DeadlineCountdown } from '../../../ui/countdown.tsx';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { StatusIcon } from '../../../ui/status-icon.tsx';
import { LoadReputation } from '../reputation/load-reputation.tsx';
import { CompactFields, loadSchedule } from './load-schedule.tsx';

function statusLabel(status: string): string {
  if (isCancelled(status)) return STATUS_LABELS.cancelled;
  const known = STATUS_LABELS[status as keyof typeof STATUS_LABELS];
  if (known) return known;
  // Paperwork steps (PRODUCT.md 12): rate_confirmation_v2, pod_approved, milestone_dispatched...
  const text = status
    .replace(/_v(\d+)/, ' version $1')
    .replace(/_/g, ' ')
    .replace(/\b(pod|bol)\b/g, (word) => word.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** /shipment-detail/{id}/{randomNum}: the shipper's view of one load (SPEC 2.10, 3.5). */
/**
 * One side of the load: its first stop (or, for a quote request without locations, the
 * quoted place), its second stop, then its date and appointments.
 */
function StopColumn({
  side,
  load,
  canEdit,
}: {
  side: 'Origin' | 'Destination';
  load: LoadDetail;
  canEdit: boolean;
}) {
  const origin = side === 'Origin';
  const [first, second, quote] = origin
    ? [load.origin_location, load.extra_origin_location, load.quote_origin]
    : [load.destination_location, load.extra_destination_location, load.quote_destination];
  const kind = origin ? 'Shipping' : 'Delivery';
  const schedule = loadSchedule(load);
  return (
    <Stack gap="md">
      {first ? (
        <StopBlock label={`${side} 01`} stop={first} kind={kind} canEdit={canEdit} />
      ) : quote ? (
        <DetailField compact label={`${side} 01`}>
          {`${quote.city}, ${quote.state} - ${quote.zipcode}`}
        </DetailField>
      ) : null}
      <StopBlock label={`${side} 02`} stop={second} kind={kind} canEdit={canEdit} />
      <CompactFields fields={origin ? schedule.pickup : schedule.delivery} />
    </Stack>
  );
}

/** A card's heading, then `empty` in dimmed type when there is nothing to list, or the list. */
function Listing({
  title,
  mb,
  empty,
  children,
}: {
  title: string;
  mb: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <Title order={3} size="h5" mb={mb}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </>
  );
}

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

export default function ShipmentDetailPage() {
  const id = usePathId().id ?? Number.NaN;
  const { user } = useSession();
  const can = (flag: string) => user?.permissions[flag] !== false;
  const load = useLoad(id);
  const status = useChangeStatus(id);
  const late = useMarkLate(id);
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
  const heading = data.identifier
    ? `Shipment for ${data.created_by.company_name}`
    : `Quote ${data.name ?? ''}`.trim();
  const canEditHours = can('company_update');
  const specs = Object.entries(data.specs);

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
      <Button
        leftSection={<IconGavel size={16} />}
        onClick={() => {
          setChatBid(null);
          setBidsOpen(true);
        }}
      >
        View Bids
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader title="Shipment Details" actions={actions} showTools={false} />
      {/* On a phone the last buttons can scroll clear of the help button (bottom right). */}
      <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} pb={{ base: 96, sm: 'xl' }}>
        <Card withBorder radius="lg" padding="lg">
          <Group justify="space-between" align="flex-start" gap="md">
            <Box>
              <Group gap="xs">
                <StatusIcon status={data.status} />
                {data.is_late ? (
                  <Badge color="red" variant="filled">
                    Late
                  </Badge>
                ) : null}
                {data.identifier ? (
                  <Text size="sm" c="dimmed" ff="monospace">
                    {data.identifier}
                  </Text>
                ) : null}
              </Group>
              <Title order={2} mt={6}>
                {heading}
              </Title>
              <Text c="dimmed">{data.name}</Text>
            </Box>
            <Group gap="xs" align="flex-start">
              <FleetCoverActions load={data} canEdit={can('shipment_edit')} />
              {shipperStatusActions(data.status).map((action) => (
                <Button
                  key={action.status}
                  variant="light"
                  loading={status.isPending && status.variables === action.status}
                  onClick={() => status.mutate(action.status)}
                  disabled={!can('shipment_edit')}
                >
                  {action.label}
                </Button>
              ))}
              {!cancelled && data.status !== 'delivered' && !data.is_late ? (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconAlarm size={16} />}
                  loading={late.isPending}
                  onClick={() => late.mutate()}
                  disabled={!can('shipment_edit')}
                >
                  Mark late
                </Button>
              ) : null}
            </Group>
          </Group>
          {status.isError && !cancelOpen ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {errorMessage(status.error)}
            </Text>
          ) : null}
          <ActionError action={late} mt="sm" />
          <DraftNotice load={data} canPublish={can('shipment_add')} />
          {isQuote ? (
            <Alert mt="md" color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              <Text fw={700} size="sm">
                Informational Quote Request
              </Text>
              <Text size="sm">
                This is only a request for an informational quote, which can be revised or confirmed
                before assignment.
              </Text>
            </Alert>
          ) : null}
        </Card>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="lg">
                {needsStopEditor(data) ? (
                  <StopList load={data} canEdit={canEditHours} />
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                    <StopColumn side="Origin" load={data} canEdit={canEditHours} />
                    <StopColumn side="Destination" load={data} canEdit={canEditHours} />
                  </SimpleGrid>
                )}
              </Card>

              <Card withBorder radius="lg" padding="lg">
                <Listing title="Shipment Specs" mb="sm" empty={specs.length ? null : 'No specs.'}>
                  <Table withRowBorders={false} verticalSpacing={4}>
                    <Table.Tbody>
                      {specs.map(([key, value]) => (
                        <Table.Tr key={key}>
                          <Table.Td c="dimmed" w="40%">
                            {key}
                          </Table.Td>
                          <Table.Td fw={500}>{value}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Listing>
                <Title order={3} size="h5" mt="md" mb={4}>
                  Details
                </Title>
                <Text
                  size="sm"
                  style={{ whiteSpace: 'pre-wrap' }}
                  c={data.description ? undefined : 'dimmed'}
                >
                  {data.description ?? 'No details.'}
                </Text>
              </Card>

              {data.audience.lane_id != null ? (
                <Card withBorder radius="lg" padding="lg">
                  <TendersTable loadId={data.id} />
                </Card>
              ) : null}

              {data.assigned_to ? (
                <>
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
              <Card withBorder radius="lg" padding="lg">
                <Stack gap="sm">
                  <DetailField compact label="Company">
                    {data.created_by.company_name}
                  </DetailField>
                  {data.fleet ? (
                    <DetailField compact label="Covered by your fleet">
                      <FleetSummary fleet={data.fleet} />
                    </DetailField>
                  ) : (
                    <DetailField compact label="Assigned carrier">
                      {data.assigned_to?.company_name ?? 'Not assigned'}
                    </DetailField>
                  )}
                  <DetailField compact label="Bids">
                    {data.bid_count}
                  </DetailField>
                  {data.bid_deadline ? (
                    <DetailField compact label="Bid deadline">
                      <Stack gap={4} align="flex-start">
                        {/* A deadline reads in the pickup stop's zone, named, when the stop has one. */}
                        {formatDateTime(data.bid_deadline, data.origin_location?.timezone)}
                        {biddingOpen(data.status) ? (
                          <DeadlineCountdown deadline={data.bid_deadline} />
                        ) : null}
                      </Stack>
                    </DetailField>
                  ) : null}
                  <DetailField compact label="Award rule">
                    {AWARD_RULE_LABELS[data.award_rule]}
                    {data.target_rate != null ? ` (target ${formatCents(data.target_rate)})` : ''}
                  </DetailField>
                  <DetailField compact label="Load value">
                    {data.load_value == null ? 'Not set' : formatCents(data.load_value)}
                  </DetailField>
                  <DetailField compact label="Equipment, weight and miles">
                    {loadFacts(data) ?? 'Not set'}
                  </DetailField>
                  <DetailField compact label="Audience">
                    {audienceLabels[data.audience.type]}
                  </DetailField>
                </Stack>
              </Card>
              {data.status === 'delivered' ? (
                <LoadReputation loadId={data.id} side="shipper" canFile={can('shipment_edit')} />
              ) : null}
              <Card withBorder radius="lg" padding="lg">
                <Listing
                  title="Status history"
                  mb="md"
                  empty={data.status_history.length ? null : 'No changes yet.'}
                >
                  <Timeline active={data.status_history.length - 1} bulletSize={14} lineWidth={2}>
                    {data.status_history.map((entry) => (
                      <Timeline.Item
                        key={`${entry.status}-${entry.changed_at}`}
                        title={statusLabel(entry.status)}
                      >
                        <Text size="xs" c="dimmed">
                          {formatDateTime(entry.changed_at)}
                          {entry.changed_by ? ` · ${entry.changed_by}` : ''}
                        </Text>
                      </Timeline.Item>
                    ))}
                  </Timeline>
                </Listing>
              </Card>
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
