// The clients the caches, socket.io and the live positions keep to Redis, made and closed alike: a listener on
// 'error' (without one, a Redis that goes away for a moment throws from the client's socket and takes the process
// down; with one the clients reconnect on their own), and a close that cannot hang.
import type { RedisClientType } from 'redis';

/** How long the clients may take to send what they hold when the server closes. */
const CLOSE_WAIT_MS = 2000;

/** The clients send what they hold within a bound, as Redis may be gone; then whatever is left is dropped. */
async function closeWithin(clients: RedisClientType[]) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
  const closing = clients.map((client) => client.close().catch(() => undefined));
  await Promise.race([Promise.all(closing), late]);
  clearTimeout(timer);
  for (const client of clients) if (client.isOpen) client.destroy();
}

/** One client for commands (the live positions' geo sets). */
export async function connectRedisClient(url: string, warn: (error: unknown) => void) {
  const { createClient } = await import('redis');
  const client = createClient({ url }) as RedisClientType;
  client.on('error', warn);
  await client.connect();
  return { client, ping: () => client.ping(), close: () => closeWithin([client]) };
}

export async function connectRedisPair(url: string, warn: (error: unknown) => void) {
  const { createClient } = await import('redis');
  const publisher = createClient({ url }) as RedisClientType;
  const subscriber = publisher.duplicate();
  publisher.on('error', warn);
  subscriber.on('error', warn);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    publisher,
    subscriber,
    /** Answers once both clients are connected: the subscriber by its state (it takes no commands while
     * subscribed), the publisher by a PONG. */
    ping: async () => {
      if (!subscriber.isReady) throw new Error('the Redis subscriber is not connected');
      await publisher.ping();
    },
    /** The subscriber sends its unsubscribes too. */
    close: () => closeWithin([publisher, subscriber]),
  };
}
