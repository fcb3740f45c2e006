/**
 * The Action entry: read settings once, run, and turn any error into a failed step. Nothing
 * else lives here.
 */
import * as core from '@actions/core';
import { runAction } from './action/run-action.js';
import { hideSecretsFromProc } from './proc-environ.js';
import { readSettings } from './settings.js';

export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    // Secrets are in `settings` now; processes the agent starts must not find them in ours.
    hideSecretsFromProc(core);
    await runAction(settings);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
