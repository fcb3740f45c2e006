// Every stack of the everyday corpus (see types.ts), in the order the figures are printed.
import { go } from './go.js';
import { java } from './java.js';
import { monorepo } from './monorepo.js';
import { node } from './node.js';
import { python } from './python.js';
import { review } from './review.js';
import { rust } from './rust.js';
import type { Stack } from './types.js';

export type { DeniedEffect, Stack } from './types.js';
export { buildWorkspace } from './fixture.js';

export const STACKS: readonly Stack[] = [node, python, go, rust, java, monorepo, review];
