import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most of the suite waits on subprocesses (git, bash, the sandbox, dist/index.js): more workers
    // than cores keeps a 2-core machine busy (vitest's default is one worker fewer than cores).
    maxWorkers: 3,
    reporters: process.env.MARSHAL_JSON_REPORT ? ['default', ['json', { outputFile: process.env.MARSHAL_JSON_REPORT }]] : ['default'],
  },
});
