/**
 * What happens to every GitHub request, installed once as an Octokit `request` hook:
 *
 * 1. Redaction. Every parameter that becomes part of the request (body fields, and path/query
 *    values) passes through the Redactor before it is sent. Callers already redact what they
 *    render; this is defense in depth, so a secret that slipped into a comment, a PR body or a
 *    branch name still never reaches GitHub. Headers are left alone (the token lives there).
 * 2. Retries. 5xx answers and network failures are retried a bounded number of times with
 *    exponential backoff and jitter. A 4xx is the caller's mistake or a refusal and is not retried,
 *    except a rate limit (403/429 with `retry-after`, or `x-ratelimit-remaining: 0`), which waits
 *    as told when the wait is short enough (bounded too). Retrying a POST after a 5xx can
 *    duplicate a comment; that is preferred over losing the report.
 * 3. Errors. Whatever fails becomes a GitHubError with status, route and a redacted message.
 */
import type { Redactor } from '../shared/redact.js';
import { GitHubError } from './types.js';

export interface RequestPolicy {
  redact: (text: string) => string;
  retries: number;
  retryBaseMs: number;
  /** Longest rate-limit wait honoured; longer ones fail at once. */
  maxRateLimitWaitMs: number;
  /** Per-attempt timeout: a hung connection must not stall the run. */
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Keys of Octokit request options that are not request content. */
const NOT_CONTENT = new Set(['headers', 'request', 'baseUrl', 'url', 'method', 'mediaType']);

type RequestOptions = Record<string, unknown> & { method?: string; url?: string };
type RequestFn = (options: RequestOptions) => Promise<unknown>;

interface OctokitLikeError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Redacts every content value of an Octokit options object (not headers / transport). */
function redactRequestOptions(options: RequestOptions, redact: (text: string) => string): RequestOptions {
  const redactValue = (value: unknown): unknown => {
    if (typeof value === 'string') return redact(value);
    if (Array.isArray(value)) return value.map(redactValue);
    // Plain objects only: a Buffer or stream body is passed as is.
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
    }
    return value;
  };
  const out: RequestOptions = {};
  for (const [key, value] of Object.entries(options)) out[key] = NOT_CONTENT.has(key) ? value : redactValue(value);
  return out;
}

function header(error: OctokitLikeError, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** Milliseconds GitHub asks us to wait, when the error is a rate limit; null otherwise. */
function rateLimitWait(error: OctokitLikeError, now = Date.now()): number | null {
  if (error.status !== 403 && error.status !== 429) return null;
  const retryAfter = header(error, 'retry-after');
  if (retryAfter !== undefined && /^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
  if (header(error, 'x-ratelimit-remaining') === '0') {
    const reset = Number(header(error, 'x-ratelimit-reset'));
    if (Number.isFinite(reset)) return Math.max(0, reset * 1000 - now) + 1000;
  }
  return error.status === 429 ? 60_000 : null;
}

function routeOf(options: RequestOptions): string {
  return `${String(options.method ?? 'GET').toUpperCase()} ${String(options.url ?? '')}`;
}

export function toGitHubError(error: unknown, route: string, redact: (s: string) => string): GitHubError {
  if (error instanceof GitHubError) return error;
  const e = (error ?? {}) as OctokitLikeError;
  // Octokit reports network failures as status 500 without a response.
  const status = e.response && typeof e.status === 'number' ? e.status : null;
  const data = e.response?.data as { message?: unknown } | undefined;
  const detail = typeof data?.message === 'string' && data.message ? data.message : (e.message ?? String(error));
  const what = status === null ? 'network error' : `${status}`;
  return new GitHubError(redact(`${route} failed (${what}): ${detail}`), status, route);
}

/** Wraps Octokit's request function with redaction, bounded retries and GitHubError. */
export function wrapRequest(policy: RequestPolicy): (request: RequestFn, options: RequestOptions) => Promise<unknown> {
  const sleep = policy.sleep ?? defaultSleep;
  return async (request, options) => {
    const route = routeOf(options);
    // The options object is mutated in place: Octokit's inner hooks (token auth) are bound to
    // this very object and ignore options passed as arguments.
    Object.assign(options, redactRequestOptions(options, policy.redact));
    const transport = (options.request ?? {}) as Record<string, unknown>;
    const callerSignal = transport.signal as AbortSignal | undefined;
    let serverRetries = 0;
    let rateRetries = 0;
    for (;;) {
      try {
        const timeout = AbortSignal.timeout(policy.timeoutMs);
        options.request = { ...transport, signal: callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout };
        return await request(options);
      } catch (error) {
        const e = (error ?? {}) as OctokitLikeError;
        const status = typeof e.status === 'number' ? e.status : null;
        const networkOrServer = !e.response || (status !== null && status >= 500);
        if (networkOrServer && serverRetries < policy.retries) {
          const delay = policy.retryBaseMs * 2 ** serverRetries * (1 + Math.random() * 0.25);
          serverRetries++;
          await sleep(delay);
          continue;
        }
        const wait = rateLimitWait(e);
        if (wait !== null && wait <= policy.maxRateLimitWaitMs && rateRetries < Math.max(1, policy.retries)) {
          rateRetries++;
          await sleep(wait);
          continue;
        }
        throw toGitHubError(error, route, policy.redact);
      }
    }
  };
}

/** A redaction function applying the caller's Redactor (if any) and one knowing the token. */
export function combineRedactors(own: Redactor, caller?: Redactor): (text: string) => string {
  return (text: string) => own.redact(caller ? caller.redact(text) : text);
}
