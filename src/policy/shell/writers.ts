/**
 * Commands that create, change or remove the files they name (rm, mv, cp, touch, mkdir, ln,
 * chmod, ...): which of their words are those files. Each is an edit, checked against the Edit
 * rules like a Write call, so `Bash(cp:*)` cannot write the package.json or .npmrc that an
 * allowed `npm test` then runs. Sources that are only read (`cp SRC DEST`, `ln -s TARGET NAME`)
 * are not included: they answer to the Read rules like any other argument.
 */
import { has, parseArgs, values } from './args.js';
import { basename } from './wrappers.js';

/** Options taking a value, per program that creates, changes or removes the files it names. */
const WRITER_VALUES: Readonly<Record<string, readonly string[]>> = {
  rm: [], rmdir: [], unlink: [], shred: ['-n', '-s', '--iterations', '--size', '--random-source'],
  mv: ['-t', '--target-directory', '-S', '--suffix'], cp: ['-t', '--target-directory', '-S', '--suffix', '--reflink', '--sparse', '--preserve', '--no-preserve'],
  install: ['-m', '--mode', '-o', '--owner', '-g', '--group', '-t', '--target-directory', '-S', '--suffix', '--strip-program'],
  touch: ['-d', '--date', '-t', '-r', '--reference', '--time'], mkdir: ['-m', '--mode'],
  ln: ['-t', '--target-directory', '-S', '--suffix'], link: [],
  chmod: ['--reference'], chown: ['--reference', '--from'], chgrp: ['--reference'],
  truncate: ['-s', '--size', '-r', '--reference', '-o'], mktemp: ['-p', '--tmpdir', '--suffix'],
  rsync: ['-e', '--rsh', '--rsync-path', '--exclude', '--include', '-f', '--filter', '--files-from', '--exclude-from', '--include-from', '-T', '--temp-dir', '--backup-dir', '--suffix', '--chmod', '--chown', '--compare-dest', '--copy-dest', '--link-dest', '--log-file', '--partial-dir', '-B', '--block-size', '--port', '--timeout', '--bwlimit', '--max-size', '--min-size', '--modify-window', '--out-format'],
  patch: ['-p', '-i', '-o', '-d', '-B', '-r', '-D', '-F', '-V', '-z', '-Y', '--strip', '--input', '--output', '--directory', '--prefix', '--reject-file', '--ifdef', '--fuzz', '--suffix', '--basename-prefix'],
};

/**
 * The paths a file-changing command creates, changes or removes (each must be writable under the
 * Edit rules), or null for programs that are not such commands. Sources that are only read
 * (`cp SRC DEST`, `ln -s TARGET NAME`) are not included: they answer to the Read rules.
 */
export function writerTargets(words: readonly string[]): string[] | null {
  const name = basename(words[0] ?? '');
  const withValue = WRITER_VALUES[name];
  if (!withValue || !Object.hasOwn(WRITER_VALUES, name)) return null;
  const parsed = parseArgs(words, new Set(withValue));
  const target = values(parsed, '-t', '--target-directory');
  let operands = parsed.operands;
  switch (name) {
    case 'chmod':
    case 'chown':
    case 'chgrp':
      // The mode or owner comes first, unless --reference gives it.
      return has(parsed, '--reference') ? operands : operands.slice(1);
    case 'cp':
    case 'install':
    case 'ln':
    case 'link':
    case 'rsync':
      if (target.length) return target;
      if (name === 'install' && has(parsed, '-d', '--directory')) return operands;
      // `ln -s TARGET` alone creates ./basename(TARGET).
      if (name === 'ln' && operands.length === 1) return [basename(operands[0]!)];
      return operands.slice(-1);
    case 'mktemp':
      return operands.length ? operands : [];
    case 'patch':
      operands = operands.slice(0, 1);
      return [...operands, ...values(parsed, '-o', '--output', '-r', '--reject-file')];
    default:
      // mv: sources are removed and the destination written; rm, touch, mkdir ...: all operands.
      return [...operands, ...target];
  }
}
