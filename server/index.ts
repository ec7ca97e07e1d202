import { ConfigError, loadConfig } from './config';
import { prepare } from './start';

/** Reads the configuration, opens the database, listens, and shuts down cleanly on SIGINT/SIGTERM. */
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
  const { app, database } = await prepare(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close() stops accepting connections and waits for in-flight requests to finish.
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Tarmac is running on ${config.APP_URL} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
