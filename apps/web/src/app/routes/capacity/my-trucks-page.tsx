import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { TruckPost } from '@spotlane/shared/schemas/capacity';
import { IconPlus, IconRoute, IconTrash, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  lanePreferencesQuery,
  truckPostsQuery,
  useDeleteLanePreference,
  useDeleteTruckPost,
  useLanePreferences,
  useTruckPosts,
} from '../../../features/capacity/api/capacity.ts';
import { PreferenceForm } from '../../../features/capacity/components/preference-form.tsx';
import {
  draftFromSearch,
  draftOf,
  emptyDraft,
  emptyHereDraft,
  type PostDraft,
  TruckPostForm,
} from '../../../features/capacity/components/truck-post-form.tsx';
import { useSpotQuotes } from '../../../features/loads/api/list-spot-quotes.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function PostCard({ post, onEdit }: { post: TruckPost; onEdit: () => void }) {
  const remove = useDeleteTruckPost();
  return (
    <Card withBorder radius="lg" padding="md" data-testid="truck-post">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <IconTruck size={18} />
            <Text fw={700}>
              {equipmentTypeLabels[post.equipment_type]} empty in {post.empty_at.city},{' '}
              {post.empty_at.state} {post.empty_at.zipcode}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatUsDate(post.available_from)} to {formatUsDate(post.available_to)}
          </Text>
        </Stack>
        <Badge color={post.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {post.active ? 'Matching' : 'Ended'}
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        Going: {post.destinations.join(', ')}
        {post.min_rate_per_mile_cents !== null
          ? ` · at least ${money(post.min_rate_per_mile_cents)}/mi`
          : ''}
      </Text>
      {post.notes ? (
        <Text size="sm" c="dimmed" mt={4}>
          {post.notes}
        </Text>
      ) : null}
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={remove.isPending}
          onClick={() => remove.mutate(post.id)}
        >
          Take down
        </Button>
      </Group>
    </Card>
  );
}

/**
 * PRODUCT.md 20: "empty here on ...": a delivered (or in-transit) load's last stop and day,
 * one tap from a post of the truck that carried it.
 */
function QuickPost({ onPick }: { onPick: (draft: PostDraft) => void }) {
  const delivered = useSpotQuotes({ page: 1, page_size: 3, ordering: 'new', status: 'completed' });
  const loads = delivered.data?.results.shipments ?? [];
  if (loads.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-color-gray-0)">
      <Text fw={600} mb="xs">
        Quick post from a delivered load
      </Text>
      <Group gap="xs" wrap="wrap">
        {loads.map((load) => {
          const place = load.destination_location?.address ?? load.quote_destination;
          if (!place?.zipcode) return null;
          return (
            <Button
              key={load.id}
              size="xs"
              variant="default"
              onClick={() =>
                onPick(emptyHereDraft(place, load.expected_delivery_date, load.equipment_type))
              }
            >
              Empty in {place.city}, {place.state} on {formatUsDate(load.expected_delivery_date)}
            </Button>
          );
        })}
      </Group>
    </Card>
  );
}

/** The posts and lanes asked for with the page's chunk, not after its first render. */
export const loader: RouteLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(truckPostsQuery);
  void queryClient.prefetchQuery(lanePreferencesQuery);
  return null;
};

/** /my-trucks: the carrier's posted trucks and preferred lanes (PRODUCT.md 20). */
export default function MyTrucksPage() {
  const posts = useTruckPosts();
  const preferences = useLanePreferences();
  const removePreference = useDeleteLanePreference();
  // A load's page links here with the place and day its truck is empty: the form opens on them.
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState<{ id: number | null; draft: PostDraft } | null>(() => {
    const draft = draftFromSearch(search);
    return draft ? { id: null, draft } : null;
  });
  const close = () => {
    setEditing(null);
    if (draftFromSearch(search)) setSearch({}, { replace: true });
  };
  const [addingLane, setAddingLane] = useState(false);
  return (
    <>
      <PageHeader title="My trucks" />
      <Container size="xl">
        <Stack gap="lg">
          <Group justify="space-between">
            <Text c="dimmed" maw={640}>
              Post where a truck will be empty and when: the open loads that fit come to{' '}
              <Link to={`${paths.spotQuotes}?category=recommended`}>Recommended</Link>, nearest
              first, and you hear of new ones.
            </Text>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ id: null, draft: emptyDraft() })}
            >
              Post a truck
            </Button>
          </Group>
          <QuickPost onPick={(draft) => setEditing({ id: null, draft })} />
          <Title order={2} size="h3">
            Posted trucks
          </Title>
          {posts.isError ? (
            <ErrorState error={posts.error} onRetry={() => posts.refetch()} />
          ) : !posts.data ? (
            <LoadingState label="Loading your trucks…" />
          ) : posts.data.results.length === 0 ? (
            <EmptyState title="No trucks posted">
              Post a truck to see the loads that fit it.
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {posts.data.results.map((post) => (
                <PostCard
                  key={post.id}
                  post={post}
                  onEdit={() => setEditing({ id: post.id, draft: draftOf(post) })}
                />
              ))}
            </SimpleGrid>
          )}
          <Group justify="space-between">
            <Title order={2} size="h3">
              Preferred lanes
            </Title>
            <Button
              variant="light"
              leftSection={<IconRoute size={16} />}
              onClick={() => setAddingLane(true)}
            >
              Add a lane
            </Button>
          </Group>
          {addingLane ? (
            <Card withBorder radius="lg">
              <PreferenceForm onDone={() => setAddingLane(false)} />
            </Card>
          ) : null}
          {preferences.isError ? (
            <ErrorState error={preferences.error} onRetry={() => preferences.refetch()} />
          ) : !preferences.data ? (
            <LoadingState label="Loading your lanes…" />
          ) : preferences.data.results.length === 0 ? (
            <EmptyState title="No preferred lanes">
              Save a lane here, or from the filters of Shipments.
            </EmptyState>
          ) : (
            <Stack gap="xs">
              {preferences.data.results.map((lane) => (
                <Card
                  key={lane.id}
                  withBorder
                  radius="md"
                  padding="sm"
                  data-testid="lane-preference"
                >
                  <Group justify="space-between">
                    <Text fw={600}>
                      {(lane.origin.states ?? ['a region']).join(', ')} →{' '}
                      {(lane.destination.states ?? ['a region']).join(', ')}
                      {lane.equipment_type ? ` · ${equipmentTypeLabels[lane.equipment_type]}` : ''}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => removePreference.mutate(lane.id)}
                    >
                      Remove
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      </Container>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.id ? 'Change the truck' : 'Post a truck'}
        size="lg"
      >
        {editing ? (
          <TruckPostForm
            key={`${editing.id}-${editing.draft.zipcode}`}
            id={editing.id}
            initial={editing.draft}
            onDone={close}
          />
        ) : null}
      </Modal>
    </>
  );
}
