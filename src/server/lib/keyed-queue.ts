// Runs background tasks one after another per key (the WhatsApp bot: per sender, so two quick messages from one
// rider never race on their conversation) and in parallel across keys; `drain` waits for all, for shutdown.

export interface KeyedQueue {
  push: (key: string, task: () => Promise<void>) => void;
  drain: () => Promise<void>;
}

export function createKeyedQueue(onError: (error: unknown) => void): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    push(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(task).catch(onError);
      tails.set(key, next);
      void next.finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
    },
    async drain() {
      while (tails.size) await Promise.all(tails.values());
    },
  };
}
