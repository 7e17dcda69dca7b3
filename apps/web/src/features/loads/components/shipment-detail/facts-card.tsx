import { Card, Stack } from '@mantine/core';
import { AWARD_RULE_LABELS, biddingOpen } from '@spotlane/shared/domain/bidding';
import { formatCents } from '@spotlane/shared/domain/money';
import { audienceLabels, type LoadDetail } from '@spotlane/shared/schemas/loads';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/format.ts';
import { DeadlineCountdown } from '../../../../ui/countdown.tsx';
import { DetailField } from '../../../../ui/detail-fields.tsx';
import { loadFacts } from '../../load-facts.ts';

/**
 * The load's facts for its shipper: company, who carries it (`fleet`: the fleet feature's
 * summary, when the shipper's own fleet covers it), bids, deadline, award rule, value,
 * equipment and audience.
 */
export function FactsCard({ load, fleet }: { load: LoadDetail; fleet: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <DetailField compact label="Company">
          {load.created_by.company_name}
        </DetailField>
        {fleet ? (
          <DetailField compact label="Covered by your fleet">
            {fleet}
          </DetailField>
        ) : (
          <DetailField compact label="Assigned carrier">
            {load.assigned_to?.company_name ?? 'Not assigned'}
          </DetailField>
        )}
        <DetailField compact label="Bids">
          {load.bid_count}
        </DetailField>
        {load.bid_deadline ? (
          <DetailField compact label="Bid deadline">
            <Stack gap={4} align="flex-start">
              {/* A deadline reads in the pickup stop's zone, named, when the stop has one. */}
              {formatDateTime(load.bid_deadline, load.origin_location?.timezone)}
              {biddingOpen(load.status) ? <DeadlineCountdown deadline={load.bid_deadline} /> : null}
            </Stack>
          </DetailField>
        ) : null}
        <DetailField compact label="Award rule">
          {AWARD_RULE_LABELS[load.award_rule]}
          {load.target_rate != null ? ` (target ${formatCents(load.target_rate)})` : ''}
        </DetailField>
        <DetailField compact label="Load value">
          {load.load_value == null ? 'Not set' : formatCents(load.load_value)}
        </DetailField>
        <DetailField compact label="Equipment, weight and miles">
          {loadFacts(load) ?? 'Not set'}
        </DetailField>
        <DetailField compact label="Audience">
          {audienceLabels[load.audience.type]}
        </DetailField>
      </Stack>
    </Card>
  );
}
