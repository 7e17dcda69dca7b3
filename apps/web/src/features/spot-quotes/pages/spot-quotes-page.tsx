import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconGavel,
  IconSearch,
  IconTruckDelivery,
  IconTruckLoading,
} from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ComingSoon } from '../../../ui/states.tsx';
import { useSession } from '../../auth/session.ts';
import classes from './spot-quotes-page.module.css';

const categories = [
  { label: 'Spot Quotes Needed', icon: <IconSearch size={20} />, color: 'brand' },
  { label: 'Bids Placed', icon: <IconGavel size={20} />, color: 'violet' },
  { label: 'Assigned', icon: <IconTruckLoading size={20} />, color: 'indigo' },
  { label: 'In Transit', icon: <IconTruckDelivery size={20} />, color: 'cyan' },
  { label: 'Delivered', icon: <IconCircleCheck size={20} />, color: 'teal' },
  { label: 'Canceled', icon: <IconCircleX size={20} />, color: 'gray' },
];

/** /spot-quotes: the carrier's home. The spot-quote list is the next issue. */
export default function SpotQuotesPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Shipments" />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Paper radius="lg" p="xl" className={classes.hero}>
            <Text size="sm" fw={600} className={classes.eyebrow}>
              {user?.company_name}
            </Text>
            <Title order={2} className={classes.title}>
              Welcome{user?.first_name ? `, ${user.first_name}` : ''}!
            </Title>
            <Text className={classes.text}>
              Loads that shippers offer you will show up here. Bid on them, send informational
              quotes and follow the loads you win from pickup to delivery.
            </Text>
          </Paper>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
            {categories.map((category) => (
              <Paper key={category.label} withBorder radius="lg" p="md">
                <ThemeIcon variant="light" color={category.color} radius="md" size={38}>
                  {category.icon}
                </ThemeIcon>
                <Text fw={600} mt="sm" size="sm">
                  {category.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <ComingSoon message="Spot quotes arrive in the next release." />
        </Stack>
      </Container>
    </>
  );
}
