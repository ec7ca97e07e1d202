import type { FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/** Where logs go: process.stdout, or a test's stream. */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

type PrettyLog = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/** One line per request on a terminal ("request completed GET /api/user → 200 in 4 ms"), not a JSON dump of req and res. */
function requestLine(log: PrettyLog, messageKey: string): string {
  const parts = [String(log[messageKey] ?? '')];
  if (log.req?.method) parts.push(`${log.req.method} ${log.req.url}`);
  if (log.res?.statusCode)
    parts.push(`→ ${log.res.statusCode}${typeof log.responseTime === 'number' ? ` in ${Math.round(log.responseTime)} ms` : ''}`);
  return parts.join(' ');
}

/**
 * The server's log: JSON lines (what log collectors read) unless the output is a terminal, where
 * a person reads it: then readable lines (`19:04:05 INFO: Tarmac is running on …`). The choice
 * follows the output alone, so `npm start` in a terminal reads well and the same command under
 * a process manager or in a container still writes JSON.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, output: LogOutput = process.stdout) {
  return {
    level: config.LOG_LEVEL,
    // Secrets never reach the logs: tokens, passwords and cookies are redacted.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
    serializers: {
      // Query strings can hold signed links (e-mail verification); log the path only.
      req: (request: { method: string; url: string; ip: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
    stream: output.isTTY
      ? pretty({
          destination: output,
          // In this thread, written at once: nothing is lost when the process exits right after.
          sync: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,req,res,responseTime',
          messageFormat: requestLine as never,
          singleLine: true,
        })
      : output,
  } satisfies FastifyServerOptions['logger'];
}

/** A logger outside Fastify (the process that supervises the workers), configured the same way. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, output: LogOutput = process.stdout): Logger {
  const { stream, ...options } = loggerOptions(config, output);
  return pino(options, stream);
}
