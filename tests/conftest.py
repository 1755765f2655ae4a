"""Test-wide settings: the derived-data cache (validated bundled cards and scenarios) goes to a
folder of this run, never to the user's cache folder; processes the tests start inherit it."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("JUDGEAPP_CACHE_DIR", tempfile.mkdtemp(prefix="judgeapp-cache-"))
