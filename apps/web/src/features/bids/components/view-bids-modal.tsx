import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { INSURANCE_WARNING, isUnderInsured } from '@spotlane/shared/domain/insurance';
import { formatCents } from '@spotlane/shared/domain/money';
import { type BidResponse, reassignQuestion } from '@spotlane/shared/schemas/bids';
import { IconAlertTriangle, IconChevronDown, IconMessage } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { BID_COLUMNS } from '../../../ui/bid-columns.ts';
import { ComplianceBadges } from '../../../ui/compliance-badges.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { useAcceptBid } from '../api/accept-bid.ts';
import { useBids } from '../api/list-bids.ts';
import { useRejectBid } from '../api/reject-bid.ts';
import { type BidAction, bidConfirmText, bidControl } from '../bid-rules.ts';
import { BidStatusBadge } from './bid-status-badge.tsx';
import classes from './view-bids-modal.module.css';

interface Props {
  loadId: number;
  /** The company of the carrier that holds the load, if one does (PRODUCT.md 4: reassigning). */
  assignedCompany?: string | null;
  /** The load's value in cents, for the insurance check (SPEC 5). */
  loadValue: number | null;
  opened: boolean;
  onClose: () => void;
  onChat: (bidId: number) => void;
  /**
   * What the page shows under a bidder's company (PRODUCT.md 21: its stars), given the
   * bidder's account id and every bidder's on the list, so the page asks once.
   */
  carrierExtra?: (carrierAccountId: number, allCarrierAccountIds: number[]) => ReactNode;
}

const CONTROL_COLORS = { Accept: 'brand', Accepted: 'green', Rejected: 'red' } as const;

/**
 * The company that holds the load when `bid` would take it from another carrier: the other
 * accepted bid's, or the load's own (a tender's carrier has no bid); null when nobody else does.
 */
function holderOf(
  bid: BidResponse,
  rows: BidResponse[],
  assignedCompany: string | null | undefined,
): string | null {
  const accepted = rows.find((row) => row.is_accepted && row.id !== bid.id);
  if (accepted) return accepted.shipper_carrier.company_name;
  if (assignedCompany && assignedCompany !== bid.shipper_carrier.company_name)
    return assignedCompany;
  return null;
}

interface PendingDecision {
  bid: BidResponse;
  action: BidAction;
  /** Set when accepting takes the load from this company: the page asks before it does. */
  holder: string | null;
  /** PRODUCT.md 15: the carrier policy blocks this carrier; accepting needs a reason. */
  blocked: boolean;
}

const isBlocked = (bid: BidResponse) =>
  bid.compliance?.findings.some((finding) => finding.action === 'block') ?? false;

/** The View Bids modal of SPEC 2.11 (shipper only). */
export function ViewBidsModal({
  loadId,
  assignedCompany,
  loadValue,
  opened,
  onClose,
  onChat,
  carrierExtra,
}: Props) {
  const { user } = useSession();
  const canDecide = user?.permissions.bid_accept !== false;
  const bids = useBids(loadId, opened);
  const accept = useAcceptBid();
  const reject = useRejectBid();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const canOverride = user?.permissions.compliance_override === true;

  const rows = bids.data?.results ?? [];
  const bidderIds = rows.flatMap((row) =>
    row.carrier_account_id === undefined ? [] : [row.carrier_account_id],
  );

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.action === 'accept')
        await accept.mutateAsync({
          bidId: pending.bid.id,
          reassign: pending.holder !== null,
          overrideReason: pending.blocked ? overrideReason : undefined,
        });
      else await reject.mutateAsync(pending.bid.id);
      setPending(null);
    } catch (error) {
      if (isApiError(error) && error.code === 'CarrierBlocked' && !pending.blocked) {
        // Blocked since the list was read: ask for the override's reason.
        setPending({ ...pending, blocked: true });
        return;
      }
      if (isApiError(error) && error.code === 'AlreadyAssigned' && pending.holder === null) {
        // Another accept got there first (another tab, a teammate): ask the reassign question
        // about the carrier that now holds the load, instead of failing.
        const fresh = (await bids.refetch()).data?.results ?? rows;
        const holder = holderOf(pending.bid, fresh, assignedCompany) ?? 'another carrier';
        setPending({ ...pending, holder });
        return;
      }
      setFailure(error);
    }
  };

  return (
    <>
      <Modal opened={opened} onClose={onClose} title="View Bids" size="80rem" centered>
        <QueryStates
          query={bids}
          loading="Loading bids…"
          isEmpty={rows.length === 0}
          empty={<EmptyState title="Currently there are no bids." />}
        >
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
              <TableHead columns={[...BID_COLUMNS, 'Status', 'Commands']} />
              <Table.Tbody>
                {rows.map((bid) => {
                  const carrier = bid.shipper_carrier;
                  const control = bidControl(bid);
                  return (
                    <Table.Tr key={bid.id} data-testid={`bid-row-${bid.id}`}>
                      <Table.Td>
                        {isUnderInsured(carrier.details.cargo, loadValue) ? (
                          <Tooltip label={INSURANCE_WARNING} multiline w={260} withArrow>
                            <IconAlertTriangle
                              size={20}
                              color="var(--mantine-color-orange-6)"
                              aria-label={INSURANCE_WARNING}
                              role="img"
                            />
                          </Tooltip>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label="Name">
                        {`${carrier.first_name} ${carrier.last_name}`.trim()}
                      </Table.Td>
                      <Table.Td data-label="Company">
                        <Stack gap={4}>
                          <Text size="sm">{carrier.company_name}</Text>
                          <ComplianceBadges compliance={bid.compliance} compact />
                          {carrierExtra && bid.carrier_account_id !== undefined
                            ? carrierExtra(bid.carrier_account_id, bidderIds)
                            : null}
                        </Stack>
                      </Table.Td>
                      <Table.Td data-label="Amount" fw={600}>
                        {formatCents(bid.amount)}
                      </Table.Td>
                      <Table.Td data-label="Pickup Date">{formatDate(bid.pickup_date)}</Table.Td>
                      <Table.Td data-label="Delivery Date">
                        {formatDate(bid.delivery_date)}
                      </Table.Td>
                      <Table.Td data-label="Notes" className={classes.notes}>
                        <Text size="sm" lineClamp={3}>
                          {bid.notes}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label="Status">
                        <BidStatusBadge status={bid.status} />
                        {bid.valid_until ? (
                          <Text size="xs" c="dimmed">
                            {`Valid until ${formatDateTime(bid.valid_until)}`}
                          </Text>
                        ) : null}
                        {bid.counters.length ? (
                          <Text size="xs" c="dimmed">
                            {`${bid.counters.length} proposal${bid.counters.length === 1 ? '' : 's'}`}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label="Commands">
                        <Group gap={6} wrap="nowrap">
                          {canDecide ? (
                            <Menu position="bottom-end" withinPortal>
                              <Menu.Target>
                                <Button
                                  size="compact-sm"
                                  variant={control.label === 'Accept' ? 'filled' : 'light'}
                                  color={CONTROL_COLORS[control.label]}
                                  rightSection={<IconChevronDown size={14} />}
                                >
                                  {control.label}
                                </Button>
                              </Menu.Target>
                              <Menu.Dropdown>
                                {control.actions.map((action) => (
                                  <Menu.Item
                                    key={action}
                                    color={action === 'reject' ? 'red' : undefined}
                                    onClick={() => {
                                      setFailure(null);
                                      setOverrideReason('');
                                      setPending({
                                        bid,
                                        action,
                                        blocked: action === 'accept' && isBlocked(bid),
                                        holder:
                                          action === 'accept'
                                            ? holderOf(bid, rows, assignedCompany)
                                            : null,
                                      });
                                    }}
                                  >
                                    {action === 'accept' ? 'Accept' : 'Reject'}
                                  </Menu.Item>
                                ))}
                              </Menu.Dropdown>
                            </Menu>
                          ) : (
                            <Badge variant="light" color={CONTROL_COLORS[control.label]}>
                              {control.label === 'Accept' ? 'Open' : control.label}
                            </Badge>
                          )}
                          <Tooltip label="Chat">
                            <ActionIcon
                              variant="light"
                              onClick={() => onChat(bid.id)}
                              aria-label={`Chat with ${carrier.company_name}`}
                            >
                              <IconMessage size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </QueryStates>
      </Modal>

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Please confirm"
        centered
        size="sm"
        zIndex={400}
      >
        {pending ? (
          <Stack>
            <Text>
              {pending.holder !== null
                ? reassignQuestion(pending.holder, pending.bid.shipper_carrier.company_name)
                : bidConfirmText(
                    pending.action,
                    pending.bid.shipper_carrier.company_name,
                    pending.bid.amount,
                  )}
            </Text>
            {pending.action === 'accept' && pending.blocked ? (
              <OverrideReason
                company={pending.bid.shipper_carrier.company_name}
                findings={pending.bid.compliance?.findings ?? []}
                canOverride={canOverride}
                value={overrideReason}
                onChange={setOverrideReason}
              />
            ) : null}
            {failure ? (
              <Text c="red" size="sm" role="alert">
                {errorMessage(failure)}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                No
              </Button>
              <Button
                color={pending.action === 'reject' || pending.holder !== null ? 'red' : undefined}
                loading={accept.isPending || reject.isPending || bids.isRefetching}
                disabled={
                  pending.action === 'accept' &&
                  pending.blocked &&
                  (!canOverride || overrideReason.trim() === '')
                }
                onClick={confirm}
              >
                {pending.action === 'accept' && pending.blocked ? 'Accept anyway' : 'Yes'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}

/**
 * PRODUCT.md 15: accepting a carrier the policy blocks is an override, kept in the load's
 * history with who and why; only a user with "Override the carrier policy" may do it.
 */
function OverrideReason({
  company,
  findings,
  canOverride,
  value,
  onChange,
}: {
  company: string;
  findings: { rule: string; detail: string; action: string }[];
  canOverride: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const blocks = findings.filter((finding) => finding.action === 'block');
  return (
    <Stack gap="xs">
      <Text size="sm" c="red.8" fw={600}>
        Your carrier policy blocks {company}
        {blocks.length > 0 ? `: ${blocks.map((finding) => finding.detail).join('; ')}` : ''}.
      </Text>
      {canOverride ? (
        <Textarea
          label="Reason for overriding your policy"
          description="Kept in the load's history with your name."
          autosize
          minRows={2}
          maxLength={500}
          required
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <Text size="sm">
          Only a user allowed to override the carrier policy can accept this carrier.
        </Text>
      )}
    </Stack>
  );
}
