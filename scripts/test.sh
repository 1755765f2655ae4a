#!/bin/sh
# The whole test suite, from a fresh machine that has only python3:
#   sh scripts/test.sh
# It makes .venv, installs the package (not editable, so the tests prove that an installed
# judgeapp finds its resources), checks the import contract, lints, type-checks the core
# (mypy --strict) and runs pytest.
set -eu
cd "$(dirname "$0")/.."
VENV="${JUDGEAPP_VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet ".[test]"
# Build the interface translations (.ts -> .qm, with Qt's lrelease) and install them too.
"$VENV/bin/python" scripts/build_translations.py
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
"$VENV/bin/lint-imports"
"$VENV/bin/ruff" check src tests benchmarks scripts
"$VENV/bin/mypy"        # strict on the rules core ([tool.mypy] in pyproject.toml)
# Run from outside the checkout's src/ so that `import judgeapp` is the installed package.
"$VENV/bin/python" -m pytest "$@"
