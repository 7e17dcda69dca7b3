import { Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { MAX_PROPOSALS, mayAnswer, mayPropose, type Side } from '@spotlane/shared/domain/bidding';
import { dollarsToCents, formatCents } from '@spotlane/shared/domain/money';
import type { BidResponse, CounterResponse } from '@spotlane/shared/schemas/bids';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useAnswerCounter, useProposeCounter } from '../api/counters.ts';

const STATUS_COLORS: Record<CounterResponse['status'], string> = {
  open: 'blue',
  accepted: 'teal',
  declined: 'red',
  superseded: 'gray',
};

/** The two answers to the other side's open proposal, as their buttons show them. */
const COUNTER_ANSWERS = [
  { value: 'accept', label: 'Accept', variant: undefined, color: 'teal' },
  { value: 'decline', label: 'Decline', variant: 'light', color: 'red' },
] as const;

/** A small text field of a proposal, kept in the form's state. */
function ProposalInput({
  label,
  type,
  value,
  onChange,
}: {
  label: string;
  type?: 'date';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      type={type}
      size="xs"
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function CounterForm({
  bid,
  replyTo,
  onDone,
}: {
  bid: BidResponse;
  replyTo: number | null;
  onDone: () => void;
}) {
  const propose = useProposeCounter(bid.id);
  const [amount, setAmount] = useState<string | number>(bid.amount / 100);
  const [pickup, setPickup] = useState(bid.pickup_date ?? '');
  const [delivery, setDelivery] = useState(bid.delivery_date ?? '');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(String(amount));
    if (cents === null) return;
    propose.mutate(
      {
        amount: cents,
        pickup_date: pickup || null,
        delivery_date: delivery || null,
        note: note || null,
        reply_to: replyTo,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <Paper withBorder p="xs" radius="sm" component="form" onSubmit={submit}>
      <Stack gap={6}>
        <NumberInput
          label="Amount ($)"
          size="xs"
          min={1}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
        />
        <Group gap={6} grow>
          <ProposalInput type="date" label="Pickup" value={pickup} onChange={setPickup} />
          <ProposalInput type="date" label="Delivery" value={delivery} onChange={setDelivery} />
        </Group>
        <ProposalInput label="Note" value={note} onChange={setNote} />
        {propose.isError ? (
          <Text size="xs" c="red" role="alert">
            {errorMessage(propose.error)}
          </Text>
        ) : null}
        <Group gap={6} justify="flex-end">
          <Button size="compact-xs" variant="subtle" onClick={onDone}>
            Cancel
          </Button>
          <Button size="compact-xs" type="submit" loading={propose.isPending}>
            Send proposal
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * PRODUCT.md 9: the counter-offers of a bid as cards in the bids chat, every version kept;
 * the side that did not make the latest open proposal answers it (Accept, Decline, Counter).
 */
export function CounterCards({ bid, side }: { bid: BidResponse; side: Side }) {
  const answer = useAnswerCounter();
  const [countering, setCountering] = useState(false);
  const latest = bid.counters.at(-1) ?? null;
  const open = bid.status === 'pending';
  const canPropose = open && mayPropose(bid.counters, side, latest?.id ?? null) === null;
  const otherLabel = (by: Side) => (by === side ? 'You' : by === 'shipper' ? 'Shipper' : 'Carrier');

  return (
    <Stack gap={6} data-testid="counter-cards">
      {bid.counters.map((counter, i) => {
        const answerable = open && mayAnswer(bid.counters, side, counter.id) === null;
        return (
          <Paper
            key={counter.id}
            withBorder
            p="xs"
            radius="sm"
            data-testid={`counter-${counter.id}`}
            style={{ opacity: counter.status === 'superseded' ? 0.7 : 1 }}
          >
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="xs" fw={700}>
                {`Proposal ${i + 1} of ${MAX_PROPOSALS} · ${otherLabel(counter.by)}`}
              </Text>
              <Badge size="xs" variant="light" color={STATUS_COLORS[counter.status]}>
                {counter.status}
              </Badge>
            </Group>
            <Text size="sm" fw={600}>
              {formatCents(counter.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {[counter.pickup_date, counter.delivery_date]
                .filter((date): date is string => Boolean(date))
                .map(formatDate)
                .join(' → ')}
            </Text>
            {counter.note ? <Text size="xs">{counter.note}</Text> : null}
            {answerable && !countering ? (
              <Group gap={6} mt={6}>
                {COUNTER_ANSWERS.map(({ value, label, variant, color }) => (
                  <Button
                    key={value}
                    size="compact-xs"
                    variant={variant}
                    color={color}
                    loading={answer.isPending}
                    onClick={() => answer.mutate({ id: counter.id, answer: value })}
                  >
                    {label}
                  </Button>
                ))}
                {canPropose ? (
                  <Button size="compact-xs" variant="light" onClick={() => setCountering(true)}>
                    Counter
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Paper>
        );
      })}
      {answer.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorMessage(answer.error)}
        </Text>
      ) : null}
      {countering ? (
        <CounterForm bid={bid} replyTo={latest?.id ?? null} onDone={() => setCountering(false)} />
      ) : canPropose && (latest === null || latest.status !== 'open') ? (
        <Button size="compact-xs" variant="light" onClick={() => setCountering(true)}>
          Counter
        </Button>
      ) : null}
    </Stack>
  );
}
