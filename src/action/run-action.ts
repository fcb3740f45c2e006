/**
 * The Action's run, start to end: trigger gate -> who may run it -> reaction + progress comment ->
 * workspace + base-branch policy -> agent -> push -> report (comment, job summary, outputs) ->
 * exit status (fail_on_deny). Every input comes from Settings; every GitHub call from the one
 * client; every subprocess from exec.ts.
 */
import * as core from '@actions/core';
import path from 'node:path';
import { EventBus } from '../shared/events.js';
import type { ModelClient } from '../agent/index.js';
import { createModelClient } from '../agent/providers/create.js';
import { runEngine, tighter, type EngineResult } from '../engine.js';
import { createGitHub, type GitHub } from '../github/index.js';
import { Redactor } from '../shared/redact.js';
import { RunRecorder, renderFinalReport, renderJobSummary, renderProgressComment, type ReportContext } from '../report/index.js';
import { modelInputError, providerCredentialPaths, providerSecrets, type Settings } from '../settings.js';
import { describeInstructions } from '../guidance/instructions.js';
import { committedFileReader, loadRunGuidance } from '../guidance/load.js';
import { checkActor, decideTrigger, type TriggerDecision } from '../trigger/index.js';
import { openRunSandbox, reportBlockedHosts } from '../sandbox/run-sandbox.js';
import type { Sandbox } from '../sandbox/sandbox.js';
import { quarantineCredentials } from '../workspace/credentials.js';
import { excludeCredentialFiles } from '../workspace/exclude-credentials.js';
import { logLine } from '../log-safe.js';
import { mcpSecretNames } from '../mcp/mcp-config.js';
import { hideNamedFromProc } from '../proc-environ.js';
import { RunComment, errorText } from './comments.js';
import { writeOutputs, type ActionOutputs } from './outputs.js';
import { HeadMovedError, prepareWorkspace } from './prepare.js';
import { pushResult } from './publish.js';
import { answerRefusal } from './refusal.js';
import { startSteering } from './steering.js';
import { CHECK_NAME, CheckRun } from './check-run.js';
import { runGuard } from './guard-run.js';
import { finishReview, reviewOutputSchema, startReview, type ReviewStart } from './review.js';
import { runAnnotations, runVerdict, type RunVerdict } from './verdict.js';
import { logEvents } from './log-events.js';
import { failedJobLogs, checkFixLimit } from './ci-fix.js';

type RunDecision = Extract<TriggerDecision, { run: true }>;

export async function runAction(settings: Settings): Promise<void> {
  const { inputs, env } = settings;
  const decision = decideTrigger(settings);
  // pull_request(_target) events run guard mode (no phrase, no actor check, no model, no key),
  // unless this step reviews PRs (`review: true`, pull_request only): one step runs one mode, so a
  // workflow that wants both gives guard its own job (it needs no key and no checkout).
  if (settings.event.kind === 'pull-request' && !decision.run) return runGuard(settings, settings.event);
  if (!decision.run && !decision.refusal) {
    core.notice(logLine(`Marshal did not run: ${decision.reason}`));
    writeOutputs({ conclusion: 'skipped' });
    return;
  }

  // Secrets are registered before anything can print them.
  const redactor = new Redactor();
  for (const secret of [inputs.anthropicApiKey, inputs.githubToken, ...providerSecrets(inputs)]) {
    if (secret) {
      core.setSecret(secret);
      redactor.add(secret);
    }
  }
  const gh = createGitHub({
    token: inputs.githubToken, apiUrl: env.apiUrl, owner: env.repository.owner, repo: env.repository.repo, redactor,
    // Only Marshal's own identity owns the sticky report (client.ts): an App token names it here.
    ...(inputs.botLogin ? { selfLogin: inputs.botLogin } : {}),
  });

  const actor = await checkActor(gh, settings);
  if (actor.lookupFailed) {
    // Nothing ran (fail closed), but an outage is not an answer about the user: a green
    // "refused" would hide that every request is being dropped. The step fails and says why.
    writeOutputs({ conclusion: 'failure' });
    core.setFailed(logLine(redactor.redact(`Marshal could not check who asked: ${actor.reason}`)));
    return;
  }
  if (!actor.allowed) {
    core.warning(logLine(`Marshal refused to run: ${actor.reason}`));
    writeOutputs({ conclusion: 'refused' });
    return;
  }
  if (!decision.run) {
    // Refused for what the request says, asked by someone who may ask: no silent refusal, they
    // get a reaction and a one-line reply (refusal.ts). Outsiders got the plain refusal above.
    core.notice(logLine(`Marshal refused the request: ${decision.reason}`));
    if (decision.refusal?.unlessPickedUp && decision.refusal.target && (await gh.hasOwnReaction(decision.refusal.target, 'eyes'))) {
      // A run in progress took the command (it reacts with eyes) and reports it: nothing to add.
      core.notice('A Marshal run in progress picked the command up; it is answered in that run\'s report.');
    } else if (decision.refusal) {
      await answerRefusal(gh, decision.refusal, core, redactor);
    }
    writeOutputs({ conclusion: 'refused' });
    return;
  }
  core.info(logLine(`Marshal: ${actor.reason}`));
  // The key is needed only now that a run would start (settings.ts no longer demands it up front):
  // a skipped event, or a fork's PR event that gets no secrets, never fails for want of it.
  const missing = modelInputError(inputs);
  if (missing && decision.review && settings.event.kind === 'pull-request') {
    // A review on push is nobody's request to answer: a PR from a fork (or Dependabot's) gets no
    // secrets on pull_request events, so its review is skipped, not failed (the example's `if:`
    // keeps such runs from starting at all).
    core.notice(logLine(`Marshal did not review #${decision.prNumber}: ${missing} Pull requests from forks get no secrets on pull_request events; for a PR from this repository, set the secret in the workflow.`));
    writeOutputs({ conclusion: 'skipped' });
    return;
  }
  if (missing) {
    const issueNumber = decision.prNumber ?? decision.issueNumber;
    if (issueNumber !== undefined) {
      await answerRefusal(gh, { issueNumber, ...(decision.commentTarget ? { target: decision.commentTarget } : {}), message: `Marshal cannot run here yet: ${missing} Ask a maintainer to set it in the workflow.` }, core, redactor);
    }
    writeOutputs({ conclusion: 'failure' });
    core.setFailed(missing);
    return;
  }
  await runDecided(settings, decision, gh, redactor);
}

async function runDecided(settings: Settings, decision: RunDecision, gh: GitHub, redactor: Redactor): Promise<void> {
  const { inputs, env } = settings;
  const runId = `${env.runId || Date.now()}`;
  const outDir = path.join(env.runnerTemp, `marshal-${runId}-${env.runAttempt ?? 1}`);
  const target = decision.commentTarget;
  if (target) await gh.addReaction(target, 'eyes');
  if (decision.removeLabel !== undefined && decision.issueNumber !== undefined) await takeLabelOff(gh, decision.issueNumber, decision.removeLabel, redactor);

  const issueNumber = decision.prNumber ?? decision.issueNumber;
  const comment = issueNumber !== undefined ? new RunComment(gh, issueNumber, inputs.commentMode, core) : null;
  const triggerLine = describeTrigger(settings, decision);
  const recorder = new RunRecorder();
  // A run on a PR reports to the head commit it worked on as a check run (check-run.ts), so
  // branch protection sees the verdict; the step's own status is not tied to the PR's commit. A
  // commit the run pushes (to the PR's branch, or a new PR's) gets the same verdict, for any run.
  const check = new CheckRun(gh, CHECK_NAME, core, env.runUrl);
  let pushedCommit: string | null = null;
  let headSha: string | null = null;
  let workspaceRoot = env.workspace;
  // Redaction happens inside the renderer, before lines are clipped (a clipped token would no
  // longer be recognisable).
  const progress = () => renderProgressComment(recorder.snapshot(), { runUrl: env.runUrl, trigger: triggerLine }, { redactor });
  await comment?.start(progress());

  const bus = new EventBus();
  bus.subscribe(recorder.sink);
  bus.subscribe(logEvents(redactor));
  bus.subscribe((event) => {
    if (event.type === 'tool_end' || event.type === 'turn_end') {
      comment?.progress(progress());
    }
  });

  const cancel = new AbortController();
  let stoppedBy: string | null = null;
  // The runner cancels a job with SIGINT, then SIGTERM: the run ends the way a stop does (report,
  // diff, sandbox clean-up); a second signal cleans up the sandbox at once.
  let signalled = 0;
  const onSignal = (name: NodeJS.Signals) => {
    signalled++;
    if (signalled === 1) cancel.abort(new Error(`the job received ${name}`));
    else void sandboxRef.current?.close();
  };
  const sandboxRef: { current: Sandbox | null } = { current: null };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const steering = issueNumber !== undefined ? startSteering(settings, decision, gh, issueNumber, (who) => {
    stoppedBy = who;
    bus.emit({ type: 'notice', level: 'warning', message: `${who} asked Marshal to stop; the run ends with what it has done so far` });
    cancel.abort(new Error(`stopped by ${who}`));
  }) : null;

  const reportCtx: ReportContext = {
    repository: `${env.repository.owner}/${env.repository.repo}`,
    model: inputs.model || 'default',
    policySource: inputs.policy,
    trigger: triggerLine,
    diff: '',
    diffStat: '',
    ...(env.runUrl ? { runUrl: env.runUrl } : {}),
  };
  const outputs: ActionOutputs = { conclusion: 'failure' };
  let result: EngineResult | null = null;
  let failure: string | null = null;
  let refused: string | null = null;
  let publishFailed: string | null = null;
  const quarantine = await quarantineCredentials(env.workspace).catch(() => null);
  let sandbox: Sandbox | null = null;
  let review: ReviewStart | null = null;
  try {
    const prepared = await prepareWorkspace({
      gh,
      workspace: env.workspace,
      policyPath: inputs.policy,
      repositoryFullName: reportCtx.repository,
      token: inputs.githubToken,
      ...(decision.prNumber !== undefined ? { prNumber: decision.prNumber } : {}),
      // Reviews are made on a commit: if the PR moved on since, the request was about other code.
      // The commit the review (comment) was made on, never the event's head: a review made while
      // viewing an older commit names that commit, while the event's head is already the new one.
      // A review run on a push reviews that push (a newer push brings its own event).
      // A CI fix is about the commit that failed: a newer push has its own CI run.
      ...('commitId' in settings.event ? { expectedHeadSha: settings.event.commitId } : settings.event.kind === 'pull-request' ? { expectedHeadSha: settings.event.pr.head.sha } : settings.event.kind === 'workflow-run' ? { expectedHeadSha: settings.event.headSha } : {}),
    });
    if (decision.ciFix && prepared.checkedOut) {
      await checkFixLimit(prepared.cwd, prepared.checkedOut.sha);
      decision.untrusted.body = await failedJobLogs(gh, decision.ciFix.runId, redactor);
    }
    if (decision.review) review = await startReview(gh, prepared.policy, decision.prNumber as number);
    headSha = prepared.checkedOut?.sha ?? prepared.pull?.head.sha ?? null;
    workspaceRoot = prepared.cwd;
    // A credentials file the login step wrote into the workspace is no change of the run's.
    const excluded = await excludeCredentialFiles(prepared.cwd, providerCredentialPaths(inputs));
    if (excluded.length) core.info(logLine(`Left out of the run's changes (credentials): ${excluded.join(', ')}`));
    if (headSha && decision.prNumber !== undefined) await check.start(headSha);
    reportCtx.policySource = prepared.policy.doc.source;
    // The MCP servers' secrets (names from the base policy) leave Marshal's /proc environ too.
    hideNamedFromProc(mcpSecretNames(prepared.policy.doc.mcp_servers ?? {}));
    if (prepared.notices.length) reportCtx.policyNotice = prepared.notices.join('\n');
    for (const notice of prepared.notices) core.notice(logLine(notice));
    // The schema file and AGENTS.md come from the policy's commit (the PR's base), never the head.
    const guidance = await loadRunGuidance({
      read: prepared.readTrusted,
      where: prepared.trustedRef,
      instructions: inputs.instructions,
      // A review's answer is the review (action/review.ts), whatever output_schema says.
      ...(decision.review ? { outputSchema: { kind: 'inline' as const, schema: reviewOutputSchema() } } : inputs.outputSchema ? { outputSchema: inputs.outputSchema } : {}),
      // Only to say so when the PR changes them: the head's versions are never used.
      ...(prepared.pull && prepared.checkedOut ? { readHead: committedFileReader(prepared.cwd, prepared.checkedOut.sha) } : {}),
    });
    const instructionsLine = describeInstructions(guidance.instructions);
    if (instructionsLine) reportCtx.instructions = instructionsLine;
    for (const notice of guidance.notices) bus.emit({ type: 'notice', level: 'warning', message: notice });

    // Before the first model call: with `sandbox: required` a run that cannot be sandboxed ends here.
    sandbox = await openRunSandbox({
      inputMode: inputs.sandbox,
      policy: prepared.policy,
      workspace: prepared.cwd,
      // Credential files (a Vertex key or federation config, an AWS web identity token) wherever
      // they are: google-github-actions/auth writes its file into the workspace by default.
      hide: [env.home, env.runnerTemp, outDir, ...providerCredentialPaths(inputs)],
      toolPaths: env.toolPaths,
      log: (message) => core.warning(logLine(message)),
    });
    sandboxRef.current = sandbox;
    reportCtx.sandbox = sandbox.status.summary;
    core.info(logLine(sandbox.status.summary));
    const client = await modelClient(settings, redactor);
    reportCtx.model = client.model;
    const limits = prepared.policy.doc.limits;
    result = await runEngine({
      cwd: prepared.cwd,
      policy: prepared.policy,
      client,
      task: decision.task,
      system: {
        repository: reportCtx.repository,
        // The PR's diff is the PR author's text: data inside the untrusted block, never instructions.
        eventContext: { kind: decision.kind, ...decision.untrusted, ...(review ? { diffSummary: review.context } : {}) },
        instructions: guidance.instructions,
        ...(guidance.outputSchema ? { outputSchema: guidance.outputSchema } : {}),
      },
      limits: {
        maxTurns: tighter(inputs.maxTurns, limits.max_turns) ?? 30,
        timeoutMs: (tighter(inputs.timeoutMinutes, limits.timeout_minutes) ?? 30) * 60_000,
        toolTimeoutMs: (tighter(inputs.toolTimeout, limits.tool_timeout) ?? 120) * 1000,
        ...optional('maxCostUsd', tighter(inputs.maxCostUsd, limits.max_cost_usd)),
        ...optional('maxOutputChars', limits.max_output_bytes),
      },
      strategy: inputs.strategy === 'batched' ? { kind: 'batched', size: inputs.batchSize } : { kind: inputs.strategy },
      emit: bus.emit,
      outDir,
      redactor,
      runId,
      signal: cancel.signal,
      sandbox,
      ...(settings.secrets ? { secrets: settings.secrets } : {}),
      onMcpServers: (line) => {
        reportCtx.mcpServers = line;
        core.info(logLine(redactor.redact(line)));
      },
      ...(steering ? { getSteering: () => steering.take() } : {}),
    });
    reportBlockedHosts(sandbox, bus.emit);
    // The sandbox is gone (no process, no rule, no user) before anything is pushed.
    await sandbox.close();
    if (steering) {
      // One last look, so a command posted while the model wrote its final answer is not lost
      // silently: it could not be applied, and the report says so.
      await steering.poll();
      await steering.close();
      const late = steering.take();
      if (late) bus.emit({ type: 'notice', level: 'warning', message: `Steering arrived after the agent had finished and was not applied (ask again in a new run): ${late}` });
    }
    reportCtx.diff = result.diff.diff;
    reportCtx.diffStat = result.diff.stat;
    reportCtx.diffPath = result.diffPath;
    reportCtx.transcriptPath = result.transcriptPath;
    outputs.conclusion = result.agent.conclusion;
    outputs.diff_path = result.diffPath;
    outputs.transcript_path = result.transcriptPath;
    outputs.tool_calls = result.toolCalls;
    outputs.denied_count = deniedCount(result);
    outputs.cost_usd = result.agent.costUsd;
    // Redacted like everything else Marshal publishes (a token the model echoed stays out).
    if (result.agent.structuredOutput !== undefined) outputs.structured_output = redactor.redact(result.agent.structuredOutput);

    if (decision.review && review && result.agent.structuredOutput !== undefined) {
      Object.assign(outputs, await finishReview({ gh, prNumber: decision.prNumber as number, headSha: headSha as string, files: review.files }, result.agent.structuredOutput, core));
    }
    const push = decision.review ? null : await pushResult({ settings, decision, prepared, result, gh, redactor });
    if (push) {
      reportCtx.push = push;
      if (push.prUrl) outputs.pr_url = push.prUrl;
      if (push.branch && !push.error) outputs.branch_name = push.branch;
      if (push.commit && !push.error) pushedCommit = push.commit;
      // A push or a PR GitHub refused (the branch is named: it was attempted) is the run failing
      // to do what it was asked; "not pushed" by design (a fork's head, no PR, a branch Marshal
      // does not push to) is reported and warned about, not failed.
      if (push.error && push.branch !== undefined) publishFailed = push.error;
      else if (push.error) core.warning(logLine(`Marshal did not push: ${push.error}`));
    }
  } catch (error) {
    if (error instanceof HeadMovedError) {
      // Refused before anything ran: the request was about a commit that is no longer the head.
      refused = redactor.redact(error.message);
      core.warning(logLine(`Marshal refused the request: ${refused}`));
      bus.emit({ type: 'notice', level: 'warning', message: refused });
    } else {
      failure = redactor.redact(errorText(error));
      core.error(logLine(`Marshal failed: ${failure}`));
      bus.emit({ type: 'notice', level: 'error', message: failure });
    }
  } finally {
    await steering?.close();
    // Clean-up comes before credentials go back: no process of the sandbox may see them.
    await sandbox?.close();
    if (sandbox?.leftConfined()) {
      // A process of the sandbox survived the kill: its confinement stays, and the token does not
      // go back where that process could read it (.git/config is readable to its uid).
      const why = 'a process of the sandbox survived the kill; the checkout\'s git credentials were not restored (later steps that push must authenticate again)';
      core.error(logLine(`Marshal failed: ${why}`));
      failure ??= why;
    } else {
      await quarantine?.restore();
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const record = recorder.snapshot();
  const report = renderFinalReport(record, reportCtx, { redactor });
  const url = comment ? await comment.finish(report) : null;
  if (url) outputs.comment_url = url;
  try {
    await core.summary.addRaw(renderJobSummary(record, reportCtx, { redactor })).write();
  } catch (error) {
    core.warning(logLine(`Could not write the job summary: ${errorText(error)}`));
  }
  // One verdict for the output, the check run, the reaction and the step (verdict.ts).
  const verdict = runVerdict({ failure, result, stoppedBy, failOnDeny: inputs.failOnDeny, refused, publishFailed });
  outputs.conclusion = verdict.conclusion;
  writeOutputs(outputs);
  // A refused run looked at no commit and writes no check run (verdict.ts says why); one already
  // started is completed neutral rather than left in progress.
  const conclusion = verdict.check ?? (check.started ? 'neutral' : null);
  if (conclusion) {
    if (decision.prNumber !== undefined) {
      // Prepare can fail before the head is known: the event's head, else the PR's current one.
      const prNumber = decision.prNumber;
      headSha ??= 'pr' in settings.event ? settings.event.pr.head.sha : await gh.getPull(prNumber).then((p) => p.head.sha, () => null);
    }
    const annotations = result ? runAnnotations(result, { policyPath: inputs.policy, workspace: workspaceRoot, failOnDeny: inputs.failOnDeny, redactor }) : [];
    // The pushed commit is the PR's head now (or a new PR's): the same verdict goes there too.
    await check.finish({ conclusion, title: verdict.title, summary: report, annotations }, decision.prNumber !== undefined ? headSha : null, pushedCommit ? [pushedCommit] : []);
  }
  if (target) await gh.addReaction(target, verdict.failed || verdict.conclusion === 'refused' ? 'confused' : '+1');
  finish(settings, result, verdict, stoppedBy);
}

/** The trigger label comes off as the run starts (applying it again asks again); a failure only warns. */
async function takeLabelOff(gh: GitHub, issueNumber: number, label: string, redactor: Redactor): Promise<void> {
  try {
    await gh.removeLabel(issueNumber, label);
  } catch (error) {
    core.warning(logLine(redactor.redact(`Could not remove the label ${JSON.stringify(label)} from #${issueNumber}: ${errorText(error)}`)));
  }
}

function finish(settings: Settings, result: EngineResult | null, verdict: RunVerdict, stoppedBy: string | null): void {
  if (result && settings.inputs.failOnDeny) {
    for (const d of result.denied) {
      // Name, summary, reason and rule quote the model's call: one safe line (log-safe.ts).
      core.error(logLine(`Denied ${d.name} ${d.summary}: ${d.reason ?? 'denied'}${d.rule ? ` (rule ${d.rule})` : ''}`), { title: 'Marshal policy denial' });
    }
  }
  // Reverted changes fail the run whatever fail_on_deny says (verdict.ts says why).
  for (const f of result?.outcome.filter((o) => o.action === 'reverted') ?? []) {
    // `file=` is escaped by @actions/core per the runner's property rules (`,` `:` CR LF `%`).
    core.error(logLine(`Reverted ${f.path}: ${f.reason}`), { title: 'Marshal outcome check', file: f.path });
  }
  if (verdict.failed) {
    core.setFailed(logLine(verdict.failed));
  } else if (verdict.conclusion === 'cancelled') {
    // A stop asked for by someone with write access is the outcome they wanted, not a failure.
    core.notice(logLine(`The run was stopped by ${stoppedBy}`));
  } else if (verdict.conclusion === 'limit' && result) {
    core.warning(logLine(`The agent stopped at a limit: ${result.agent.reason}`));
  }
}

/** Denied calls plus changes the outcome check reverted: both are the policy saying no. */
function deniedCount(result: EngineResult): number {
  return result.denied.length + result.outcome.filter((o) => o.action === 'reverted').length;
}

async function modelClient(settings: Settings, redactor: Redactor): Promise<ModelClient> {
  const { inputs, env } = settings;
  return createModelClient({
    ...inputs,
    anthropicBaseUrl: env.anthropicBaseUrl,
    // A secret the client comes to hold (a credentials file's key, a minted token) is masked too.
    onSecret: (secret) => {
      core.setSecret(secret);
      redactor.add(secret);
    },
  });
}

function describeTrigger(settings: Settings, decision: RunDecision): string {
  const who = settings.env.actor ? `@${settings.env.actor}` : 'someone';
  const where = decision.prNumber !== undefined ? ` on #${decision.prNumber}` : decision.issueNumber !== undefined ? ` on #${decision.issueNumber}` : ` (${settings.env.eventName})`;
  const task = decision.task.replace(/\s+/g, ' ').trim();
  return `${who}${where}: ${task.length > 120 ? `${task.slice(0, 117)}...` : task}`;
}

function optional<K extends string>(key: K, value: number | undefined): { [P in K]?: number } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: number };
}
