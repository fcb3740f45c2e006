/**
 * Model ids and prices per provider.
 *
 * The same model has a different id on each platform: Anthropic's `claude-sonnet-5-5` is
 * `global.anthropic.claude-sonnet-5-5` on Amazon Bedrock (a global cross-region inference profile:
 * Bedrock serves current models through inference profiles, and `global.` routes to any region
 * with capacity) and `claude-sonnet-5-5` on Vertex AI (the ids the installed SDKs' READMEs use).
 * Only the default is translated: a `model` the workflow names is the platform's own id and is
 * sent unchanged (a Bedrock ARN of an application inference profile, `eu.anthropic...`,
 * `claude-opus-4-1@20250805`).
 *
 * Prices: both platforms charge Anthropic's list prices for their global endpoints, and 10% more
 * on regional ones (Bedrock's in-region and geographic `us.` / `eu.` ... profiles, Vertex's
 * regional endpoints) from the 4.5 generation on; older models have one price. An id that names no
 * model family the table knows (an ARN, a provisioned-throughput model, a family newer than the
 * table) has no known price: its cost is reported as unknown, never guessed.
 */
import { DEFAULT_MODEL } from '../anthropic-client.js';
import { knownPriceFor, type ModelPrice } from '../pricing.js';

export type CloudProvider = 'bedrock' | 'vertex';

/** The platform's id of Marshal's default model. */
export function defaultModelFor(provider: CloudProvider): string {
  return provider === 'bedrock' ? `global.anthropic.${DEFAULT_MODEL}` : DEFAULT_MODEL;
}

/** An id as a platform spells it, read back: the Anthropic id and whether the endpoint is regional. */
interface ParsedId {
  anthropicId: string;
  regional: boolean;
}

/**
 * `[global.|us.|eu.|apac.|...]anthropic.<name>[-YYYYMMDD][-vN[:M]]`: a foundation-model id or a
 * system inference profile. ARNs (application profiles, provisioned throughput) give null.
 */
export function parseBedrockModelId(id: string): ParsedId | null {
  const m = /^(?:(global|[a-z]{2,4}(?:-[a-z]+)?)\.)?anthropic\.(claude-[a-z0-9-]+?)(?:-\d{8})?(?:-v\d+(?::\d+)?)?$/.exec(id.trim().toLowerCase());
  if (!m) return null;
  return { anthropicId: m[2] as string, regional: m[1] !== 'global' };
}

/** `<name>[@YYYYMMDD]`, regional unless the client's region is `global`. */
export function parseVertexModelId(id: string, region: string): ParsedId | null {
  const m = /^(claude-[a-z0-9-]+?)(?:@(?:\d{8}|latest))?$/.exec(id.trim().toLowerCase());
  if (!m) return null;
  return { anthropicId: m[1] as string, regional: region.trim().toLowerCase() !== 'global' };
}

/** Models of the 4.5 generation and later (`claude-sonnet-4-5`, `claude-opus-5`, ...). */
function hasRegionalPremium(anthropicId: string): boolean {
  const m = /^claude-[a-z]+-(\d+)(?:-(\d))?(?:-|$)/.exec(anthropicId);
  if (!m) return false;
  const major = Number(m[1]);
  const minor = m[2] === undefined ? 0 : Number(m[2]);
  return major > 4 || (major === 4 && minor >= 5);
}

function scaled(price: ModelPrice, factor: number): ModelPrice {
  const r = (n: number) => Math.round(n * factor * 10_000) / 10_000;
  return { input: r(price.input), output: r(price.output), cacheWrite: r(price.cacheWrite), cacheRead: r(price.cacheRead) };
}

/** What the platform charges for `model` ($/MTok), or null when that is not known. */
export function providerPrice(provider: CloudProvider, model: string, region: string): ModelPrice | null {
  const parsed = provider === 'bedrock' ? parseBedrockModelId(model) : parseVertexModelId(model, region);
  if (!parsed) return null;
  const base = knownPriceFor(parsed.anthropicId);
  if (!base) return null;
  return parsed.regional && hasRegionalPremium(parsed.anthropicId) ? scaled(base, 1.1) : base;
}
