import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { regionKindLabels } from '@spotlane/shared/schemas/lanes';
import { Link, useNavigate } from 'react-router';
import { useLanes } from '../../../features/lanes/api/lanes.ts';
import { useDeleteRegion, useRegion } from '../../../features/lanes/api/regions.ts';
import { placeText } from '../../../features/lanes/lane-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { DetailPage, recordLoad } from '../../../ui/detail-fields.tsx';

/** /view-region/{id}: the region's members and the lanes that use it. */
export default function ViewRegionPage() {
  const { id, valid } = usePathId();
  const region = useRegion(valid ? id : null);
  const lanes = useLanes({ region_id: id ?? undefined, page_size: 100 });
  const remove = useDeleteRegion();
  const navigate = useNavigate();
  return (
    <DetailPage
      title="Region"
      {...recordLoad('region', region, valid)}
      actions={(data) => (
        <Group gap="xs">
          <Button component={Link} to={paths.editRegion(data.id)} variant="light">
            Edit
          </Button>
          <Button
            color="red"
            variant="subtle"
            loading={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(data.id);
                notifications.show({ color: 'teal', message: 'The region was deleted' });
                navigate(paths.lanes, { replace: true });
              } catch (error) {
                notifications.show({ color: 'red', message: errorMessage(error) });
              }
            }}
          >
            Delete
          </Button>
        </Group>
      )}
    >
      {(data) => (
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h3">
                {data.name}
              </Title>
              <Badge variant="light">{regionKindLabels[data.kind]}</Badge>
            </Group>
            <Group gap={6}>
              {data.members.map((member) => (
                <Badge key={member} variant="outline" radius="sm">
                  {member}
                </Badge>
              ))}
            </Group>
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <Title order={3} size="h4" mb="sm">
              Lanes using this region
            </Title>
            {lanes.data?.results.length ? (
              <Stack gap={4}>
                {lanes.data.results.map((lane) => (
                  <Group key={lane.id} justify="space-between">
                    <Anchor component={Link} to={paths.viewLane(lane.id)}>
                      {lane.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {placeText(lane.origin)} → {placeText(lane.destination)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No lane uses this region yet.
              </Text>
            )}
          </Paper>
        </Stack>
      )}
    </DetailPage>
  );
}
