"""Run by test_autosave_kill: opens the app, makes an unsaved edit, waits for the autosave,
prints READY and waits to be killed."""

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from judgeapp.core import edits  # noqa: E402
from judgeapp.gui.main_window import MainWindow  # noqa: E402
from judgeapp.gui.storage import data_dir  # noqa: E402

app = QApplication([])
window = MainWindow(data_dir(), offer_restore=False)
window.show()
CARD = sys.argv[1] if len(sys.argv) > 1 else "Circling Vultures"
state, _ = edits.add_card(window.document.state, "B", "graveyard", CARD)
window.document.edit(state, "unsaved edit")
deadline = time.time() + 20
while time.time() < deadline:
    app.processEvents()
    path = window.autosave.path
    if path.exists() and CARD in json.loads(path.read_text())["scenario"]:
        print("READY", flush=True)
        break
    time.sleep(0.05)
while True:
    app.processEvents()
    time.sleep(0.1)
