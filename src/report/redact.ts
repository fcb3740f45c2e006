/**
 * Redaction for everything Marshal posts, logs or writes: known secret values (the API key, the
 * GitHub token and its base64 `x-access-token:` form, every value masked with core.setSecret) and
 * common token shapes, whoever produced the text (a tool's output, the model, an error message).
 */
const TOKEN_SHAPES: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g, // GitHub classic / OAuth / app / refresh tokens
  /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g, // fine-grained PATs
  /\bsk-ant-[A-Za-z0-9_-]{16,}/g, // Anthropic keys
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, // AWS access key ids
  /(?<=aws_secret_access_key\s*[=:]\s*)[A-Za-z0-9/+=]{40}/gi, // AWS secret keys next to their name
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, // Slack tokens
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
];

export const REDACTED = '***';

export class Redactor {
  private readonly secrets = new Set<string>();
  private pattern: RegExp | null = null;

  /** Registers a secret value, plus the encodings it travels in (base64 auth headers, URL). */
  add(secret: string | undefined | null): void {
    if (!secret || secret.length < 4) return;
    const forms = [
      secret,
      Buffer.from(`x-access-token:${secret}`).toString('base64'),
      Buffer.from(secret).toString('base64'),
      encodeURIComponent(secret),
    ];
    for (const form of forms) if (form.length >= 4) this.secrets.add(form);
    this.pattern = null;
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
