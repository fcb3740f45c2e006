import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  defaultModelFor,
  providerPrice
} from "./cli-chunk-MDDP74JB.js";
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  ModelCallError,
  commonClientOptions,
  createMessagesClient
} from "./cli-chunk-4VHJQTX4.js";
import "./cli-chunk-SZYNDH33.js";
import "./cli-chunk-23UPJ7D7.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/agent/providers/vertex-client.ts
import { readFileSync } from "node:fs";
var VERTEX_NAMING = {
  name: "Vertex AI",
  unauthorized: (detail) => `Vertex AI rejected the credentials (401): ${detail}. Check the google-github-actions/auth step (workload identity provider, service account).`,
  accessHint: "Check that the service account has roles/aiplatform.user in this project and that the model is enabled in the Model Garden for this region"
};
function vertexEndpoint(settings) {
  if (settings.baseUrl) return settings.baseUrl;
  if (settings.region === "global") return "https://aiplatform.googleapis.com/v1";
  if (settings.region === "us" || settings.region === "eu") return `https://aiplatform.${settings.region}.rep.googleapis.com/v1`;
  return `https://${settings.region}-aiplatform.googleapis.com/v1`;
}
function credentialFileSecrets(json) {
  if (!json || typeof json !== "object") return [];
  const c = json;
  const out = [c.private_key, c.private_key_id, c.client_secret, c.refresh_token];
  const source = c.credential_source;
  for (const value of Object.values(source?.headers ?? {})) {
    out.push(value);
    if (typeof value === "string") out.push(value.replace(/^\s*Bearer\s+/i, ""));
  }
  return out.filter((v) => typeof v === "string" && v.length >= 8);
}
function readCredentials(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`Could not read the Google credentials file named by GOOGLE_APPLICATION_CREDENTIALS (${file}): ${error.message}`);
  }
  try {
    const json = JSON.parse(text);
    if (json && typeof json === "object" && !Array.isArray(json)) return json;
  } catch {
  }
  throw new Error(`The Google credentials file ${file} is not a JSON object`);
}
function classifyCredentialError(error) {
  if (!(error instanceof Error) || !/Google OAuth credentials/.test(error.message)) return null;
  const cause = error.cause;
  const status = cause?.response?.status ?? cause?.status;
  const reason = (cause?.message ?? "").replace(/\s+/g, " ").slice(0, 200);
  if (status !== void 0 && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return new ModelCallError(
      `Google refused the Vertex AI credentials (${status} from the token endpoint): ${reason}. Check the google-github-actions/auth step (workload identity provider, service account).`,
      false,
      status
    );
  }
  return null;
}
async function createVertexClient(opts) {
  const s = opts.settings;
  if (!s.region || !s.projectId || !s.credentialsFile) throw new Error("createVertexClient needs a region, a project and a credentials file");
  const credentials = readCredentials(s.credentialsFile);
  for (const secret of credentialFileSecrets(credentials)) opts.onSecret?.(secret);
  const [{ AnthropicVertex }, { GoogleAuth }] = await Promise.all([import("./cli-vertex-sdk-G3MJ6EXU.js"), import("./cli-src-XYF4KPXA.js")]);
  const auth = new GoogleAuth({ credentials, projectId: s.projectId, scopes: ["https://www.googleapis.com/auth/cloud-platform"] });
  const authClient = await auth.getClient();
  authClient.on("tokens", (tokens) => {
    if (tokens.access_token) opts.onSecret?.(tokens.access_token);
  });
  const sdk = new AnthropicVertex({
    region: s.region,
    projectId: s.projectId,
    baseURL: vertexEndpoint(s),
    authClient,
    maxRetries: 0,
    timeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  });
  const model = opts.model || defaultModelFor("vertex");
  return createMessagesClient({
    sdk,
    naming: VERTEX_NAMING,
    price: providerPrice("vertex", model, s.region),
    classify: classifyCredentialError,
    ...commonClientOptions(opts, model)
  });
}
export {
  VERTEX_NAMING,
  createVertexClient,
  credentialFileSecrets,
  vertexEndpoint
};
