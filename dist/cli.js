#!/usr/bin/env node
import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/cli.ts
process.stdout.write("marshal\n");
