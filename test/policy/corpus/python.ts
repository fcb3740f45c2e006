// A Python package (src layout) with pytest, ruff, mypy; uv in CI, poetry for some developers.
// An early commit once held a .env (removed since): it lives on in history.
import { COMMON_ALLOW, COMMON_DENIED, COMMON_DENY, type Stack } from './types.js';

export const python: Stack = {
  name: 'python',
  policy: `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Edit(tests/**)
  - Edit(pyproject.toml)
  - Edit(.gitignore)
  - Bash(pytest:*)
  - Bash(python -m pytest:*)
  - Bash(python -m mypy:*)
  - Bash(python --version)
  - Bash(uv run pytest:*)
  - Bash(uv run ruff:*)
  - Bash(uv run mypy:*)
  - Bash(uv sync:*)
  - Bash(uv lock:*)
  - Bash(uv pip list:*)
  - Bash(poetry install:*)
  - Bash(poetry run pytest:*)
  - Bash(poetry run mypy:*)
  - Bash(ruff:*)
  - Bash(mypy:*)
  - Bash(black:*)
  - Bash(pip list:*)
  - Bash(pip show:*)${COMMON_ALLOW}
deny:${COMMON_DENY}
  - Read(*.env)
  - Bash(pip install:*)
  - Bash(uv pip install:*)
  - Bash(twine:*)
`,
  history: { 'config/settings.env': 'SECRET_KEY=from-the-first-commit\n' },
  files: {
    '.gitignore': '.venv/\n__pycache__/\n.pytest_cache/\n.mypy_cache/\n.ruff_cache/\n.coverage\n.env\n.env.*\n*.env\nsecrets/\n',
    'pyproject.toml': '[project]\nname = "inventory"\nversion = "0.3.0"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n\n[tool.ruff]\nline-length = 100\n',
    'uv.lock': 'version = 1\n',
    'README.md': '# inventory\n',
    'src/inventory/__init__.py': '',
    'src/inventory/models.py': 'class Item:\n    def create_user(self):\n        pass\n',
    'src/inventory/api.py': 'import requests\n\n\ndef fetch(url):\n    return requests.get(url)  # TODO: timeout\n',
    'src/inventory/db.py': 'import os\n\nDSN = os.environ.get("DATABASE_URL")\n',
    'tests/__init__.py': '',
    'tests/conftest.py': 'import pytest\n\n\n@pytest.fixture\ndef item():\n    return 1\n',
    'tests/test_models.py': 'def test_create(item):\n    assert item\n',
    'tests/test_api.py': 'def test_fetch():\n    pass\n',
    '.venv/pyvenv.cfg': 'home = /usr/bin\n',
    '.venv/lib/python3.12/site-packages/requests/__init__.py': '',
  },
  links: { '.venv/bin/python': '/usr/bin/python3' },
  everyday: [
    'pytest',
    'pytest -x -q',
    'pytest tests/test_models.py -v',
    'pytest -k "test_create" -q',
    'pytest --cov=src --cov-report=term-missing',
    'pytest -q 2>&1 | tail -5',
    'pytest -q || true',
    'python -m pytest -x',
    'python -m pytest tests/ -q 2>&1 | tail -20',
    'python -m pytest --lf -q',
    'python -m mypy src',
    'python --version',
    'PYTHONDONTWRITEBYTECODE=1 pytest -q',
    'PYTHONDONTWRITEBYTECODE=1 python -m pytest tests/test_api.py',
    'PYTHONUNBUFFERED=1 pytest -s tests/test_api.py',
    'CI=true pytest -q',
    'uv run pytest -q',
    'uv run pytest tests/test_models.py::test_create -x',
    'uv run ruff check .',
    'uv run ruff check --fix src',
    'uv run mypy src',
    'uv sync',
    'uv sync --all-extras',
    'uv pip list',
    'poetry install',
    'poetry run pytest -k api',
    'poetry run mypy src/inventory',
    'ruff check .',
    'ruff check . --statistics',
    'ruff check src/inventory --select I --fix',
    'ruff format --check .',
    'ruff format src/inventory/models.py',
    'mypy src --ignore-missing-imports',
    'mypy src/inventory/models.py',
    'black --check src tests',
    'pip list',
    'pip show requests',
    'cd tests && pytest -q',
    'cd src && mypy inventory',
    '(cd tests && python -m pytest test_models.py -q)',
    'cat pyproject.toml',
    'cat tests/conftest.py',
    'head -30 src/inventory/api.py',
    'sed -n "1,40p" src/inventory/models.py',
    'grep -n "fixture" tests/conftest.py',
    'grep -rn "def create_user" src/',
    'grep -rn "import requests" --include="*.py" .',
    'grep -rn "environ" --include=*.py src tests',
    'rg "class .*:" src',
    'rg -n "TODO" --type py',
    'rg -l "requests"',
    'find . -name "*.py" -not -path "./.venv/*" | xargs wc -l',
    'find tests -name "test_*.py"',
    'find . -name "__pycache__" -not -path "./.venv/*"',
    'ls -la src/inventory',
    'ls tests/',
    'wc -l src/inventory/*.py',
    'for f in tests/test_*.py; do echo "$f"; grep -c "def test_" "$f"; done',
    'git status',
    'git diff',
    'git diff -- src/',
    'git diff HEAD -- src/',
    'git log --oneline -5',
    'git log -p -2 -- src/inventory/models.py',
    'git show HEAD --stat',
    'git show HEAD -- src/inventory/api.py',
    'git grep -n "create_user"',
    'git diff --name-only -- "*.py" | xargs ruff check',
    'git ls-files "*.py" | xargs ruff format --check',
    'git ls-files "*.py" | xargs grep -l "import os"',
    'git add -A && git commit -m "Add timeout to fetch"',
    'touch src/inventory/utils.py',
    'mkdir -p tests/unit',
    'echo ".venv/" >> .gitignore',
    // Readers and finders as agents write them (find expressions, grep --exclude, git ls-files listings, xargs input).
    'find . -path ./.venv -prune -o -name "*.py" -print | xargs wc -l',
    'find src tests -name "*.py" -not -name "__init__.py" | xargs grep -n "def "',
    'find . -name "*.pyc" -not -path "./.venv/*" -delete',
    'find . -name "*.py" -newer pyproject.toml -not -path "./.venv/*"',
    'find tests -name "test_*.py" | xargs grep -c "def test_"',
    "find . -name '*.py' -not -path './.venv/*' -not -path '*/.git/*'",
    'git ls-files --others --exclude-standard | xargs wc -l',
    'PYTHONDONTWRITEBYTECODE=1 python -m pytest -x -q 2>&1 | tail -20',
    'PYTHONDONTWRITEBYTECODE=1 uv run pytest -q',
    'uv run pytest -q || true',
    'ruff check --output-format=concise . || true',
    'echo "*.pyc" >> .gitignore',
    'cd src/inventory && grep -n "def " *.py',
    'grep -rn "import os" --include="*.py" --exclude-dir=.venv src tests',
    'for f in src/inventory/*.py; do wc -l "$f"; done',
    'git ls-files "*.py" | xargs wc -l',
    'git diff --name-only | xargs ruff check',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: 'git log -p', kernel: false, why: 'prints config/settings.env from the first commit' },
    { command: 'git log -p --all | grep SECRET_KEY', kernel: false, why: 'prints config/settings.env from history' },
    { command: 'git show HEAD~1', kernel: false, why: 'the first commit holds config/settings.env' },
    { command: 'git show HEAD~1:config/settings.env', kernel: false, why: 'asks git for the file from history' },
    { command: 'cd src && git log -p', kernel: false, why: 'history, after cd' },
    { command: 'cat config/settings.env', kernel: true, why: 'the ignored copy in the work tree' },
    { command: 'cd config && cat settings.env', kernel: true, why: 'the ignored copy, after cd' },
    { command: 'pip install -r requirements.txt', kernel: false, why: 'pip install is denied' },
    { command: 'PYTHONPATH=src mypy src', kernel: false, why: 'python would import a sitecustomize the agent can write' },
    { command: 'PYTHONSTARTUP=./x.py python --version', kernel: false, why: 'python runs a startup file' },
    { command: 'PYTHONWARNINGS=error::evil.Warning pytest', kernel: false, why: 'the warning category is imported' },
    { command: 'python -c "print(open(\'.env\').read())"', kernel: false, why: 'no rule allows python -c' },
  ],
};
