import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  Anthropic
} from "./cli-chunk-23UPJ7D7.js";

// src/agent/model-client.ts
var DEFAULT_RETRY = {
  maxRetries: 4,
  baseDelayMs: 1e3,
  maxDelayMs: 3e4,
  maxRetryAfterMs: 6e4
};
var ModelCallError = class extends Error {
  constructor(message, retryable, status, retryAfterMs) {
    super(message);
    this.retryable = retryable;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.name = "ModelCallError";
  }
  retryable;
  status;
  retryAfterMs;
};
function parseRetryAfter(value, now = Date.now()) {
  if (value === null || value === void 0) return void 0;
  const text = value.trim();
  if (!text) return void 0;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1e3);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return void 0;
  return Math.max(0, at - now);
}
function retryDelay(policy, attempt, retryAfterMs, random = Math.random) {
  if (retryAfterMs !== void 0) return Math.min(Math.max(0, retryAfterMs), policy.maxRetryAfterMs);
  const exp = Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
  const jitter = 1 + (random() * 0.5 - 0.25);
  return Math.round(exp * jitter);
}
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new Error("aborted"));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/agent/messages-client.ts
var RETRYABLE_STATUS = /* @__PURE__ */ new Set([408, 409, 429, 500, 502, 503, 504, 529]);
var FATAL_STREAM_ERRORS = /* @__PURE__ */ new Set([
  "invalid_request_error",
  "authentication_error",
  "permission_error",
  "not_found_error",
  "request_too_large",
  "billing_error",
  // Bedrock's exception frames, as its SDK names them (camel-cased exception types).
  "validationException",
  "accessDeniedException",
  "resourceNotFoundException"
]);
function headerOf(headers, name) {
  if (!headers) return null;
  if (typeof headers.get === "function") return headers.get(name);
  const value = headers[name];
  return typeof value === "string" ? value : null;
}
function apiMessage(error) {
  const body = error.error;
  const text = typeof body?.error?.message === "string" ? body.error.message : typeof body?.message === "string" ? body.message : typeof body?.Message === "string" ? body.Message : error.message;
  return text.replace(/\s+/g, " ").trim().slice(0, 300).replace(/\.+$/, "");
}
function subject(naming) {
  return naming.name.charAt(0).toUpperCase() + naming.name.slice(1);
}
function parseRetryAfterMs(value) {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return void 0;
  return Math.round(Number(value));
}
function classifyModelError(error, naming) {
  if (error instanceof ModelCallError) return error;
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error && error.cause.message && !error.message.includes(error.cause.message) ? ` (${error.cause.message.slice(0, 200)})` : "";
    return new ModelCallError(`Connection to ${naming.name} failed: ${error.message}${cause}`, true);
  }
  if (error instanceof APIError) {
    const status = error.status;
    const detail = apiMessage(error);
    if (status === void 0) {
      const type = error.error?.error?.type ?? error.type ?? "error";
      return new ModelCallError(`${subject(naming)} stream failed (${type}): ${detail}`, !FATAL_STREAM_ERRORS.has(type));
    }
    const retryAfterMs = parseRetryAfterMs(headerOf(error.headers, "retry-after-ms")) ?? parseRetryAfter(headerOf(error.headers, "retry-after"));
    const byStatus = classifyStatus(status, detail, retryAfterMs, naming);
    const should = headerOf(error.headers, "x-should-retry");
    if ((should === "true" || should === "false") && should === "true" !== byStatus.retryable) {
      return new ModelCallError(byStatus.message, should === "true", status, retryAfterMs);
    }
    return byStatus;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ModelCallError(`${subject(naming)} stream failed: ${message}`, true);
}
function classifyStatus(status, detail, retryAfterMs, naming) {
  const name = naming.name.replace(/^the /, "");
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  if (RETRYABLE_STATUS.has(status) || status >= 500) {
    const what = status === 429 ? "rate limited" : status === 529 ? "overloaded" : "unavailable";
    return new ModelCallError(`${Name} ${what} (${status}): ${detail}`, true, status, retryAfterMs);
  }
  switch (status) {
    case 401:
      return new ModelCallError(naming.unauthorized(detail), false, status);
    case 403:
      return new ModelCallError(`${Name} denied access (403): ${detail}${naming.accessHint ? `. ${naming.accessHint}` : ""}`, false, status);
    case 404:
      return new ModelCallError(`${Name} returned not found (404): ${detail}. Check the model id.`, false, status);
    case 413:
      return new ModelCallError(`${Name} rejected the request as too large (413): ${detail}`, false, status);
    default:
      return new ModelCallError(`${Name} rejected the request (${status}): ${detail}`, false, status);
  }
}
function createMessagesClient(opts) {
  const { sdk, naming, model } = opts;
  const idleMs = opts.streamIdleTimeoutMs;
  const retry = {
    ...DEFAULT_RETRY,
    ...opts.retry ?? {},
    ...opts.maxRetries !== void 0 ? { maxRetries: opts.maxRetries } : {}
  };
  const classify = (error) => opts.classify?.(error) ?? classifyModelError(error, naming);
  return {
    model,
    maxTokens: opts.maxTokens,
    retry,
    ...opts.price !== void 0 ? { price: opts.price } : {},
    ...opts.onRetry ? { onRetry: opts.onRetry } : {},
    async *stream(request, signal) {
      const local = new AbortController();
      const onAbort = () => local.abort(signal.reason);
      if (signal.aborted) local.abort(signal.reason);
      else signal.addEventListener("abort", onAbort, { once: true });
      let stalled = false;
      let watchdog;
      const arm = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          stalled = true;
          local.abort(new Error("stream stalled"));
        }, idleMs);
      };
      const stalledError = () => new ModelCallError(`${subject(naming)} stream stalled: no event for ${idleMs >= 1e3 ? `${Math.round(idleMs / 1e3)} s` : `${idleMs} ms`}`, true);
      try {
        const stream = await sdk.messages.create(
          {
            model,
            max_tokens: request.maxTokens,
            system: request.system,
            messages: request.messages,
            ...request.tools.length ? { tools: request.tools } : {},
            stream: true
          },
          { signal: local.signal }
        );
        arm();
        for await (const event of stream) {
          clearTimeout(watchdog);
          yield event;
          arm();
        }
        if (stalled) throw stalledError();
      } catch (error) {
        if (stalled && !signal.aborted) throw stalledError();
        if (signal.aborted || error instanceof APIUserAbortError) return;
        throw classify(error);
      } finally {
        clearTimeout(watchdog);
        signal.removeEventListener("abort", onAbort);
      }
    }
  };
}

// src/agent/anthropic-client.ts
var DEFAULT_MODEL = "claude-sonnet-5-5";
var DEFAULT_MAX_TOKENS = 16384;
var DEFAULT_REQUEST_TIMEOUT_MS = 10 * 6e4;
var ANTHROPIC_NAMING = {
  name: "the Anthropic API",
  unauthorized: () => "Anthropic API rejected the API key (401). Check the anthropic_api_key secret."
};
function commonClientOptions(opts, model) {
  const requestTimeoutMs = opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return {
    model,
    maxTokens: opts.maxTokens ?? DEFAULT_MAX_TOKENS,
    streamIdleTimeoutMs: opts.streamIdleTimeoutMs ?? requestTimeoutMs,
    ...opts.maxRetries !== void 0 ? { maxRetries: opts.maxRetries } : {},
    ...opts.retry ? { retry: opts.retry } : {},
    ...opts.onRetry ? { onRetry: opts.onRetry } : {}
  };
}
function createAnthropicClient(opts) {
  if (!opts.apiKey) throw new Error("createAnthropicClient needs an apiKey");
  const sdk = new Anthropic({
    apiKey: opts.apiKey,
    ...opts.baseURL ? { baseURL: opts.baseURL } : {},
    maxRetries: 0,
    timeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  });
  return createMessagesClient({ sdk, naming: ANTHROPIC_NAMING, ...commonClientOptions(opts, opts.model ?? DEFAULT_MODEL) });
}

// src/agent/pricing.ts
var SONNET = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
var OPUS = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
var OPUS_LEGACY = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
var HAIKU = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
var HAIKU_LEGACY = { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 };
var EXACT = [
  [/^claude-opus-4(-1)?(-\d{8})?$/, OPUS_LEGACY],
  [/^claude-3-opus/, OPUS_LEGACY],
  [/^claude-3-5-haiku/, HAIKU_LEGACY],
  [/^claude-3-haiku/, { input: 0.25, output: 1.25, cacheWrite: 0.3, cacheRead: 0.03 }]
];
var FAMILY = [
  [/opus|mythos/, OPUS],
  [/haiku/, HAIKU],
  [/sonnet/, SONNET]
];
function priceFor(model) {
  return knownPriceFor(model) ?? SONNET;
}
function knownPriceFor(model) {
  const id = model.trim().toLowerCase();
  for (const [pattern, price] of EXACT) if (pattern.test(id)) return price;
  for (const [pattern, price] of FAMILY) if (pattern.test(id)) return price;
  return null;
}
function costAt(price, model, usage) {
  if (price === null) return Number.NaN;
  return costFrom(price ?? priceFor(model), usage);
}
function costFrom(p, usage) {
  return (usage.input_tokens * p.input + usage.output_tokens * p.output + usage.cache_creation_input_tokens * p.cacheWrite + usage.cache_read_input_tokens * p.cacheRead) / 1e6;
}
function addUsage(total, add) {
  total.input_tokens += add.input_tokens ?? 0;
  total.output_tokens += add.output_tokens ?? 0;
  total.cache_creation_input_tokens += add.cache_creation_input_tokens ?? 0;
  total.cache_read_input_tokens += add.cache_read_input_tokens ?? 0;
}

export {
  ModelCallError,
  retryDelay,
  sleep,
  createMessagesClient,
  DEFAULT_MODEL,
  DEFAULT_MAX_TOKENS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  commonClientOptions,
  createAnthropicClient,
  knownPriceFor,
  costAt,
  addUsage
};
