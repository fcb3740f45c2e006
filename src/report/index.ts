/**
 * The report layer's public surface: the recorder that turns events into a run record, the
 * renderers (progress comment, final comment, job summary), diff capping and the throttle the
 * progress comment is updated through. Redaction lives in src/shared/redact.ts.
 */
export { RunRecorder } from './run-recorder.js';
export type { RunRecord } from './run-recorder.js';
export { COMMENT_MARKER, REPLY_MARKER } from './report-context.js';
export type { ReportContext } from './report-context.js';
export { renderProgressComment } from './progress-comment.js';
export { renderFinalReport, renderJobSummary } from './final-report.js';
export { capDiff } from './cap-diff.js';
export { Throttle } from './throttle.js';
