import * as Mantine from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { contractInForce } from '@spotlane/shared/domain/lane-match';
import { dollarsToCents } from '@spotlane/shared/domain/money';
import type { LaneDetail } from '@spotlane/shared/schemas/lanes';
import { useState } from 'react';
import { serverErrors } from '../../../../lib/form-errors.ts';
import { useSetContract } from '../../api/lanes.ts';

/** The lane's contract rate and its validity, with whether it is in force today. */
export function LaneContract({ lane }: { lane: LaneDetail }) {
  const set = useSetContract(lane.id);
  const [rate, setRate] = useState(lane.contract ? String(lane.contract.rate / 100) : '');
  const [from, setFrom] = useState(lane.contract?.valid_from ?? '');
  const [to, setTo] = useState(lane.contract?.valid_to ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Mantine.Paper withBorder radius="lg" p="lg" component="section" aria-label="Contract">
      <Mantine.Group justify="space-between" mb="sm">
        <Mantine.Title order={2} size="h4">
          Contract
        </Mantine.Title>
        {lane.contract ? (
          <Mantine.Badge
            color={contractInForce(lane.contract, today) ? 'teal' : 'gray'}
            variant="light"
          >
            {contractInForce(lane.contract, today) ? 'In force' : 'Not in force today'}
          </Mantine.Badge>
        ) : (
          <Mantine.Badge color="gray" variant="light">
            None
          </Mantine.Badge>
        )}
      </Mantine.Group>
      <Mantine.SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(
          [
            { label: 'Rate ($)', field: 'rate', value: rate, set: setRate },
            { label: 'Valid from', field: 'valid_from', value: from, set: setFrom, date: true },
            { label: 'Valid to', field: 'valid_to', value: to, set: setTo, date: true },
          ] as const
        ).map((input) => (
          <Mantine.TextInput
            key={input.field}
            label={input.label}
            {...('date' in input ? { type: 'date' } : { inputMode: 'decimal' as const })}
            value={input.value}
            onChange={(event) => input.set(event.currentTarget.value)}
            error={errors[input.field]}
          />
        ))}
      </Mantine.SimpleGrid>
      <Mantine.Group justify="flex-end" mt="md">
        <Mantine.Button
          variant="light"
          loading={set.isPending}
          onClick={async () => {
            setErrors({});
            try {
              await set.mutateAsync({
                rate: dollarsToCents(rate) ?? Number.NaN,
                valid_from: from,
                valid_to: to,
              });
              notifications.show({ color: 'teal', message: 'The contract was saved' });
            } catch (error) {
              const { fields, message } = serverErrors(error, () => true);
              setErrors(fields);
              if (message) notifications.show({ color: 'red', message });
            }
          }}
        >
          Save contract
        </Mantine.Button>
      </Mantine.Group>
    </Mantine.Paper>
  );
}
