import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  require_src
} from "./cli-chunk-W2X36P4M.js";
import {
  APIConnectionError,
  AnthropicError,
  BaseAnthropic,
  Beta,
  Messages,
  VERSION
} from "./cli-chunk-23UPJ7D7.js";
import {
  __toESM
} from "./cli-chunk-Q2B2XOGO.js";

// node_modules/@anthropic-ai/vertex-sdk/version.mjs
var VERSION2 = "1.1.3";

// node_modules/@anthropic-ai/vertex-sdk/client.mjs
var import_google_auth_library = __toESM(require_src(), 1);

// node_modules/@anthropic-ai/vertex-sdk/internal/errors.mjs
var castToError = (err) => {
  if (err instanceof Error)
    return err;
  if (typeof err === "object" && err !== null) {
    try {
      const tag = Object.prototype.toString.call(err);
      if (tag === "[object Error]" || tag === "[object DOMException]") {
        const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
        if (err.stack)
          error.stack = err.stack;
        if (err.cause && !error.cause)
          error.cause = err.cause;
        if (err.name)
          error.name = err.name;
        return error;
      }
    } catch {
    }
    try {
      return new Error(JSON.stringify(err));
    } catch {
    }
  }
  return new Error(err);
};

// node_modules/@anthropic-ai/vertex-sdk/internal/utils/env.mjs
var readEnv = (env) => {
  if (typeof globalThis.process !== "undefined") {
    return globalThis.process.env?.[env]?.trim() || void 0;
  }
  if (typeof globalThis.Deno !== "undefined") {
    return globalThis.Deno.env?.get?.(env)?.trim() || void 0;
  }
  return void 0;
};

// node_modules/@anthropic-ai/vertex-sdk/internal/utils/values.mjs
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
function isObj(obj) {
  return obj != null && typeof obj === "object" && !Array.isArray(obj);
}
var CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"];
var rejectUnsupportedCredentials = (options, platform) => {
  for (const name of CREDENTIAL_OPTIONS) {
    if (!platform.accepts.includes(name) && options[name] != null) {
      throw new AnthropicError(platform.unsupportedOptionMessage(name));
    }
  }
};
var safeJSON = (text) => {
  try {
    return JSON.parse(text);
  } catch (err) {
    return void 0;
  }
};

// node_modules/@anthropic-ai/vertex-sdk/internal/headers.mjs
var brand_privateNullableHeaders = /* @__PURE__ */ Symbol.for("brand.privateNullableHeaders");
function* iterateHeaders(headers) {
  if (!headers)
    return;
  if (brand_privateNullableHeaders in headers) {
    const { values, nulls } = headers;
    yield* values.entries();
    for (const name of nulls) {
      yield [name, null];
    }
    return;
  }
  let shouldClear = false;
  let iter;
  if (headers instanceof Headers) {
    iter = headers.entries();
  } else if (isReadonlyArray(headers)) {
    iter = headers;
  } else {
    shouldClear = true;
    iter = Object.entries(headers ?? {});
  }
  for (let row of iter) {
    const name = row[0];
    if (typeof name !== "string")
      throw new TypeError("expected header name to be a string");
    const values = isReadonlyArray(row[1]) ? row[1] : [row[1]];
    let didClear = false;
    for (const value of values) {
      if (value === void 0)
        continue;
      if (shouldClear && !didClear) {
        didClear = true;
        yield [name, clearSentinel];
      }
      yield [name, value];
    }
  }
}
var clearSentinel = /* @__PURE__ */ Symbol("clear");
var APPEND_HEADERS = /* @__PURE__ */ new Set(["x-stainless-helper"]);
var appendHeaderValue = (existing, addition) => {
  const tokens = existing ? existing.split(",").map((t) => t.trim()).filter(Boolean) : [];
  for (const tok of addition.split(",").map((t) => t.trim())) {
    if (tok && !tokens.includes(tok))
      tokens.push(tok);
  }
  return tokens.join(", ");
};
var buildHeaders = (newHeaders) => {
  const targetHeaders = new Headers();
  const nullHeaders = /* @__PURE__ */ new Set();
  for (const headers of newHeaders) {
    const seenHeaders = /* @__PURE__ */ new Set();
    for (const [name, value] of iterateHeaders(headers)) {
      const lowerName = name.toLowerCase();
      if (APPEND_HEADERS.has(lowerName)) {
        if (value === clearSentinel)
          continue;
        if (value === null) {
          targetHeaders.delete(name);
          nullHeaders.add(lowerName);
        } else {
          targetHeaders.set(name, appendHeaderValue(targetHeaders.get(name), value));
          nullHeaders.delete(lowerName);
        }
        continue;
      }
      if (value === clearSentinel || !seenHeaders.has(lowerName)) {
        targetHeaders.delete(name);
        seenHeaders.add(lowerName);
        if (value === clearSentinel)
          continue;
      }
      if (value === null) {
        targetHeaders.delete(name);
        nullHeaders.add(lowerName);
      } else {
        targetHeaders.append(name, value);
        nullHeaders.delete(lowerName);
      }
    }
  }
  return { [brand_privateNullableHeaders]: true, values: targetHeaders, nulls: nullHeaders };
};

// node_modules/@anthropic-ai/vertex-sdk/internal/utils/path.mjs
function encodeURIPath(str) {
  return str.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);
}
var EMPTY = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.create(null));
var createPathTagFunction = (pathEncoder = encodeURIPath) => function path2(statics, ...params) {
  if (statics.length === 1)
    return statics[0];
  let postPath = false;
  const invalidSegments = [];
  const path3 = statics.reduce((previousValue, currentValue, index) => {
    if (/[?#]/.test(currentValue)) {
      postPath = true;
    }
    const value = params[index];
    let encoded = (postPath ? encodeURIComponent : pathEncoder)("" + value);
    if (index !== params.length && (value == null || typeof value === "object" && // handle values from other realms
    value.toString === Object.getPrototypeOf(Object.getPrototypeOf(value.hasOwnProperty ?? EMPTY) ?? EMPTY)?.toString)) {
      encoded = value + "";
      invalidSegments.push({
        start: previousValue.length + currentValue.length,
        length: encoded.length,
        error: `Value of type ${Object.prototype.toString.call(value).slice(8, -1)} is not a valid path parameter`
      });
    }
    if (!postPath && (encoded === "" || encoded.startsWith(";"))) {
      invalidSegments.push({
        start: previousValue.length + currentValue.length,
        length: encoded.length,
        error: `Value "${encoded}" can't be safely passed as a path parameter`
      });
    }
    return previousValue + currentValue + (index === params.length ? "" : encoded);
  }, "");
  const pathOnly = path3.split(/[?#]/, 1)[0];
  const invalidSegmentPattern = /(?<=^|\/)(?:\.|%2e){1,2}(?:;[^/]*)?(?=\/|$)/gi;
  let match;
  while ((match = invalidSegmentPattern.exec(pathOnly)) !== null) {
    invalidSegments.push({
      start: match.index,
      length: match[0].length,
      error: `Value "${match[0]}" can't be safely passed as a path parameter`
    });
  }
  invalidSegments.sort((a, b) => a.start - b.start);
  if (invalidSegments.length > 0) {
    const marks = [];
    for (const segment of invalidSegments) {
      for (let i = segment.start; i < segment.start + Math.max(1, segment.length); i++) {
        marks[i] = "^";
      }
    }
    const underline = Array.from(marks, (mark) => mark ?? " ").join("");
    throw new AnthropicError(`Path parameters result in path with invalid segments:
${invalidSegments.map((e) => e.error).join("\n")}
${path3}
${underline}`);
  }
  return path3;
};
var path = /* @__PURE__ */ createPathTagFunction(encodeURIPath);

// node_modules/@anthropic-ai/vertex-sdk/client.mjs
var __classPrivateFieldGet = function(receiver, state, kind, f) {
  if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var _AnthropicVertex_instances;
var _AnthropicVertex_adaptRequest;
var MODEL_ENDPOINTS = /* @__PURE__ */ new Set(["/v1/messages", "/v1/messages?beta=true"]);
var CREDENTIALS = {
  accepts: [],
  unsupportedOptionMessage: (option) => `The \`${option}\` option is not supported by AnthropicVertex; authentication uses Google credentials (\`googleAuth\`, \`authClient\`, or Application Default Credentials).`
};
var AnthropicVertex = class extends BaseAnthropic {
  /** @internal */
  _instrumentationScope() {
    return { platform: "vertex", version: VERSION2 };
  }
  /**
   * API Client for interfacing with the Anthropic Vertex API.
   *
   * The `apiKey`, `authToken`, `credentials`, `config`, and `profile`
   * options throw an `AnthropicError`.
   *
   * @param {string | null} opts.accessToken
   * @param {string | null} opts.projectId
   * @param {GoogleAuth} opts.googleAuth - Override the default google auth config
   * @param {AuthClient} opts.authClient - Provide a pre-configured AuthClient instance (alternative to googleAuth)
   * @param {string | null} [opts.region=process.env['CLOUD_ML_REGION']] - The region to use for the API. Use 'global' for global endpoint. [More details here](https://cloud.google.com/vertex-ai/generative-ai/docs/learn/locations).
   * @param {string} [opts.baseURL=process.env['ANTHROPIC_VERTEX__BASE_URL'] ?? https://${region}-aiplatform.googleapis.com/v1] - Override the default base URL for the API.
   * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
   * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
   * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
   * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
   * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
   * @param {Record<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
   * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
   */
  constructor({ baseURL = readEnv("ANTHROPIC_VERTEX_BASE_URL"), region = readEnv("CLOUD_ML_REGION") ?? null, projectId = readEnv("ANTHROPIC_VERTEX_PROJECT_ID") ?? null, ...opts } = {}) {
    rejectUnsupportedCredentials(opts, CREDENTIALS);
    if (!region) {
      throw new Error("No region was given. The client should be instantiated with the `region` option or the `CLOUD_ML_REGION` environment variable should be set.");
    }
    if (!baseURL) {
      switch (region) {
        case "global":
          baseURL = "https://aiplatform.googleapis.com/v1";
          break;
        case "us":
          baseURL = "https://aiplatform.us.rep.googleapis.com/v1";
          break;
        case "eu":
          baseURL = "https://aiplatform.eu.rep.googleapis.com/v1";
          break;
        default:
          baseURL = `https://${region}-aiplatform.googleapis.com/v1`;
      }
    }
    super({
      baseURL,
      // `null`, not `undefined`: `undefined` makes the base client fall back
      // to the ANTHROPIC_API_KEY / ANTHROPIC_AUTH_TOKEN env vars, which are
      // not auth sources for Vertex — they must never be sent to the Google
      // endpoint alongside the Google OAuth credentials.
      apiKey: null,
      authToken: null,
      ...opts
    });
    _AnthropicVertex_instances.add(this);
    this._genAIProviderName = "gcp.vertex_ai";
    this.messages = makeMessagesResource(this);
    this.beta = makeBetaResource(this);
    this.region = region;
    this.projectId = projectId;
    this.accessToken = opts.accessToken ?? null;
    if (opts.authClient && opts.googleAuth) {
      throw new Error("You cannot provide both `authClient` and `googleAuth`. Please provide only one of them.");
    } else if (opts.authClient) {
      this._authClientPromise = Promise.resolve(opts.authClient);
    } else {
      this._auth = opts.googleAuth ?? new import_google_auth_library.GoogleAuth({ scopes: "https://www.googleapis.com/auth/cloud-platform" });
      this._authClientPromise = this._auth.getClient();
    }
  }
  /** Vertex AI does not serve the user profile endpoints, so reading this throws. */
  get userProfiles() {
    return throwUserProfilesUnavailable();
  }
  /**
   * Create a new client instance re-using the same options given to the
   * current client, including `region` and `projectId`, with optional overriding.
   */
  withOptions(options) {
    return super.withOptions({
      region: this.region,
      projectId: this.projectId,
      // The constructor takes only one of the two, so the one given here replaces the other.
      ...options.authClient ? { googleAuth: null } : {},
      ...options.googleAuth ? { authClient: null } : {},
      ...options
    });
  }
  validateHeaders() {
  }
  // Auth is Google OAuth only; never resolve unrelated local Anthropic
  // credentials (which could also supply a base URL).
  _shouldResolveDefaultCredentials() {
    return false;
  }
  // Google OAuth is applied in the backend middleware; no first-party
  // Authorization header may reach the Vertex endpoint.
  async authHeaders() {
    return void 0;
  }
  getUserAgent() {
    return `AnthropicVertex/JS ${VERSION}`;
  }
  backendMiddleware() {
    return [async (request, next, ctx) => next(await __classPrivateFieldGet(this, _AnthropicVertex_instances, "m", _AnthropicVertex_adaptRequest).call(this, request, ctx.options))];
  }
};
_AnthropicVertex_instances = /* @__PURE__ */ new WeakSet(), _AnthropicVertex_adaptRequest = /**
 * Rewrites the canonical Anthropic-shaped request into Vertex's wire shape
 * and applies Google OAuth. Runs inside the user middleware chain: the
 * OAuth token is a backend credential transformation, so middleware never
 * observes it, and each `next()` invocation applies a fresh token.
 */
async function _AnthropicVertex_adaptRequest2(request, options) {
  let authClient;
  let googleAuthHeaders;
  try {
    authClient = await this._authClientPromise;
    googleAuthHeaders = await authClient.getRequestHeaders();
  } catch (err) {
    throw new APIConnectionError({
      message: "Failed to acquire Google OAuth credentials.",
      cause: castToError(err)
    });
  }
  const projectId = authClient.projectId ?? googleAuthHeaders.get("x-goog-user-project");
  if (!this.projectId && projectId) {
    this.projectId = projectId;
  }
  const url = new URL(request.url);
  let parsedBody;
  if (typeof request.body === "string") {
    const parsed = safeJSON(request.body);
    if (isObj(parsed))
      parsedBody = parsed;
  }
  const version = request.headers.get("anthropic-version");
  if (parsedBody && version && !parsedBody["anthropic_version"]) {
    parsedBody["anthropic_version"] = version;
  }
  if (options && MODEL_ENDPOINTS.has(options.path) && options.method === "post") {
    const canonicalPath = options.path.split("?")[0];
    if (url.pathname.endsWith(canonicalPath)) {
      if (!this.projectId) {
        throw new Error("No projectId was given and it could not be resolved from credentials. The client should be instantiated with the `projectId` option or the `ANTHROPIC_VERTEX_PROJECT_ID` environment variable should be set.");
      }
      if (!parsedBody) {
        throw new Error("Expected request body to be an object for post /v1/messages");
      }
      const model = parsedBody["model"];
      delete parsedBody["model"];
      const stream = parsedBody["stream"] ?? false;
      const specifier = stream ? "streamRawPredict" : "rawPredict";
      const prefix = url.pathname.slice(0, url.pathname.length - canonicalPath.length);
      const modelPath = path`/projects/${this.projectId}/locations/${this.region}/publishers/anthropic/models/${model}:${specifier}`;
      url.pathname = prefix + modelPath.replace(/[^/]*$/, (segment) => segment.replace(/;/g, "%3B"));
      url.searchParams.delete("beta");
    }
  }
  if (options && (options.path === "/v1/messages/count_tokens" || options.path == "/v1/messages/count_tokens?beta=true" && options.method === "post")) {
    const canonicalPath = options.path.split("?")[0];
    if (url.pathname.endsWith(canonicalPath)) {
      if (!this.projectId) {
        throw new Error("No projectId was given and it could not be resolved from credentials. The client should be instantiated with the `projectId` option or the `ANTHROPIC_VERTEX_PROJECT_ID` environment variable should be set.");
      }
      const prefix = url.pathname.slice(0, url.pathname.length - canonicalPath.length);
      url.pathname = prefix + path`/projects/${this.projectId}/locations/${this.region}/publishers/anthropic/models/count-tokens:rawPredict`;
      url.searchParams.delete("beta");
    }
  }
  const adapted = {
    ...request,
    url: url.toString(),
    // Request/middleware-set headers win over the OAuth headers, preserving
    // the ability to override `Authorization` explicitly. Vertex takes the
    // API version from the body.
    headers: buildHeaders([googleAuthHeaders, request.headers, { "anthropic-version": null }]).values
  };
  if (parsedBody) {
    adapted.body = JSON.stringify(parsedBody);
  }
  return adapted;
};
function makeMessagesResource(client) {
  const resource = new Messages(client);
  delete resource.batches;
  return resource;
}
function makeBetaResource(client) {
  const resource = new Beta(client);
  delete resource.messages.batches;
  Object.defineProperty(resource, "userProfiles", { enumerable: false, get: throwUserProfilesUnavailable });
  return resource;
}
function throwUserProfilesUnavailable() {
  throw new AnthropicError("Managing user profiles is not available on `AnthropicVertex`. To send a profile ID with a request, pass `user_profile_id` to `messages.create`.");
}
export {
  AnthropicVertex,
  BaseAnthropic,
  AnthropicVertex as default
};
