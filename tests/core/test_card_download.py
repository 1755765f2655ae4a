"""Issue 13: downloading the card set, against a local HTTP server on the loopback address
that serves the fixtures the way MTGJSON and Scryfall publish them: progress, an interrupted
download resumed with a Range request, a wrong hash, a server error, an unreachable host. The
previous store is never damaged."""

import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from judgeapp.core.card_download import DownloadCancelled, DownloadError, download, published
from judgeapp.core.card_store import STORE_FILE, import_cards

DATA = Path(__file__).resolve().parents[1] / "data" / "cards"
ATOMIC = (DATA / "AtomicCards-sample.json").read_bytes()
ORACLE = (DATA / "oracle-cards-sample.json").read_bytes()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        server = self.server
        server.requests.append((self.path, self.headers.get("Range")))
        if self.path.startswith("http://"):           # asked as a proxy: the path is the whole address
            self.path = "/" + self.path.split("/", 3)[3]
        if server.fail:
            self.send_error(500, "Internal Server Error")
            return
        if self.path == "/mtgjson/AtomicCards.json.sha256":
            digest = hashlib.sha256(b"tampered" if server.wrong_hash else ATOMIC).hexdigest()
            self._send(200, f"{digest}  AtomicCards.json\n".encode())
        elif self.path == "/scryfall/bulk-data/oracle-cards":
            index = {"object": "bulk_data", "type": "oracle_cards", "size": len(ORACLE), "updated_at": "2026-11-30T10:00:00+00:00",
                     "download_uri": f"http://127.0.0.1:{server.server_port}/files/oracle-cards.json"}
            self._send(200, json.dumps(index).encode())
        elif self.path in ("/mtgjson/AtomicCards.json", "/files/oracle-cards.json"):
            body = ATOMIC if "Atomic" in self.path else ORACLE
            start = int(self.headers["Range"].split("=")[1].rstrip("-")) if self.headers.get("Range") else 0
            status = 206 if start else 200
            chunk = body[start:]
            self.send_response(status)
            self.send_header("Content-Length", str(len(chunk)))
            if start:
                self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
            self.end_headers()
            if server.cut_after is not None:           # drop the connection part way through, once
                self.wfile.write(chunk[:server.cut_after])
                server.cut_after = None
                self.wfile.flush()
                self.connection.shutdown(2)
                return
            self.wfile.write(chunk)
        else:
            self.send_error(404)

    def _send(self, status, body):
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.requests, httpd.fail, httpd.wrong_hash, httpd.cut_after = [], False, False, None
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    httpd.base = f"http://127.0.0.1:{httpd.server_port}"
    yield httpd
    httpd.shutdown()
    httpd.server_close()


def test_mtgjson_download_is_checked_against_its_published_hash_and_imports(server, tmp_path):
    seen = []
    path = download("mtgjson", tmp_path, progress=lambda done, total: seen.append((done, total)) or True,
                    base=server.base + "/mtgjson")
    assert path.read_bytes() == ATOMIC
    assert seen[-1] == (len(ATOMIC), len(ATOMIC)) and all(d <= t for d, t in seen)
    assert import_cards(path, tmp_path).cards == 21


def test_scryfall_download_follows_the_bulk_data_index_and_checks_the_size(server, tmp_path):
    where = published("scryfall", server.base + "/scryfall")
    assert where.size == len(ORACLE) and where.version.startswith("2026-11-30")
    assert download("scryfall", tmp_path, base=server.base + "/scryfall").read_bytes() == ORACLE


def test_an_interrupted_download_resumes_where_it_stopped(server, tmp_path):
    server.cut_after = 4000
    with pytest.raises(DownloadError, match="interrupted"):
        download("mtgjson", tmp_path, base=server.base + "/mtgjson")
    part = tmp_path / "mtgjson-bulk.json.part"
    assert part.stat().st_size == 4000
    path = download("mtgjson", tmp_path, base=server.base + "/mtgjson")
    assert path.read_bytes() == ATOMIC and not part.exists()
    assert ("/mtgjson/AtomicCards.json", "bytes=4000-") in server.requests


def test_cancelling_keeps_what_was_downloaded_for_later(server, tmp_path):
    with pytest.raises(DownloadCancelled):
        download("mtgjson", tmp_path, progress=lambda done, total: False, base=server.base + "/mtgjson")
    assert (tmp_path / "mtgjson-bulk.json.part").exists() and not (tmp_path / "mtgjson-bulk.json").exists()


def test_a_wrong_hash_or_a_server_error_changes_nothing(server, tmp_path):
    import_cards(DATA / "oracle-cards-sample.json", tmp_path)
    store = (tmp_path / STORE_FILE).read_bytes()
    server.wrong_hash = True
    with pytest.raises(DownloadError, match="damaged .*SHA-256") as damaged:
        download("mtgjson", tmp_path, base=server.base + "/mtgjson")
    assert not (tmp_path / "mtgjson-bulk.json.part").exists()
    # In the interface's language, the reason inside it too (the app shows `said` in its language).
    assert damaged.value.said.text("it") == ("Il file scaricato è danneggiato (il suo SHA-256 non è quello pubblicato "
                                             "dalla fonte); è stato eliminato. Scaricalo di nuovo.")
    server.wrong_hash, server.fail = False, True
    with pytest.raises(DownloadError, match="answered 500"):
        download("scryfall", tmp_path, base=server.base + "/scryfall")
    assert (tmp_path / STORE_FILE).read_bytes() == store


def test_offline_says_so_clearly(tmp_path):
    """Offline is judgeapp's usual state: a download then says so, in the reader's language too."""
    with pytest.raises(DownloadError, match="Cannot reach 127.0.0.1:9 .*HTTPS_PROXY") as offline:
        download("mtgjson", tmp_path, base="http://127.0.0.1:9", timeout=2)
    assert offline.value.said.text("ja").startswith("127.0.0.1:9に接続できない（")
    assert "HTTPS_PROXY" in offline.value.said.text("fr") and "Impossible de joindre 127.0.0.1:9" in \
        offline.value.said.text("fr")


def test_a_proxy_from_the_environment_is_used(server, tmp_path, monkeypatch):
    """The download goes through the proxy the environment names (here the local server, acting
    as one for an address that doesn't exist)."""
    monkeypatch.setenv("HTTP_PROXY", server.base)
    monkeypatch.setenv("http_proxy", server.base)
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    path = download("mtgjson", tmp_path, base="http://cards.example.invalid/mtgjson")
    assert path.read_bytes() == ATOMIC
    assert ("http://cards.example.invalid/mtgjson/AtomicCards.json", None) in server.requests


def test_a_full_disk_is_said_as_such_and_the_download_resumes_once_there_is_room(server, tmp_path):
    # Writing the download and reading the network both raise OSError: a full disk used to be
    # reported as "Cannot reach 127.0.0.1 ([Errno 28] No space left on device). Check the
    # internet connection…". The disk is full here for this process alone (tests/full_disk.py:
    # no file grows past 4,000 bytes).
    from tests.full_disk import full_disk
    with full_disk(4000), pytest.raises(DownloadError) as full:
        download("mtgjson", tmp_path, base=server.base + "/mtgjson")
    part = tmp_path / "mtgjson-bulk.json.part"
    assert str(full.value) == (f"The download could not be written to {part} (File too large). Free some space or "
                               "make the folder writable, then download again: it goes on from where it stopped.")
    assert full.value.said.text("ja").startswith(f"ダウンロードを{part}に書き込めなかった（")
    kept = part.stat().st_size
    assert 0 < kept <= 4000                          # what was written is kept, and goes on
    path = download("mtgjson", tmp_path, base=server.base + "/mtgjson")
    assert path.read_bytes() == ATOMIC
    assert server.requests[-1] == ("/mtgjson/AtomicCards.json", f"bytes={kept}-")
