/** /checkout/success?session_id=...: the return from card checkout. Confirmation comes in the subscription issue. */
import { Center, Loader, Stack, Text, Title } from '@mantine/core';

export function CheckoutSuccessPage() {
  return (
    <Center mih="60dvh" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Title order={1} fz={24}>
          Processing your payment...
        </Title>
        <Text c="dimmed">This takes a few seconds. Please keep this page open.</Text>
      </Stack>
    </Center>
  );
}
