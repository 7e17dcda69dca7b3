import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type BoardFilterValues,
  FILTER_KEYS,
  filterQuery,
  filtersFrom,
} from '@spotlane/shared/domain/board-filters';
import { SEARCH_DEBOUNCE_MS } from '@spotlane/shared/domain/pager';
import type { SpotQuoteCategory } from '@spotlane/shared/schemas/loads';
import {
  IconCircleCheck,
  IconCircleX,
  IconGavel,
  IconSearch,
  IconSparkles,
  IconThumbDown,
  IconTruckDelivery,
  IconTruckLoading,
} from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BoardFilters,
  filterErrors,
} from '../../../features/capacity/components/board-filters.tsx';
import { useSpotQuotes } from '../../../features/loads/api/list-spot-quotes.ts';
import {
  detailsPath,
  SECTION_HEADINGS,
  SPOT_QUOTE_TILES,
  spotQuoteCategoryOf,
} from '../../../features/loads/carrier-rules.ts';
import { ConfirmQuotePrompt } from '../../../features/loads/components/confirm-quote-prompt.tsx';
import { SpotQuoteCard } from '../../../features/loads/components/spot-quote-card.tsx';
import { ScoreLine } from '../../../features/reputation/components/score-line.tsx';
import { useMyTenders } from '../../../features/tenders/api/tenders.ts';
import { OpenOffers } from '../../../features/tenders/components/open-offers.tsx';
import { useListUrl } from '../../../lib/list-url.ts';
import { useSession } from '../../../lib/session.ts';
import { CountTiles } from '../../../ui/count-tiles.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListControls, useFilterPreferences } from '../../../ui/list-controls.tsx';
import { ListPager } from '../../../ui/list-page.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

const tileLook: Record<string, { icon: ReactNode; color: string }> = {
  'spot-quotes': { icon: <IconSearch size={20} />, color: 'brand' },
  'bid-placed': { icon: <IconGavel size={20} />, color: 'violet' },
  rejected: { icon: <IconThumbDown size={20} />, color: 'red' },
  assigned: { icon: <IconTruckLoading size={20} />, color: 'indigo' },
  'in-progress': { icon: <IconTruckDelivery size={20} />, color: 'cyan' },
  completed: { icon: <IconCircleCheck size={20} />, color: 'teal' },
  canceled: { icon: <IconCircleX size={20} />, color: 'gray' },
  recommended: { icon: <IconSparkles size={20} />, color: 'orange' },
};

/** The title of an empty category: what it lacks, named in full ("No canceled shipments"). */
const EMPTY_TITLE: Record<SpotQuoteCategory, string> = {
  'spot-quotes': 'No spot quotes needed',
  'bid-placed': 'No bids placed',
  rejected: 'No rejected bids',
  assigned: 'No assigned shipments',
  'in-progress': 'No shipments in transit',
  completed: 'No delivered shipments',
  canceled: 'No canceled shipments',
  search: 'No shipments match your search',
  recommended: 'No recommended loads yet',
};

const EMPTY_TEXT: Record<SpotQuoteCategory, string> = {
  'spot-quotes':
    'No shipments need a price right now. New spot quotes show up here as shippers publish them.',
  'bid-placed': 'You have no open bids. Bid on a spot quote and follow it here.',
  rejected: 'None of your bids was rejected.',
  assigned: 'No loads are assigned to you yet.',
  'in-progress': 'No loads are in transit.',
  completed: 'No delivered loads yet.',
  canceled: 'No canceled loads.',
  recommended:
    'Post a truck or save a preferred lane on My trucks: the open loads that fit it show up here, nearest first.',
  search: 'Nothing matches your search.',
};

/**
 * Where the carrier's open offers go (PRODUCT.md 8), nothing when there are none. Its own
 * component, so that the offers' answer re-renders this slot, not the page and its cards.
 */
function OpenOffersSlot() {
  const offers = useMyTenders(true);
  if (!offers.isError && (offers.data?.results.length ?? 0) === 0) return null;
  return <OpenOffers enabled />;
}

/** The URL's category param: none for the first tile. */
const categoryParam = (category: SpotQuoteCategory) => ({
  category: category === 'spot-quotes' ? null : category,
});

/** /spot-quotes and /all-spot-quotes: the carrier's spot-quote list (SPEC 2.7, 4). */
export default function SpotQuotesPage() {
  const { user } = useSession();
  const isCarrier = user?.user_type === 'carrier';
  const [stored, savePrefs] = useFilterPreferences();
  // The category, page, search, size and sort live in the URL (lib/list-url.ts): Back, reload
  // and a shared link show the same list.
  const [url, update] = useListUrl(stored);
  const { prefs, page } = url;
  const category = spotQuoteCategoryOf(url.category, url.search);
  const appliedSearch = category === 'search' ? url.search : '';
  const [searchText, setSearchText] = useState(appliedSearch);
  const [debounced] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const settled = debounced.trim();
  // Where the search came from, to go back there when the box is cleared.
  const cameFrom = useRef<{ category: SpotQuoteCategory; page: number }>({
    category: 'spot-quotes',
    page: 1,
  });
  const current = useRef({ category, page, appliedSearch });
  current.current = { category, page, appliedSearch };
  const [fromCache, setFromCache] = useState(false);

  // SPEC 4: typing waits 1 s, then switches to the search category on page 1.
  // Once per settled text: the effect also runs when the URL changes (a new `update`).
  const handled = useRef(settled);
  useEffect(() => {
    if (settled === handled.current) return;
    handled.current = settled;
    if (!settled || settled === current.current.appliedSearch) return;
    if (current.current.category !== 'search') cameFrom.current = current.current;
    update({ category: 'search', search: settled, page: 1 });
    setFromCache(false);
  }, [settled, update]);

  // Clearing the box in search mode goes back to the category the carrier came from, shown
  // from the cache: SPEC 4's "does not refetch" holds.
  const changeSearch = (value: string) => {
    setSearchText(value);
    if (value.trim() || category !== 'search') return;
    update({
      ...categoryParam(cameFrom.current.category),
      search: '',
      page: cameFrom.current.page,
    });
    setFromCache(true);
  };

  // PRODUCT.md 20: the load-board filters live in the URL beside the list's state, in every
  // category and with search; a change goes back to the first page.
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const changeFilters = (next: BoardFilterValues) => {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const key of FILTER_KEYS) {
          if (next[key]) search.set(key, next[key]);
          else search.delete(key);
        }
        search.delete('page');
        return search;
      },
      { replace: true },
    );
    setFromCache(false);
  };

  const list = useSpotQuotes(
    {
      page,
      page_size: prefs.cardsPerPage,
      ordering: prefs.selectedSortValue,
      status: category,
      search: category === 'search' && appliedSearch ? appliedSearch : undefined,
      ...filterQuery(filters),
    },
    { keepCached: fromCache },
  );

  // A chosen category is a list of its own: the words of an earlier search leave the box.
  const choose = (next: SpotQuoteCategory) => {
    setSearchText('');
    update({ ...categoryParam(next), search: '', page: 1 });
    setFromCache(false);
  };

  const data = list.data;
  const badFilters = filterErrors(list.error);
  // The cards render in a deferred pass React splits into short tasks, not in the one long task
  // of the answer's update (the first-load budget); null while the page shown is not the one asked for.
  // The category travels with its cards, so that the links of a deferred page match it.
  const asked = list.isPending || list.isPlaceholderData ? null : (data ?? null);
  const snapshot = useMemo(() => asked && { data: asked, category }, [asked, category]);
  const shown = useDeferredValue(snapshot);
  const cards = shown?.data.results.shipments ?? [];
  // PRODUCT.md 21: the shippers' scores on the cards, one request for the page. Each card's
  // line reads them itself, made once per page of cards so that the memoised cards keep their props.
  const scoreLines = useMemo(() => {
    const shipperIds = cards.map((card) => card.created_by.id);
    return new Map(
      cards.map((card) => [
        card.id,
        <ScoreLine key={card.id} subject="shipper" id={card.created_by.id} ids={shipperIds} />,
      ]),
    );
  }, [cards]);

  return (
    <>
      <PageHeader title="Shipments" searchValue={searchText} onSearchChange={changeSearch} />
      <Container size="xl">
        <Stack gap="lg">
          {/* PRODUCT.md 8: the carrier's routing-guide offers come first. */}
          {isCarrier ? <OpenOffersSlot /> : null}

          {isCarrier ? (
            // On a phone the kit's tiles are a compact wrapping strip.
            <CountTiles
              tiles={SPOT_QUOTE_TILES.map((tile) => ({
                key: tile.category,
                label: tile.label,
                count: data?.[tile.count],
                onClick: () => choose(tile.category),
                active: category === tile.category,
                icon: tileLook[tile.category]?.icon,
                color: tileLook[tile.category]?.color ?? 'brand',
              }))}
            />
          ) : null}

          {isCarrier ? (
            <BoardFilters values={filters} onChange={changeFilters} errors={badFilters} />
          ) : null}

          <Group justify="space-between" align="center">
            <Group gap="xs" align="baseline">
              <Title order={2} size="h3">
                {SECTION_HEADINGS[category]}
              </Title>
              {data && !list.isPlaceholderData ? (
                <Text c="dimmed" fw={500}>
                  ({data.results.count})
                </Text>
              ) : null}
            </Group>
            <ListControls
              prefs={prefs}
              onChange={(next) => {
                savePrefs(next);
                update({ prefs: next, page: 1 });
              }}
            />
          </Group>

          {list.isError && Object.keys(badFilters).length > 0 ? (
            <EmptyState title="Check the filters">
              A filter above is not one we can search by: its message says why.
            </EmptyState>
          ) : list.isError && !list.isPlaceholderData ? (
            <ErrorState error={list.error} onRetry={() => list.refetch()} />
          ) : !shown ? (
            <LoadingState label="Loading spot quotes…" />
          ) : cards.length === 0 ? (
            <EmptyState title={EMPTY_TITLE[shown.category]}>
              {EMPTY_TEXT[shown.category]}
            </EmptyState>
          ) : (
            <Box>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {cards.map((card) => (
                  <SpotQuoteCard
                    key={card.id}
                    card={card}
                    detailsTo={detailsPath(shown.category, card, user?.id)}
                    shipperScore={scoreLines.get(card.id)}
                  />
                ))}
              </SimpleGrid>
              <ListPager
                page={page}
                count={shown.data.results.count}
                pageSize={prefs.cardsPerPage}
                onChange={(next) => update({ page: next })}
              />
            </Box>
          )}
        </Stack>
      </Container>
      {isCarrier ? <ConfirmQuotePrompt /> : null}
    </>
  );
}
