"""Builds the interface translations: resources/i18n/*.ts -> .qm, with Qt's lrelease.

Run by scripts/test.sh and scripts/run.sh before installing, so the installed package carries
the .qm files. (An install without them still works: the app builds them into its cache.)
"""

from __future__ import annotations

import sys
from pathlib import Path

from judgeapp.gui.i18n import compile_ts


def main() -> int:
    folder = Path(__file__).resolve().parents[1] / "resources" / "i18n"
    failed = [ts.name for ts in sorted(folder.glob("*.ts")) if not compile_ts(ts, ts.with_suffix(".qm"))]
    if failed:
        print(f"lrelease failed for: {', '.join(failed)}", file=sys.stderr)
        return 1
    print(f"built {len(list(folder.glob('*.qm')))} translations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
