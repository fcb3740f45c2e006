// A read-only review policy: look at the change, never edit, commit or push.
import { COMMON_DENIED, type Stack } from './types.js';

export const review: Stack = {
  name: 'review',
  policy: `
version: 1
allow:
  - Read
  - Bash(git status:*)
  - Bash(git diff:*)
  - Bash(git log:*)
  - Bash(git show:*)
  - Bash(git blame:*)
  - Bash(git grep:*)
  - Bash(git ls-files:*)
  - Bash(git shortlog:*)
  - Bash(git merge-base:*)
  - Bash(git rev-parse:*)
  - Bash(ls:*)
  - Bash(cat:*)
  - Bash(head:*)
  - Bash(tail:*)
  - Bash(wc:*)
  - Bash(grep:*)
  - Bash(rg:*)
  - Bash(find:*)
  - Bash(sort:*)
  - Bash(uniq:*)
  - Bash(cut:*)
  - Bash(diff:*)
  - Bash(awk:*)
  - Bash(sed -n:*)
  - Bash(echo:*)
  - Bash(xargs:*)
deny:
  - Read(.env*)
  - Read(secrets/**)
  - Read(**/*.key)
  - Edit
  - Write
  - Bash(git push:*)
  - Bash(git commit:*)
  - Bash(git checkout:*)
  - Bash(git reset:*)
  - Bash(rm:*)
  - Bash(curl:*)
`,
  files: {
    '.gitignore': 'node_modules/\n.env\n.env.*\nsecrets/\n',
    'package.json': '{"name":"auth-service"}\n',
    'README.md': '# auth-service\n',
    'src/auth/session.ts': Array.from({ length: 80 }, (_, i) => `export const line${i} = ${i}; // jwt`).join('\n') + '\n',
    'src/auth/password.ts': 'export function hash(password: string) { return password; } // TODO: argon2\n',
    'src/auth/session.old.ts': 'export const old = 1;\n',
    'src/index.ts': "export * from './auth/session.js';\n",
    'test/session.test.ts': "it('signs', () => {});\nit('expires', () => {});\n",
  },
  branch: {
    name: 'feature/rotate-keys',
    files: {
      'src/auth/session.ts': 'export const rotated = true; // jwt\n',
      'src/auth/rotate.ts': 'export function rotate() {} // TODO: schedule\n',
      'test/rotate.test.ts': "it('rotates', () => {});\n",
    },
  },
  everyday: [
    'git status',
    'git status --porcelain',
    'git diff main...HEAD',
    'git diff main...HEAD --stat',
    'git diff main...HEAD -- src/auth',
    'git diff main...HEAD -- "*.ts" | head -200',
    'git diff --name-only main...HEAD',
    'git log main..HEAD --oneline',
    'git log -p main..HEAD -- src/auth',
    'git log --format="%an" | sort | uniq -c | sort -rn',
    'git show HEAD --stat',
    'git show HEAD -- src/auth/rotate.ts',
    'git show HEAD~1 --stat',
    'git diff HEAD~1 -- src/',
    'git blame src/auth/session.ts',
    'git blame -L 1,30 src/auth/password.ts',
    'git merge-base main HEAD',
    'git rev-parse --abbrev-ref HEAD',
    'git shortlog -sn',
    'git grep -n "TODO"',
    'git grep -n "jwt" -- src',
    'git ls-files src | head -50',
    'git diff --name-only main...HEAD | xargs wc -l',
    'git diff --name-only main...HEAD | xargs grep -n "TODO"',
    'cat src/auth/rotate.ts',
    'head -100 src/auth/session.ts',
    'sed -n "20,60p" src/auth/session.ts',
    'awk "NR>=1 && NR<=20" src/auth/password.ts',
    'diff -u src/auth/session.old.ts src/auth/session.ts',
    'grep -rn "password" src/',
    'grep -c "it(" test/*.test.ts',
    'grep -rn "TODO" --include="*.ts" .',
    'rg -n "jwt" src test',
    'rg "rotate" -g "!*.test.ts"',
    'find src -name "*.ts" -newer package.json',
    'find . -name "*.test.ts" -not -path "./node_modules/*" | xargs grep -c "it("',
    'ls -R src',
    'ls -la src/auth',
    'wc -l src/auth/*.ts',
    'cat src/auth/*.ts | wc -l',
    'cut -d: -f1 package.json',
    'cd src/auth && git log --oneline -- .',
    '(cd src && grep -rn "export" auth)',
    'cd src/auth && ls && wc -l *.ts',
    'for f in src/auth/*.ts; do echo "== $f"; head -5 "$f"; done',
    // Readers and finders as agents write them (find expressions, grep --exclude, git ls-files listings, xargs input).
    'git diff --name-only main...HEAD | grep "\\.ts$" | xargs wc -l',
    'find src -type f -name "*.ts" | xargs grep -n "TODO"',
    'find . -name "*.ts" -not -path "./node_modules/*" -not -path "./.git/*" | xargs grep -l "password"',
    'git ls-files src | xargs grep -c "export"',
    'grep -rn "secret" --include="*.ts" src test',
    'find src -name "*.ts" -exec grep -Hn "jwt" {} +',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: 'git commit -am "wip"', kernel: false, why: 'a review never commits' },
    { command: 'git checkout main', kernel: false, why: 'a review never switches the work tree' },
    { command: 'echo x > src/auth/rotate.ts', kernel: false, why: 'a review never writes' },
    { command: 'sed -i "s/a/b/" src/auth/rotate.ts', kernel: false, why: 'a review never edits' },
    { command: 'rm src/auth/session.old.ts', kernel: false, why: 'a review never deletes' },
    { command: 'find src -name "*.old.ts" -delete', kernel: false, why: 'find -delete writes' },
    { command: 'cd src && git stash', kernel: false, why: 'no rule allows git stash' },
  ],
};
