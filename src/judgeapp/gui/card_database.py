"""File ▸ Card database: import the full card set from a file, or download it from MTGJSON or
Scryfall when the user asks (issue 13). The work runs in a thread behind a progress dialog with
Cancel; the store in use is replaced only when the import succeeded."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, Qt, Signal
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from ..core import cards, messages
from ..core.cards import STORE_FILE
from ..core.errors import CardStoreError
from .i18n import app_translations, date_text, moment_text, number_text
from .labels import refusal_text
from .plain import path_text

if TYPE_CHECKING:
    from ..core.card_store import ImportReport

STEPS = 1000


class CardTask(QThread):
    """Work on the card set off the GUI thread, reporting progress and honouring Cancel."""

    progressed = Signal(int)            # per mille
    done = Signal(object, str)          # the result, or None and why

    def __init__(self, work: Callable[[Callable[[int, int], bool]], Any], parent: QObject | None = None):
        super().__init__(parent)
        self.work = work
        self.cancelled = False

    def run(self) -> None:
        try:
            result = self.work(self._progress)
        except Exception as err:     # every failure is told to the user; nothing is half-replaced
            self.done.emit(None, refusal_text(err) or type(err).__name__)
            return
        self.done.emit(result, "")

    def _progress(self, done: int, total: int) -> bool:
        self.progressed.emit(int(done * STEPS / total) if total else 0)
        return not self.cancelled


def _day_in(text: str, lang: str) -> str:
    """A card set's date ("2026-11-30", MTGJSON's and Scryfall's) in the language's words; any
    other text (a version, a file name) as it is."""
    try:
        return date_text(date.fromisoformat(text), lang)
    except ValueError:
        return text


def _moment_in(text: str, lang: str) -> str:
    """When a card set was imported (the store's "2026-12-05 21:55:00") in the language's words."""
    from ..core.card_store import IMPORTED_FORMAT     # (sqlite: imported when asked, not at start)
    try:
        return moment_text(datetime.strptime(text, IMPORTED_FORMAT), lang)
    except ValueError:
        return text


class CardSetMenu(QObject):
    """The Card database menu's actions for one main window (the card set: import, download, about)."""

    def __init__(self, window: QWidget, data_dir: Path, prompts):
        super().__init__(window)
        self.window, self.data_dir, self.prompts = window, data_dir, prompts
        self.task: CardTask | None = None
        self.dialog: QProgressDialog | None = None     # the progress of the work under way

    def import_file(self) -> None:
        """Import a bulk file the user picks."""
        path = self.prompts.open_card_file()
        if path is not None:
            from ..core.card_store import import_cards
            self._run(self.tr("Importing the card set…"), lambda progress: import_cards(path, self.data_dir, progress))

    def download(self, source: str) -> None:
        """Download the card set from a source, then import it."""
        name = "Scryfall" if source == "scryfall" else "MTGJSON"
        if not self.prompts.confirm_download(name):
            return

        def work(progress: Callable[[int, int], bool]) -> ImportReport:
            from ..core.card_download import download      # (http, ssl: not worth importing at start)
            from ..core.card_store import import_cards
            downloaded = download(source, self.data_dir / "downloads", lambda d, t: progress(d, 2 * t))
            report = import_cards(downloaded, self.data_dir, lambda d, t: progress(t + d, 2 * t))
            downloaded.unlink()          # imported: the store holds it now
            return report
        self._run(self.tr("Downloading the card set from {source}…").format(source=name), work)

    def _run(self, title: str, work: Callable[[Callable[[int, int], bool]], Any]) -> None:
        cards.retire_imported()          # a card on a board that the next set lacks keeps its text
        cards.use_store(None)            # the store about to be replaced is not held open
        self.dialog = dialog = QProgressDialog(title, self.tr("Cancel"), 0, STEPS, self.window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        self.task = task = CardTask(work, self)
        task.progressed.connect(dialog.setValue)
        dialog.canceled.connect(lambda: setattr(task, "cancelled", True))
        task.done.connect(lambda result, error: self._finished(dialog, task, result, error))
        task.start()
        dialog.show()

    def _finished(self, dialog: QProgressDialog, task: CardTask, report: ImportReport | None, error: str) -> None:
        cancelled = task.cancelled          # (closing the dialog below emits canceled)
        dialog.canceled.disconnect()
        dialog.reset()
        dialog.close()
        dialog.deleteLater()
        task.wait()
        cards.use_store(self.data_dir / STORE_FILE)
        if report is None:
            if cancelled:
                self.prompts.info(self.tr("Card set"), self.tr("Cancelled. The card set in use is unchanged."))
            else:
                self.prompts.error(self.tr("Card set not imported"),
                                   self.tr("{error}\n\nThe card set in use is unchanged.").format(error=error))
            return
        text = self.report_text(report)
        kept = sorted(cards.retired_cards() & self._names_on_open_boards())
        if kept:
            text += "\n" + self.tr("Not in this card set, and on an open board: {cards}. The board keeps their text until "
                                   "judgeapp closes; Edit ▸ Custom card… keeps them for good.").format(
                cards=messages.listed(kept, self.window.lang))
        self.prompts.info(self.tr("Card set imported"), text)

    def _names_on_open_boards(self) -> set[str]:
        """The card names on the boards of the app's open windows (objects, spells, effects' sources)."""
        from ..core.scenario import card_names
        from .main_window import MainWindow
        return {name for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                for name in card_names(w.document.state)}

    def report_text(self, report: ImportReport) -> str:
        """What an import found, in words."""
        lines = [self.tr("{count} cards imported from {source}; {rejected} could not be read.").format(
            count=number_text(report.cards, self._lang()), source=report.source,
            rejected=number_text(len(report.rejected), self._lang()))]
        if report.unparsed:
            lines.append(self.tr("%n keyword-cost line(s) not understood, for example: {line}", "",
                                 len(report.unparsed)).format(line=report.unparsed[0][1]))
        return "\n".join(lines)

    def about_text(self) -> str:
        """The card data in use, for Help ▸ About."""
        from ..core.card_store import CardStore      # (sqlite: imported when asked, not at start)
        store = CardStore(self.data_dir / STORE_FILE)
        lang = self._lang()
        bundled = self.tr("{count} bundled cards, with curated effects.").format(
            count=number_text(len(cards.builtin_cards().cards), lang))
        if not store.exists():
            return bundled + "\n" + self.tr("No full card set imported (File ▸ Card database).")
        try:
            meta = store.meta()
        except CardStoreError as err:
            return bundled + "\n" + self.tr("The imported card set in {path} can't be read ({problem}). Import it "
                                            "again (File ▸ Card database), or delete the file to use only the "
                                            "bundled cards.").format(path=path_text(store.path), problem=err.problem)
        finally:
            store.close()
        text = self.tr("Full card set: {count} cards from {source} ({date}), imported {imported}, in {path}.").format(
            count=number_text(int(meta["cards"]), lang) if str(meta.get("cards", "")).isdecimal() else meta.get("cards", "?"),
            source=meta.get("source", "?"), date=_day_in(meta.get("date") or meta.get("version") or meta.get("file", ""),
                                                         lang),
            imported=_moment_in(meta.get("imported", "?"), lang), path=path_text(store.path))
        return "\n".join([bundled, text, self._attribution(meta.get("source", ""))])

    @staticmethod
    def _lang() -> str:
        return app_translations().lang

    def _attribution(self, source: str) -> str:
        """What each source asks of those who use its data."""
        if source == "mtgjson":
            return self.tr("Card data from MTGJSON (https://mtgjson.com), free to use under the MIT licence.")
        if source == "scryfall":
            return self.tr("Card data from Scryfall (https://scryfall.com), used under Scryfall's API terms; "
                           "Scryfall is not produced by or endorsed by Wizards of the Coast.")
        return ""
