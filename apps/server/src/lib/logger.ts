import { pino } from 'pino';
import type { DestinationStream, Logger as PinoLogger, LoggerOptions } from 'pino';

export type Logger = PinoLogger;
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Header and field paths never written to the log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

/**
 * Query parameters whose values are live secrets: reset links (`/reset-password?token=`), the first-admin setup link
 * (`/admin?setup=`), OAuth callbacks (`code`, `state`) and tokens in general. Their values never reach the log.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'setup',
  'code',
  'state',
  'access_token',
  'refresh_token',
  'id_token',
]);

/** A request URL for the log: the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // a malformed name is logged as it came
      }
      return separator !== -1 && SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

type TLoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number } | null;
};

/** Fastify's request serializer, with secret query values redacted from the URL. */
function serializeRequest(request: TLoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function prettyAvailable(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export type CreateLoggerOptions = {
  level: LogLevel;
  /** Force pretty (true) or JSON (false) output; by default pretty only on a TTY with pino-pretty installed. */
  pretty?: boolean;
  /** Where JSON lines go instead of stdout (tests read what would be logged). */
  destination?: DestinationStream;
};

/** The one logger factory. JSON lines unless a human is watching a terminal. */
export function createLogger(options: CreateLoggerOptions): Logger {
  const base: LoggerOptions = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err, req: serializeRequest },
  };
  if (options.destination) return pino(base, options.destination);
  const pretty = options.pretty ?? (process.stdout.isTTY === true && options.level !== 'silent' && prettyAvailable());
  if (pretty) {
    return pino({
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(base);
}

/** A logger that writes nothing, for tests. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
