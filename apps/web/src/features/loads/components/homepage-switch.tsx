import { Badge, Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import {
  type HomepagePreference,
  setHomepagePreference,
  useHomepagePreference,
} from '../../../lib/device-storage.ts';

/**
 * What the Shipments menu item opens (homepagePreference), chosen from the view itself: the
 * header's List/Calendar pair switches views, so this is one button, not a second pair.
 */
export function HomepageSwitch({ view }: { view: HomepagePreference }) {
  const homepage = useHomepagePreference();
  if (homepage === view) {
    return (
      <Badge variant="light" color="gray" leftSection={<IconHome size={12} />} tt="none">
        Your home page
      </Badge>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconHome size={14} />}
      onClick={() => setHomepagePreference(view)}
    >
      Make this my home page
    </Button>
  );
}
