import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconArrowDown, IconArrowUp, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryStates } from '../../../ui/states.tsx';
import type { AnalyticsFilterValues } from '../analytics-url.ts';
import { costCsvUrl, useCost } from '../api/analytics.ts';
import { hours, money } from './figures.ts';

const PAGE_SIZE = 20;
const SORTABLE = {
  date_to_leave: 'Ship date',
  awarded_amount: 'Awarded',
  bid_count: 'Bids',
  rate_per_mile: 'Rate per mile',
  hours_to_award: 'Hours to award',
} as const;
type SortKey = keyof typeof SORTABLE;

function SortHeader({
  column,
  ordering,
  onSort,
}: {
  column: SortKey;
  ordering: string;
  onSort: (next: string) => void;
}) {
  const active = ordering.replace(/^-/, '') === column;
  const descending = ordering.startsWith('-');
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        fw={600}
        fz="sm"
        onClick={() => onSort(active && !descending ? `-${column}` : column)}
      >
        <Group gap={4} wrap="nowrap">
          {SORTABLE[column]}
          {active ? descending ? <IconArrowDown size={14} /> : <IconArrowUp size={14} /> : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** PRODUCT.md 10, Cost analytics: the summary, the paged sortable report and its CSV. */
export function CostTab({
  filters,
  page,
  ordering,
  onPage,
  onSort,
}: {
  filters: AnalyticsFilterValues;
  /** The report's page and ordering, kept in the URL by the view. */
  page: number;
  ordering: string;
  onPage: (page: number) => void;
  onSort: (ordering: string) => void;
}) {
  const cost = useCost(filters, { page, page_size: PAGE_SIZE, ordering });
  const summary = cost.data?.summary;
  return (
    <QueryStates query={cost} loading="Loading the cost report…">
      <Stack gap="lg">
        {summary ? (
          <SimpleGrid cols={{ base: 2, md: 3 }}>
            {[
              ['Awarded loads', String(summary.loads)],
              ['Spend', money(summary.spend)],
              ['Average rate', money(summary.avg_rate)],
              ['Median rate', money(summary.median_rate)],
              ['Saved against the median bid', money(summary.savings_vs_median_bid)],
              ['Saved against the first quote', money(summary.savings_vs_first_quote)],
            ].map(([label, value]) => (
              <Paper key={label} withBorder radius="lg" p="md">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} fz="lg">
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
        <Paper withBorder radius="lg" p="lg" component="section" aria-label="Cost report">
          <Group justify="space-between" mb="sm">
            <Text fw={600}>One row per awarded load</Text>
            <Button
              component="a"
              href={costCsvUrl(filters)}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              Download CSV
            </Button>
          </Group>
          {cost.data && cost.data.results.length === 0 ? (
            <Text c="dimmed" size="sm">
              No awarded load matches these filters yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Shipment</Table.Th>
                    <SortHeader column="date_to_leave" ordering={ordering} onSort={onSort} />
                    <Table.Th>Lane</Table.Th>
                    <Table.Th>Carrier</Table.Th>
                    <SortHeader column="awarded_amount" ordering={ordering} onSort={onSort} />
                    <Table.Th>Lowest bid</Table.Th>
                    <Table.Th>Median bid</Table.Th>
                    <SortHeader column="bid_count" ordering={ordering} onSort={onSort} />
                    <Table.Th>Miles</Table.Th>
                    <SortHeader column="rate_per_mile" ordering={ordering} onSort={onSort} />
                    <SortHeader column="hours_to_award" ordering={ordering} onSort={onSort} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cost.data?.results.map((row) => (
                    <Table.Tr key={row.load_id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.shipmentDetail(row.load_id)}>
                          {row.identifier ?? `#${row.load_id}`}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.date_to_leave}</Table.Td>
                      <Table.Td>{row.lane}</Table.Td>
                      <Table.Td>{row.carrier ?? '—'}</Table.Td>
                      <Table.Td>{money(row.awarded_amount)}</Table.Td>
                      <Table.Td>{money(row.lowest_bid)}</Table.Td>
                      <Table.Td>{money(row.median_bid)}</Table.Td>
                      <Table.Td>{row.bid_count}</Table.Td>
                      <Table.Td>{row.miles ?? '—'}</Table.Td>
                      <Table.Td>{money(row.rate_per_mile)}</Table.Td>
                      <Table.Td>{hours(row.hours_to_award)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {cost.data && cost.data.count > PAGE_SIZE ? (
            <Group justify="center" mt="md">
              <Pagination
                total={Math.ceil(cost.data.count / PAGE_SIZE)}
                value={page}
                onChange={onPage}
                aria-label="Report pages"
              />
            </Group>
          ) : null}
        </Paper>
      </Stack>
    </QueryStates>
  );
}
