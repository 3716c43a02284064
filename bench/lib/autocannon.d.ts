/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type TLatency = { average: number; p50: number; p90: number; p99: number; max: number };
  export type TAutocannonResult = {
    requests: { average: number; total: number };
    latency: TLatency;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  export type TAutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: string;
    /** Replaces `[<id>]` anywhere in the request (URL, headers, body) with a fresh id for every request. */
    idReplacement?: boolean;
  };
  /** The run: a promise of the result, and an event emitter ('response': every answer with its time in ms). */
  export type TAutocannonRun = Promise<TAutocannonResult> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): TAutocannonRun;
  };
  export default function autocannon(options: TAutocannonOptions): TAutocannonRun;
}
