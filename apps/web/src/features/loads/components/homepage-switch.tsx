import { Group, SegmentedControl, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type HomepagePreference,
  setHomepagePreference,
  useHomepagePreference,
} from '../../../lib/device-storage.ts';

/** Chooses what the Shipments menu item opens: the list or the calendar (homepagePreference). */
export function HomepageSwitch() {
  const homepage = useHomepagePreference();
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" id="homepage-label">
        Home page
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="homepage-label"
        value={homepage}
        onChange={(value) => setHomepagePreference(value as HomepagePreference)}
        data={[
          { value: paths.shipments, label: 'List' },
          { value: paths.calendar, label: 'Calendar' },
        ]}
      />
    </Group>
  );
}
