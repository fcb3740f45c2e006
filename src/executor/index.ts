/**
 * The tool executor's public surface. `createExecutor` builds the executor the agent loop and the
 * CLI use; `truncateForModel` is the shared truncation (named limits, head + tail around one marker
 * line, full text persisted to a spill file) for tools that cut their own output the same way:
 *
 *   truncateForModel(text, { maxChars?, maxLines?, spillDir?, name? })
 *     -> Promise<{ text, truncated, fullPath?, omittedLines, omittedChars }>
 */
export { createExecutor } from './executor.js';
export { truncateForModel } from './truncate.js';
export type * from './types.js';
