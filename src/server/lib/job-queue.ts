// Runs at most `running` jobs at once, with at most `waiting` more in line; a job beyond that is refused at once
// (QueueFull) rather than queued behind minutes of work. Used for image decoding, which holds a core per job.

export class QueueFull extends Error {
  constructor() {
    super('The queue is full.');
    this.name = 'QueueFull';
  }
}

export interface JobQueue {
  /** Runs the job when a place frees up; throws QueueFull without running it when the line is full. */
  run: <T>(job: () => Promise<T>) => Promise<T>;
  /** Jobs running and waiting now, for tests and logs. */
  state: () => { running: number; waiting: number };
}

export function createJobQueue(limits: { running: number; waiting: number }): JobQueue {
  let running = 0;
  const line: (() => void)[] = [];
  // A finishing job hands its place straight to the first in line, so a newcomer cannot overtake the line.
  const next = () => {
    const first = line.shift();
    if (first) first();
    else running -= 1;
  };
  return {
    async run(job) {
      if (running >= limits.running) {
        if (line.length >= limits.waiting) throw new QueueFull();
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
    state: () => ({ running, waiting: line.length }),
  };
}
