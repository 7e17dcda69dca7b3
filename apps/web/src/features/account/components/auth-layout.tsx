import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconGavel, IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../../ui/brand.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import classes from './auth-layout.module.css';

const points = [
  {
    icon: <IconBolt size={18} />,
    title: 'Publish a load in minutes',
    text: 'Send it to your carriers, a carrier list or the whole marketplace.',
  },
  {
    icon: <IconGavel size={18} />,
    title: 'Bids you can compare',
    text: 'Rates, dates and insurance limits side by side, then accept with one click.',
  },
  {
    icon: <IconShieldLock size={18} />,
    title: 'Secure by default',
    text: 'One-time codes, trusted devices and nothing secret stored in your browser.',
  },
];

/** The frame of the sign-in pages: the brand story beside the form. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <Box className={classes.root}>
      <Box component="aside" className={classes.story}>
        <BrandMark inverted />
        <Stack gap="xl" className={classes.storyBody}>
          <Title order={2} className={classes.headline}>
            Freight, priced in the open.
          </Title>
          <Text className={classes.lead}>
            Shippers publish loads, carriers bid, and everyone can see where each load stands.
          </Text>
          <Stack gap="lg">
            {points.map((point) => (
              <Group key={point.title} wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon radius="md" size={36} variant="white" color="brand">
                  {point.icon}
                </ThemeIcon>
                <div>
                  <Text fw={600} c="white">
                    {point.title}
                  </Text>
                  <Text size="sm" className={classes.muted}>
                    {point.text}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Stack>
        <Text size="xs" className={classes.muted}>
          © Spotlane
        </Text>
      </Box>
      <Box component="main" className={classes.content}>
        <Box className={classes.mobileBrand}>
          <BrandMark />
        </Box>
        <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
      </Box>
    </Box>
  );
}

/** The white card that holds one sign-in form. */
export function AuthCard({
  title,
  subtitle,
  width = 440,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Box className={classes.card} maw={width}>
      <Stack gap={6} mb="xl">
        <Title order={1} className={classes.cardTitle}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}

/** An auth card that says something is done: a big teal icon above the centred text and button. */
export function AuthDoneCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          {icon}
        </ThemeIcon>
        {children}
      </Stack>
    </AuthCard>
  );
}
