import {
  Alert,
  Button,
  Container,
  Group,
  MultiSelect,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type CarrierListRequest,
  type CarrierListResponse,
  carrierListRequest,
} from '@spotlane/shared/schemas/carriers';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCarrierList } from '../../../features/network/api/get-carrier-list.ts';
import { useCarriers } from '../../../features/network/api/list-carriers.ts';
import { useSaveCarrierList } from '../../../features/network/api/save-carrier-list.ts';
import { carrierName } from '../../../features/network/components/carrier-badges.tsx';
import { serverErrors } from '../../../lib/form-errors.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { LIST_HINT } from '../../shell/add-choices.ts';

function ListForm({ list }: { list?: CarrierListResponse }) {
  const navigate = useNavigate();
  const save = useSaveCarrierList(list?.id);
  // Every carrier of the network is offered (a list holds at most 500).
  const carriers = useCarriers({ page: 1, pageSize: 100, ordering: 'alphabetical', search: '' });
  const [name, setName] = useState(list?.name ?? '');
  const [ids, setIds] = useState<string[]>(list?.carrier_ids.map(String) ?? []);
  const [errors, setErrors] = useState<{ name?: string; carrier_ids?: string; form?: string }>({});

  const options = [
    ...(carriers.data?.results ?? []),
    ...(list?.carriers ?? []).filter(
      (carrier) => !carriers.data?.results.some((item) => item.id === carrier.id),
    ),
  ].map((carrier) => ({
    value: String(carrier.id),
    label: `${carrierName(carrier)} (${carrier.email})`,
  }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: CarrierListRequest = { name, carrier_ids: ids.map(Number) };
    const checked = carrierListRequest.safeParse(body);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'name' ? 'name' : 'carrier_ids';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      notifications.show({ color: 'teal', message: `${saved.name} was saved` });
      navigate(paths.viewCarrierList(saved.id), { replace: true });
    } catch (error) {
      const { fields, message } = serverErrors(error, ['name', 'carrier_ids'], {
        fieldOf: (field) => field.split('.')[0] ?? field,
      });
      setErrors({ ...fields, ...(message ? { form: message } : {}) });
    }
  };

  return (
    <Paper withBorder radius="lg" p="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {list ? 'Change the list' : 'Group your carriers'}
          </Title>
          {errors.form ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <TextInput
            label="List name"
            withAsterisk
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          {carriers.isError ? (
            <ErrorState error={carriers.error} onRetry={() => carriers.refetch()} />
          ) : (
            <MultiSelect
              label="Carriers"
              withAsterisk
              // The hint and the error say the same: show it once, as the error when there is one.
              description={errors.carrier_ids ? undefined : LIST_HINT}
              placeholder={carriers.isPending ? 'Loading your carriers…' : 'Choose carriers'}
              data={options}
              value={ids}
              onChange={setIds}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No carrier matches"
              error={errors.carrier_ids}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {list ? 'Save changes' : 'Create list'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /add-new-list and /edit-list/{id}: a name and 2 or more of the shipper's carriers. */
export default function CarrierListFormPage() {
  const { id } = usePathId();
  const list = useCarrierList(id);
  return (
    <>
      <PageHeader title={id ? 'Edit Carrier List' : 'New Carrier List'} showTools={false} />
      <Container size="sm">
        {!id ? (
          <ListForm />
        ) : list.isPending ? (
          <LoadingState label="Loading the list…" />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <ListForm list={list.data} />
        )}
      </Container>
    </>
  );
}
