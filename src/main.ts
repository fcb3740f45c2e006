/**
 * The Action entry: read settings once, run, and turn any error into a failed step. Nothing
 * else lives here.
 */
import * as core from '@actions/core';
import { hideSecretsFromProc } from './proc-environ.js';
import { readSettings } from './settings.js';

export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    // Secrets are in `settings` now; processes the agent starts must not find them in ours.
    hideSecretsFromProc(core);
    // Loaded only now, on purpose: @actions/github (under the GitHub client) parses
    // GITHUB_EVENT_PATH as JSON the moment its module is evaluated, outside any try/catch. Loaded
    // eagerly, a malformed event file crashed the step with a stack trace; read first by
    // settings.ts, it fails here with an error that names the file.
    const { runAction } = await import('./action/run-action.js');
    await runAction(settings);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
