import { Group, Paper, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconBuildingWarehouse, IconPackage, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ShipmentCountTiles } from '../../../features/loads/components/count-tiles.tsx';
import { HomepageSwitch } from '../../../features/loads/components/homepage-switch.tsx';
import { ShipmentList } from '../../../features/loads/components/shipment-list.tsx';
import { useSession } from '../../../lib/session.ts';
import classes from './shipments-page.module.css';

const steps = [
  {
    to: paths.newCompany,
    title: 'Add your companies',
    text: 'The places you pick up from and deliver to, with their shipping hours.',
    icon: <IconBuildingWarehouse size={22} />,
  },
  {
    to: paths.newCarrier,
    title: 'Invite your carriers',
    text: 'Carriers you already work with, or build a list of favourites.',
    icon: <IconTruck size={22} />,
  },
  {
    to: paths.newShipment(),
    title: 'Publish a shipment',
    text: 'Send it to your carriers and compare their bids side by side.',
    icon: <IconPackage size={22} />,
  },
];

function Welcome() {
  const { user } = useSession();
  return (
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
          <UnstyledButton key={step.to} component={Link} to={step.to} className={classes.step}>
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
  );
}

/** /shipments: the shipper dashboard, with the count tiles and the list of every load. */
export default function ShipmentsPage() {
  return (
    <ShipmentList
      title="Shipments"
      status="all"
      emptyText="No shipments yet. Use the + button to publish your first one."
      top={(counts) => (
        <>
          {counts && counts.all === 0 ? <Welcome /> : null}
          <ShipmentCountTiles counts={counts} />
          <Group justify="flex-end">
            <HomepageSwitch view={paths.shipments} />
          </Group>
        </>
      )}
    />
  );
}
