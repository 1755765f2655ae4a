"""Downloading the full card set, only when the user asks (issue 13).

From the sources' published bulk-data locations over HTTPS: MTGJSON's AtomicCards.json (its
published .sha256 checks it) or Scryfall's Oracle Cards (its bulk-data index gives the file's
address and size). An interrupted download resumes where it stopped (an HTTP Range request); a
proxy is taken from the environment (HTTPS_PROXY), as urllib does. The file is checked before
it is imported, and the store it replaces is untouched until the import succeeds.
"""

from __future__ import annotations

import hashlib
import http.client
import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from .card_store import Progress
from .errors import Said

MTGJSON_BASE = "https://mtgjson.com/api/v5"
SCRYFALL_BASE = "https://api.scryfall.com"
SOURCES = ("mtgjson", "scryfall")
# What each source asks of those who use its data.
ATTRIBUTION = {
    "mtgjson": "Card data from MTGJSON (https://mtgjson.com), free to use under the MIT licence.",
    "scryfall": "Card data from Scryfall (https://scryfall.com), used under Scryfall's API terms; "
                "Scryfall is not produced by or endorsed by Wizards of the Coast.",
}
USER_AGENT = "judgeapp/1 (special actions trainer)"
CHUNK = 1 << 16


class DownloadError(Exception):
    """A download that could not be completed; the message says why and what to do, in any
    language (`said`, a code of the catalogs' "problems" section)."""

    def __init__(self, code: str, **params: object) -> None:
        self.said = Said(code, **params)
        super().__init__(str(self.said))


class DownloadCancelled(DownloadError):
    """The user cancelled; what was downloaded so far is kept, to resume later."""


@dataclass(frozen=True)
class Published:
    """Where a source's bulk file is, and what it should be."""
    url: str
    size: int | None = None
    sha256: str | None = None
    version: str = ""


def _get(url: str, timeout: float) -> bytes:
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "application/json;q=0.9,*/*;q=0.8"})
    with _opener().open(request, timeout=timeout) as response:
        data: bytes = response.read()
        return data


def _opener() -> urllib.request.OpenerDirector:
    """An opener made now, so that a proxy set in the environment (HTTPS_PROXY, HTTP_PROXY,
    NO_PROXY) is the one in force (urllib's shared opener keeps the first one it saw)."""
    return urllib.request.build_opener()


def _explained(err: Exception, url: str) -> DownloadError:
    host = urlparse(url).netloc or url
    if isinstance(err, urllib.error.HTTPError):
        return DownloadError("download_http_status", host=host, status=f"{err.code} {err.reason}", url=url)
    return DownloadError("download_unreachable", host=host, reason=str(getattr(err, "reason", err)))


def _cant_write(part: Path, err: OSError) -> DownloadError:
    """The download can't be written (a full disk, a read-only folder): said as such, not as a
    host that can't be reached (both are OSErrors)."""
    return DownloadError("download_cant_write", file=str(part), reason=err.strerror or str(err))


def published(source: str, base: str | None = None, timeout: float = 30) -> Published:
    """Where the source publishes its bulk file now, with its size or hash (DownloadError)."""
    if source == "mtgjson":
        url = f"{base or MTGJSON_BASE}/AtomicCards.json"
        try:
            digest = _get(url + ".sha256", timeout).decode("ascii", "replace").split()[0].lower()
        except (urllib.error.URLError, OSError) as err:
            raise _explained(err, url) from None
        return Published(url=url, sha256=digest)
    if source == "scryfall":
        index_url = f"{base or SCRYFALL_BASE}/bulk-data/oracle-cards"
        try:
            index: Any = json.loads(_get(index_url, timeout))
        except (urllib.error.URLError, OSError) as err:
            raise _explained(err, index_url) from None
        except ValueError:
            raise DownloadError("download_no_index", url=index_url) from None
        if not isinstance(index, dict) or not isinstance(index.get("download_uri"), str):
            raise DownloadError("download_no_index", url=index_url)
        size = index.get("size")
        return Published(url=index["download_uri"], size=size if isinstance(size, int) else None,
                         version=str(index.get("updated_at", "")))
    raise ValueError(f"unknown source {source!r} (mtgjson or scryfall)")


def download(source: str, folder: Path, progress: Progress | None = None, base: str | None = None,
             timeout: float = 30) -> Path:
    """Download a source's bulk file into `folder`, resuming a partial one, and check it.
    Returns the checked file (DownloadError, DownloadCancelled)."""
    where = published(source, base, timeout)
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / f"{source}-bulk.json"
    part = folder / f"{source}-bulk.json.part"
    have = part.stat().st_size if part.exists() else 0
    headers = {"User-Agent": USER_AGENT, **({"Range": f"bytes={have}-"} if have else {})}
    try:
        with _opener().open(urllib.request.Request(where.url, headers=headers), timeout=timeout) as response:
            if have and response.status != 206:
                have = 0                     # the server sent the whole file: start again
            length = response.headers.get("Content-Length")
            total = have + int(length) if length and length.isdigit() else (where.size or 0)
            try:
                out = open(part, "ab" if have else "wb")
            except OSError as err:
                raise _cant_write(part, err) from None
            with out:
                done = have
                while chunk := response.read(CHUNK):
                    try:        # (flushed here, so a full disk is told apart from a lost connection)
                        out.write(chunk)
                        out.flush()
                    except OSError as err:
                        raise _cant_write(part, err) from None
                    done += len(chunk)
                    if progress is not None and not progress(done, total):
                        raise DownloadCancelled("download_cancelled")
            if total and done < total:              # the connection closed before the end
                raise http.client.IncompleteRead(b"", total - done)
    except DownloadError:
        raise
    except http.client.HTTPException as err:      # the connection dropped mid-file
        raise DownloadError("download_interrupted", why=type(err).__name__) from None
    except (urllib.error.URLError, OSError) as err:
        raise _explained(err, where.url) from None
    _check(part, where)
    part.replace(final)
    return final


def _check(part: Path, where: Published) -> None:
    """The downloaded file is what the source published (its size, its SHA-256); else it is
    removed and DownloadError says so."""
    size = part.stat().st_size
    problem = None
    if where.size is not None and size != where.size:
        problem = Said("download_wrong_size", size=size, published=where.size)
    elif where.sha256 is not None:
        digest = hashlib.sha256()
        with open(part, "rb") as data:
            while chunk := data.read(1 << 20):
                digest.update(chunk)
        if digest.hexdigest() != where.sha256:
            problem = Said("download_wrong_hash")
    if problem:
        part.unlink(missing_ok=True)
        raise DownloadError("download_damaged", problem=problem)
