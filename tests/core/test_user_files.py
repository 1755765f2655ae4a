"""Writing a file the user will share: whole or not at all, with the permissions a file of theirs
has. (Reading user files: tests/core/test_robustness.py and the loader fuzzer.)"""

import os
import stat
import subprocess
import sys
from pathlib import Path

from judgeapp.core.user_files import write_atomically


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_file_written_over_keeps_its_permissions(tmp_path):
    # The write goes through a temporary file, which tempfile makes private (0600), renamed over
    # the old one: a scenario saved over, shared with a study group at 0644, became unreadable
    # to the others.
    for mode in (0o644, 0o640, 0o664):
        path = tmp_path / f"board-{mode:o}.json"
        path.write_text("{}", encoding="utf-8")
        path.chmod(mode)
        write_atomically(path, '{"saved": true}')
        assert path.read_text(encoding="utf-8") == '{"saved": true}' and _mode(path) == mode


NEW_FILE = """
import os, stat, sys
from pathlib import Path
from judgeapp.core.user_files import write_atomically
write_atomically(Path(sys.argv[1]), "<p>set</p>")
print(oct(stat.S_IMODE(os.stat(sys.argv[1]).st_mode)))
"""


def test_a_new_file_gets_the_permissions_open_would_give_it(tmp_path):
    # (In a process of its own: the module reads the umask as it is imported.)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    for umask, expected in ((0o022, 0o644), (0o077, 0o600), (0o002, 0o664)):
        path = tmp_path / f"set-{umask:o}.html"
        done = subprocess.run([sys.executable, "-c", NEW_FILE, str(path)], capture_output=True, text=True, env=env,
                              preexec_fn=lambda mask=umask: os.umask(mask), timeout=60)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == oct(expected) and _mode(path) == expected


def test_a_symbolic_link_is_written_through_to_its_file(tmp_path):
    # Boards kept in a synced folder and linked from elsewhere: the rename put a new file where
    # the link was, and the synced file kept the old board.
    (tmp_path / "synced").mkdir()
    real = tmp_path / "synced" / "board.json"
    real.write_text("{}", encoding="utf-8")
    link = tmp_path / "board.json"
    link.symlink_to(real)
    write_atomically(link, '{"saved": true}')
    assert link.is_symlink() and real.read_text(encoding="utf-8") == '{"saved": true}'
    assert sorted(p.name for p in (tmp_path / "synced").iterdir()) == ["board.json"]
