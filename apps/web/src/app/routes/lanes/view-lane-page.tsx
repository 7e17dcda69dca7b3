import * as Mantine from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { contractInForce } from '@spotlane/shared/domain/lane-match';
import { dollarsToCents, formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { fallbackLabels, type LaneDetail, type LaneRequest } from '@spotlane/shared/schemas/lanes';
import { useState } from 'react';
import { Link } from 'react-router';
import { BenchmarkRange } from '../../../features/analytics/components/benchmark-range.tsx';
import { LaneTermsSection } from '../../../features/billing/components/lane-terms-section.tsx';
import {
  useDeleteLane,
  useLane,
  useSaveLane,
  useSetContract,
} from '../../../features/lanes/api/lanes.ts';
import {
  type GuideCarrier,
  GuideEditor,
} from '../../../features/lanes/components/guide-editor.tsx';
import { placeText } from '../../../features/lanes/lane-text.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { DetailField, DetailPage, recordLoad } from '../../../ui/detail-fields.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { editDeleteHeader } from './edit-delete-header.tsx';

/** The lane as a PUT body, with its guide in a new order. */
function asRequest(lane: LaneDetail, carrierIds: number[]): LaneRequest {
  return {
    name: lane.name,
    origin: 'region_id' in lane.origin ? { region_id: lane.origin.region_id } : lane.origin,
    destination:
      'region_id' in lane.destination
        ? { region_id: lane.destination.region_id }
        : lane.destination,
    equipment_type: lane.equipment_type,
    carrier_ids: carrierIds,
    acceptance_window_minutes: lane.acceptance_window_minutes,
    fallback_audience: lane.fallback_audience,
    target_rate: lane.target_rate,
    contract: lane.contract,
  };
}

function Guide({ lane }: { lane: LaneDetail }) {
  const save = useSaveLane(lane.id);
  const [order, setOrder] = useState<GuideCarrier[]>(lane.carriers);
  return (
    <Mantine.Paper withBorder radius="lg" p="lg" component="section" aria-label="Routing guide">
      <Mantine.Group justify="space-between" mb="sm">
        <Mantine.Title order={2} size="h4">
          Routing guide
        </Mantine.Title>
        <Mantine.Text size="sm" c="dimmed">
          Drag to change who is offered the load first
        </Mantine.Text>
      </Mantine.Group>
      <GuideEditor
        value={order}
        onChange={async (next) => {
          const before = order;
          setOrder(next);
          try {
            await save.mutateAsync(
              asRequest(
                lane,
                next.map((c) => c.id),
              ),
            );
          } catch (error) {
            setOrder(before);
            notifications.show({ color: 'red', message: errorMessage(error) });
          }
        }}
      />
    </Mantine.Paper>
  );
}

function Contract({ lane }: { lane: LaneDetail }) {
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
              if (isApiError(error) && error.fieldErrors().length) {
                const next: Record<string, string> = {};
                for (const item of error.fieldErrors()) next[item.field as string] ??= item.message;
                setErrors(next);
              } else notifications.show({ color: 'red', message: errorMessage(error) });
            }
          }}
        >
          Save contract
        </Mantine.Button>
      </Mantine.Group>
    </Mantine.Paper>
  );
}

function LaneLoads({ lane }: { lane: LaneDetail }) {
  return (
    <Mantine.Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-label="Loads on this lane"
    >
      <Mantine.Title order={2} size="h4" mb="sm">
        Loads on this lane
      </Mantine.Title>
      {lane.loads.length === 0 ? (
        <Mantine.Text size="sm" c="dimmed">
          No load has travelled this lane yet.
        </Mantine.Text>
      ) : (
        <Mantine.Table striped>
          <TableHead columns={['Date', 'Shipment', 'Carrier', 'Rate', 'On time']} />
          <Mantine.Table.Tbody>
            {lane.loads.map((load) => (
              <Mantine.Table.Tr key={load.id}>
                <Mantine.Table.Td>{load.date_to_leave}</Mantine.Table.Td>
                <Mantine.Table.Td>
                  <Mantine.Anchor component={Link} to={paths.shipmentDetail(load.id)}>
                    {load.identifier ?? load.name}
                  </Mantine.Anchor>
                </Mantine.Table.Td>
                <Mantine.Table.Td>{load.carrier ?? '—'}</Mantine.Table.Td>
                <Mantine.Table.Td>
                  {load.rate === null ? '—' : formatCents(load.rate)}
                </Mantine.Table.Td>
                <Mantine.Table.Td>
                  {load.on_time === null ? 'Not delivered' : load.on_time ? 'Yes' : 'Late'}
                </Mantine.Table.Td>
              </Mantine.Table.Tr>
            ))}
          </Mantine.Table.Tbody>
        </Mantine.Table>
      )}
    </Mantine.Paper>
  );
}

/** A lane end's 5-digit ZIP code (the benchmark uses its 3-digit prefix), when it has one. */
const zipOf = (place: LaneDetail['origin']) =>
  'zipcode' in place && place.zipcode ? place.zipcode.slice(0, 5) : null;
/** A lane end's region (the benchmark takes its states or 3-digit prefixes), when it is one. */
const regionOf = (place: LaneDetail['origin']) => ('region_id' in place ? place.region_id : null);

/** /view-lane/{id}: the lane, its routing guide (drag to reorder), contract and loads. */
export default function ViewLanePage() {
  const { id, valid } = usePathId();
  const lane = useLane(valid ? id : null);
  const remove = useDeleteLane();
  const canEdit = useSession().user?.permissions.shipment_edit === true;
  return (
    <DetailPage
      title="Lane"
      size="lg"
      {...recordLoad('lane', lane, valid)}
      actions={editDeleteHeader('lane', paths.editLane, remove)}
    >
      {(data) => (
        <Mantine.Stack gap="lg">
          <Mantine.Paper withBorder radius="lg" p="lg">
            <Mantine.Title order={2} size="h3" mb="md">
              {data.name}
            </Mantine.Title>
            <Mantine.SimpleGrid cols={{ base: 1, sm: 3 }}>
              <DetailField label="Origin" value={placeText(data.origin)} />
              <DetailField label="Destination" value={placeText(data.destination)} />
              <DetailField label="Equipment" value={equipmentTypeLabels[data.equipment_type]} />
              <DetailField
                label="Acceptance window"
                value={`${data.acceptance_window_minutes} minutes of shipping hours`}
              />
              <DetailField
                label="After the guide"
                value={fallbackLabels[data.fallback_audience.type]}
              />
              <DetailField
                label="Target rate"
                value={data.target_rate === null ? 'Not set' : formatCents(data.target_rate)}
              />
            </Mantine.SimpleGrid>
          </Mantine.Paper>
          <Mantine.SimpleGrid cols={{ base: 1, md: 2 }}>
            <Guide lane={data} />
            <Contract lane={data} />
          </Mantine.SimpleGrid>
          <BenchmarkRange
            title="Benchmark"
            originZip={zipOf(data.origin)}
            destinationZip={zipOf(data.destination)}
            originRegionId={regionOf(data.origin)}
            destinationRegionId={regionOf(data.destination)}
            equipmentType={data.equipment_type}
          />
          <LaneTermsSection laneId={data.id} canEdit={canEdit} />
          <LaneLoads lane={data} />
        </Mantine.Stack>
      )}
    </DetailPage>
  );
}
