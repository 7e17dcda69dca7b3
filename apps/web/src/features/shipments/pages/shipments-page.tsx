import {
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingWarehouse,
  IconCircleCheck,
  IconCircleX,
  IconListDetails,
  IconPackage,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ComingSoon } from '../../../ui/states.tsx';
import { useSession } from '../../auth/session.ts';
import classes from './shipments-page.module.css';

const lists: { to: string; label: string; icon: ReactNode; color: string }[] = [
  {
    to: '/all-shipments',
    label: 'All Shipments',
    icon: <IconListDetails size={20} />,
    color: 'brand',
  },
  {
    to: '/needs-attention',
    label: 'Needs Attention',
    icon: <IconAlertTriangle size={20} />,
    color: 'orange',
  },
  {
    to: '/in-progress',
    label: 'In Progress',
    icon: <IconTruckDelivery size={20} />,
    color: 'cyan',
  },
  { to: '/completed', label: 'Completed', icon: <IconCircleCheck size={20} />, color: 'teal' },
  { to: '/canceled', label: 'Canceled', icon: <IconCircleX size={20} />, color: 'gray' },
];

const steps = [
  {
    to: '/add-new-company',
    title: 'Add your companies',
    text: 'The places you pick up from and deliver to, with their shipping hours.',
    icon: <IconBuildingWarehouse size={22} />,
  },
  {
    to: '/add-new-carrier',
    title: 'Invite your carriers',
    text: 'Carriers you already work with, or build a list of favourites.',
    icon: <IconTruck size={22} />,
  },
  {
    to: '/add-new-shipment',
    title: 'Publish a shipment',
    text: 'Send it to your carriers and compare their bids side by side.',
    icon: <IconPackage size={22} />,
  },
];

/** /shipments: the shipper dashboard. Its lists and counts are the next issue. */
export default function ShipmentsPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Shipments" />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Paper radius="lg" p="xl" className={classes.hero}>
            <Text size="sm" fw={600} className={classes.heroEyebrow}>
              {user?.company_name}
            </Text>
            <Title order={2} className={classes.heroTitle}>
              Welcome{user?.first_name ? `, ${user.first_name}` : ''}!
            </Title>
            <Text className={classes.heroText}>
              Three steps to your first bids. Use the + button at the top whenever you want to add
              something.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="lg">
              {steps.map((step, index) => (
                <UnstyledButton
                  key={step.to}
                  component={Link}
                  to={step.to}
                  className={classes.step}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={40} radius="md" variant="white">
                      {step.icon}
                    </ThemeIcon>
                    <div>
                      <Text fw={700} c="white">
                        {index + 1}. {step.title}
                      </Text>
                      <Text size="sm" className={classes.heroText}>
                        {step.text}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Paper>

          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
            {lists.map((list) => (
              <UnstyledButton key={list.to} component={Link} to={list.to} className={classes.tile}>
                <ThemeIcon variant="light" color={list.color} radius="md" size={38}>
                  {list.icon}
                </ThemeIcon>
                <Text fw={600} mt="sm">
                  {list.label}
                </Text>
                <Badge variant="light" color="gray" size="sm" mt={6}>
                  Next release
                </Badge>
              </UnstyledButton>
            ))}
          </SimpleGrid>

          <ComingSoon message="Shipment lists, counts and the calendar arrive in the next release." />
        </Stack>
      </Container>
    </>
  );
}
