"""Rows read straight from the leaf pages of a damaged SQLite file.

When a table's interior pages (or the schema) are damaged, SQLite can't find the rows even
though most of them still sit intact in their leaf pages. This reads every table-leaf page of
the file as the documented file format describes it (https://sqlite.org/fileformat.html,
sections 1.6 and 2.1) and decodes each cell's record, skipping whatever doesn't parse. It never
writes, and is only used on a copy that has already been set aside.
"""

from __future__ import annotations

from typing import Any

Row = tuple[Any, ...]   # one table row's values, as SQLite stored them

import struct
from pathlib import Path

TABLE_LEAF = 13


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """An SQLite varint at `at`: (value, offset after it)."""
    value = 0
    for i in range(8):
        byte = data[at + i]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + i + 1
    return (value << 8) | data[at + 8], at + 9


def _value(serial: int, data: bytes, at: int) -> tuple[Any, int]:
    """(value, size) of one record column of the given serial type."""
    if serial in (0, 8, 9):
        return (None, 0, 1)[serial if serial == 0 else serial - 7], 0
    if 1 <= serial <= 6:
        size = (1, 2, 3, 4, 6, 8)[serial - 1]
        return int.from_bytes(data[at:at + size], "big", signed=True), size
    if serial == 7:
        return struct.unpack(">d", data[at:at + 8])[0], 8
    if serial >= 12:
        size = (serial - 12) // 2
        raw = bytes(data[at:at + size])
        return (raw if serial % 2 == 0 else raw.decode("utf-8")), size
    raise ValueError(f"serial type {serial}")


def _record(data: bytes, at: int, end: int) -> Row:
    header_size, pos = _varint(data, at)
    header_end = at + header_size
    serials = []
    while pos < header_end:
        serial, pos = _varint(data, pos)
        serials.append(serial)
    values, body = [], header_end
    for serial in serials:
        value, size = _value(serial, data, body)
        values.append(value)
        body += size
    if body > end:
        raise ValueError("record runs past its cell")
    return tuple(values)


def leaf_rows(path: Path, columns: int) -> dict[int, Row]:
    """rowid -> record values, for every intact cell with `columns` values in a table-leaf page."""
    data = Path(path).read_bytes()
    if len(data) < 100:
        return {}
    page_size = int.from_bytes(data[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        page_size = 4096
    found: dict[int, Row] = {}
    for start in range(0, len(data) - page_size + 1, page_size):
        header = start + (100 if start == 0 else 0)
        if data[header] != TABLE_LEAF:
            continue
        cells = int.from_bytes(data[header + 3:header + 5], "big")
        for n in range(cells):
            try:
                pointer = int.from_bytes(data[header + 8 + 2 * n:header + 10 + 2 * n], "big")
                cell = start + pointer
                payload, pos = _varint(data, cell)
                rowid, pos = _varint(data, pos)
                if pointer >= page_size or pos + payload > start + page_size:
                    continue      # out of the page, or spilled to overflow pages: not ours to guess
                values = _record(data, pos, pos + payload)
            except (IndexError, ValueError, UnicodeDecodeError, struct.error):
                continue
            if len(values) == columns:
                found.setdefault(rowid, values)
    return found
