import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { regionKindLabels } from '@spotlane/shared/schemas/lanes';
import { Link } from 'react-router';
import { useLanes } from '../../../features/lanes/api/lanes.ts';
import { useDeleteRegion, useRegion } from '../../../features/lanes/api/regions.ts';
import { placeText } from '../../../features/lanes/lane-text.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { DetailPage, recordLoad } from '../../../ui/detail-fields.tsx';
import { editDeleteHeader } from './edit-delete-header.tsx';

/** /view-region/{id}: the region's members and the lanes that use it. */
export default function ViewRegionPage() {
  const { id, valid } = usePathId();
  const region = useRegion(valid ? id : null);
  const lanes = useLanes({ region_id: id ?? undefined, page_size: 100 });
  const remove = useDeleteRegion();
  return (
    <DetailPage
      title="Region"
      {...recordLoad('region', region, valid)}
      actions={editDeleteHeader('region', paths.editRegion, remove)}
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
