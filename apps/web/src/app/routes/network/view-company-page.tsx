import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { companyTypeLabels } from '@spotlane/shared/schemas/companies';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDeleteCompany } from '../../../features/network/api/delete-company.ts';
import { useCompany } from '../../../features/network/api/get-company.ts';
import { LocationSummary } from '../../../features/network/components/location-summary.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** /view-company/{id}: the company, its locations and their shipping hours. */
export default function ViewCompanyPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user } = useSession();
  const canEdit = user?.permissions.company_update === true;
  const company = useCompany(Number.isInteger(id) && id > 0 ? id : null);
  const remove = useDeleteCompany(id);
  const [confirming, setConfirming] = useState(false);

  const actions =
    canEdit && company.data ? (
      <Group gap="xs">
        <Tooltip label="Edit">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label="Edit company"
            onClick={() => navigate(paths.editCompany(id))}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label="Delete company"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ) : null;

  return (
    <>
      <PageHeader title="Company" actions={actions} showTools={false} />
      <Container size="lg" py="xl">
        {company.isPending ? (
          <LoadingState label="Loading the company…" />
        ) : company.isError ? (
          <ErrorState error={company.error} onRetry={() => company.refetch()} />
        ) : (
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2}>{company.data.name}</Title>
                  <Badge variant="light" tt="none" size="lg">
                    {companyTypeLabels[company.data.company_type]}
                  </Badge>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Field label="Contact e-mail" value={company.data.email} />
                  <Field label="Contact phone" value={company.data.phone} />
                  <Field label="Locations" value={String(company.data.locations.length)} />
                </SimpleGrid>
                {company.data.notes ? <Field label="Notes" value={company.data.notes} /> : null}
              </Stack>
            </Paper>

            <Title order={2} size="h4">
              Delivery locations
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {company.data.locations.map((location) => (
                <Paper
                  key={location.id}
                  withBorder
                  radius="lg"
                  p="lg"
                  data-testid="location-card"
                  aria-label={location.name}
                >
                  <Stack gap="sm">
                    <Title order={3} size="h5">
                      {location.name}
                    </Title>
                    <LocationSummary location={location} canEdit={canEdit} showName={false} />
                    <SimpleGrid cols={2}>
                      <Field label="Contact" value={location.contact_name} />
                      <Field label="Phone" value={location.contact_phone} />
                    </SimpleGrid>
                    <Field label="Time zone" value={location.timezone.replace(/_/g, ' ')} />
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Container>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this company?"
        centered
      >
        <Stack gap="md">
          <Text>
            {company.data?.name} and its delivery locations will be removed. Shipments that already
            used them keep their addresses.
          </Text>
          {remove.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Go Back
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifications.show({ color: 'teal', message: 'The company was deleted' });
                    navigate(paths.companies, { replace: true });
                  },
                })
              }
            >
              Yes, Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
