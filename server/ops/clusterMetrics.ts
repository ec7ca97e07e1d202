import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';

/**
 * With WEB_CONCURRENCY workers (server/index.ts), the scrape of GET /metrics reaches one of them,
 * whose own numbers would be a random share of the node's. That worker asks the primary instead,
 * which gathers every worker's registries with prom-client's AggregatorRegistry (counters and
 * histograms summed, gauges summed or averaged as each metric says) and sends the text back.
 */
const request = 'tarmac:metrics-request';
const answer = 'tarmac:metrics-answer';

interface MetricsMessage {
  type: typeof request | typeof answer;
  id: number;
  text?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === 'object' &&
  message !== null &&
  ((message as MetricsMessage).type === request || (message as MetricsMessage).type === answer);

/** In the primary: answers the workers' requests for the node's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.type !== request) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: answer, id: message.id, text } satisfies MetricsMessage),
      (error: unknown) => worker.send({ type: answer, id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

let nextId = 0;
/** Longer than prom-client's own 5 s for gathering, so its error arrives rather than a guess. */
const answerTimeoutMs = 6_000;

/** In a worker: the node's metrics, summed over every worker by the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the primary process did not send the metrics')), answerTimeoutMs);
    const listener = (message: unknown) => {
      if (!isMetricsMessage(message) || message.type !== answer || message.id !== id) return;
      finish(message.error === undefined ? null : new Error(message.error), message.text);
    };
    function finish(error: Error | null, text = '') {
      clearTimeout(timer);
      process.off('message', listener);
      if (error) reject(error);
      else resolve(text);
    }
    process.on('message', listener);
    process.send!({ type: request, id } satisfies MetricsMessage);
  });
}
