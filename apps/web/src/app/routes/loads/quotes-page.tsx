import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import {
  IconArrowRight,
  IconChevronDown,
  IconFileDollar,
  IconMapPin,
  IconPlus,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useQuoteRequests } from '../../../features/loads/api/list-quote-requests.ts';
import {
  QUOTE_STATUS_COLORS,
  QUOTE_STATUS_LABELS,
  quoteStatus,
} from '../../../features/loads/quote-status.ts';
import { requestEnds, viewPathOf } from '../../../features/loads/route-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListBody, ListPage, useListState } from '../../../ui/list-page.tsx';

function NewRequestMenu() {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          New quote request
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate(paths.newQuote)}>With my locations</Menu.Item>
        <Menu.Item onClick={() => navigate(paths.newQuoteNoLocation)}>
          With city, state and zip only
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** /quotes: the informational quote requests, with search, sort and pages (SPEC 9). */
export default function QuotesPage() {
  const state = useListState();
  const { settled } = state;
  const requests = useQuoteRequests(state.query);

  const empty = settled ? (
    <EmptyState title="No quote request matches">Try another name, city or zip code.</EmptyState>
  ) : (
    <EmptyState title="No quote requests yet" action={<NewRequestMenu />}>
      Ask your carriers what a lane would cost before you publish a shipment.
    </EmptyState>
  );
  const content = (
    <ListBody list={requests} loadingLabel="Loading your quote requests…" empty={empty}>
      {(results) => (
        <Stack gap="sm">
          {results.map((request) => {
            const status = quoteStatus(request);
            const ends = requestEnds(request);
            return (
              <Paper
                key={request.id}
                withBorder
                radius="lg"
                p="md"
                component={Link}
                to={viewPathOf(request)}
                aria-label={`Quote request ${request.name}`}
                style={{ textDecoration: 'none', color: 'inherit' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={0}>
                    <Group gap="xs">
                      <Title order={3} size="h5">
                        {request.name}
                      </Title>
                      <Badge color={QUOTE_STATUS_COLORS[status]} variant="light">
                        {QUOTE_STATUS_LABELS[status]}
                      </Badge>
                    </Group>
                    <Group gap={6} c="dimmed" wrap="nowrap">
                      <IconMapPin size={16} />
                      <Text size="sm" truncate>
                        {ends.origin}
                      </Text>
                      <IconArrowRight size={14} />
                      <Text size="sm" truncate>
                        {ends.destination}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      Ships {formatDate(request.date_to_leave)} · expected{' '}
                      {formatDate(request.expected_delivery_date)}
                    </Text>
                  </Stack>
                  <Stack gap={0} align="center" miw={80}>
                    <Text fw={700} size="xl" lh={1.1}>
                      {request.bid_count}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {request.bid_count === 1 ? 'quote' : 'quotes'}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </ListBody>
  );

  return (
    <ListPage
      title="Quotes"
      state={state}
      count={requests.data?.count}
      size="lg"
      summary={
        <Group gap="xs">
          <IconFileDollar size={22} />
          <Title order={2} size="h3">
            {settled ? 'Search Results' : 'Quote requests'}
          </Title>
          {requests.data ? (
            <Badge variant="light" color="gray">
              {requests.data.count}
            </Badge>
          ) : null}
        </Group>
      }
      toolbar={<NewRequestMenu />}
    >
      {content}
    </ListPage>
  );
}
