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
def report():
    window = app.activeWindow() or [w for w in app.topLevelWidgets() if w.isVisible()][0]
    REPORT
    app.quit()
def idle():
    if FirstPaint.seen and not app.property("seen"):
        app.setProperty("seen", True)
        if AFTER_MS:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(AFTER_MS, report)
        else:
            report()
QAbstractEventDispatcher.instance().aboutToBlock.connect(idle)
main([], started=started)
started()
"""


def at_first_idle(report: str, env: dict[str, str], after_ms: int = 0) -> str:
    """The last line `report` printed: Python statements on one line, run at the first idle
    moment (or after_ms later, once the start has settled) with `window` (the main window), `app`
    and `sys` at hand."""
    probe = _PROBE.replace("AFTER_MS", str(after_ms)).replace("REPORT", report)   # (a report may name AFTER_MS)
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split("\n")[-2]
