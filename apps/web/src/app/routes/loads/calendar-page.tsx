import {
  ActionIcon,
  Box,
  Button,
  Chip,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { biddingOpen } from '@spotlane/shared/domain/bidding';
import { paths } from '@spotlane/shared/domain/paths';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type CSSProperties, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCalendarLoads } from '../../../features/loads/api/calendar-loads.ts';
import { bestBidText, bidCountText } from '../../../features/loads/bid-glance.ts';
import {
  CALENDAR_FILTERS,
  type CalendarFilter,
  type CalendarView,
  calendarCategory,
  calendarEvents,
  calendarRange,
  calendarTitle,
  calendarWeeks,
  parseCalendarFilters,
  serializeCalendarFilters,
  shiftAnchor,
  toCalendarView,
} from '../../../features/loads/calendar.ts';
import { HomepageSwitch } from '../../../features/loads/components/homepage-switch.tsx';
import { detailPath } from '../../../features/loads/list-pages.ts';
import { groupTwo } from '../../../lib/device-storage.ts';
import { timeLeft } from '../../../ui/countdown.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import classes from './calendar-page.module.css';

/**
 * The bidding of a load at a glance, as on its card: the best bid and its carrier,
 * the number of bids and the time left to bid, for the chip's tooltip.
 */
function biddingSummary(load: LoadCard, now: number): string {
  const best = bestBidText(load);
  const parts = [
    best ? `${best.label} ${best.amount} (${best.carrier})` : null,
    bidCountText(load.bid_count),
  ];
  if (load.bid_deadline && biddingOpen(load.status)) {
    const left = new Date(load.bid_deadline).getTime() - now;
    parts.push(left > 0 ? `bidding closes in ${timeLeft(left)}` : 'bidding closed');
  }
  return parts.filter(Boolean).join(' · ');
}

const COLORS = Object.fromEntries(
  CALENDAR_FILTERS.map((filter) => [filter.value, `var(--mantine-color-${filter.color}-6)`]),
) as Record<CalendarFilter, string>;

function matchesSearch(load: LoadCard, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [
    load.name,
    load.identifier,
    load.origin_location?.company_name,
    load.destination_location?.company_name,
    load.origin_location?.address.city,
    load.destination_location?.address.city,
  ].some((value) => value?.toLowerCase().includes(text));
}

/**
 * /calendar: the shipper's loads by ship date and expected delivery, month or week, with a
 * weekdays-only switch and status filters, all remembered on this device.
 */
export default function CalendarPage() {
  const [view, setViewState] = useState<CalendarView>(() =>
    toCalendarView(groupTwo.getCalendarViewPreference()),
  );
  const [weekdaysOnly, setWeekdaysState] = useState(() => groupTwo.getCalendarWeekdaysOnly());
  const [filters, setFiltersState] = useState<CalendarFilter[]>(() =>
    parseCalendarFilters(groupTwo.getCalendarFilterPreference()),
  );
  const [anchor, setAnchor] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [search, setSearch] = useState('');

  const setView = (next: CalendarView) => {
    groupTwo.setCalendarViewPreference(next);
    setViewState(next);
  };
  const setWeekdaysOnly = (next: boolean) => {
    groupTwo.setCalendarWeekdaysOnly(next);
    setWeekdaysState(next);
  };
  const setFilters = (next: CalendarFilter[]) => {
    groupTwo.setCalendarFilterPreference(serializeCalendarFilters(next));
    setFiltersState(next);
  };

  const range = calendarRange(view, anchor);
  const loads = useCalendarLoads(range.from, range.to);
  const weeks = calendarWeeks(view, anchor, weekdaysOnly);
  const columns = weeks[0]?.length ?? 7;
  const visible = useMemo(
    () => (loads.data?.results ?? []).filter((load) => matchesSearch(load, search)),
    [loads.data, search],
  );
  const events = useMemo(() => calendarEvents(visible, filters), [visible, filters]);
  const today = dayjs().format('YYYY-MM-DD');
  const month = dayjs(anchor).month();

  return (
    <>
      <PageHeader title="Calendar" searchValue={search} onSearchChange={setSearch} />
      <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" gap="md">
            <Group gap="xs">
              <Tooltip label={`Previous ${view}`}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Previous ${view}`}
                  onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
                >
                  <IconChevronLeft size={18} />
                </ActionIcon>
              </Tooltip>
              <Button variant="default" onClick={() => setAnchor(today)}>
                Today
              </Button>
              <Tooltip label={`Next ${view}`}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Next ${view}`}
                  onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
                >
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Tooltip>
              <Title order={2} size="h3" ml="sm" data-testid="calendar-title">
                {calendarTitle(view, anchor)}
              </Title>
            </Group>
            <Group gap="md">
              <Switch
                label="Weekdays only"
                checked={weekdaysOnly}
                onChange={(event) => setWeekdaysOnly(event.currentTarget.checked)}
              />
              <SegmentedControl
                aria-label="Calendar view"
                value={view}
                onChange={(value) => setView(value as CalendarView)}
                data={[
                  { value: 'month', label: 'Month' },
                  { value: 'week', label: 'Week' },
                ]}
              />
            </Group>
          </Group>
          <Group justify="space-between" mt="sm" gap="sm">
            <Chip.Group
              multiple
              value={filters}
              onChange={(value) => setFilters(value as CalendarFilter[])}
            >
              <Group gap="xs" role="group" aria-label="Status filters">
                {CALENDAR_FILTERS.map((filter) => (
                  <Chip key={filter.value} value={filter.value} color={filter.color} size="sm">
                    {filter.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="md">
              <Text size="xs" c="dimmed">
                ↑ ship date · ↓ expected delivery
              </Text>
              <HomepageSwitch view={paths.calendar} />
            </Group>
          </Group>
        </Paper>

        {loads.isError ? <ErrorState error={loads.error} onRetry={() => loads.refetch()} /> : null}

        <ScrollArea type="auto">
          <Box
            // A phone fits all the days in its width (the chips cut their names); from `sm` up
            // a day keeps room enough to read a chip and the grid scrolls sideways instead.
            miw={{ base: 0, sm: columns * 120 }}
            className={`${classes.grid} ${view === 'week' ? classes.week : ''}`}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              opacity: loads.isFetching && !loads.data ? 0.6 : 1,
            }}
            aria-busy={loads.isPending}
            data-testid="calendar-grid"
          >
            {(weeks[0] ?? []).map((date) => (
              <div key={`head-${date}`} className={classes.head}>
                {/* The cell shows the day's number: the heading names the weekday only. */}
                {dayjs(date).format('ddd')}
              </div>
            ))}
            {weeks.flat().map((date) => {
              const dayEvents = events.get(date) ?? [];
              const outside = view === 'month' && dayjs(date).month() !== month;
              return (
                <div
                  key={date}
                  className={`${classes.cell} ${outside ? classes.outside : ''} ${
                    date === today ? classes.today : ''
                  }`}
                  data-date={date}
                >
                  <span className={classes.dayNumber}>{dayjs(date).date()}</span>
                  {dayEvents.map((event) => {
                    const category = calendarCategory(event.load.status);
                    const fleet = event.load.fleet;
                    // The chip names the load and its SH number, the number first:
                    // before the name, so a narrow cell cuts the name, not the number; then
                    // the unit of the shipper's fleet covering it.
                    // The ship chip ends with the best bid's amount (the award once accepted).
                    const best = event.kind === 'ship' ? bestBidText(event.load) : null;
                    const label = `${event.kind === 'ship' ? '↑' : '↓'} ${
                      event.load.identifier ? `${event.load.identifier} · ` : ''
                    }${event.load.name ?? 'Shipment'}${fleet ? ` · ${fleet.equipment.unit_number}` : ''}${
                      best ? ` · ${best.amount}` : ''
                    }`;
                    return (
                      <Tooltip
                        key={`${event.kind}-${event.load.id}`}
                        label={`${event.kind === 'ship' ? 'Ships' : 'Expected delivery'}: ${
                          event.load.identifier ?? ''
                        } ${event.load.name ?? ''}${
                          fleet
                            ? ` · your fleet: ${fleet.driver.first_name} ${fleet.driver.last_name}, unit ${fleet.equipment.unit_number}`
                            : ''
                        } · ${biddingSummary(event.load, Date.now())}`}
                        openDelay={300}
                      >
                        <Link
                          to={detailPath(event.load.id)}
                          className={classes.event}
                          style={{ '--event-color': COLORS[category] } as CSSProperties}
                        >
                          {label}
                        </Link>
                      </Tooltip>
                    );
                  })}
                </div>
              );
            })}
          </Box>
        </ScrollArea>
      </Stack>
    </>
  );
}
