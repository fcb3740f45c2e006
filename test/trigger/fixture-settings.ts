/**
 * Settings built from a real webhook fixture (optionally edited) through the real readSettings,
 * as the trigger tests need them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readSettings, type Settings } from '../../src/settings.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'events');

export function fixtureSettings(
  eventName: string,
  name: string,
  inputs: Record<string, string> = {},
  edit?: (payload: any) => void,
  env: Record<string, string> = {},
): Settings {
  const payload = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
  edit?.(payload);
  const all: NodeJS.ProcessEnv = {
    INPUT_ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
    GITHUB_REPOSITORY: 'octo-org/greeter',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: '/event.json',
    ...env,
  };
  for (const [k, v] of Object.entries(inputs)) all[`INPUT_${k.toUpperCase()}`] = v;
  return readSettings({ env: all, readFile: () => JSON.stringify(payload) });
}
