import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCopyLoad } from '../../../features/loads/api/copy-load.ts';
import { createLoad } from '../../../features/loads/api/create-load.ts';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { ShipmentForm } from '../../../features/loads/components/shipment-form.tsx';
import { copiesFromStorage, copiesToStorage } from '../../../features/loads/copy-dates.ts';
import {
  fromLoad,
  type ShipmentFormValues,
  toRequest,
} from '../../../features/loads/shipment-form-values.ts';
import { groupTwo } from '../../../lib/device-storage.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/**
 * /copy-shipment/{id}: the shipment again for one or more ship dates. Untouched, the server
 * copies it (POST /api/loads/{id}/copy); changed, each copy is created from the form.
 */
export default function CopyShipmentPage() {
  const navigate = useNavigate();
  const id = usePathId().id ?? Number.NaN;
  const source = useLoad(Number.isInteger(id) ? id : null);
  const copy = useCopyLoad(id);
  const [created, setCreated] = useState<LoadDetail[] | null>(null);
  const [storedDates] = useState(() => copiesFromStorage(groupTwo.getShipmentCopies()));

  const submit = async (values: ShipmentFormValues, changed: boolean) => {
    const dates = values.copy_dates;
    let results: LoadDetail[];
    if (!changed) {
      results = (await copy.mutateAsync({ dates })).results;
    } else {
      results = [];
      for (const pair of dates) {
        results.push(await createLoad({ ...toRequest(values, 'shipment'), ...pair }));
      }
    }
    groupTwo.setShipmentCopies({});
    setCreated(results);
  };

  let content: ReactNode;
  if (!Number.isInteger(id))
    content = <ErrorState error={new Error('This shipment does not exist.')} />;
  else if (source.isPending) content = <LoadingState label="Loading the shipment…" />;
  else if (source.isError)
    content = <ErrorState error={source.error} onRetry={() => source.refetch()} />;
  else if (created) {
    content = (
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md" align="flex-start">
          <Group gap="sm">
            <ThemeIcon color="teal" variant="light" radius="xl" size="lg">
              <IconCircleCheck size={22} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {created.length === 1 ? '1 copy created' : `${created.length} copies created`}
            </Title>
          </Group>
          <List spacing="xs" aria-label="New shipments">
            {created.map((load) => (
              <List.Item key={load.id}>
                <Anchor component={Link} to={paths.shipmentDetail(load.id)} fw={600}>
                  {load.identifier}
                </Anchor>{' '}
                <Text span c="dimmed">
                  ships {formatDate(load.date_to_leave)}, expected{' '}
                  {formatDate(load.expected_delivery_date)}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group>
            <Button variant="default" onClick={() => navigate(paths.allShipments)}>
              All shipments
            </Button>
            <Button leftSection={<IconCopy size={16} />} onClick={() => setCreated(null)}>
              Copy again
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  } else {
    const defaults = fromLoad(source.data, { withoutDates: true });
    if (storedDates.length) defaults.copy_dates = storedDates;
    content = (
      <ShipmentForm
        key={source.data.id}
        mode="shipment"
        copy
        defaultValues={defaults}
        submitLabel="Copy shipment"
        onSubmit={submit}
        onCancel={() => {
          groupTwo.setShipmentCopies({});
          navigate(-1);
        }}
        onCopyDatesChange={(dates) => groupTwo.setShipmentCopies(copiesToStorage(dates))}
        notice={
          <Text c="dimmed">
            Copying {source.data.identifier ? <b>{source.data.identifier}</b> : 'this shipment'}:
            everything but its identifier, status, dates and carrier. Choose one or more ship dates.
          </Text>
        }
      />
    );
  }

  return (
    <>
      <PageHeader title="Copy Shipment" showTools={false} />
      <Container size="md">{content}</Container>
    </>
  );
}
