/**
 * /subscribe (docs/product.md §2 Subscribe, §4 Subscription purchase): plan not chosen, plan chosen, awaiting
 * the client secret, the payment form, then the return address. Works signed in (in the app
 * shell) and signed out (a purchase may come first: the account is made from the checkout). With
 * hosted checkout the browser goes to the provider's page instead of the form.
 */
import {
  isActiveSubscriber,
  planById,
  type Plan,
  type PlansResponse,
} from '@haulbook/sync-protocol';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '../../styles/mantine-forms.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { offlineMessage } from '../../data/api';
import { useAuth } from '../../data/session/useAuth';
import { subscriptionApi } from '../../data/subscription';
import { Logo } from '../../ui/Logo';
import { DemoNotice } from './DemoNotice';
import { DemoPaymentForm } from './DemoPaymentForm';
import { PlanCard } from './PlanCard';
import { PlanChoice } from './PlanChoice';
import { useSubscriptionConfig } from './useSubscriptionConfig';

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

type Step =
  | { kind: 'choose' }
  | { kind: 'starting'; plan: Plan }
  | { kind: 'paying'; plan: Plan; clientSecret: string; sessionId: string };

function PaymentStep({
  step,
  config,
  accountEmail,
  onBack,
}: {
  step: Extract<Step, { kind: 'paying' }>;
  config: PlansResponse;
  accountEmail: string | undefined;
  onBack: () => void;
}) {
  const { plan } = step;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} w="100%" mx="auto">
      <Stack gap="md">
        <div>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            Complete Your Subscription
          </Title>
          <Text c="dimmed">
            {plan.name}: {plan.price} {plan.period}
            {plan.trial ? `, ${plan.trial}` : ''}
          </Text>
        </div>
        {config.paymentMode === 'demo' || !config.publishableKey ? (
          <DemoPaymentForm sessionId={step.sessionId} accountEmail={accountEmail} />
        ) : (
          <Suspense fallback={<Loader />}>
            <StripePaymentForm
              publishableKey={config.publishableKey}
              clientSecret={step.clientSecret}
              sessionId={step.sessionId}
              accountEmail={accountEmail}
            />
          </Suspense>
        )}
        <Button variant="subtle" onClick={onBack}>
          Choose a different plan
        </Button>
      </Stack>
    </Paper>
  );
}

function Subscribe() {
  const { user } = useAuth();
  const { config, failed, retry } = useSubscriptionConfig();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const inForce = isActiveSubscriber(user) ? planById(user?.subscriptionTier) : undefined;

  const choose = async (plan: Plan) => {
    setStep({ kind: 'starting', plan });
    try {
      const started = await subscriptionApi.start(plan.priceId);
      if ('checkoutUrl' in started) {
        window.location.assign(started.checkoutUrl);
        return;
      }
      setStep({ kind: 'paying', plan, ...started });
    } catch (error) {
      // docs/product.md §8: a failed subscription request is only logged.
      console.error('Could not start the subscription', error);
      setStep({ kind: 'choose' });
    }
  };

  return (
    <Stack gap="lg" maw={1100} w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Choose Your Plan
        </Title>
        <Text c="dimmed">Every plan opens every feature: loads, fuel, pay and reports.</Text>
      </div>
      {config?.paymentMode === 'demo' && <DemoNotice />}
      {config?.paymentMode === 'stripe' && inForce?.recurring && (
        <Alert color="teal" variant="light">
          You are on the {inForce.name} plan. To change or cancel it, use Manage Plan on your{' '}
          <Anchor component={Link} to="/profile">
            profile
          </Anchor>
          .
        </Alert>
      )}
      {failed && (
        <Group>
          <Text c="dimmed">{offlineMessage}</Text>
          <Button variant="light" onClick={retry}>
            Try again
          </Button>
        </Group>
      )}
      {!config && !failed && (
        <Center p="xl" role="status">
          <Loader />
        </Center>
      )}
      {config && step.kind === 'paying' && (
        <PaymentStep
          step={step}
          config={config}
          accountEmail={user?.email}
          onBack={() => setStep({ kind: 'choose' })}
        />
      )}
      {config && step.kind !== 'paying' && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {config.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={inForce?.id === plan.id}
              action={
                <PlanChoice
                  plan={plan}
                  current={inForce}
                  starting={step.kind === 'starting' && step.plan.id === plan.id}
                  busy={step.kind === 'starting'}
                  onChoose={() => void choose(plan)}
                />
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Signed out, /subscribe stands alone: the brand, a way to sign in, and the plans. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--haulbook-surface)">
      <Box bg="navy.9" py="sm">
        <Container size={1100}>
          <Group justify="space-between">
            <Anchor component={Link} to="/" aria-label="Haulbook home" underline="never">
              <Logo light size={28} />
            </Anchor>
            <Anchor component={Link} to="/auth" c="white" fw={600}>
              Sign in
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size={1100} py="lg" component="main">
        {children}
      </Container>
    </Box>
  );
}

export function SubscribePage() {
  const { status } = useAuth();
  return status === 'signedIn' ? <Subscribe /> : <PublicFrame>{<Subscribe />}</PublicFrame>;
}
