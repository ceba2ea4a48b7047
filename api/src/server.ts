/** The server entry: read the configuration, build the app, listen, and close cleanly on signals. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Haulbook is running on ${config.appUrl}`);
  app.log.info(
    config.payments.mode === 'stripe'
      ? `Payments: Stripe (${config.payments.publishableKey ? 'embedded Payment Element' : 'hosted Checkout'})`
      : 'Payments: demo mode (no STRIPE_SECRET_KEY): plans are activated locally and no card is charged',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
