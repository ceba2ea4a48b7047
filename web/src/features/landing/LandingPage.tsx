/** / : the public face of Haulbook, for signed-out visitors and (with 'Go to Dashboard') drivers. */
import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { Logo } from '../../ui/Logo';
import { Benefits, ClosingCallToAction, Features, Hero } from './LandingSections';
import classes from './landing.module.css';

function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64} px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" underline="never" aria-label="Haulbook home">
            <Logo light size={28} />
          </Anchor>
          {signedIn ? (
            <Button component={Link} to="/dashboard" size="sm">
              Go to Dashboard
            </Button>
          ) : (
            <Group gap={6} wrap="nowrap">
              <Button component={Link} to="/auth" size="sm" variant="subtle" color="gray.0" px="xs">
                Login
              </Button>
              <Button component={Link} to="/signup" size="sm" px="sm">
                Get Started
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}

function LandingFooter() {
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <Logo light size={24} />
            <Text size="sm">Made for the people who keep America moving.</Text>
          </Stack>
          <Group gap="lg">
            <Anchor component={Link} to="/auth" c="navy.1" size="sm">
              Sign in
            </Anchor>
            <Anchor component={Link} to="/signup" c="navy.1" size="sm">
              Create account
            </Anchor>
            <Anchor component={Link} to="/forgot-password" c="navy.1" size="sm">
              Reset password
            </Anchor>
          </Group>
        </Group>
        <Text size="xs" mt="lg" c="navy.3">
          © {new Date().getFullYear()} Haulbook. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}

export function LandingPage() {
  const signedIn = useAuth().status === 'signedIn';
  return (
    <>
      <LandingHeader signedIn={signedIn} />
      <main>
        <Hero signedIn={signedIn} />
        <Features />
        <Benefits />
        <ClosingCallToAction signedIn={signedIn} />
      </main>
      <LandingFooter />
    </>
  );
}
