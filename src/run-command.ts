/**
 * `marshal run`: the Action's engine on a local repository, from a shell. Same policy engine,
 * executor, loop and report; the report is printed instead of posted: plain text on a terminal,
 * Markdown otherwise (`--format`), and always written as Markdown to <out>/report.md.
 *
 * Everything a user can get wrong is checked before anything starts (no sandbox, no model call):
 * those are usage errors, exit 2. `--cwd` may be a subdirectory of a repository (one package of a
 * monorepo): that directory is the workspace (the agent's tools, the sandbox and the policy's
 * paths start there), the policy is the repository's (.github/marshal.yml at its top level) and
 * the diff names paths from the top level.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EventBus } from './shared/events.js';
import type { ModelClient } from './agent/index.js';
import { createModelClient } from './agent/providers/create.js';
import { runEngine } from './engine.js';
import { loadPolicy, DEFAULT_POLICY_PATH, PolicyError } from './policy/index.js';
import { Redactor } from './shared/redact.js';
import { RunRecorder, renderFinalReport, type RunRecord, type ReportContext } from './report/index.js';
import { callLines } from './report/call-lines.js';
import { markdownToText } from './report/plain-text.js';
import { hideNamedFromProc, hideSecretsFromProc } from './proc-environ.js';
import { openRunSandbox, reportBlockedHosts } from './sandbox/run-sandbox.js';
import { SandboxUnavailableError } from './sandbox/sandbox.js';
import { bedrockSettingsError, envSecrets, providerCredentialPaths, providerSecrets, readCliEnv, vertexSettingsError } from './settings.js';
import { mcpSecretNames } from './mcp/mcp-config.js';
import { isGitRepo } from './workspace/git.js';
import { workTreeTop } from './workspace/sealed.js';
import { TranscriptError } from './agent/transcript.js';
import { describeInstructions, type TrustedFileReader } from './guidance/instructions.js';
import { committedFileReader, loadRunGuidance, type OutputSchemaSetting } from './guidance/load.js';
import { OutputSchemaError, parseOutputSchema } from './guidance/output-schema.js';
import { logLine, logText } from './log-safe.js';

/**
 * The report's default bound: what `$GITHUB_STEP_SUMMARY` takes from one step (1 MiB, the whole
 * summary is dropped above it) less a margin for what a workflow adds around it.
 */
const REPORT_MAX_BYTES = 1_000_000;

const HELP = `usage: marshal run --prompt TEXT [options]

  --prompt TEXT          the task (required)
  --cwd DIR              where the agent works (default: the current directory): a git work tree or
                         a directory in one (a package of a monorepo); the agent's tools, the
                         sandbox and the policy's paths start there, the diff covers it with paths
                         from the repository's top level
  --policy FILE          policy file, from the shell's current directory (default:
                         ${DEFAULT_POLICY_PATH} at the repository's top level)
  --provider NAME        anthropic (default; needs ANTHROPIC_API_KEY), bedrock (AWS_REGION and
                         AWS credentials from the environment), vertex (GOOGLE_CLOUD_PROJECT,
                         CLOUD_ML_REGION, GOOGLE_APPLICATION_CREDENTIALS) or replay
  --transcript FILE      with --provider replay: the recorded run to play
  --model NAME           model id (default: the newest Sonnet)
  --max-turns N          default 30
  --timeout-minutes N    default 30
  --tool-timeout SEC     default 120
  --max-cost-usd N       stop when the run has cost this much
  --strategy NAME        sequential | parallel | batched (default batched)
  --batch-size N         default 8
  --out DIR              transcript, outputs and diff (default: <tmp>/marshal/<repo>-run-<time>;
                         never inside the repository, where they would end up in the run's diff)
  --sandbox MODE         auto (default: enforce where possible), required, off; a policy's
                         sandbox key can only make it stricter
  --output-schema FILE|JSON
                         the run must end with a JSON answer valid against this JSON Schema
                         (inline, or a file from the shell's current directory); written to
                         <out>/structured-output.json
  --instructions TEXT    extra instructions, after the repository's AGENTS.md (CLAUDE.md,
                         GEMINI.md: the workspace's own, else the top level's), read from the
                         committed HEAD, not the working tree
  --format text|markdown how to print the report (default: text on a terminal, else markdown);
                         the Markdown is always written to <out>/report.md
  --max-bytes N          the report (printed and report.md) is cut to fit N bytes of UTF-8
                         (default ${REPORT_MAX_BYTES}: a GitHub job summary takes at most 1 MiB per
                         step and drops a larger one whole)
  --quiet                print only the final report

exit codes: 0 the agent finished; 1 the run failed or was cancelled; 2 usage error (bad
arguments, invalid policy or transcript, no git work tree); 3 the run stopped at a limit (turns,
time, budget)
`;

/** A mistake in the command line: reported with a pointer to --help, exit 2. */
class UsageError extends Error {}

/** A numeric option, checked before anything starts; undefined when it was not given. */
function positiveNumber(name: string, value: string | undefined, opts: { integer?: boolean } = {}): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || (opts.integer && !Number.isInteger(n))) {
    throw new UsageError(`--${name} must be a positive ${opts.integer ? 'whole number' : 'number'}, got "${value}"`);
  }
  return n;
}

/**
 * `--output-schema`: inline JSON (`{...}`) or a file, compiled now so a broken one fails first.
 * A file is the user's own, like --policy: a path from the shell's current directory.
 */
function cliOutputSchema(value: string): OutputSchemaSetting {
  if (value.trim().startsWith('{')) return { kind: 'inline', schema: parseOutputSchema(value.trim(), 'inline', '--output-schema') };
  const file = path.resolve(value);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new OutputSchemaError(`--output-schema ${file} could not be read: ${(error as Error).message}`);
  }
  return { kind: 'inline', schema: parseOutputSchema(text, path.basename(file), `--output-schema ${file}`) };
}

/**
 * The repository's instruction files as the agent in `sub` (a directory of the repository, '' for
 * its top level) should see them: the workspace's own AGENTS.md (CLAUDE.md, GEMINI.md) when it has
 * one, else the top level's. Read from the top level, where `HEAD:path` names what ls-tree lists.
 */
function workspaceInstructions(top: string, sub: string): TrustedFileReader {
  const read = committedFileReader(top, 'HEAD');
  if (!sub) return read;
  return async (rel) => (await read(path.posix.join(sub.split(path.sep).join('/'), rel))) ?? read(rel);
}

/**
 * The report as printed: the Markdown rendered within `maxBytes` of UTF-8 as it reaches stdout
 * (after plain-text conversion and log-safe escaping, which can add bytes) and as written to
 * report.md. The budget in characters shrinks until both fit.
 */
function boundedReport(record: RunRecord, ctx: ReportContext, opts: { redactor: Redactor; maxBytes: number; text: boolean }) {
  let max = Math.min(1_000_000, opts.maxBytes);
  for (let attempt = 0; ; attempt++) {
    const markdown = renderFinalReport(record, ctx, { redactor: opts.redactor, maxChars: max });
    const printed = logText(opts.text ? markdownToText(markdown) : markdown);
    const bytes = Math.max(Buffer.byteLength(printed), Buffer.byteLength(markdown)) + 1;
    if (bytes <= opts.maxBytes || attempt >= 8 || max <= 1) return { markdown, printed };
    max = Math.floor(max * (opts.maxBytes / bytes) * 0.95);
  }
}

export async function runRunCommand(argv: string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (error) {
    // Bad arguments and an unreadable or invalid transcript are found before anything runs.
    if (error instanceof UsageError || error instanceof TranscriptError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${logLine(`marshal run: ${(error as Error).message}`)}\n(see: marshal run --help)\n`);
      return 2;
    }
    throw error;
  }
}

async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      prompt: { type: 'string' }, cwd: { type: 'string' }, policy: { type: 'string' },
      provider: { type: 'string' }, transcript: { type: 'string' }, model: { type: 'string' },
      'max-turns': { type: 'string' }, 'timeout-minutes': { type: 'string' }, 'tool-timeout': { type: 'string' },
      'max-cost-usd': { type: 'string' }, strategy: { type: 'string' }, 'batch-size': { type: 'string' },
      out: { type: 'string' }, quiet: { type: 'boolean' }, sandbox: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      'output-schema': { type: 'string' }, instructions: { type: 'string' }, format: { type: 'string' },
      'max-bytes': { type: 'string' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (!values.prompt) {
    process.stderr.write(`marshal run: --prompt is required\n\n${HELP}`);
    return 2;
  }
  // Numbers first: a typo in --max-turns is found before a sandbox opens or a model is called.
  const numbers = {
    maxTurns: positiveNumber('max-turns', values['max-turns'], { integer: true }),
    timeoutMinutes: positiveNumber('timeout-minutes', values['timeout-minutes']),
    toolTimeout: positiveNumber('tool-timeout', values['tool-timeout']),
    maxCostUsd: positiveNumber('max-cost-usd', values['max-cost-usd']),
    batchSize: positiveNumber('batch-size', values['batch-size'], { integer: true }),
    maxBytes: positiveNumber('max-bytes', values['max-bytes'], { integer: true }) ?? REPORT_MAX_BYTES,
  };
  const given = path.resolve(values.cwd ?? '.');
  let isDir = false;
  try {
    isDir = statSync(given).isDirectory();
  } catch {
    // reported below
  }
  if (!isDir) throw new UsageError(`--cwd ${given}: no such directory`);
  const cwd = realpathSync(given);
  if (!(await isGitRepo(cwd))) {
    process.stderr.write(`marshal run: ${cwd} is not a git work tree\n`);
    return 2;
  }
  // The repository's top level: where its policy lives and what the diff's paths start from.
  const top = workTreeTop(cwd);
  const sub = path.relative(top, cwd);
  const sandboxMode = values.sandbox ?? 'auto';
  if (sandboxMode !== 'auto' && sandboxMode !== 'required' && sandboxMode !== 'off') {
    process.stderr.write(`marshal run: --sandbox must be one of auto, required, off\n`);
    return 2;
  }
  const format = values.format ?? (process.stdout.isTTY ? 'text' : 'markdown');
  if (format !== 'text' && format !== 'markdown') {
    process.stderr.write(`marshal run: --format must be text or markdown\n`);
    return 2;
  }
  const strategyName = values.strategy ?? 'batched';
  if (!['sequential', 'parallel', 'batched'].includes(strategyName)) {
    process.stderr.write(`marshal run: --strategy must be one of sequential, parallel, batched\n`);
    return 2;
  }
  const provider = values.provider ?? 'anthropic';
  if (provider !== 'anthropic' && provider !== 'bedrock' && provider !== 'vertex' && provider !== 'replay') {
    process.stderr.write(`marshal run: --provider must be anthropic, bedrock, vertex or replay\n`);
    return 2;
  }
  if (provider === 'replay' && !values.transcript) throw new UsageError('--provider replay needs --transcript FILE');
  if (provider !== 'replay' && values.transcript) throw new UsageError('--transcript is for --provider replay');

  const env = readCliEnv();
  // Before the scrub below: MCP servers' secrets are looked up by name once the policy is known.
  const secrets = envSecrets();
  hideSecretsFromProc({ info: () => undefined, warning: (m) => process.stderr.write(`marshal run: ${m}\n`) });
  const redactor = new Redactor();
  for (const secret of [env.anthropicApiKey, ...providerSecrets(env)]) redactor.add(secret);
  // A missing credential is something the command was told wrong: found before anything starts.
  if (provider === 'anthropic' && !env.anthropicApiKey) throw new UsageError('ANTHROPIC_API_KEY is not set (or use --provider replay --transcript FILE)');
  const missing = provider === 'bedrock' ? bedrockSettingsError(env.bedrock) : provider === 'vertex' ? vertexSettingsError(env.vertex) : null;
  if (missing) throw new UsageError(missing);
  const client: ModelClient = await createModelClient({
    ...env,
    provider,
    model: values.model ?? '',
    ...(values.transcript ? { replayTranscript: path.resolve(values.transcript) } : {}),
    onSecret: (secret) => redactor.add(secret),
  });

  // --policy is the shell's path, as in every command; the default is the repository's own, at
  // its top level (where GitHub and the Action read it) also when --cwd is a directory in it. Its
  // paths are the workspace's (--cwd): the agent cannot reach anything beside it.
  const policyFile = values.policy !== undefined ? path.resolve(values.policy) : path.join(top, DEFAULT_POLICY_PATH);
  if (values.policy !== undefined && !existsSync(policyFile)) {
    process.stderr.write(`marshal run: --policy ${values.policy}: no such file\n`);
    return 2;
  }
  let policy;
  try {
    policy = await loadPolicy({ cwd, ...(existsSync(policyFile) ? { path: policyFile } : { text: null, source: 'built-in default' }) });
  } catch (error) {
    if (error instanceof PolicyError) {
      process.stderr.write(`${logLine(`marshal run: ${error.message}`)}\n`);
      return 2;
    }
    throw error;
  }
  hideNamedFromProc(mcpSecretNames(policy.doc.mcp_servers ?? {}));
  if (policy.doc.isDefault) process.stderr.write(`marshal: no policy file at ${policyFile}; the built-in default applies (read-only tools only)\n`);

  // The schema is the user's own (inline or a file they name, like --policy). Instructions come
  // from the committed HEAD, as the Action reads them from a commit: uncommitted edits (a branch
  // under review, an earlier agent run) do not become the agent's instructions unnoticed.
  let guidance;
  try {
    guidance = await loadRunGuidance({
      read: workspaceInstructions(top, sub),
      where: 'HEAD',
      instructions: values.instructions ?? '',
      ...(values['output-schema'] ? { outputSchema: cliOutputSchema(values['output-schema']) } : {}),
    });
  } catch (error) {
    if (error instanceof OutputSchemaError) {
      process.stderr.write(`${logLine(`marshal run: ${error.message}`)}\n`);
      return 2;
    }
    throw error;
  }
  for (const notice of guidance.notices) process.stderr.write(`${logLine(`marshal: ${notice}`)}\n`);

  const bus = new EventBus();
  const recorder = new RunRecorder();
  bus.subscribe(recorder.sink);
  if (!values.quiet) {
    const callLine = callLines('terminal');
    bus.subscribe((event) => {
      if (event.type === 'turn_start') process.stderr.write(`── turn ${event.turn}\n`);
      const call = callLine(event);
      // The summary and reason quote the model's call; in CI the runner reads stderr for workflow
      // commands too: one redacted, command-safe line (log-safe.ts). Sub-agents' calls are nested.
      if (call !== null) process.stderr.write(`${logLine(redactor.redact(call))}\n`);
      if (event.type === 'retry') process.stderr.write(`${logLine(`  retry ${event.attempt}: ${redactor.redact(event.error)}`)}\n`);
    });
  }

  const runId = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(values.out ?? path.join(os.tmpdir(), 'marshal', `${path.basename(cwd)}-run-${runId}`));
  const fromRepo = path.relative(top, outDir);
  if (!fromRepo.startsWith('..') && !path.isAbsolute(fromRepo)) {
    process.stderr.write(`marshal run: --out ${outDir} is inside the repository: the transcript would be part of the run's diff and within the agent's reach. Choose a directory outside ${top}.\n`);
    return 2;
  }
  let sandbox;
  try {
    sandbox = await openRunSandbox({
      inputMode: sandboxMode,
      policy,
      workspace: cwd,
      hide: [env.home, outDir, ...providerCredentialPaths(env)],
      toolPaths: env.toolPaths,
      log: (message) => process.stderr.write(`${logLine(`marshal: ${message}`)}\n`),
    });
  } catch (error) {
    if (error instanceof SandboxUnavailableError) {
      process.stderr.write(`marshal run: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  process.stderr.write(`marshal: ${sandbox.status.summary}\n`);
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  // Ctrl-C / SIGTERM end the run the way a cancelled job does (report, diff, sandbox clean-up);
  // a second signal cleans up the sandbox at once and exits.
  const cancel = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (!cancel.signal.aborted) {
      cancel.abort(new Error(`marshal run received ${name}`));
      return;
    }
    void sandbox.close().finally(() => process.exit(name === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // `api`, or `api/packages/core` when the workspace is a directory of the repository.
  const repository = sub ? `${path.basename(top)}/${sub.split(path.sep).join('/')}` : path.basename(top);
  let result;
  let mcpLine: string | undefined;
  try {
    result = await runEngine({
      cwd,
      policy,
      client,
      task: values.prompt,
      system: {
        repository,
        instructions: guidance.instructions,
        ...(guidance.outputSchema ? { outputSchema: guidance.outputSchema } : {}),
      },
      limits: {
        maxTurns: numbers.maxTurns ?? policy.doc.limits.max_turns ?? 30,
        timeoutMs: (numbers.timeoutMinutes ?? policy.doc.limits.timeout_minutes ?? 30) * 60_000,
        toolTimeoutMs: (numbers.toolTimeout ?? policy.doc.limits.tool_timeout ?? 120) * 1000,
        ...(numbers.maxCostUsd !== undefined ? { maxCostUsd: numbers.maxCostUsd } : {}),
      },
      strategy: strategyName === 'batched'
        ? { kind: 'batched', size: numbers.batchSize ?? 8 }
        : { kind: strategyName as 'sequential' | 'parallel' },
      emit: bus.emit,
      outDir,
      redactor,
      runId,
      sandbox,
      secrets,
      onMcpServers: (line) => {
        mcpLine = line;
        process.stderr.write(`${logLine(`marshal: ${redactor.redact(line)}`)}\n`);
      },
      signal: cancel.signal,
    });
    reportBlockedHosts(sandbox, bus.emit);
  } finally {
    await sandbox.close();
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }

  const { markdown, printed } = boundedReport(recorder.snapshot(), {
    repository,
    model: client.model,
    policySource: policy.doc.source,
    trigger: `marshal run: ${values.prompt}`,
    diff: result.diff.diff,
    diffStat: result.diff.stat,
    diffPath: result.diffPath,
    local: true,
    transcriptPath: result.transcriptPath,
    sandbox: sandbox.status.summary,
    ...(mcpLine ? { mcpServers: mcpLine } : {}),
    ...(describeInstructions(guidance.instructions) ? { instructions: describeInstructions(guidance.instructions) } : {}),
  }, { redactor, maxBytes: numbers.maxBytes, text: format === 'text' });
  const reportPath = path.join(outDir, 'report.md');
  writeFileSync(reportPath, `${markdown}\n`);
  // The report quotes tool output and the diff verbatim (a context line ` ::add-mask::x` is a
  // workflow command once trimmed): every line is made safe before it reaches the log.
  process.stdout.write(`${printed}\n`);
  if (result.agent.structuredOutput !== undefined) {
    const file = path.join(outDir, 'structured-output.json');
    writeFileSync(file, `${redactor.redact(result.agent.structuredOutput)}\n`);
    process.stderr.write(`marshal: structured output ${file}\n`);
  }
  process.stderr.write(`marshal: report ${reportPath}\n`);
  process.stderr.write(`marshal: ${result.agent.conclusion} — transcript ${result.transcriptPath}, diff ${result.diffPath}\n`);
  // A stop at a limit is neither success nor failure: a script can tell it apart (exit 3).
  if (result.agent.conclusion === 'limit') return 3;
  return result.agent.conclusion === 'success' ? 0 : 1;
}
