#!/bin/sh
# Runs judgeapp from a fresh machine that has only python3:
#   sh scripts/run.sh                 (the desktop app, on the bundled example)
#   sh scripts/run.sh check FILE      (any judgeapp command)
set -eu
cd "$(dirname "$0")/.."
VENV="${JUDGEAPP_VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet .
# Build the interface translations (.ts -> .qm, with Qt's lrelease) and install them too.
"$VENV/bin/python" scripts/build_translations.py >/dev/null
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .
exec "$VENV/bin/judgeapp" "$@"
