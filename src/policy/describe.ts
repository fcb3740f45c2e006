/**
 * The policy in plain words, for the model's system prompt and the report, e.g.
 * "You may read any file except .env*. You may edit files matching src/**. You may run exactly:
 * npm test; commands starting with: npm run lint. Everything else is denied."
 * Telling the model the rules up front saves turns it would otherwise spend on denied calls.
 */
import type { Rule } from './rules.js';
import type { PolicyDocument } from './types.js';

const KIND_RULE = { read: 'Read', edit: 'Edit', shell: 'Bash' } as const;

function list(items: readonly string[]): string {
  return items.join(', ');
}

function fileSentence(verb: string, allow: Rule[], deny: Rule[]): string {
  const except = deny.filter((r) => r.specifier !== null).map((r) => r.specifier!);
  if (deny.some((r) => r.specifier === null)) return `You may not ${verb} files.`;
  const exceptText = except.length ? ` except ${list(except)}` : '';
  if (allow.some((r) => r.specifier === null)) return `You may ${verb} any file${exceptText}.`;
  const globs = allow.filter((r) => r.path).map((r) => r.specifier!);
  if (!globs.length) return `You may not ${verb} files.`;
  return `You may ${verb} files matching ${list(globs)}${exceptText}.`;
}

function shellPhrases(rules: Rule[]): string[] {
  const exact = rules.filter((r) => r.shell?.type === 'exact').map((r) => r.shell!.words.join(' '));
  const prefix = rules.filter((r) => r.shell?.type === 'prefix').map((r) => r.shell!.words.join(' '));
  const wildcard = rules.filter((r) => r.shell?.type === 'wildcard').map((r) => r.specifier!);
  const phrases: string[] = [];
  if (exact.length) phrases.push(`exactly: ${exact.join('; ')}`);
  if (prefix.length) phrases.push(`commands starting with: ${prefix.join('; ')}`);
  if (wildcard.length) phrases.push(`commands matching (* = anything): ${wildcard.join('; ')}`);
  return phrases;
}

function shellSentence(allow: Rule[], deny: Rule[]): string {
  if (deny.some((r) => r.specifier === null)) return 'You may not run shell commands.';
  const denied = shellPhrases(deny);
  const never = denied.length ? ` Never: ${denied.join('; ')}.` : '';
  if (allow.some((r) => r.specifier === null)) return `You may run any shell command that can be analysed statically.${never}`;
  const allowed = shellPhrases(allow);
  if (!allowed.length) return 'You may not run shell commands.';
  return `You may run ${allowed.join('; ')}.${never} A command line is allowed only if every command in it is (pipes, ;, && included).`;
}

export function describePolicy(doc: PolicyDocument, allow: Rule[], deny: Rule[]): string {
  const forRule = (name: string) => (r: Rule) => r.tool === name;
  const parts: string[] = [];
  parts.push(fileSentence('read', allow.filter(forRule(KIND_RULE.read)), deny.filter(forRule(KIND_RULE.read))));
  if (doc.mode === 'plan') {
    parts.push('Plan mode: you may only read and search; every edit, shell command and other tool is denied.');
  } else {
    parts.push(fileSentence('edit', allow.filter(forRule(KIND_RULE.edit)), deny.filter(forRule(KIND_RULE.edit))));
    parts.push(shellSentence(allow.filter(forRule(KIND_RULE.shell)), deny.filter(forRule(KIND_RULE.shell))));
  }
  const specific = (rules: Rule[]) => rules.filter((r) => !Object.values(KIND_RULE).includes(r.tool as never)).map((r) => r.text);
  const otherAllowed = specific(allow);
  const otherDenied = specific(deny);
  if (otherAllowed.length && doc.mode !== 'plan') parts.push(`Also allowed: ${list(otherAllowed)}.`);
  if (otherDenied.length) parts.push(`Also denied: ${list(otherDenied)}.`);
  parts.push(
    'Always denied, whatever the rules: paths outside the repository, reading .git/config, writing under .git/, .husky/, node_modules/ or .github/workflows/, and shell commands that cannot be analysed statically (command substitution, eval, source, variables in command position or naming files, cd to a variable or out of the workspace). Shell commands answer to the same file rules as the tools: use the Grep, Glob and Read tools rather than grep -r, find or cat on directories.',
  );
  parts.push('Everything else is denied.');
  return parts.join(' ');
}
