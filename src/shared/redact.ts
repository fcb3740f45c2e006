/**
 * Redaction for everything Marshal posts, logs or writes: known secret values (the API key, the
 * GitHub token and its base64 `x-access-token:` form, every value masked with core.setSecret) and
 * common token shapes, whoever produced the text (a tool's output, the model, an error message).
 *
 * Redaction runs on pieces of text and again on whole rendered reports, so a pattern must never
 * match across lines of markup: the private-key shape only spans lines made of key characters,
 * and never eats the newline before a line it does not match (a closing fence must stay at the
 * start of its line).
 *
 * Shared vocabulary (src/shared/): every stage (loop, executor, policy, tools, report, action)
 * imports it downward; nothing in src/shared/ imports the rest of src/ (test/layering.test.ts).
 */
// A line of a key's body (base64, or a `Proc-Type:` header); never a `-----` line, so that a scan
// from one BEGIN stops at the next BEGIN/END line and redaction stays linear in the text.
const PEM_LINE = String.raw`(?!-----)[A-Za-z0-9+/=:, \t.-]*`;
const TOKEN_SHAPES: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g, // GitHub classic / OAuth / app / refresh tokens
  /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g, // fine-grained PATs
  /\bsk-ant-[A-Za-z0-9_-]{16,}/g, // Anthropic keys
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, // AWS access key ids
  /(?<=aws_secret_access_key\s*[=:]\s*)[A-Za-z0-9/+=]{40}/gi, // AWS secret keys next to their name
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, // Slack tokens
  // A whole private key, or (cut output) its header and the base64 lines that follow it.
  new RegExp(
    String.raw`-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?:(?:\r?\n${PEM_LINE})*?\r?\n-----END [A-Z0-9 ]*PRIVATE KEY-----|(?:\r?\n[A-Za-z0-9+/=]{8,}[ \t]*)*)`,
    'g',
  ),
];

const REDACTED = '***';

/**
 * Values shorter than this are not registered: redacting "a" or "42" everywhere would destroy
 * every report, and no credential Marshal handles is that short (the API key and tokens are
 * dozens of characters). Lines of a multi-line secret shorter than MIN_LINE are skipped likewise.
 */
const MIN_SECRET = 4;
const MIN_LINE = 8;
/** base64 fragments shorter than this are too likely to occur by chance. */
const MIN_BASE64_FRAGMENT = 12;

export class Redactor {
  private readonly secrets = new Set<string>();
  private pattern: RegExp | null = null;

  /**
   * Registers a secret value, plus the encodings it travels in: base64 (alone, after
   * `x-access-token:`, and in the middle of any longer base64 text, at each of the three byte
   * alignments), base64url, URL encoding and JSON string escaping. A multi-line secret (a PEM
   * key) is registered line by line as well, as the runner masks it: output often shows only
   * part of it.
   */
  add(secret: string | undefined | null): void {
    if (!secret || secret.length < MIN_SECRET) return;
    const forms = new Set<string>([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
    for (const value of [secret, `x-access-token:${secret}`]) {
      const b64 = Buffer.from(value).toString('base64');
      forms.add(b64);
      forms.add(b64.replace(/=+$/, ''));
    }
    for (const fragment of base64Fragments(secret)) {
      forms.add(fragment);
      forms.add(fragment.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    if (/[\r\n]/.test(secret)) {
      for (const line of secret.split(/\r?\n|\r/)) {
        const trimmed = line.trim();
        if (trimmed.length >= MIN_LINE) forms.add(trimmed);
      }
    }
    for (const form of forms) if (form.length >= MIN_SECRET) this.secrets.add(form);
    this.pattern = null;
  }

  /** Whether a value is one of the secrets registered so far (a copy: later additions do not count). */
  snapshot(): (value: string) => boolean {
    const known = new Set(this.secrets);
    return (value) => known.has(value);
  }

  redact(text: string): string {
    if (!text) return text;
    if (this.secrets.size && !this.pattern) {
      const escaped = [...this.secrets]
        .sort((a, b) => b.length - a.length)
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      this.pattern = new RegExp(escaped.join('|'), 'g');
    }
    let out = this.pattern ? text.replace(this.pattern, REDACTED) : text;
    for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
    return out;
  }

  /** Redacts every string inside a JSON-like value (for transcripts and event payloads). */
  redactDeep<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactDeep(v)) as T;
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.redactDeep(v);
      return out as T;
    }
    return value;
  }
}

/**
 * The characters `secret` always becomes in base64, whatever comes before and after it: for each
 * byte offset 0-2 of the secret inside a longer input, the 4-character groups made only of the
 * secret's bytes (`echo "TOKEN=$T" | base64` encodes the token at offset 1, say).
 */
function base64Fragments(secret: string): string[] {
  const bytes = Buffer.from(secret);
  const out: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const encoded = padded.toString('base64');
    // Group 0 mixes the padding bytes in (when offset > 0); the last group may mix in what follows.
    const firstGroup = offset === 0 ? 0 : 1;
    const wholeGroups = Math.floor(padded.length / 3);
    const fragment = encoded.slice(firstGroup * 4, wholeGroups * 4);
    if (fragment.length >= MIN_BASE64_FRAGMENT) out.push(fragment);
  }
  return out;
}
