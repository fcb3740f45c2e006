// A Cargo workspace (crates/*) with clippy and rustfmt.
import { COMMON_ALLOW, COMMON_DENIED, COMMON_DENY, type Stack } from './types.js';

export const rust: Stack = {
  name: 'rust',
  policy: `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Edit(crates/**)
  - Edit(tests/**)
  - Edit(Cargo.toml)
  - Edit(Cargo.lock)
  - Edit(.gitignore)
  - Bash(cargo build:*)
  - Bash(cargo test:*)
  - Bash(cargo check:*)
  - Bash(cargo clippy:*)
  - Bash(cargo fmt:*)
  - Bash(cargo doc:*)
  - Bash(cargo tree:*)
  - Bash(cargo update:*)
  - Bash(cargo run:*)
  - Bash(cargo nextest run:*)
  - Bash(cargo --version)
  - Bash(rustc --version)${COMMON_ALLOW}
deny:${COMMON_DENY}
  - Bash(cargo publish:*)
  - Bash(cargo install:*)
`,
  files: {
    '.gitignore': '/target\n.env\n.env.*\nsecrets/\n',
    'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n\n[package]\nname = "tool"\nversion = "0.1.0"\nedition = "2021"\n',
    'Cargo.lock': 'version = 3\n',
    'rustfmt.toml': 'max_width = 100\n',
    'README.md': '# tool\n',
    'src/main.rs': 'fn main() { println!("hi"); }\n',
    'src/lib.rs': 'pub mod config;\n',
    'src/config.rs': 'pub fn load() -> Option<u8> { None.unwrap() } // TODO\n',
    'crates/parser/Cargo.toml': '[package]\nname = "parser"\nversion = "0.1.0"\n',
    'crates/parser/src/lib.rs': 'pub fn parse(s: &str) -> usize { s.len() }\n#[cfg(test)]\nmod tests { #[test] fn parses() {} }\n',
    'crates/cli/Cargo.toml': '[package]\nname = "cli"\nversion = "0.1.0"\n',
    'crates/cli/src/main.rs': 'fn main() {}\n',
    'tests/integration.rs': '#[test]\nfn runs() {}\n',
    'target/debug/tool': 'binary\n',
    'target/debug/.fingerprint/tool/hash': 'x\n',
  },
  everyday: [
    'cargo build',
    'cargo build --release',
    'cargo build --workspace --all-targets',
    'cargo test',
    'cargo test -- --nocapture',
    'cargo test parser::tests',
    'cargo test -p parser',
    'cargo test --workspace 2>&1 | tail -40',
    'cargo test --all-features -- --test-threads=1',
    'cargo test 2>&1 | grep -E "^test .* FAILED|test result"',
    'cargo check',
    'cargo check --workspace --all-targets',
    'cargo check --message-format=short 2>&1 | head -50',
    'cargo clippy',
    'cargo clippy -- -D warnings',
    'cargo clippy --all-targets --all-features -- -D warnings',
    'cargo clippy --fix --allow-dirty',
    'cargo fmt',
    'cargo fmt -- --check',
    'cargo fmt --all --check',
    'cargo doc --no-deps',
    'cargo tree -d',
    'cargo update -p serde',
    'cargo run -- --help',
    'cargo run --bin tool -- parse input.txt',
    'cargo nextest run',
    'cargo --version && rustc --version',
    'RUST_BACKTRACE=1 cargo test',
    'RUST_BACKTRACE=full cargo test -p parser -- --nocapture',
    'RUST_LOG=debug cargo run -- --help',
    'CARGO_TERM_COLOR=never cargo test 2>&1 | tail -20',
    'CARGO_INCREMENTAL=0 cargo build',
    'cargo test || true',
    'cd crates/parser && cargo test',
    '(cd crates/cli && cargo build)',
    'cd crates/parser && cargo clippy -- -D warnings',
    'cat Cargo.toml',
    'cat crates/parser/Cargo.toml',
    'head -50 src/config.rs',
    'ls crates',
    'ls -la target/debug',
    'grep -rn "fn parse" crates/',
    'grep -rn "unwrap()" --include=*.rs src crates',
    'rg "impl .* for" --type rust',
    'rg -n "unwrap\\(\\)" src',
    'rg -n "TODO" -g "*.rs"',
    'find . -name "*.rs" -not -path "./target/*" | xargs wc -l',
    'find crates -name Cargo.toml',
    'find . -name "*.rs" -not -path "./target/*" -exec grep -l "#\\[test\\]" {} +',
    'for f in crates/*/Cargo.toml; do echo "$f"; grep "^name" "$f"; done',
    'git grep -n "unwrap()" -- "*.rs"',
    'git status',
    'git diff',
    'git diff --stat',
    'git log --oneline -10',
    'git show HEAD --stat',
    'git add -A && git commit -m "parser: handle empty input"',
    // Readers and finders as agents write them (find expressions, grep --exclude, git ls-files listings, xargs input).
    'find . -name target -prune -o -name "*.rs" -print | xargs wc -l',
    'find crates -name "*.rs" -not -path "*/target/*" -exec grep -n "unwrap()" {} +',
    'git ls-files "*.rs" | xargs grep -c "#\\[test\\]"',
    'find . -name Cargo.toml -not -path "./target/*" | xargs grep -h "^version"',
    'cargo test 2>&1 | tail -30 || true',
    'grep -rn "unsafe" --include="*.rs" --exclude-dir=target .',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: 'cargo publish', kernel: false, why: 'publishing is denied' },
    { command: 'cd crates/parser && cargo publish --dry-run', kernel: false, why: 'publishing is denied, after cd' },
    { command: 'cargo install cargo-evil', kernel: false, why: 'cargo install is denied' },
    { command: 'RUSTC_WRAPPER=./evil.sh cargo build', kernel: false, why: 'cargo runs the wrapper' },
    { command: 'CARGO_BUILD_RUSTC_WRAPPER=./evil.sh cargo build', kernel: false, why: 'cargo runs the wrapper' },
    { command: 'cargo --config "target.x86_64-unknown-linux-gnu.runner=\'./evil.sh\'" test', kernel: false, why: 'cargo runs a configured runner' },
  ],
};
