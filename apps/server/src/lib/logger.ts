import { pino } from 'pino';
import type { Logger as PinoLogger, LoggerOptions } from 'pino';

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
};

/** The one logger factory. JSON lines unless a human is watching a terminal. */
export function createLogger(options: CreateLoggerOptions): Logger {
  const base: LoggerOptions = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
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
