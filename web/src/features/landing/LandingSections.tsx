/** The body of the landing page: hero, features, benefits and the closing call to action. */
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { benefits, features, heroPoints } from './landingContent';
import classes from './landing.module.css';
import { InstallButton } from '../install/InstallApp';

/** The main call to action: start for free, or straight to the dashboard once signed in. */
function PrimaryAction({ signedIn, label }: { signedIn: boolean; label: string }) {
  return (
    <Button
      component={Link}
      to={signedIn ? '/dashboard' : '/signup'}
      size="lg"
      rightSection={<IconArrowRight size={18} />}
    >
      {signedIn ? 'Go to Dashboard' : label}
    </Button>
  );
}

function WeekPreview() {
  const rows = [
    ['Earnings', '$3,482.50'],
    ['Miles', '2,614'],
    ['Loads delivered', '4'],
  ];
  return (
    <Card
      className={classes.previewCard}
      padding="xl"
      radius="lg"
      c="white"
      visibleFrom="md"
      style={{ alignSelf: 'center' }}
    >
      <Text size="sm" c="navy.1" fw={600} tt="uppercase">
        This week
      </Text>
      <Stack gap="md" mt="md">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text c="navy.1">{label}</Text>
            <Text fw={800} fz="xl">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Badge mt="lg" color="teal" variant="light">
        All axles legal
      </Badge>
    </Card>
  );
}

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box className={classes.hero} py={{ base: 48, sm: 88 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="lg" justify="center">
            <Badge color="orange" variant="filled" size="lg" w="fit-content">
              For professional truck drivers
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              Every load, every gallon, every dollar. One logbook.
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="navy.1" maw={560}>
              Haulbook tracks your loads, fuel, pay and axle weights, and shows what you really earn
              this week and this month. It keeps working when the signal doesn&apos;t.
            </Text>
            <Group gap="sm">
              <PrimaryAction signedIn={signedIn} label="Start Free Today" />
              {!signedIn && (
                <Button component={Link} to="/auth" size="lg" variant="white" color="navy.9">
                  I have an account
                </Button>
              )}
            </Group>
            <InstallButton fullWidth={false} />
            <Group gap="lg">
              {heroPoints.map((point) => (
                <Group key={point} gap={6} wrap="nowrap">
                  <IconCheck size={16} color="var(--mantine-color-orange-5)" />
                  <Text size="sm" c="navy.1">
                    {point}
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>
          <WeekPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function Features() {
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }} component="section" aria-labelledby="features">
      <Stack gap={6} align="center" ta="center" mb={40}>
        <Title order={2} id="features" fz={{ base: 26, sm: 34 }}>
          Everything you need on the road
        </Title>
        <Text c="dimmed" maw={560}>
          Built around how drivers actually work: quick entries from the cab, numbers you can trust
          at settlement.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map(({ title, text, icon: Icon }) => (
          <Card key={title} withBorder padding="lg" className={classes.featureCard}>
            <ThemeIcon size={48} radius="md" variant="light">
              <Icon size={26} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={6}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

export function Benefits() {
  return (
    <Box className={classes.band} py={{ base: 48, sm: 80 }} component="section">
      <Container size="lg">
        <Title order={2} ta="center" fz={{ base: 26, sm: 34 }} mb={40}>
          Why drivers choose Haulbook
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={32}>
          {benefits.map(({ title, text, icon: Icon }) => (
            <Stack key={title} align="center" ta="center" gap="xs">
              <ThemeIcon size={64} radius="xl" color="navy.9">
                <Icon size={32} />
              </ThemeIcon>
              <Title order={3} fz="xl" mt="xs">
                {title}
              </Title>
              <Text c="dimmed" maw={320}>
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function ClosingCallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <Box className={classes.cta} py={{ base: 48, sm: 72 }} component="section">
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} fz={{ base: 26, sm: 36 }}>
            Ready to know what every mile pays?
          </Title>
          <Text fz="lg" maw={520}>
            Set up your account in two minutes. Your first load is one tap away.
          </Text>
          <Button
            component={Link}
            to={signedIn ? '/dashboard' : '/signup'}
            size="lg"
            variant="white"
            color="navy.9"
            rightSection={<IconArrowRight size={18} />}
          >
            {signedIn ? 'Go to Dashboard' : 'Get Started Free'}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
