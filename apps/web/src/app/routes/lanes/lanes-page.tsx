import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Collapse,
  Container,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { regionKindLabels } from '@spotlane/shared/schemas/lanes';
import { IconChevronDown, IconChevronRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanes } from '../../../features/lanes/api/lanes.ts';
import { useRegions } from '../../../features/lanes/api/regions.ts';
import { placeText } from '../../../features/lanes/lane-text.ts';
import { getFilterPreferences, groupTwo } from '../../../lib/device-storage.ts';
import { useListUrl } from '../../../lib/list-url.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { TableHead } from '../../../ui/table-head.tsx';

const PAGE_SIZE = 20;

/** The regions section, collapsed or open as this device last left it (regionsCollapsed). */
function RegionsSection() {
  const regions = useRegions();
  const [collapsed, setCollapsed] = useState(groupTwo.getRegionsCollapsed());
  const toggle = () => {
    groupTwo.setRegionsCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Regions">
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Show regions' : 'Hide regions'}
          >
            {collapsed ? <IconChevronRight size={18} /> : <IconChevronDown size={18} />}
          </ActionIcon>
          <Title order={2} size="h4">
            Regions
          </Title>
          {regions.data ? <Badge variant="light">{regions.data.count}</Badge> : null}
        </Group>
        <LinkButton to={paths.newRegion} icon={IconPlus}>
          New region
        </LinkButton>
      </Group>
      <Collapse expanded={!collapsed}>
        <Stack gap="xs" mt="md">
          {regions.isPending ? <LoadingState label="Loading the regions…" /> : null}
          {regions.isError ? <ErrorState error={regions.error} /> : null}
          {regions.data?.results.length === 0 ? (
            <Text size="sm" c="dimmed">
              No regions yet. A region groups states or 3-digit zip prefixes for your lanes.
            </Text>
          ) : null}
          {regions.data?.results.map((region) => (
            <Group key={region.id} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={paths.viewRegion(region.id)} fw={500}>
                {region.name}
              </Anchor>
              <Text size="sm" c="dimmed" truncate style={{ flex: 1, textAlign: 'right' }}>
                {regionKindLabels[region.kind]}: {region.members.join(', ')} ·{' '}
                {region.lane_count === 1 ? '1 lane' : `${region.lane_count} lanes`}
              </Text>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** /lanes: the regions (collapsible) and the lanes with search. */
export default function LanesPage() {
  // The page and search live in the URL (lib/list-url.ts): Back and reload keep them.
  const [url, update] = useListUrl(getFilterPreferences());
  const page = url.page;
  const [search, setSearchText] = useState(url.search);
  const setSearch = (value: string) => {
    setSearchText(value);
    update({ search: value, page: 1 }, { replace: true });
  };
  const setPage = (next: number) => update({ page: next });
  const lanes = useLanes({ search: url.search, page, page_size: PAGE_SIZE });
  return (
    <>
      <PageHeader
        title="Lanes"
        showTools={false}
        actions={
          <Button component={Link} to={paths.quickLane} leftSection={<IconPlus size={16} />}>
            New lane
          </Button>
        }
      />
      <Container size="lg">
        <Stack gap="lg">
          <RegionsSection />
          <Paper withBorder radius="lg" p="lg" component="section" aria-label="Lanes">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h4">
                Lanes
              </Title>
              <TextInput
                aria-label="Search lanes"
                placeholder="Search by name, city or region"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            </Group>
            {lanes.isPending ? <LoadingState label="Loading the lanes…" /> : null}
            {lanes.isError ? <ErrorState error={lanes.error} /> : null}
            {lanes.data && lanes.data.count === 0 ? (
              <EmptyState title={search ? 'No lane matches' : 'No lanes yet'}>
                A lane names where freight goes, on what equipment, and the carriers to offer it to,
                in order.
              </EmptyState>
            ) : null}
            {lanes.data?.count ? (
              <>
                <Table striped highlightOnHover>
                  <TableHead
                    columns={['Lane', 'Origin', 'Destination', 'Equipment', 'Guide', 'Contract']}
                  />
                  <Table.Tbody>
                    {lanes.data.results.map((lane) => (
                      <Table.Tr key={lane.id}>
                        <Table.Td>
                          <Anchor component={Link} to={paths.viewLane(lane.id)} fw={500}>
                            {lane.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{placeText(lane.origin)}</Table.Td>
                        <Table.Td>{placeText(lane.destination)}</Table.Td>
                        <Table.Td>{equipmentTypeLabels[lane.equipment_type]}</Table.Td>
                        <Table.Td>
                          {lane.carriers.length === 1
                            ? '1 carrier'
                            : `${lane.carriers.length} carriers`}
                        </Table.Td>
                        <Table.Td>{lane.contract ? formatCents(lane.contract.rate) : '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {lanes.data.count > PAGE_SIZE ? (
                  <Group justify="center" mt="md">
                    <Pagination
                      value={page}
                      onChange={setPage}
                      total={Math.ceil(lanes.data.count / PAGE_SIZE)}
                    />
                  </Group>
                ) : null}
              </>
            ) : null}
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
