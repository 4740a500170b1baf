// What the log says about requests. Fastify's line for every request ("incoming request", "request completed")
// cost a tenth of a quote's throughput, so routine answers are counted instead and summed up in one line a minute
// (and at shutdown), each still logged at debug (LOG_LEVEL=debug). Never summed away: a 5xx or an aborted answer
// (at error), a 4xx (at info, as before) and a request slower than SLOW_REQUEST_MS (at warn), each with its
// request, status and time. Fastify's other request lines (a stream's error, a serializer's) are its own.
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SUMMARY_INTERVAL_MS = 60_000;

const line = (request: FastifyRequest, reply: FastifyReply) => ({
  req: request,
  res: reply,
  responseTime: reply.elapsedTime,
});

export class RequestLog extends LogController {
  private requests = 0;
  private totalMs = 0;
  private slowestMs = 0;
  private since = Date.now();

  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    if (error) reply.log.error({ ...line(request, reply), err: error }, 'request errored');
    else if (status >= 500) reply.log.error(line(request, reply), 'request completed');
    else if (ms >= this.slowMs) reply.log.warn(line(request, reply), 'slow request');
    else if (status >= 400) reply.log.info(line(request, reply), 'request completed');
    else {
      this.requests++;
      this.totalMs += ms;
      if (ms > this.slowestMs) this.slowestMs = ms;
      reply.log.debug(line(request, reply), 'request completed');
    }
  }

  /** Logs the routine answers counted since the last summary, if any, and starts counting again. */
  summarise(app: FastifyInstance) {
    if (this.requests > 0)
      app.log.info(
        {
          requests: this.requests,
          seconds: Math.round((Date.now() - this.since) / 1000),
          meanMs: Number((this.totalMs / this.requests).toFixed(2)),
          slowestMs: Number(this.slowestMs.toFixed(2)),
        },
        'requests answered (2xx and 3xx; each one at debug)',
      );
    this.requests = 0;
    this.totalMs = 0;
    this.slowestMs = 0;
    this.since = Date.now();
  }

  /** Sums up once a minute and once more at close. */
  readonly summaries = fp(async (app: FastifyInstance) => {
    const timer = setInterval(() => this.summarise(app), SUMMARY_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      this.summarise(app);
    });
  });
}
