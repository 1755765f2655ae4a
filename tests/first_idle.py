"""A start of the `judgeapp` program as its entry point runs it (launch.prepare, then the command
line's main), in a fresh process, stopped at its first idle moment after its first paint (the
first idle comes before it): where a test looks at what a start did before the user could act."""

import subprocess
import sys

_PROBE = """
import sys
from judgeapp.launch import prepare
started = prepare()      # as judgeapp.launch starts
from judgeapp.cli import main
from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication([])
class FirstPaint(QObject):
    seen = False
    def eventFilter(self, obj, event):
        FirstPaint.seen = FirstPaint.seen or event.type() == QEvent.Type.Paint
        return False
first_paint = FirstPaint()
app.installEventFilter(first_paint)
def idle():
    if FirstPaint.seen and not app.property("seen"):
        app.setProperty("seen", True)
        window = app.activeWindow() or [w for w in app.topLevelWidgets() if w.isVisible()][0]
        REPORT
        app.quit()
QAbstractEventDispatcher.instance().aboutToBlock.connect(idle)
main([], started=started)
started()
"""


def at_first_idle(report: str, env: dict[str, str]) -> str:
    """The last line `report` printed: Python statements on one line, run at the first idle
    moment with `window` (the main window), `app` and `sys` at hand."""
    done = subprocess.run([sys.executable, "-c", _PROBE.replace("REPORT", report)], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split("\n")[-2]
