/**
 * Specifiers of tools that are neither file nor shell tools. `WebFetch(domain:example.com)`
 * matches fetches of example.com and its subdomains (the URL's host, after the URL parser:
 * userinfo and percent-encoding cannot disguise it). Any other specifier form is unknown: it
 * allows nothing and, in a deny rule, denies every call of that tool (fail closed).
 */
import type { Rule } from './rules.js';

function urlHost(input: unknown): string | null {
  const raw = (input as { url?: unknown } | null)?.url;
  if (typeof raw !== 'string') return null;
  try {
    return new URL(raw).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Whether the specifier is one this tool understands. */
export function knownSpecifier(rule: Rule): boolean {
  return rule.specifier === null || (rule.tool === 'WebFetch' && /^domain:[^\s/]+$/i.test(rule.specifier));
}

/** Whether a rule's specifier covers the call (a rule without a specifier covers every call). */
export function specifierMatches(rule: Rule, input: unknown): boolean {
  if (rule.specifier === null) return true;
  if (!knownSpecifier(rule)) return false;
  const domain = (rule.specifier.slice('domain:'.length).toLowerCase()).replace(/^\*\./, '').replace(/\.$/, '');
  const host = urlHost(input);
  return host !== null && (host === domain || host.endsWith(`.${domain}`));
}

/** Deny side: an unknown specifier denies every call of the tool. */
export function specifierDenies(rule: Rule, input: unknown): boolean {
  return !knownSpecifier(rule) || specifierMatches(rule, input);
}
