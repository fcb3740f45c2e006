import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  knownPriceFor
} from "./cli-chunk-4VHJQTX4.js";

// src/agent/providers/models.ts
function defaultModelFor(provider) {
  return provider === "bedrock" ? `global.anthropic.${DEFAULT_MODEL}` : DEFAULT_MODEL;
}
function parseBedrockModelId(id) {
  const m = /^(?:(global|[a-z]{2,4}(?:-[a-z]+)?)\.)?anthropic\.(claude-[a-z0-9-]+?)(?:-\d{8})?(?:-v\d+(?::\d+)?)?$/.exec(id.trim().toLowerCase());
  if (!m) return null;
  return { anthropicId: m[2], regional: m[1] !== "global" };
}
function parseVertexModelId(id, region) {
  const m = /^(claude-[a-z0-9-]+?)(?:@(?:\d{8}|latest))?$/.exec(id.trim().toLowerCase());
  if (!m) return null;
  return { anthropicId: m[1], regional: region.trim().toLowerCase() !== "global" };
}
function hasRegionalPremium(anthropicId) {
  const m = /^claude-[a-z]+-(\d+)(?:-(\d))?(?:-|$)/.exec(anthropicId);
  if (!m) return false;
  const major = Number(m[1]);
  const minor = m[2] === void 0 ? 0 : Number(m[2]);
  return major > 4 || major === 4 && minor >= 5;
}
function scaled(price, factor) {
  const r = (n) => Math.round(n * factor * 1e4) / 1e4;
  return { input: r(price.input), output: r(price.output), cacheWrite: r(price.cacheWrite), cacheRead: r(price.cacheRead) };
}
function providerPrice(provider, model, region) {
  const parsed = provider === "bedrock" ? parseBedrockModelId(model) : parseVertexModelId(model, region);
  if (!parsed) return null;
  const base = knownPriceFor(parsed.anthropicId);
  if (!base) return null;
  return parsed.regional && hasRegionalPremium(parsed.anthropicId) ? scaled(base, 1.1) : base;
}

export {
  defaultModelFor,
  providerPrice
};
