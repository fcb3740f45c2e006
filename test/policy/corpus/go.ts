// A Go service: go test/vet/build, gofmt, golangci-lint, a Makefile.
import { COMMON_ALLOW, COMMON_DENIED, COMMON_DENY, type Stack } from './types.js';

export const go: Stack = {
  name: 'go',
  policy: `
version: 1
allow:
  - Read
  - Edit(cmd/**)
  - Edit(internal/**)
  - Edit(pkg/**)
  - Edit(go.mod)
  - Edit(go.sum)
  - Edit(coverage.out)
  - Edit(.gitignore)
  - Bash(go build:*)
  - Bash(go test:*)
  - Bash(go vet:*)
  - Bash(go fmt:*)
  - Bash(go mod tidy)
  - Bash(go mod download)
  - Bash(go list:*)
  - Bash(go version)
  - Bash(go run ./cmd/server:*)
  - Bash(gofmt:*)
  - Bash(golangci-lint run:*)
  - Bash(make test)
  - Bash(make lint)
  - Bash(make build)${COMMON_ALLOW}
deny:${COMMON_DENY}
  - Bash(go env -w:*)
`,
  files: {
    '.gitignore': '/bin/\n/dist/\n*.out\n.env\n.env.*\nsecrets/\n',
    'go.mod': 'module example.com/shop\n\ngo 1.22\n',
    'go.sum': '',
    'Makefile': 'test:\n\tgo test ./...\nlint:\n\tgolangci-lint run\nbuild:\n\tgo build ./...\n',
    '.golangci.yml': 'linters:\n  enable: [errcheck]\n',
    'README.md': '# shop\n',
    'cmd/server/main.go': 'package main\n\nfunc main() {}\n',
    'internal/api/handler.go': 'package api\n\nimport "context"\n\nfunc HandleOrder(ctx context.Context) {} // TODO: auth\n',
    'internal/api/handler_test.go': 'package api\n\nimport "testing"\n\nfunc TestHandler(t *testing.T) { t.Parallel() }\n',
    'internal/store/store.go': 'package store\n\nimport "context"\n\nfunc Get(ctx context.Context) {}\n',
    'internal/store/store_test.go': 'package store\n\nimport "testing"\n\nfunc TestGet(t *testing.T) {}\n',
    'pkg/util/strings.go': 'package util\n\nfunc Trim(s string) string { return s }\n',
    'testdata/orders.json': '[]\n',
  },
  everyday: [
    'go build ./...',
    'go test ./...',
    'go test -race ./...',
    'go test -v -run TestHandler ./internal/api/...',
    'go test -count=1 ./...',
    'go test -cover ./...',
    'go test -coverprofile=coverage.out ./internal/...',
    'go test ./... 2>&1 | tail -30',
    'go test -v -run TestGet ./internal/store 2>&1 | grep -E "^(=== RUN|--- FAIL|FAIL|ok)"',
    'go test ./... || true',
    'go vet ./...',
    'go fmt ./...',
    'go mod tidy',
    'go mod download',
    'go list ./...',
    'go version',
    'go build -o /dev/null ./cmd/server',
    'go run ./cmd/server --help',
    'CGO_ENABLED=0 go build ./...',
    'GOOS=linux GOARCH=amd64 go build ./cmd/server',
    'gofmt -l .',
    'gofmt -w internal/api/handler.go',
    'gofmt -d internal/',
    'golangci-lint run',
    'golangci-lint run ./internal/...',
    'make test',
    'make lint',
    'make build 2>&1 | tail -10',
    'cd internal/api && go test -v',
    '(cd cmd/server && go build)',
    'cd internal/store && go test -run TestGet -v && cd -',
    'cat go.mod',
    'head -40 internal/api/handler.go',
    'wc -l internal/api/*.go',
    'ls -la internal/',
    'ls cmd/server',
    'grep -rn "func Handle" --include=*.go .',
    'grep -rn "context.Context" internal/',
    'grep -rn "TODO" --include="*.go" --exclude-dir=vendor .',
    'rg "func Test"',
    'rg -t go "context.Context"',
    'rg -n "TODO" internal pkg',
    'find . -name "*_test.go" | xargs grep -l "t.Parallel"',
    'find . -name "*.go" -exec gofmt -l {} +',
    'find . -name "*.go" -not -path "./vendor/*" | xargs wc -l | sort -n | tail -5',
    'for f in internal/api/*.go; do gofmt -l "$f"; done',
    'for pkg in api store; do go test "./internal/$pkg/..."; done',
    'git grep -n "TODO"',
    'git grep -n "HandleOrder" -- "*.go"',
    'git status',
    'git diff',
    'git diff --stat',
    'git log --oneline -10',
    'git log -p -1 -- internal/api',
    'git show HEAD --stat',
    'git diff --name-only | grep "\\.go$" | xargs gofmt -l',
    'git add internal/api && git commit -m "api: check auth"',
    // Readers and finders as agents write them (find expressions, grep --exclude, git ls-files listings, xargs input).
    'find . -name "*.go" -not -path "./vendor/*" -not -name "*_test.go" | xargs wc -l',
    "find . -name '*_test.go' -exec grep -l 't.Parallel' {} +",
    "git ls-files '*.go' | xargs gofmt -l",
    'grep -rn "func " --include="*.go" internal',
    "find internal -type f -name '*.go' | xargs grep -n \"TODO\"",
    'go test ./... 2>&1 | grep -v "^ok" || true',
    "find . -type d -name testdata -not -path './vendor/*'",
    'find . -name vendor -prune -o -name "*.go" -print | xargs gofmt -l',
    'cd internal/store && go test -run TestGet -v 2>&1 | tail -20',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: 'go env -w GOFLAGS=-mod=mod', kernel: false, why: 'go env -w is denied' },
    { command: 'GOFLAGS=-toolexec=./evil.sh go build ./...', kernel: false, why: 'GOFLAGS adds -toolexec' },
    { command: 'make deploy', kernel: false, why: 'no rule allows it' },
    { command: 'make -f evil.mk test', kernel: false, why: 'another makefile' },
    { command: 'cd internal && make test', kernel: false, why: 'make reads a different Makefile after cd' },
  ],
};
