import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { FleetWarning } from '@spotlane/shared/schemas/fleet';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconSteeringWheel,
  IconTruck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFleetOverview } from '../../../features/fleet/api/get-fleet-overview.ts';
import { formatDate } from '../../../lib/format.ts';
import { DetailGrid, DetailPage, DetailSection } from '../../../ui/detail-fields.tsx';

function CountCard({
  icon,
  title,
  count,
  detail,
  listPath,
  newPath,
  newLabel,
}: {
  icon: ReactNode;
  title: string;
  count: number;
  detail: string;
  listPath: string;
  newPath: string;
  newLabel: string;
}) {
  return (
    <DetailSection>
      <Group justify="space-between" align="flex-start">
        <Group gap="md">
          <ThemeIcon size={44} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {title}
            </Text>
            <Title order={2} aria-label={`${title}: ${count}`}>
              {count}
            </Title>
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          </div>
        </Group>
        <Stack gap={6} align="flex-end">
          <Button size="xs" variant="light" component={Link} to={listPath}>
            View all
          </Button>
          <Button size="xs" variant="subtle" component={Link} to={newPath}>
            {newLabel}
          </Button>
        </Stack>
      </Group>
    </DetailSection>
  );
}

function warningText(warning: FleetWarning): string {
  if (warning.kind === 'license_expired')
    return `${warning.name}'s licence expired on ${formatDate(warning.date)}`;
  if (warning.kind === 'license_expiring')
    return `${warning.name}'s licence expires on ${formatDate(warning.date)}`;
  return `Unit ${warning.name} is out of service`;
}

function warningPath(warning: FleetWarning): string {
  return warning.kind === 'out_of_service'
    ? paths.viewEquipment(warning.id)
    : paths.viewDriver(warning.id);
}

/** /fleet (My Fleet): drivers and units with their counts and the warnings that matter. */
export default function FleetPage() {
  return (
    <DetailPage
      title="My Fleet"
      query={useFleetOverview()}
      loadingLabel="Loading your fleet…"
      size="lg"
    >
      {(data) => (
        <Stack gap="lg">
          <DetailGrid cols={2}>
            <CountCard
              icon={<IconSteeringWheel size={24} />}
              title="Drivers"
              count={data.drivers.count}
              detail={`${data.drivers.active} active`}
              listPath={paths.drivers}
              newPath={paths.newDriver}
              newLabel="New Driver"
            />
            <CountCard
              icon={<IconTruck size={24} />}
              title="Equipment"
              count={data.equipment.count}
              detail={`${data.equipment.active} active · ${data.equipment.out_of_service} out of service`}
              listPath={paths.equipments}
              newPath={paths.newEquipment}
              newLabel="New Equipment"
            />
          </DetailGrid>
          <DetailSection title="Needs attention">
            {data.warnings.length === 0 ? (
              <Group gap="xs" c="teal">
                <IconCircleCheck size={18} />
                <Text size="sm">
                  {data.drivers.count + data.equipment.count === 0
                    ? 'Add drivers and units to cover your loads with your own fleet.'
                    : 'Every licence is valid for more than 30 days and every unit is in service.'}
                </Text>
              </Group>
            ) : (
              <Stack gap="xs" aria-label="Fleet warnings">
                {data.warnings.map((warning) => (
                  <Alert
                    key={`${warning.kind}-${warning.id}`}
                    variant="light"
                    color={warning.kind === 'license_expiring' ? 'orange' : 'red'}
                    icon={<IconAlertTriangle size={18} />}
                    p="xs"
                  >
                    <Anchor component={Link} to={warningPath(warning)} size="sm" c="inherit">
                      {warningText(warning)}
                    </Anchor>
                  </Alert>
                ))}
              </Stack>
            )}
          </DetailSection>
        </Stack>
      )}
    </DetailPage>
  );
}
