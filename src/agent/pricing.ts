/**
 * Model prices and run cost. The cost budget (`max_cost_usd`) is enforced from the usage the API
 * reports and this table, so an unknown model must still be priced: it falls back to its family
 * (opus / sonnet / haiku in the id) and, failing that, to Sonnet prices, which sit in the middle
 * of the range. A budget is a safety net, not an invoice; erring towards a plausible price keeps
 * it meaningful for models released after this table was written.
 */
import type { Usage } from '../shared/events.js';

/** US dollars per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  /** Writing a prompt-cache entry (5-minute TTL). */
  cacheWrite: number;
  /** Reading from the prompt cache. */
  cacheRead: number;
}

const SONNET: ModelPrice = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const OPUS: ModelPrice = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
const OPUS_LEGACY: ModelPrice = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
const HAIKU: ModelPrice = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
const HAIKU_LEGACY: ModelPrice = { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 };

/** Exact ids (and their dated forms) whose price differs from their family's current one. */
const EXACT: ReadonlyArray<[RegExp, ModelPrice]> = [
  [/^claude-opus-4(-1)?(-\d{8})?$/, OPUS_LEGACY],
  [/^claude-3-opus/, OPUS_LEGACY],
  [/^claude-3-5-haiku/, HAIKU_LEGACY],
  [/^claude-3-haiku/, { input: 0.25, output: 1.25, cacheWrite: 0.3, cacheRead: 0.03 }],
];

const FAMILY: ReadonlyArray<[RegExp, ModelPrice]> = [
  [/opus|mythos/, OPUS],
  [/haiku/, HAIKU],
  [/sonnet/, SONNET],
];

/** The price of a model id; unknown ids get their family's price, else Sonnet's. */
export function priceFor(model: string): ModelPrice {
  return knownPriceFor(model) ?? SONNET;
}

/** The price of an Anthropic model id by the table or its family; null when neither knows it. */
export function knownPriceFor(model: string): ModelPrice | null {
  const id = model.trim().toLowerCase();
  for (const [pattern, price] of EXACT) if (pattern.test(id)) return price;
  for (const [pattern, price] of FAMILY) if (pattern.test(id)) return price;
  return null;
}

/**
 * Dollars spent for `usage` at a provider's `price` (ModelClient.price): NaN when the provider
 * knows no price (reported as "unknown", never as a made-up number); without one, `model` is
 * priced by the table.
 */
export function costAt(price: ModelPrice | null | undefined, model: string, usage: Usage): number {
  if (price === null) return Number.NaN;
  return costFrom(price ?? priceFor(model), usage);
}

/** Dollars spent for `usage` on `model`. */
export function costOf(model: string, usage: Usage): number {
  return costFrom(priceFor(model), usage);
}

function costFrom(p: ModelPrice, usage: Usage): number {
  return (
    (usage.input_tokens * p.input +
      usage.output_tokens * p.output +
      usage.cache_creation_input_tokens * p.cacheWrite +
      usage.cache_read_input_tokens * p.cacheRead) /
    1_000_000
  );
}

/** `total += add`, field by field (null / missing counters count as 0). */
export function addUsage(total: Usage, add: Partial<Record<keyof Usage, number | null>>): void {
  total.input_tokens += add.input_tokens ?? 0;
  total.output_tokens += add.output_tokens ?? 0;
  total.cache_creation_input_tokens += add.cache_creation_input_tokens ?? 0;
  total.cache_read_input_tokens += add.cache_read_input_tokens ?? 0;
}
