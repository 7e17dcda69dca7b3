import { ActionIcon, Affix, Popover, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconMessageCircleQuestion } from '@tabler/icons-react';

/** The floating help button of SPEC 1; the live-chat widget itself is a later issue. */
export function HelpButton() {
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Popover position="top-end" withArrow shadow="lg" radius="md" width={280}>
        <Popover.Target>
          <ActionIcon
            size={52}
            radius="xl"
            variant="filled"
            aria-label="Help"
            className="help-button"
          >
            <IconMessageCircleQuestion size={26} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <ThemeIcon variant="light" radius="xl" size="lg">
              <IconHeadset size={20} />
            </ThemeIcon>
            <Title order={3} size="h5">
              Need a hand?
            </Title>
            <Text size="sm">Support chat is coming soon.</Text>
            <Text size="sm" c="dimmed">
              You will soon be able to chat with the Spotlane team right from here.
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
