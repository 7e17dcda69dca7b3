import { Anchor, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { IconChevronRight, IconPackage, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import classes from './register-page.module.css';

const choices = [
  {
    to: paths.registerShipper,
    icon: <IconPackage size={26} />,
    title: 'I ship freight',
    label: 'Shipper',
    text: 'Publish loads, invite your carriers and compare their bids.',
  },
  {
    to: paths.registerCarrier,
    icon: <IconTruck size={26} />,
    title: 'I haul freight',
    label: 'Carrier',
    text: 'See spot quotes from shippers, bid and track the loads you win.',
  },
];

/** /register: choose shipper or carrier. */
export default function RegisterPage() {
  useDocumentTitle('Create your account · Spotlane');
  return (
    <AuthCard title="Create your account" subtitle="How will you use Spotlane?" width={520}>
      <SimpleGrid cols={1} spacing="md">
        {choices.map((choice) => (
          <UnstyledButton
            key={choice.to}
            component={Link}
            to={choice.to}
            className={classes.choice}
            aria-label={`Register as a ${choice.label.toLowerCase()}`}
          >
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={52} radius="md" variant="light">
                {choice.icon}
              </ThemeIcon>
              <div className={classes.text}>
                <Text size="xs" tt="uppercase" fw={700} c="brand.7">
                  {choice.label}
                </Text>
                <Text fw={700} size="lg">
                  {choice.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {choice.text}
                </Text>
              </div>
              <IconChevronRight size={20} className={classes.chevron} />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Text size="sm" ta="center" c="dimmed" mt="xl">
        Already have an account?{' '}
        <Anchor component={Link} to="/" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
