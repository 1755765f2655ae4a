"""The installed `judgeapp` command starts the desktop app (smoke test, headless)."""

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judgeapp.core.resources import resource_path
from tests.first_idle import at_first_idle


def _installed_command():
    beside = Path(sys.executable).parent / "judgeapp"
    return str(beside) if beside.exists() else shutil.which("judgeapp")


@pytest.mark.skipif(_installed_command() is None, reason="judgeapp is not installed in this environment")
def test_installed_judgeapp_gui_starts_and_shows_a_board(tmp_path):
    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    scenario = resource_path("scenarios", "circling-vultures.json")
    proc = subprocess.Popen([_installed_command(), "gui", str(scenario)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 60
        autosaves = []
        while time.time() < deadline and not autosaves and proc.poll() is None:
            autosaves = list(tmp_path.glob("autosave-*.json"))
            time.sleep(0.1)
        assert proc.poll() is None, proc.stderr.read()
        assert autosaves and "Circling Vultures" in autosaves[0].read_text()
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=10)


# What a start had imported by its first idle moment after the first paint.
_IMPORTED = ('print(type(window).__name__, "pydantic" in sys.modules, ",".join(m for m in ("hashlib", '
             '"importlib.resources", "concurrent.futures") if m in sys.modules))')


def test_a_later_start_shows_its_first_board_without_importing_pydantic(tmp_path):
    """Issue 14: the first board is shown from the validated data the first start kept
    (derived_cache), so the validation layer (pydantic, as long to import as a bare Qt window is
    to start) is imported only after the first paint (checked at the first idle moment
    after it); the first start validates and keeps it.
    Nor does a start import what it doesn't need before the first paint and PySide6 doesn't
    import either: hashlib (OpenSSL, 2 ms: the cache is keyed by zlib's checksums), importlib's
    resource readers (the data is found from the package's path) and the autosave thread's pool."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}

    def start() -> str:
        return at_first_idle(_IMPORTED, env)

    assert start().startswith("MainWindow True")    # first start: validated (pydantic), and kept
    assert list((tmp_path / "cache").glob("cards-*.pickle")) and list((tmp_path / "cache").glob("scenario-*.pickle"))
    assert start() == "MainWindow False "    # later starts: shown before pydantic or those are needed


_SOURCES_READ = ('import linecache; print(sorted(f.rpartition("/site-packages/")[2] for f in linecache.cache '
                 'if "judgeapp" in f), "typing.py" in " ".join(linecache.cache), "")')


def test_a_start_does_not_read_the_source_of_judgeapps_modules(tmp_path):
    """Issue 14: PySide6 reads the whole source of each module imported after it (to learn whether
    it switches on one of PySide6's features), about 80 files, 6-8 ms of a start; the app tells it
    beforehand what that scan would find (gui/app.py). Read through linecache, so what was read
    is seen there at the first idle moment after the first paint: none of judgeapp's modules, nor
    the standard library's typing.py, which the GUI's imports used to bring in."""
    pytest.importorskip("shibokensupport.feature", reason="this PySide6 has no feature table to fill in")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    assert at_first_idle(_SOURCES_READ, env).startswith("[] False ")


_GC_DURING_START = """
import gc
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from judgeapp import launch
from judgeapp.gui.app import STARTED_AFTER_MS
during = []


def shown():     # runs once the window is shown and the event loop runs; the app resumes the
    # collector STARTED_AFTER_MS later. (Timed from here, not from before the start: a first start
    # under load took longer than the margin, and the check came before the resume.)
    during.append(gc.isenabled())
    QTimer.singleShot(STARTED_AFTER_MS + 500, lambda: (print(during[0], gc.isenabled()), app.quit()))


QTimer.singleShot(0, shown)
launch.main([])
"""


def test_the_app_pauses_the_garbage_collector_while_it_starts_and_resumes_it(tmp_path):
    """judgeapp.launch pauses Python's cyclic garbage collector for the start (8 ms of 200) and
    the app resumes it a second after showing its window: a program whose collector stayed off
    would keep every reference cycle it ever made."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", _GC_DURING_START], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[-2] == "False True"


# What hashlib is at a start's first idle moment: whether OpenSSL's module is loaded once the
# start has imported hashlib, and the digests judgeapp makes (the quiz's question ids, sha1; a
# downloaded card file's check, sha256).
_HASHES = ('import hashlib; print(sys.modules.get("_hashlib") is not None, hashlib.sha1(b"judgeapp").hexdigest(), '
           'hashlib.sha256(b"judgeapp").hexdigest())')


def test_the_program_hashes_with_pythons_own_code_not_openssls_library(tmp_path):
    """Issue 14: pydantic imports `secrets` (for its SecretStr type), so hashlib, which loads
    OpenSSL's crypto library: 3.4 MiB of a start's memory that nothing in judgeapp needs. The
    program's entry point has hashlib use Python's own implementations (launch.prepare); the
    digests are the same (compared with this test process's, which uses OpenSSL's)."""
    import hashlib
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    expected = f"{hashlib.sha1(b'judgeapp').hexdigest()} {hashlib.sha256(b'judgeapp').hexdigest()}"
    assert at_first_idle(_HASHES, env) == f"False {expected}"


# Once the start has settled (its first autosave has loaded pydantic, 300 ms after the first
# paint): whether it did, and how many of its files linecache holds.
_SCANNED = "import linecache; print('pydantic' in sys.modules, sum('pydantic' in name for name in linecache.cache))"


def test_the_sources_pyside6_scans_on_later_imports_are_not_kept(tmp_path):
    """Issue 14: PySide6 reads the whole source of every module imported after it, and linecache
    keeps it. The start lets go of what it holds once the GUI is imported; the imports that come
    after (the first autosave's, of pydantic: sixty-odd modules, 39 of them pydantic's) piled up
    3.8 MiB again, 5 MiB of a settled later start's 98 (2.06x a bare window; 1.96x without). Now
    each import lets go of the sources read before it (gui/app.py)."""
    from judgeapp.gui.app import STARTED_AFTER_MS
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    at_first_idle("print()", env)         # the first start, which leaves the cache a later start reads
    loaded, kept = at_first_idle(_SCANNED, env, after_ms=STARTED_AFTER_MS + 500).split()
    assert loaded == "True"
    assert int(kept) <= 1        # the last module imported, whose source no later import lets go of (39 before)


def test_a_first_start_lets_go_of_the_sources_scanned_as_it_validates_the_bundled_data(tmp_path):
    """Issue 14 (peak memory at start, 2x a bare window): a first start after installing imports
    pydantic while its window is built (to validate the bundled cards and board), and PySide6
    reads the source of each of its modules. Letting go of them only from the first import after
    the window was shown kept them through the first paint: 3.7 MiB of the start's peak (95.8 MiB,
    2.01x the bare window; 92.1 MiB, 1.94x, without). At the first idle moment after the first
    paint, linecache holds at most the last module imported (about 40 of pydantic's before)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    loaded, kept = at_first_idle(_SCANNED, env).split()      # a first start: empty folders
    assert loaded == "True"       # it validated with pydantic before its window was shown
    assert int(kept) <= 1


# Whether pydantic, and the importlib.metadata its plugin loader imports, are loaded.
_PLUGINS = "print('pydantic' in sys.modules, 'importlib.metadata' in sys.modules)"


def test_the_program_validates_with_pydantic_without_looking_for_its_plugins(tmp_path):
    """Issue 14: pydantic's plugin loader imports importlib.metadata (zipfile, lzma, bz2, email…:
    2.6 MiB, about 20 ms) at the first validation and reads every installed package's metadata;
    judgeapp uses no plugin, and one found would hook into its validation. The program's loader
    finds none (launch.prepare). A first start validates the bundled cards before its window; a
    later one loads pydantic for its first autosave: both validate, neither imports the metadata."""
    from judgeapp.gui.app import STARTED_AFTER_MS
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    first_start = at_first_idle(_PLUGINS, env)
    settled_later_start = at_first_idle(_PLUGINS, env, after_ms=STARTED_AFTER_MS + 500)
    assert first_start == "True False" and settled_later_start == "True False"


def test_a_scenario_file_is_validated_and_refused_alike_without_pydantic_s_plugin_loader(tmp_path):
    """The command line's entry point replaces the loader too: `judgeapp check` still reads a
    good file and refuses a bad one with pydantic's places (a pydantic that asked its loader for
    more than get_plugins() would fail here)."""
    good = resource_path("scenarios", "circling-vultures.json")
    bad = tmp_path / "bad.json"
    bad.write_text(good.read_text(encoding="utf-8").replace('"turn": ', '"turn": "soon", "x": '), encoding="utf-8")
    script = ("import sys; from judgeapp import launch; code = launch.main(sys.argv[1:]); "
              "print('importlib.metadata' in sys.modules, file=sys.stderr); sys.exit(code)")
    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(tmp_path / "data"), "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    read = subprocess.run([sys.executable, "-c", script, "check", str(good)], env=env, capture_output=True,
                          text=True, timeout=120)
    assert read.returncode == 0 and "116.2e" in read.stdout and read.stderr.strip() == "False", read.stderr
    refused = subprocess.run([sys.executable, "-c", script, "check", str(bad)], env=env, capture_output=True,
                             text=True, timeout=120)
    assert refused.returncode != 0 and "turn" in refused.stderr and refused.stderr.strip().endswith("False"), refused.stderr


def test_a_data_folder_that_cant_be_used_stops_the_app_with_a_message(qtbot, tmp_path, monkeypatch, capsys):
    # The app's own start (gui/app.run), with a file where its data folder should be: a message
    # on screen and on the terminal, exit status 2, and no window (nothing would be kept).
    # Before: a FileExistsError traceback before any window, which a desktop user never sees.
    from PySide6.QtWidgets import QApplication

    from judgeapp.gui import app, i18n
    from judgeapp.gui.dialogs import Prompts
    shown = []
    monkeypatch.setattr(Prompts, "error", lambda self, title, text: shown.append(text))
    monkeypatch.setattr(i18n, "system_language", lambda: "fr")      # in the system's language
    blocked = tmp_path / "data <b>bold"      # (shown as typed, never as markup)
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JUDGEAPP_DATA_DIR", str(blocked))
    windows_before = len(QApplication.topLevelWidgets())
    assert app.run(None) == 2
    assert len(shown) == 1 and str(blocked) in shown[0] and "JUDGEAPP_DATA_DIR" in shown[0]
    assert shown[0].startswith("judgeapp ne peut pas démarrer")
    assert shown[0] in capsys.readouterr().err
    assert len(QApplication.topLevelWidgets()) == windows_before
