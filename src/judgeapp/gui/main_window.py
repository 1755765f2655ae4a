"""The main window: turn bar, board, verdict panel, warnings; File/Edit/Board menus with
standard shortcuts; unsaved-change prompts; autosave and restore after a crash."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QListView, QMainWindow, QMenu, QSplitter, QVBoxLayout, QWidget

from ..core import edits, messages
from ..core.cards import builtin_cards
from ..core.errors import JudgeappError, ScenarioError, UnknownCardError
from ..core.rules_text import load_rules
from ..core.scenario import ScenarioFile, bundled_scenario, load_scenario, parse_scenario, scenario_meta, state_of
from ..core.state import MAX_PLAYERS, MIN_PLAYERS, GameState, Step
from .board import BoardWidget, ZoneView
from .card_delegate import CardDelegate
from .card_panel import CardPanel
from .labels import card_name, refusal_text, unknown_card_text
from .dialogs import Prompts
from .document import EVERYTHING, Document
from .highlights import Highlights
from .i18n import LANGUAGES, app_translations, system_language
from .models import ID_ROLE, WarningsModel
from .plain import PATH_CHARS, menu_text, path_text, shortened, tooltip
from .rule_html import edition_date
from . import saved_settings as saved
from .shortcuts import ShortcutsDialog, shortcut_list
from .status_bar import WrappingStatusBar
from .situation import SituationPanel
from .text_size import (NORMAL, applied_scale, apply_text_scale, keep_on_screen, saved_scale, settle, step, toggle_full_screen,
                        too_big_for_screen)
from .theme import THEMES, apply_theme
from .storage import Autosave, RecentFiles
from .turn_bar import TurnBar
from .view_settings import ViewSettings
from .window_size import fit_to_screen
from .verdict_panel import VerdictPanel

DEFAULT_EXAMPLE = "teferi-kraken.json"
AUTOSAVE_DELAY_MS = 300


def dropped_files(data: QMimeData) -> list[Path]:
    """The local files a drag carries (a file manager's), in order; web addresses and text are not files."""
    return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()] if data.hasUrls() else []


def _fit_card_lists() -> None:
    """Every window's card lists sized again to their rows (compact board, text size): the main
    windows' boards and the quiz's."""
    for top in QApplication.topLevelWidgets():
        for view in top.findChildren(ZoneView):
            view.fit()
            view.doItemsLayout()


class ScenarioDrops(QObject):
    """Scenario files dropped on a board's window, or on another window of the board's (its quiz,
    its scenario library), to open in the board's window; over a zone too, which takes only cards
    dragged from its own board and lets a file drag go on to the window."""

    def __init__(self, window: QWidget, open_dropped) -> None:
        super().__init__(window)
        self._open = open_dropped
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            paths = dropped_files(event.mimeData())
            if not paths:
                return False
            event.acceptProposedAction()
            if kind == QEvent.Type.Drop:
                self._open(paths)
            return True
        return False


class WarningsView(QListView):
    """A short strip by default (a few lines); the dock can be dragged taller."""

    def sizeHint(self) -> QSize:
        return QSize(400, 70)


def _shipped(path: Path) -> bool:
    """Whether a scenario file is one of the examples installed with judgeapp (the library's)."""
    from ..core.quiz.library import library_dir
    try:
        return path.resolve().parent == library_dir().resolve()
    except OSError:
        return False


class MainWindow(QMainWindow):
    _checked_need: QSize | None = None      # the room the window needed (with its frame) at the last check
    _need_made_smaller: QSize | None = None     # the room it needed once its text was made smaller for now

    def __init__(self, data_dir: Path, open_path: Path | None = None, prompts: Prompts | None = None,
                 offer_restore: bool = True):
        super().__init__()
        self.setStatusBar(WrappingStatusBar(self))     # a long message wraps on a narrow window
        self.data_dir = data_dir
        from ..core.cards import STORE_FILE, use_store
        use_store(data_dir / STORE_FILE)     # the imported full card set, if any (opened when first needed)
        self.prompts = prompts or Prompts(self)
        from .card_database import CardSetMenu
        self.card_database = CardSetMenu(self, data_dir, self.prompts)
        self.autosave = Autosave(data_dir)
        self.other_windows: list[MainWindow] = []
        self.recent = RecentFiles(data_dir)
        example, meta = bundled_scenario(DEFAULT_EXAMPLE)       # (validated once per version)
        self.document = Document(state_of(example), meta)
        self.highlights = Highlights()
        self.settings = saved.in_folder(data_dir)
        self.translations = app_translations()
        self.translations.install(saved.text(self.settings, "language", system_language()))
        # Language, whose verdicts, practice: one model every view reads (and is told of changes).
        self.view_settings = ViewSettings(lang=self.translations.lang)
        self.view_settings.subscribe(self._view_changed)
        self.rules_file = saved.text(self.settings, "rules_file", "") or None
        self._rules_cache = None
        if self._theme() != "system":
            apply_theme(self._theme())
        apply_text_scale(self._text_scale())
        CardDelegate.compact = saved.flag(self.settings, "compact")
        self._build_ui()

        # Whether the window still fits its screen, checked once a change of what it needs is done: a
        # timer, not a queued call, which the text size's own measuring (posted events) would run
        # in the middle of trying a size.
        self._screen_check = QTimer(self)
        self._screen_check.setSingleShot(True)
        self._screen_check.setInterval(0)
        self._screen_check.timeout.connect(self._keep_within_screen)
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.write_autosave)
        self.document.changed.connect(self._schedule_autosave)
        self.document.metaChanged.connect(self._schedule_autosave)    # the title and description too
        self.document.changed.connect(self._sync_assume_costs)    # once: the menus are rebuilt per language
        self.document.metaChanged.connect(self._update_title)
        self.document.refused.connect(self.report)
        self.document.changed.connect(self._update_title)

        geometry = saved.blob(self.settings, "geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            fit_to_screen(self, 1500, 900)
        state = saved.blob(self.settings, "windowState")
        if state is not None:
            self.restoreState(state)

        if open_path is not None:
            self.open_file(Path(open_path))
        elif offer_restore:
            self.restore_if_crashed()
        self._update_title()
        ScenarioDrops(self, self.open_dropped)      # scenario files dropped from the file manager
        # The board's first autosave, AUTOSAVE_DELAY_MS after the window is painted: turning it
        # into JSON (in the autosave thread) is the first use of the validation layer, pydantic,
        # which the first paint doesn't need and shouldn't share the interpreter with.
        self._autosave_timer.start()

    @property
    def lang(self) -> str:
        return self.translations.lang

    def _build_ui(self) -> None:
        """Everything the user sees, in the current language, around the current document."""
        self.turn_bar = TurnBar(self.document, self.view_settings)
        self.turn_bar.message.connect(self.report)
        self.board = BoardWidget(self.document, self.highlights, self.card_db, self.prompts, self.report,
                                 settings=self.view_settings)
        self.verdicts = VerdictPanel(self.document, self.highlights, self.rules, settings=self.view_settings)
        self.verdicts.message.connect(self.report)
        self.verdicts.top_row.addWidget(self.turn_bar.pass_button)     # passing priority, beside whose verdicts
        self.verdicts.top_row.addWidget(self.turn_bar.next_button)
        self.card_panel = CardPanel(self.document, self.card_db, self.view_settings)
        self.verdicts.side_tabs.addTab(self.card_panel, self.tr("Card"))
        self.board.objectChosen.connect(self._show_card)
        self.board.objectPointed.connect(self.card_panel.show_object)
        self.highlights.changed.connect(lambda _ids: self.card_panel.show_object(self.highlights.focus))
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        split.addWidget(self.board)
        split.addWidget(self.verdicts)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.splitterMoved.connect(lambda *_a: self._remember_split())
        self.split = split
        central = self.centralWidget()
        if central is None:
            central = QWidget()
            QVBoxLayout(central).setContentsMargins(4, 4, 4, 4)
            self.setCentralWidget(central)
        layout = central.layout()
        while layout.count():   # the previous language's widgets; the window keeps its layout
            old = layout.takeAt(0).widget()
            old.hide()
            old.deleteLater()
        self.situation = SituationPanel(self.document, self.view_settings)
        self.situation.description.setVisible(not CardDelegate.compact)
        layout.addWidget(self.situation)
        layout.addWidget(self.turn_bar)
        layout.addWidget(split, 1)
        self.warnings_model = WarningsModel(self.document, self.view_settings)
        self.warnings_view = WarningsView()
        self.warnings_view.setModel(self.warnings_model)
        # A warning clicked (or Enter on it) shows what it is about: a card on the board, with its
        # card page, or the field that holds the fact (who has priority, the step, lands played…).
        self.warnings_view.clicked.connect(lambda index: self._show_warning(index.data(ID_ROLE) or ""))
        self.warnings_view.activated.connect(lambda index: self._show_warning(index.data(ID_ROLE) or ""))
        dock = self.findChild(QDockWidget, "warnings")
        if dock is None:
            dock = QDockWidget(self)
            dock.setObjectName("warnings")
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        dock.setWindowTitle(self.tr("Board warnings"))
        previous = dock.widget()
        dock.setWidget(self.warnings_view)
        if previous is not None:
            previous.hide()
            previous.deleteLater()
        self.resizeDocks([dock], [80], Qt.Orientation.Vertical)
        # The strip takes room only when there is something to say (a laptop screen has little).
        self.warnings_model.modelReset.connect(lambda d=dock: d.setVisible(self.warnings_model.rowCount() > 0))
        dock.setVisible(self.warnings_model.rowCount() > 0)
        self._clear_menus()
        self._build_menus()
        self._update_title()

    def _show_warning(self, where: str) -> None:
        """Show what a board warning is about: its card, spell or effect on the board, else the
        turn bar's field that holds the fact the warning is about."""
        if self.board.show_place(where):
            return
        bar = self.turn_bar
        field = {"priority": bar.priority, "step": bar.steps.checkedButton(), "stack": self.board.stack_view,
                 "turn_facts.lands_played": bar.lands, "turn_facts.planar_die_actions": bar.rolls}.get(where)
        if field is not None:
            field.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_card(self, obj_id: str) -> None:
        if obj_id:
            self.card_panel.show_object(obj_id)
            self.verdicts.side_tabs.setCurrentWidget(self.card_panel)

    # ---- layout: remembered per window width ----------------------------------------------
    def _split_key(self) -> str:
        return f"split/{round(self.width(), -2)}"     # one remembered layout per 100 px of width

    def _remember_split(self) -> None:
        self.settings.setValue(self._split_key(), self.split.sizes())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        sizes = saved.sizes(self.settings, self._split_key(), 2)
        total = sum(self.split.sizes()) or self.width()
        if sizes is not None:
            self.split.setSizes(sizes)
        else:       # the board three fifths, the verdicts two
            self.split.setSizes([total * 3 // 5, total - total * 3 // 5])

    def _theme(self) -> str:
        return saved.text(self.settings, "theme", "system", allowed=THEMES)

    def _open_windows(self) -> list["MainWindow"]:
        """This window and the app's other open main windows: the language, the colours, the
        compact board, the rules file and the recent files are the application's, so a change
        shows in all of them."""
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and (w is self or w.isVisible())]

    def set_theme(self, theme: str) -> None:
        """System, light or dark; remembered."""
        apply_theme(theme)
        self.settings.setValue("theme", theme)
        for window in self._open_windows():
            for action in window.theme_actions.actions():
                action.setChecked(action.data() == theme)

    def set_compact(self, on: bool) -> None:
        """Compact: one line per card and no description: more of the board on a small screen."""
        self.settings.setValue("compact", on)
        CardDelegate.compact = on
        for window in self._open_windows():
            window.compact_action.setChecked(on)
            window.situation.description.setVisible(not on and not window.verdicts.hide_box.isChecked())
        _fit_card_lists()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if applied_scale() > NORMAL and not getattr(self, "_text_fitted", False):
            self._text_fitted = True
            self._fit_text_to_screen()

    def event(self, event) -> bool:
        handled = super().event(event)
        check = getattr(self, "_screen_check", None)
        if event.type() == QEvent.Type.LayoutRequest and check is not None and self.isVisible():
            check.start()
        return handled

    def _keep_within_screen(self) -> None:
        """The window on its screen after its content changed what it needs: another language's
        longer words or taller script, the board's warnings shown, the practice panel. Larger text
        that fitted when it was chosen and that the window has now outgrown is smaller for now, as
        at a start, and comes back once what took its room has gone (the warnings dealt with,
        English again); a window grown past the screen's edge from where it was moves back. Before,
        it stayed past the screen (on a 1366 x 768 laptop, English at 175% switched to Japanese:
        771 px tall; at 200% to French: its right edge 41 px off the screen), and the smaller text
        stayed until the next start."""
        if not self.isVisible():
            return
        frame, free = self.frameGeometry(), self.screen().availableGeometry()
        need = self.minimumSizeHint() + (frame.size() - self.size())
        before, self._checked_need = self._checked_need, need
        smaller_then = self._need_made_smaller
        if applied_scale() > NORMAL and (need.width() > free.width() or need.height() > free.height()):
            self._fit_text_to_screen()
            self._checked_need = self.minimumSizeHint() + (frame.size() - self.size())
        elif applied_scale() < self._text_scale() and smaller_then is not None and (
                need.width() < smaller_then.width() or need.height() < smaller_then.height()):
            # (only once the window needs less than when its text was made smaller: a message
            # come and gone in the status bar doesn't make it try, and fail, again and again)
            self._text_back_as_chosen()
            self._checked_need = self._need_made_smaller = self.minimumSizeHint() + (frame.size() - self.size())
        elif before is not None and not free.contains(frame) and (
                need.width() > before.width() and frame.width() == need.width()
                or need.height() > before.height() and frame.height() == need.height()):
            keep_on_screen([self])      # (its content pushed it past the edge; one the user put there stays)

    def _fit_text_to_screen(self) -> None:
        """Text larger than this screen has room for (remembered from a projector and started on a
        laptop, or outgrown since it was chosen): smaller, step by step, until the window fits, for
        now; the size remembered stays for the next start on the larger screen."""
        was = scale = applied_scale()
        while scale > NORMAL and too_big_for_screen([self], [QSize()]) is not None:
            scale = step(scale, -1)
            apply_text_scale(scale)
        if scale != was:
            windows = self._open_windows()
            keep_on_screen(windows)
            self._need_made_smaller = self.minimumSizeHint() + (self.frameGeometry().size() - self.size())
            for window in windows:
                window._offer_text_sizes()
            self.report(self.tr("Text size {percent}% needs more room than this screen has: {kept}% for now.").format(
                percent=round(self._text_scale() * 100), kept=round(scale * 100)))     # (the size chosen)

    def _text_back_as_chosen(self) -> None:
        """Text made smaller for now, larger again a size at a time up to the size chosen, as far as
        every open window has room for now; the status bar says the size it is back at."""
        was = scale = applied_scale()
        windows = self._open_windows()
        while scale < self._text_scale():
            larger = step(scale, 1)
            apply_text_scale(larger)
            if too_big_for_screen(windows, [QSize()] * len(windows)) is not None:
                apply_text_scale(scale)
                break
            scale = larger
        keep_on_screen(windows)
        if scale != was:
            for window in windows:
                window._offer_text_sizes()
            self.report(self.tr("Text size: {percent}%").format(percent=round(scale * 100)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.WindowStateChange and hasattr(self, "full_screen_action"):
            self.full_screen_action.setChecked(self.isFullScreen())     # (the window manager may change it too)
        super().changeEvent(event)

    def _text_scale(self) -> float:
        return saved_scale(self.settings.value("text_scale"))

    def set_text_scale(self, scale: float) -> None:
        """The size of every window's text (View ▸ Larger / Smaller / Normal); remembered. Larger
        text that would make a window need more room than its screen has (on a 1024 x 768 laptop,
        French from 115%, English from 150%) is taken back, and the status bar says why."""
        previous = applied_scale()
        windows = self._open_windows()
        needed_before = settle(windows)
        apply_text_scale(scale)       # (the card lists fit their taller or shorter rows themselves)
        if scale > max(previous, NORMAL):       # (the system's own size is never refused)
            too_big = too_big_for_screen(windows, needed_before)
            if too_big is not None:
                apply_text_scale(previous)
                keep_on_screen(windows)
                self.report(self.tr("Text size {percent}% would need {width} x {height} px, more than the "
                                    "screen's {free_width} x {free_height}: the text stays at {kept}%.").format(
                    percent=round(scale * 100), kept=round(previous * 100), **too_big))
                return
        keep_on_screen(windows)
        self.settings.setValue("text_scale", scale)
        for window in windows:
            window._offer_text_sizes()
        self.report(self.tr("Text size: {percent}%").format(percent=round(scale * 100)))

    def _offer_text_sizes(self) -> None:
        scale = applied_scale()
        self.larger_text.setEnabled(step(scale, 1) != scale)
        self.smaller_text.setEnabled(step(scale, -1) != scale)

    def show_shortcuts(self) -> ShortcutsDialog:
        """Help ▸ Keyboard shortcuts, beside the window (not modal: try the keys while reading)."""
        dialog = getattr(self, "shortcuts_dialog", None)
        if dialog is not None:
            dialog.close()
        self.shortcuts_dialog = ShortcutsDialog(shortcut_list(self), self)
        self.shortcuts_dialog.show()
        return self.shortcuts_dialog

    def look_up_rule(self):
        """Help ▸ Look up a rule: the rules in use by number or words, beside the board."""
        from .rules_window import RulesWindow
        if getattr(self, "rules_window", None) is None:
            self.rules_window = RulesWindow(self.rules, self.lang, self)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()
        self.rules_window.query.setFocus()
        return self.rules_window

    def set_language(self, lang: str) -> None:
        """Switch the language of every window now (the language is the app's, and remembered);
        each window's board, undo history and file stay as they are."""
        loaded = self.translations.install(lang)
        self.settings.setValue("language", self.translations.lang)
        for window in self._open_windows():
            window._show_language()
        if not loaded:
            self.report(self.tr("The translation for {lang} could not be loaded.").format(lang=lang))

    def _show_language(self) -> None:
        """This window, rebuilt in the app's language."""
        self.view_settings.update(lang=self.translations.lang, player=None, hide_answers=False)
        if getattr(self, "quiz_window", None) is not None and self.quiz_window.close():
            self.quiz_window.deleteLater()     # opened again in the new language; its answers are logged
            self.quiz_window = None            # (a quiz the user keeps going stays in its language)
        if getattr(self, "library_dialog", None) is not None:
            self.library_dialog.close()   # made again in the new language when next opened
            self.library_dialog.deleteLater()
            self.library_dialog = None
        if getattr(self, "rules_window", None) is not None:
            self.rules_window.close()     # made again in the new language when next opened
            self.rules_window.deleteLater()
            self.rules_window = None
        self.statusBar().clearMessage()     # (said in the language before: "Text size: 200%" in a French window)
        self._build_ui()
        self.document.changed.emit(EVERYTHING)

    def rules(self):
        """The Comprehensive Rules in use: the shipped official text, or a file the user chose."""
        if self.rules_file:
            try:
                mtime = Path(self.rules_file).stat().st_mtime
                if self._rules_cache is None or self._rules_cache[:2] != (self.rules_file, mtime):
                    self._rules_cache = (self.rules_file, mtime, load_rules(self.rules_file))
                return self._rules_cache[2]
            except (OSError, ValueError) as err:
                self.report(self.tr("Cannot use {path}: {error}").format(path=path_text(self.rules_file),
                                                                          error=refusal_text(err)))
                self.rules_file = None
                self.settings.remove("rules_file")
        return load_rules()

    def choose_rules_file(self, path: Path | None = None) -> bool:
        path = path or self.prompts.open_path()
        if path is None:
            return False
        try:
            index = load_rules(path)
        except (OSError, ValueError) as err:
            self.prompts.error(self.tr("Cannot use this rules file"), refusal_text(err))
            return False
        self.settings.setValue("rules_file", str(path))
        self._use_rules_file(str(path))
        label = self.tr("official") if index.official else self.tr("unofficial")
        self.report(self.tr("Using {name} ({label}, {count} rules)").format(name=index.source, label=label,
                                                                         count=len(index.rules)))
        return True

    def use_shipped_rules(self) -> None:
        self.settings.remove("rules_file")
        self._use_rules_file(None)

    def _use_rules_file(self, path: str | None) -> None:
        """The rules text every open window quotes (the choice is the app's, and remembered)."""
        for window in self._open_windows():
            window.rules_file = path
            window.verdicts.refresh()
            if getattr(window, "rules_window", None) is not None:
                window.rules_window.look_up(window.rules_window.query.text())

    def card_db(self):
        return builtin_cards().with_custom(self.document.state.custom_cards)

    def report(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    # ---- menus ------------------------------------------------------------------------------
    def _clear_menus(self) -> None:
        """The previous language's menus and actions, deleted: kept, each switch added about 50
        actions and 10 menus that still listened to the undo stack."""
        bar = self.menuBar()
        bar.clear()
        for menu in bar.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
            menu.deleteLater()
        previous = getattr(self, "_menu_parts", None)
        if previous is not None:
            previous.deleteLater()
        self._menu_parts = QObject(self)       # parent of this language's actions

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self._menu_parts)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("&New"), self.new_board, QKeySequence.StandardKey.New)
        self._action(file_menu, self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setToolTipsVisible(True)
        self.examples_menu = file_menu.addMenu(self.tr("Open &Example"))
        # Filled when first shown: reading the library's files is not worth delaying the start.
        self.examples_menu.aboutToShow.connect(self._fill_examples)
        self._action(file_menu, self.tr("Scenario &library…"), self.open_library, "Ctrl+L")
        card_menu = file_menu.addMenu(self.tr("&Card database"))
        self._action(card_menu, self.tr("&Import a card set file…"), self.card_database.import_file)
        self._action(card_menu, self.tr("Download from &MTGJSON…"), lambda: self.card_database.download("mtgjson"))
        self._action(card_menu, self.tr("Download from &Scryfall…"), lambda: self.card_database.download("scryfall"))
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self._action(file_menu, self.tr("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self._action(file_menu, self.tr("E&xport the board and its verdicts…"), self.export_verdicts)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.quit_app, QKeySequence.StandardKey.Quit).setObjectName("quit")
        self._fill_recent()

        edit_menu = bar.addMenu(self.tr("&Edit"))
        undo = self.document.undo_stack.createUndoAction(self._menu_parts, self.tr("&Undo"))
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        redo = self.document.undo_stack.createRedoAction(self._menu_parts, self.tr("&Redo"))
        redo.setShortcut(QKeySequence(QKeySequence.StandardKey.Redo))
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("Add &card by name"), lambda: self.board.add_bar.name.setFocus(), "Ctrl+K")
        self._action(edit_menu, self.tr("&Custom card…"), self.custom_card)
        self._action(edit_menu, self.tr("Add to the &stack…"), self.board.add_stack_item, "Ctrl+Shift+K")
        self._action(edit_menu, self.tr("Add active &effect…"), self.board.add_effect)

        board_menu = bar.addMenu(self.tr("&Board"))
        self._action(board_menu, self.tr("&Take the selected special action"), self.verdicts.take_selected, "Ctrl+Return")
        self.assume_costs = self._action(board_menu, self.tr("&Assume costs can be paid (exam convention)"),
                                         self._assume_costs)
        self.assume_costs.setCheckable(True)
        self._sync_assume_costs()
        for button, text, slot, keys in (
                (self.turn_bar.pass_button, self.tr("&Pass priority"), self.turn_bar.pass_priority, "Ctrl+Space"),
                (self.turn_bar.next_button, self.tr("&Next step"), self.turn_bar.next_step, "Ctrl+Shift+Space")):
            action = self._action(board_menu, text, slot, keys)
            action.setEnabled(button.isEnabled())        # and from now on with the button (TurnBar._offer)
            self.turn_bar.linked_actions[button].append(action)
        board_menu.addSeparator()
        self._action(board_menu, self.tr("Turn &facts…"), self.edit_turn_facts)
        self._action(board_menu, self.tr("Add &player"), self.add_player)
        self._action(board_menu, self.tr("&Remove player…"), self.remove_player)

        quiz_menu = bar.addMenu(self.tr("&Quiz"))
        self._action(quiz_menu, self.tr("&Start a quiz…"), self.open_quiz, "Ctrl+Shift+Q")
        self._action(quiz_menu, self.tr("Practise the scenario &library…"), self.open_library)

        view_menu = bar.addMenu(self.tr("&View"))
        self.theme_actions = QActionGroup(self._menu_parts)
        current_theme = self._theme()
        for theme, label in (("system", self.tr("&System colours")), ("light", self.tr("&Light")),
                             ("dark", self.tr("&Dark"))):
            action = self._action(view_menu, label, lambda _c=False, t=theme: self.set_theme(t))
            action.setCheckable(True)
            action.setData(theme)
            action.setChecked(theme == current_theme)
            self.theme_actions.addAction(action)
        view_menu.addSeparator()
        compact = self._action(view_menu, self.tr("&Compact board"), lambda: self.set_compact(compact.isChecked()),
                               "Ctrl+Shift+M")
        compact.setCheckable(True)
        compact.setChecked(saved.flag(self.settings, "compact"))
        self.compact_action = compact
        view_menu.addSeparator()
        self.larger_text = self._action(view_menu, self.tr("La&rger text"),
                                        lambda: self.set_text_scale(step(applied_scale(), 1)))
        self.larger_text.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")])
        self.smaller_text = self._action(view_menu, self.tr("S&maller text"),
                                         lambda: self.set_text_scale(step(applied_scale(), -1)),
                                         QKeySequence.StandardKey.ZoomOut)
        self._action(view_menu, self.tr("&Normal text size"), lambda: self.set_text_scale(NORMAL), "Ctrl+0")
        self._offer_text_sizes()
        view_menu.addSeparator()
        self.full_screen_action = self._action(view_menu, self.tr("&Full screen"), lambda: toggle_full_screen(self),
                                               QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self.isFullScreen())

        language_menu = bar.addMenu(self.tr("&Language"))
        for code, name in LANGUAGES.items():
            action = language_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == self.lang)
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("Rule &116"), lambda: self.verdicts.show_rule("116"),
                     QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("&Look up a rule…"), self.look_up_rule, "Ctrl+R")
        self._action(help_menu, self.tr("&Keyboard shortcuts"), self.show_shortcuts, "Ctrl+/")
        self._action(help_menu, self.tr("Use another Comprehensive Rules file…"), lambda: self.choose_rules_file())
        self._action(help_menu, self.tr("Use the shipped Comprehensive Rules"), self.use_shipped_rules)
        self._action(help_menu, self.tr("&About judgeapp"), self.show_about)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for item in self.recent.load():
            # A deep folder's path is cut in its middle, its file's name kept; the whole in its tooltip.
            text = path_text(item)
            shown = shortened(text, self.recent_menu.fontMetrics(), PATH_CHARS)
            action = self._action(self.recent_menu, menu_text(shown), lambda _c=False, p=item: self._open_recent(p))
            action.setToolTip(tooltip(text) if shown != text else "")
            action.setData(item)
        self.recent_menu.setEnabled(bool(self.recent.load()))

    def _update_title(self) -> None:
        if self.document.path:
            name = path_text(self.document.path.name)
        elif self.view_settings.hide_answers:       # a situation's title often gives its answer away
            name = self.tr("Practice")
        else:
            name = self.document.situation(self.lang)[0] or self.tr("Untitled")   # its translation, where it has one
        self.setWindowTitle(f"{name}[*] — judgeapp")
        self.setWindowModified(self.document.modified)

    def _view_changed(self, names: frozenset[str]) -> None:
        if "hide_answers" in names:
            self._update_title()

    # ---- files ------------------------------------------------------------------------------
    def maybe_discard(self) -> bool:
        """True if the current board may be replaced (saved, discarded, or unmodified)."""
        if not self.document.modified:
            return True
        answer = self.prompts.save_changes()
        if answer == "save":
            return self.save()
        return answer == "discard"

    def new_board(self) -> None:
        """A new board from the New board dialog (it starts from the last choice), or an example."""
        if not self.maybe_discard():
            return
        from ..core.quiz.library import library_dir
        last = saved.record(self.settings, "new_board")
        examples = [(load_scenario(p).situation(self.lang).title, str(p))
                    for p in sorted(library_dir().glob("*.json"))]
        values = self.prompts.new_board(last, examples)
        if values is None:
            return
        if "example" in values:
            self.open_file(Path(values["example"]), ask=False, example=True)
            return
        try:
            state = edits.new_board(names=tuple(values["names"]), two_headed_giant=values["two_headed_giant"],
                                    assume_costs_payable=values.get("assume_costs_payable", False),
                                    planechase=values["planechase"], conspiracy_draft=values["conspiracy_draft"],
                                    turn=values["turn"], active=values["active"], step=Step(values["step"]),
                                    priority=values["priority"])
        except ValueError as err:
            self.prompts.error(self.tr("Not changed"), refusal_text(err))
            return
        self.settings.setValue("new_board", values)
        self.document.replace(state, {"title": self.tr("New board")})

    def open_dialog(self) -> None:
        if self.maybe_discard():
            path = self.prompts.open_path()
            if path is not None:
                self.open_file(path, ask=False)

    def open_file(self, path: Path, ask: bool = True, example: bool = False) -> bool:
        if ask and not self.maybe_discard():
            return False
        read = self._read_scenario(path)
        if read is not None:
            self._show_scenario(path, *read, example=example)
        return read is not None

    def _read_scenario(self, path: Path) -> tuple[ScenarioFile, GameState] | None:
        """A scenario file's scenario and board, or None after a dialog saying what is wrong where."""
        try:
            scenario = load_scenario(path)
            state = state_of(scenario)
            from ..core import engine
            engine.evaluate(state)
        except (ScenarioError, JudgeappError) as err:
            lang = self.view_settings.lang             # every problem in the reader's language
            problems = err.problems_in(lang) if isinstance(err, ScenarioError) else [("", refusal_text(err))]
            unknown = {"": err} if isinstance(err, UnknownCardError) else getattr(err, "unknown_cards", {})
            said = {place: unknown_card_text(found, lang) for place, found in unknown.items()}
            colon = messages.colon(lang)
            lines = "\n".join(f"• {place}{colon}{said.get(place, message)}" if place else f"• {said.get(place, message)}"
                               for place, message in problems)
            self.prompts.error(self.tr("Cannot open this scenario"),
                               self.tr("{path} could not be opened:\n{lines}\n\nThe board on screen is unchanged.")
                               .format(path=path_text(path), lines=lines))
            return None
        return scenario, state

    def _show_scenario(self, path: Path, scenario: ScenarioFile, state: GameState, example: bool = False) -> None:
        """Show a scenario read from `path`: the user's file, which Save writes back to, or one of
        judgeapp's own examples (from New board or the library, or its file opened or dropped from
        where judgeapp is installed), which opens as a new board: Save asks where, and never writes
        over what judgeapp ships."""
        example = example or _shipped(Path(path))
        self.document.replace(state, scenario_meta(scenario), None if example else Path(path))
        if not example:
            self._fill_recent_with(Path(path))

    def open_dropped(self, paths: list[Path]) -> None:
        """Scenario files dropped on the window (or on its quiz or library): the first opens here
        (asking about unsaved changes first, as Open does: Cancel opens none), each other one in a
        window of its own; a file that can't be opened gets a dialog saying why, as Open's, and
        leaves every board as it was."""
        self.raise_()
        self.activateWindow()
        if not self.maybe_discard():       # Cancel: none of them is opened
            return
        first, *others = paths
        self.open_file(first, ask=False)
        for path in others:      # (one that can't be opened is said here, and gets no window)
            read = self._read_scenario(path)
            if read is not None:
                self.open_window()._show_scenario(path, *read)

    def _open_recent(self, item: str) -> None:
        """A recent file, or, if it has been moved or deleted since, why not: it then leaves the list."""
        if Path(item).exists():
            self.open_file(Path(item))
            return
        try:
            self.recent.remove(item)
        except OSError:
            pass
        for window in self._open_windows():
            window._fill_recent()
        self.prompts.error(self.tr("Cannot open this scenario"),
                           self.tr("{path} is no longer there (moved or deleted), so it has left Open Recent. "
                                   "The board on screen is unchanged.").format(path=path_text(item)))

    def _fill_recent_with(self, path: Path) -> None:
        try:
            self.recent.add(path.resolve())
        except OSError:
            return
        for window in self._open_windows():     # (one list for the app, in every window's menu)
            window._fill_recent()

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        path = self.prompts.save_path()
        return self._save_to(path) if path is not None else False

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except OSError as err:
            self._not_saved(path, err)
            return False
        self._fill_recent_with(path)
        self.report(self.tr("Saved {path}").format(path=path_text(path)))
        return True

    def _not_saved(self, path: Path, err: OSError) -> None:
        self.prompts.error(self.tr("Cannot save"), self.tr("{path} could not be saved: {error}").format(
            path=path_text(path), error=err))

    def export_verdicts(self) -> Path | None:
        """File ▸ Export the board and its verdicts: a page to print or hand out (a web page or a
        PDF, in the interface's language): the situation, the board in words with its cards' text,
        and every player's verdicts as `judgeapp check --player all` gives them."""
        path = self.prompts.save_page_path(self.tr("Export the board and its verdicts"))
        if path is None:
            return None
        from ..core import engine
        from ..core.option_notes import explained
        from ..core.quiz.export import board_report_html
        from .pdf import write_page
        state = self.document.state
        title, description = self.document.situation(self.lang)
        evaluations = [explained(engine.evaluate(state, pid), state) for pid in state.player_ids()]
        try:
            write_page(path, lambda symbols: board_report_html(state, evaluations, title, description, self.lang,
                                                               symbols))
        except OSError as err:
            self._not_saved(path, err)
            return None
        self.report(self.tr("Saved {path}").format(path=path_text(path)))
        return path

    # ---- autosave ---------------------------------------------------------------------------
    def _schedule_autosave(self) -> None:
        """Save AUTOSAVE_DELAY_MS after the first unsaved change, not after the last: a user who
        never pauses still has their board on disk at most that long after each edit."""
        if not self._autosave_timer.isActive():
            self._autosave_timer.start()

    def write_autosave(self) -> None:
        """Queue the board for the autosave thread (which also turns it into JSON, on one line:
        the thread holds Python's interpreter lock while it does, and an edit waits for it);
        report an earlier write that failed, without waiting for one in progress."""
        error = self.autosave.failed()
        if error is not None:
            self.report(self.tr("Autosave failed: {error}").format(error=error))
        self.autosave.write(self.document.serializer(compact=True), self.document.path, self.document.modified)

    def restore_if_crashed(self) -> bool:
        """Offer back every board whose window did not close properly, newest first: the first
        one taken opens here, each further one in a window of its own. Declined ones are deleted;
        one that can't be read is kept aside (Autosave.keep_aside) and the user told where."""
        restored = False
        for path in self.autosave.orphans():
            payload = Autosave.read(path)
            try:
                if payload is None:
                    raise ScenarioError(str(path), [("", self.tr("not an autosave judgeapp can read (damaged or cut "
                                                                 "short)"))])
                scenario = parse_scenario(payload["scenario"], str(path))
            except ScenarioError as err:      # kept, not deleted: it may be the user's only copy
                kept = Autosave.keep_aside(path)
                self.prompts.error(self.tr("Cannot restore"), self.tr("{error}\n\nThe autosaved board was kept as "
                                                                      "{path}.").format(error=err.text(self.view_settings.lang),
                                                                                       path=path_text(kept or path)))
                continue
            if self.prompts.restore(self._board_name(scenario, payload), path.stat().st_mtime):
                target = self if not restored else self.open_window()
                target.document.replace(state_of(scenario), scenario_meta(scenario),
                                        Path(payload["path"]) if payload.get("path") else None)
                if payload.get("modified"):
                    target.document.undo_stack.resetClean()
                target.write_autosave()
                restored = True
            path.unlink(missing_ok=True)
        return restored

    def _board_name(self, scenario, payload: dict) -> str:
        return Path(payload["path"]).name if payload.get("path") else (scenario.situation(self.lang).title
                                                                       or self.tr("Untitled"))

    def open_window(self) -> "MainWindow":
        """Another main window on this data folder (its own board, undo history and autosave)."""
        window = MainWindow(self.data_dir, offer_restore=False)
        self.other_windows.append(window)
        window.show()
        return window

    # ---- quiz -------------------------------------------------------------------------------
    def show_about(self) -> None:
        """Help ▸ About: what judgeapp is, and the card data and rules it uses."""
        rules = load_rules()
        self.prompts.info(self.tr("About judgeapp"), "\n\n".join([
            self.tr("judgeapp: a trainer for the special actions of rule 116, for Magic judges and candidates."),
            self.tr("Comprehensive Rules: {source}, effective {date}.").format(
                source=rules.source, date=edition_date(rules, self.lang) or "?"),
            self.card_database.about_text()]))

    def _fill_examples(self) -> None:
        """Open Example: one submenu per rule, its situations by difficulty."""
        if self.examples_menu.actions():
            return
        from ..core.quiz.library import entries as library_entries
        by_rule: dict[str, QMenu] = {}
        for found in library_entries():
            rule = found.quiz.rule
            if rule not in by_rule:
                by_rule[rule] = self.examples_menu.addMenu(f"{rule} — {messages.skill_title(rule, self.lang)}")
            title = found.situation(self.lang).title.replace("&", "&&")     # not a mnemonic
            self._action(by_rule[rule], f"{found.quiz.difficulty} · {title}",
                         lambda _c=False, e=found: self.open_library_entry(e))

    def open_library(self):
        """File ▸ Scenario library: the authored situations by rule and difficulty."""
        from .library_dialog import LibraryDialog
        if getattr(self, "library_dialog", None) is None:
            self.library_dialog = LibraryDialog(self.lang, self.open_library_entry, self.practise_library, self)
            ScenarioDrops(self.library_dialog, self.open_dropped)
        self.library_dialog.show()
        self.library_dialog.raise_()
        return self.library_dialog

    def open_library_entry(self, found) -> bool:
        """Put one library situation on the board (like an example: no file to save over)."""
        from ..core.quiz.library import library_dir
        return self.open_file(library_dir() / f"{found.id}.json", example=True)

    def practise_library(self, ids: list[str]) -> None:
        """Practise library situations as a quiz set, in an order the seed decides."""
        from ..core.quiz.model import QuizSettings
        quiz = self.open_quiz()
        if quiz.may_end():        # a quiz with questions left ends only if the user says so
            quiz.start(QuizSettings(source="library", scenarios=tuple(ids), count=len(ids)))

    def open_quiz(self):
        """The quiz window, shown: the one open, or a new one. Closing the quiz window ends its quiz
        and closes its progress log, so a closed one is not shown again (its answers would go to
        the pending file, said to be busy, and the log's history would be missing from its views)."""
        from .quiz_window import QuizWindow
        current = getattr(self, "quiz_window", None)
        if current is not None and not current.isVisible():
            current.deleteLater()
            current = None
        if current is None:
            current = self.quiz_window = QuizWindow(self.data_dir, self.prompts, lang=self.lang, screen=self.screen())
            ScenarioDrops(current, self.open_dropped)
        current.show()
        current.raise_()
        return current

    # ---- board ------------------------------------------------------------------------------
    def custom_card(self) -> None:
        card = self.prompts.custom_card()
        if card is not None:
            self.document.edit(edits.add_custom_card(self.document.state, card),
                               self.tr("Define {card}").format(card=card.name))
            said = [self.tr("{card} can now be added by name.").format(card=card.name)]
            if card.effects.from_oracle:        # what the verdicts will use, and what they can't
                said.append(self.tr("The verdicts read from its text: {lines}").format(
                    lines=messages.listed([messages.quoted(line, self.lang) for line in card.effects.from_oracle],
                                          self.lang)))
            if card.unmodelled_words:
                said.append(self.tr("What its text says about special actions ({words}) is not modelled: judge it "
                                    "yourself.").format(words=messages.listed(card.unmodelled_words, self.lang)))
            self.report(messages.sentences(said, self.lang))

    def _sync_assume_costs(self) -> None:
        self.assume_costs.setChecked(self.document.state.game.assume_costs_payable)

    def _assume_costs(self, on: bool) -> None:
        self.document.edit(edits.set_game(self.document.state, assume_costs_payable=on),
                           self.tr("Assume costs can be paid") if on else self.tr("Check costs against the board"))

    def edit_turn_facts(self) -> None:
        state, lang = self.document.state, self.view_settings.lang
        cast_names = {pid: messages.listed([card_name(self.card_db(), name, lang) for name in names], lang)
                      for pid, names in state.turn_facts.spells_cast_names.items() if names}
        values = self.prompts.turn_facts(state, cast_names)
        if values is not None:
            self.document.edit(edits.set_turn_facts(self.document.state, **values), self.tr("Set turn facts"))

    def add_player(self) -> None:
        if len(self.document.state.players) >= MAX_PLAYERS:
            self.report(self.tr("A game has at most six players here."))
            return
        self.document.edit(edits.add_player(self.document.state), self.tr("Add player"))

    def remove_player(self) -> None:
        state = self.document.state
        if len(state.players) <= MIN_PLAYERS:
            self.report(self.tr("A game needs at least two players."))
            return
        pid = self.prompts.item(self.tr("Remove player"), self.tr("Player"), list(state.player_ids()))
        if pid is not None:
            self.document.edit(edits.remove_player(state, pid),
                               self.tr("Remove player {pid}").format(pid=shortened(pid, self.fontMetrics())))

    def quit_app(self) -> None:
        """File ▸ Quit: close every window, each asking about its unsaved board first; a window
        the user keeps open (Cancel) stops the quitting there."""
        QApplication.closeAllWindows()

    def closeEvent(self, event) -> None:
        if not self.maybe_discard():
            event.ignore()
            return
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        self._autosave_timer.stop()
        self.autosave.clear()
        event.accept()
