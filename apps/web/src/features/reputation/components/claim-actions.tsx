import { Button, Group, NumberInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { dollarsToCents } from '@spotlane/shared/domain/money';
import type { Claim } from '@spotlane/shared/schemas/reputation';
import { useState } from 'react';
import { ActionError } from '../../../ui/form-error.tsx';
import { useAcknowledgeClaim, useCloseClaim, useDecideClaim } from '../api/claims.ts';

/** The carrier acknowledges, then decides once: pay, decline with a reason, or a partial amount. */
export function CarrierClaimActions({ claim }: { claim: Claim }) {
  const acknowledge = useAcknowledgeClaim(claim.id);
  const decide = useDecideClaim(claim.id);
  const [decision, setDecision] = useState<'pay' | 'partial' | 'decline'>('partial');
  const [dollars, setDollars] = useState<string | number>('');
  const [reason, setReason] = useState('');
  if (claim.status === 'filed')
    return (
      <Stack gap={6}>
        <Group>
          <Button loading={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
            Acknowledge claim
          </Button>
        </Group>
        <ActionError action={acknowledge} />
      </Stack>
    );
  if (claim.status !== 'acknowledged') return null;
  const cents = dollarsToCents(String(dollars));
  return (
    <Stack gap="xs" data-testid="decide-claim">
      <SegmentedControl
        value={decision}
        onChange={(value) => setDecision(value as typeof decision)}
        data={[
          { value: 'pay', label: 'Pay in full' },
          { value: 'partial', label: 'Partial' },
          { value: 'decline', label: 'Decline' },
        ]}
      />
      {decision === 'partial' ? (
        <NumberInput
          label="Amount agreed ($)"
          value={dollars}
          onChange={setDollars}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          prefix="$"
        />
      ) : null}
      <Textarea
        label={decision === 'decline' ? 'Reason (required)' : 'Note (optional)'}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          loading={decide.isPending}
          disabled={
            (decision === 'partial' && cents === null) || (decision === 'decline' && !reason.trim())
          }
          onClick={() =>
            decide.mutate({
              decision,
              amount: decision === 'partial' ? cents : null,
              reason: reason || null,
            })
          }
        >
          Record decision
        </Button>
      </Group>
      <ActionError action={decide} />
    </Stack>
  );
}

/** The shipper closes a decided claim. */
export function ShipperClaimActions({ claim }: { claim: Claim }) {
  const close = useCloseClaim(claim.id);
  if (!['paid', 'declined', 'partial'].includes(claim.status)) return null;
  return (
    <Stack gap={6}>
      <Group>
        <Button variant="default" loading={close.isPending} onClick={() => close.mutate()}>
          Close claim
        </Button>
      </Group>
      <ActionError action={close} />
    </Stack>
  );
}
