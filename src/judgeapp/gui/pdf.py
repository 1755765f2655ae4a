"""Pages of HTML as PDF files (a quiz report, a set to print, a board's verdicts)."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QPageSize, QPdfWriter, QTextDocument

from .mana_icons import add_mana_resources


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
