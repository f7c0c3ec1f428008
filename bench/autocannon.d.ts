/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  type RequestContext = Record<string, unknown>;

  type Options = {
    url: string;
    connections?: number;
    /** Seconds; ignored when `amount` is set. */
    duration?: number;
    /** Total requests; the run ends once each has had its response. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Array<
      Request & {
        setupRequest?: (request: Request, context: RequestContext) => Request;
        onResponse?: (status: number, body: string, context: RequestContext) => void;
      }
    >;
  };

  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  export type Instance = PromiseLike<Result> & {
    on(event: "start", listener: () => void): Instance;
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance;
    stop(): void;
  };

  export default function autocannon(options: Options): Instance;
}
