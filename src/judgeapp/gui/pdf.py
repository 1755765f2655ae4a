"""Pages to print (a quiz report, a set of questions, a board's verdicts) as web pages or PDF files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QPageSize, QPdfWriter, QTextDocument

from ..core.mana_symbols import cost_html
from ..core.user_files import write_atomically
from .mana_icons import add_mana_resources, cost_img_html


def write_page(path: Path, page: Callable[[Callable[[str], str]], str]) -> None:
    """A page written as its path's suffix asks: a PDF for ".pdf", else a web page. `page(symbols)`
    makes its HTML with the mana symbols drawn by `symbols` (inline SVG for a browser, images for
    Qt's PDF). Raises OSError where it can't be written."""
    if path.suffix.lower() == ".pdf":
        write_atomically(path, pdf_of(page(cost_img_html)))
    else:
        write_atomically(path, page(cost_html))


def pdf_of(html: str) -> bytes:
    """A page of HTML (its mana symbols as cost_img_html's images) as an A4 PDF, made in memory:
    QPdfWriter given a path it can't write fails without a word, so the file is written by
    write_atomically, which says why."""
    pdf = QBuffer()
    pdf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(pdf)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    document = QTextDocument()
    add_mana_resources(document, html)
    document.setHtml(html)
    document.print_(writer)
    del writer          # (the PDF is complete once its writer is gone)
    return bytes(pdf.data().data())
