"""The board: a panel per player with every zone, the stack, the active effects, and a bar to
add cards by name. All changes are document edits (undoable)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QCheckBox, QComboBox, QGridLayout, QGroupBox,
                               QHBoxLayout, QFrame, QLabel, QLineEdit, QListView, QMenu, QPushButton, QScrollArea,
                               QSizePolicy, QSpinBox, QToolButton, QVBoxLayout, QWidget)

from ..core import cast_triggers, edits, messages, sequence
from ..core.errors import UnknownCardError
from ..core.model import MAX_STRING_LENGTH
from ..core.state import ZONES
from .dialogs import Prompts, card_completer, fit_placeholder, text_room
from .text_size import system_font
from .card_delegate import CardDelegate, row_height
from .document import Document
from .flow_layout import FlowLayout
from . import quiet
from .highlights import Highlights
from .labels import refusal_text, unknown_card_text
from .models import ID_ROLE, EffectsModel, StackModel, ZoneModel
from .object_menu import ZONE_KEYS, ObjectMenu, zone_name
from .plain import add_player_item, shortened, tooltip
from .view_settings import ViewSettings


TWO_COLUMNS_WIDTH = 620
LAYOUT_PASSES = 6           # at most, to lay a board out before scrolling it (bring_player_into_view)
# The zones a read-only board (the quiz) names on one line when they are empty, instead of a row
# each; and all of a player's zones, in the order their panel shows them.
LISTED_WHEN_EMPTY = ("hand", "graveyard", "exile", "library_top", "command", "outside_game")
SHOWN_ORDER = ("battlefield", "phased_out", *LISTED_WHEN_EMPTY)


class _FitsItsRows(QListView):
    """A list as tall as its rows (fit()), again when the text size changes them."""

    def fit(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:     # View ▸ Larger text: its rows are taller now
            self.fit()
            self.doItemsLayout()


class ZoneView(_FitsItsRows):
    """A zone's cards. Drag to move; right-click or keys (H, B, G, E, C, O, L, N, T, F, +, -, Del) to edit."""

    def __init__(self, model: ZoneModel, menu: ObjectMenu | None):
        super().__init__()
        self.setModel(model)
        model.setParent(self)      # goes with the view: a model outliving it would still hear every edit
        self.object_menu = menu
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop if menu else QAbstractItemView.DragDropMode.NoDragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDropIndicatorShown(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.setAccessibleName(zone_name(model.zone))
        self.setItemDelegate(CardDelegate(self))
        self.setUniformItemSizes(True)
        self.setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # elide; full text in the tooltip
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.max_rows = 12 if model.zone == "battlefield" else 6
        self._keep: str | None = None
        model.modelAboutToBeReset.connect(lambda: setattr(self, "_keep", self.current_id()))
        model.modelReset.connect(self._after_reset)
        self.fit()

    def dataChanged(self, top_left, bottom_right, roles=()) -> None:
        """A changed card repaints its own row. Every row is the same size whatever it shows
        (CardDelegate.sizeHint), so QListView's own handler, which lays the whole list out again and
        repaints every row a moment later, is skipped; View ▸ Compact board lays it out itself."""
        QAbstractItemView.dataChanged(self, top_left, bottom_right, roles)

    def _after_reset(self) -> None:
        """Keep the same card selected after an edit (so + + + adds three counters)."""
        self.fit()
        if self._keep is not None:
            model = self.model()
            row = next((r for r in range(model.rowCount()) if model.index(r).data(ID_ROLE) == self._keep), None)
            if row is not None:
                self.setCurrentIndex(model.index(row))

    def fit(self) -> None:
        """As tall as its cards (one row when empty, for dropping), up to max_rows; then it scrolls."""
        rows = min(max(self.model().rowCount(), 1), self.max_rows)
        self.setFixedHeight(rows * row_height(self.fontMetrics()) + 2 * self.frameWidth() + 2)

    def current_id(self) -> str | None:
        index = self.currentIndex()
        return index.data(ID_ROLE) if index.isValid() else None

    def _menu(self, pos) -> None:
        obj_id = self.indexAt(pos).data(ID_ROLE)
        if obj_id and self.object_menu is not None:
            menu = QMenu(self)
            self.object_menu.build(obj_id, menu)
            menu.exec(self.viewport().mapToGlobal(pos))
            menu.deleteLater()        # one menu per right click: kept, each stayed a child of the list

    def keyPressEvent(self, event) -> None:
        if self.object_menu is None:   # read-only board (quiz)
            super().keyPressEvent(event)
            return
        obj_id = self.current_id()
        text = event.text().upper()
        menu_key = event.key() == Qt.Key.Key_Menu or (
            event.key() == Qt.Key.Key_F10 and event.modifiers() == Qt.KeyboardModifier.ShiftModifier)
        if obj_id and menu_key:      # the card's menu from the keyboard, on every platform
            self._menu(self.visualRect(self.currentIndex()).center())
            return
        if obj_id and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            zone = next((z for z, key in ZONE_KEYS.items() if key == text), None)
            if zone is not None:
                self.object_menu.move(obj_id, self.model().pid, zone)
                return
            if text == "T":
                self.object_menu.toggle_tapped(obj_id)
                return
            if text == "F":
                self.object_menu.toggle_face_down(obj_id)
                return
            if text in ("+", "-"):
                self.object_menu.add_counter(obj_id, 1 if text == "+" else -1)
                return
            if text == "N":
                self.object_menu.move_to_next_zone(obj_id)
                return
            if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.object_menu.remove(obj_id)
                return
        super().keyPressEvent(event)


class FoldSection(QWidget):
    """A header ("Hand (2)", click to fold) over a body. It folds to its header when its model is
    empty and unfolds when rows arrive; with a drop model, the folded header still takes drops."""

    def __init__(self, title: str, model, body: QWidget, drop_model=None, folds: QWidget | None = None,
                 lang: Callable[[], str] = lambda: "en", hide_when_empty: bool = False):
        super().__init__()
        self.title, self.model, self.body, self.drop_model, self.lang = title, model, body, drop_model, lang
        self.hide_when_empty = hide_when_empty
        self.folds = folds or body      # the part hidden when folded (a list; its buttons may stay)
        self.header = QToolButton()
        self.header.setCheckable(True)
        self.header.setAutoRaise(True)
        self.header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.header.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.header.toggled.connect(self._show)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(body)
        layout.addStretch(1)        # spare height (a tall grid cell) goes below the cards, not between
        self.setAcceptDrops(drop_model is not None)
        self._was_empty: bool | None = None
        model.modelReset.connect(self.sync)
        self.sync()

    def sync(self) -> None:
        count = self.model.rowCount()
        self.header.setText(messages.cited(self.title, str(count), self.lang()))      # "Hand (2)", "手札（2）"
        self.header.setAccessibleName(self.title)
        empty = count == 0
        if empty != self._was_empty:       # unfold when cards arrive, fold when it empties
            self._was_empty = empty
            self.header.setChecked(not empty)
            self._show(not empty)
            if self.hide_when_empty and (empty or self.parentWidget() is not None):   # (shown unparented, it would be a window)
                self.setVisible(not empty)

    def _show(self, on: bool) -> None:
        self.header.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.folds.setVisible(on)

    def dragEnterEvent(self, event) -> None:
        model = self.drop_model
        if model is not None and model.canDropMimeData(event.mimeData(), Qt.DropAction.MoveAction, -1, 0,
                                                       QModelIndex()):
            event.acceptProposedAction()       # (only a drag from this board: models._board)

    def dropEvent(self, event) -> None:
        model = self.drop_model
        if model is not None and model.dropMimeData(event.mimeData(), Qt.DropAction.MoveAction, model.rowCount(), 0,
                                                    QModelIndex()):
            event.acceptProposedAction()


class FittedList(_FitsItsRows):
    """A one-line-per-row list as tall as its rows (at least one, at most max_rows)."""

    def __init__(self, max_rows: int = 6):
        super().__init__()
        self.max_rows = max_rows
        self.setUniformItemSizes(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def setModel(self, model) -> None:
        super().setModel(model)
        model.modelReset.connect(self.fit)
        self.fit()

    def fit(self) -> None:
        rows = min(max(self.model().rowCount(), 1), self.max_rows)
        line = max(self.sizeHintForRow(0), self.fontMetrics().height() + 4) if self.model().rowCount() else \
            self.fontMetrics().height() + 4
        self.setFixedHeight(rows * line + 2 * self.frameWidth() + 2)


class PlayerPanel(QGroupBox):
    # The player's fields' widths, as text in their font, so they follow the text size (at a fixed
    # 60 and 80 px, 175% cut the team's hint and the pool's "{W}{U}"): (least, most).
    FIELD_WIDTHS = {"name": ("x" * 13, None), "team": (None, "x" * 8), "pool": (None, "x" * 11)}

    def __init__(self, document: Document, highlights: Highlights, db_source, menu: ObjectMenu | None, pid: str,
                 settings: ViewSettings | None = None, report: Callable[[str], None] = lambda _text: None):
        super().__init__()
        self.document, self.pid, self.report = document, pid, report
        self.lang = (lambda: settings.lang) if settings is not None else (lambda: "en")
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_STRING_LENGTH)
        self.name.setPlaceholderText(self.tr("name"))
        self.name.setAccessibleName(self.tr("Player name"))
        self.team = QLineEdit()
        self.team.setMaxLength(MAX_STRING_LENGTH)
        self.team.setPlaceholderText(self.tr("team"))
        self.life = QSpinBox()
        self.life.setRange(-999, 999)
        self.life.setAccessibleName(self.tr("Life"))
        self.foretold = QSpinBox()
        self.foretold.setRange(0, 99)
        self.foretold.setAccessibleName(self.tr("Cards foretold this turn"))
        self.pool = QLineEdit()
        self.pool.setPlaceholderText("{W}{U}")
        self.pool.setAccessibleName(self.tr("Mana pool"))
        self.pool.setToolTip(self.tr("Floating mana in this player's mana pool, e.g. {W}{W}{C} (106.4)"))
        self._fit_fields()
        self.companion_used = QCheckBox(self.tr("Companion used"))
        self.companion_used.setToolTip(self.tr("This player already put their companion into hand this game (116.2g)"))
        header = FlowLayout()
        self._groups: dict[QWidget, QWidget] = {}
        for label, widget in ((self.tr("Name"), self.name), (self.tr("Team"), self.team), (self.tr("Life"), self.life),
                              (self.tr("Foretold"), self.foretold), (self.tr("Pool"), self.pool)):
            caption = QLabel(label)
            caption.setBuddy(widget)
            self._groups[widget] = header.add_group(caption, widget)
        header.addWidget(self.companion_used)
        self._header = header
        self.read_only = menu is None
        self.views: dict[str, ZoneView] = {}
        self.sections: dict[str, FoldSection] = {}
        for zone in ZONES:
            view = ZoneView(ZoneModel(document, highlights, db_source, pid, zone, settings), menu)
            self.views[zone] = view
            # Seldom used, so shown only when a permanent is phased out (702.26): Phase out in its menu, or P.
            # On a read-only board (the quiz) an empty zone takes no row: the line under the zones names it.
            self.sections[zone] = FoldSection(zone_name(zone), view.model(), view,
                                              drop_model=view.model() if menu is not None else None, lang=self.lang,
                                              hide_when_empty=zone == "phased_out" or (self.read_only and
                                                                                       zone in LISTED_WHEN_EMPTY))
        # "Hand (0), Graveyard (0), …": the empty zones a read-only board doesn't show, on one line
        # under the others.
        self.empty_zones = QLabel()
        self.empty_zones.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_zones.setWordWrap(True)
        self.empty_zones.setVisible(False)
        self.zones = QGridLayout()
        self.zones.setSpacing(4)
        self._columns = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(header)
        layout.addLayout(self.zones)
        self._arrange(1)
        if self.read_only:
            # A greyed example would read as the board's own value ("Pool {W}{U}" for an empty pool).
            for field in (self.name, self.team, self.pool):
                field.setPlaceholderText("")
            for widget in (self.name, self.team, self.life, self.foretold, self.pool, self.companion_used):
                widget.setEnabled(False)

        self.name.editingFinished.connect(lambda: self._player_edit(self.tr("Rename player"), name=self.name.text()))
        self.team.editingFinished.connect(lambda: self._player_edit(self.tr("Set team"), team=self.team.text() or None))
        self.life.valueChanged.connect(lambda v: self._player_edit(self.tr("Set life"), life=v))
        self.companion_used.toggled.connect(lambda on: self._player_edit(self.tr("Set companion used"),
                                                                         companion_put_into_hand=on))
        self.foretold.valueChanged.connect(self._foretold)
        self.pool.editingFinished.connect(self._pool)
        document.changed.connect(self.refresh)
        self._refreshing = False
        self.refresh()

    def _arrange(self, columns: int) -> None:
        """One column on a narrow board; two (the battlefield beside the rest) when there is room."""
        if columns == self._columns:
            return
        self._columns = columns
        for widget in (*self.sections.values(), self.empty_zones):
            self.zones.removeWidget(widget)
        order = SHOWN_ORDER
        last = len(order)
        # A read-only board's line of empty zones: under the other zones, beside a battlefield as tall
        # as both, its spare height under that line (the editable board spreads its zones' rows).
        packed = columns == 2 and self.read_only
        if columns == 1:
            for row, zone in enumerate(order):
                self.zones.addWidget(self.sections[zone], row, 0)
            self.zones.addWidget(self.empty_zones, last, 0, Qt.AlignmentFlag.AlignTop)
            self.zones.setColumnStretch(1, 0)
        else:
            self.zones.addWidget(self.sections["battlefield"], 0, 0, last if packed else last - 1, 1)
            for row, zone in enumerate(order[1:]):
                self.zones.addWidget(self.sections[zone], row, 1)
            self.zones.addWidget(self.empty_zones, last - 1, 1, Qt.AlignmentFlag.AlignTop)
            self.zones.setColumnStretch(1, 1)
        self.zones.setColumnStretch(0, 1)
        self.zones.setRowStretch(last - 1, 1 if packed else 0)
        self.zones.setRowStretch(last, 1)

    def resizeEvent(self, event) -> None:
        self._arrange(2 if self._room(event.size().width()) >= max(TWO_COLUMNS_WIDTH, self._two_columns_need()) else 1)
        super().resizeEvent(event)

    def _room(self, width: int) -> int:
        """The width this panel has with the board's scroll bar shown, whether the bar is shown now
        or not. The bar comes and goes with the board's height, which the columns change: judged by
        its width as it was, a panel could take two columns, lose a bar's width as the bar showed,
        take one, and so on, each inside the scroll area's handling of the last (the program crashed,
        its stack used up, in fuzz_gui.py: a narrow, tall window, Italian)."""
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is None or area.widget() is None:
            return width
        around = area.widget().width() - width          # (the board's margins beside the panel)
        return area.contentsRect().width() - area.verticalScrollBar().sizeHint().width() - around

    def _fit_fields(self) -> None:
        for name, (least, most) in self.FIELD_WIDTHS.items():
            field = getattr(self, name)
            if least:
                field.setMinimumWidth(text_room(field, least))
            if most:      # (and the hint whole: French's "équipe")
                field.setMaximumWidth(max(text_room(field, most), text_room(field, field.placeholderText())))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:     # View ▸ Larger text: the fields' widths in the new size
            self._fit_fields()

    def minimumSizeHint(self) -> QSize:
        """As narrow as one column of zones needs, whichever it shows: two columns are taken only
        where the panel is given room for them (resizeEvent). Before, two columns made the panel's
        least width theirs, so a board that had room once kept it: in larger text, after a change of
        language, they held the window wider than the screen (French at 130% on a 1024 x 768 laptop
        needed 1,048 px in two columns, 1,015 in one), and the text was made smaller than it need be;
        and where the window was narrower than that least width (larger text being tried), the board's
        scroll area resized the panels between the widths the two arrangements need, back and forth
        without end (the program hung)."""
        hint = super().minimumSizeHint()
        if self._columns == 2:
            hint.setWidth(min(hint.width(), self._one_column_need()))
        return hint

    def _one_column_need(self) -> int:
        zones = max(w.minimumSizeHint().width() for w in (*self.sections.values(), self.empty_zones) if not w.isHidden())
        return max(zones, self._header.minimumSize().width()) + self._frame_width()

    def _two_columns_need(self) -> int:
        """The width the zones need side by side (in larger text, more than TWO_COLUMNS_WIDTH): two
        columns only where they fit, or the window could never be narrower than two columns need."""
        others = [section.minimumSizeHint().width() for zone, section in self.sections.items() if zone != "battlefield"]
        return (self.sections["battlefield"].minimumSizeHint().width() + max(others) + self.zones.spacing()
                + self._frame_width())

    def _frame_width(self) -> int:
        """The panel's width around its zones: its layout's margins and the box's own frame."""
        margins, frame = self.layout().contentsMargins(), self.contentsMargins()
        return margins.left() + margins.right() + frame.left() + frame.right()

    def _player_edit(self, text: str, **changes) -> None:
        """Change the player; a value the board can't hold (not mana in the pool, say) puts the
        fields back as the board has them."""
        if not self._refreshing and self.pid in self.document.state.player_ids():
            try:
                self.document.edit(edits.update_player(self.document.state, self.pid, **changes), text)
            except ValueError as err:
                # (the field the user typed in: its path in a file, "mana_pool", would tell them nothing)
                self.report(self.tr("Not changed: {reason}").format(reason=refusal_text(err, places=len(changes) > 1)))
            # Refused: back to what the board has, and why in the status bar. Taken: as the board reads
            # it ("uuu" is {U}{U}{U}), which refresh() leaves alone in a field that has the focus.
            player = self.document.state.player(self.pid)
            fields = {"name": self.name, "team": self.team, "mana_pool": self.pool}
            for key in changes.keys() & fields.keys():
                if fields[key].text() != (getattr(player, key) or ""):
                    fields[key].setText(getattr(player, key) or "")

    def _pool(self) -> None:
        self._player_edit(self.tr("Set mana pool"), mana_pool=self.pool.text().strip())

    def _foretold(self, value: int) -> None:
        if self._refreshing:
            return
        counts = dict(self.document.state.turn_facts.cards_foretold)
        counts[self.pid] = value
        self.document.edit(edits.set_turn_facts(self.document.state, cards_foretold=counts),
                           self.tr("Set cards foretold"))

    def show_player(self, pid: str | None) -> None:
        """Show another player of the board in this panel, its lists and fields as they are
        (the quiz's next board names its players differently: no panel is built again); None:
        no one (a panel hidden while the board has fewer players)."""
        if pid != self.pid:
            self.pid = pid
            for view in self.views.values():
                view.model().show_player(pid)
            self.refresh()

    def refresh(self) -> None:
        state = self.document.state
        if self.pid not in state.player_ids():
            return
        self._refreshing = True
        player = state.player(self.pid)
        marks = []
        if state.active_player == self.pid:
            marks.append(self.tr("active player"))
        if state.priority == self.pid:
            marks.append(self.tr("holds priority"))
        lang = self.lang()
        shown = shortened(self.pid, self.fontMetrics())
        self.setTitle(messages.cited(shown, messages.listed(marks, lang), lang) if marks else shown)
        self.setToolTip(tooltip(self.pid) if shown != self.pid else "")
        if not self.name.hasFocus():
            quiet.set_text(self.name, player.name)
        if not self.team.hasFocus():
            quiet.set_text(self.team, player.team or "")
        quiet.set_value(self.life, player.life)
        if not self.pool.hasFocus():
            quiet.set_text(self.pool, player.mana_pool)
        if self.read_only:      # the quiz: no empty name or team field beside the player's title
            self._groups[self.name].setVisible(bool(player.name))
            self._groups[self.team].setVisible(bool(player.team))
            # (each name unbroken, "Library (top) (0)": the line wraps between them)
            empty = [self.sections[zone].header.text().replace(" ", "\u00a0") for zone in LISTED_WHEN_EMPTY
                     if self.sections[zone].model.rowCount() == 0]
            self.empty_zones.setText(messages.listed(empty, lang))
            self.empty_zones.setVisible(bool(empty))
        quiet.set_value(self.foretold, state.turn_facts.cards_foretold.get(self.pid, 0))
        self.companion_used.setChecked(player.companion_put_into_hand)
        self._refreshing = False


class AddCardBar(QWidget):
    """Type a card name (with completion), choose a player and a zone, press Enter."""

    def __init__(self, document: Document, db_source, report, parent=None, lang=lambda: "en"):
        super().__init__(parent)
        self.document, self._db, self.report, self.lang = document, db_source, report, lang
        self.player = QComboBox()
        self.player.setAccessibleName(self.tr("Player to add the card for"))
        self.zone = QComboBox()
        self.zone.setAccessibleName(self.tr("Zone to add the card to"))
        for zone in ZONES:
            self.zone.addItem(zone_name(zone), zone)
        # As narrow as a short zone name, so the bar fits a 1024 px window in every language; the
        # list that opens is as wide as its longest name ("Zone de commandement").
        self.zone.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.zone.setMinimumContentsLength(8)
        self._fit_zone_list()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Card name…"))
        self.name.setToolTip(self.tr("A card's name in English or in your language: the completion offers both."))
        self.name.setAccessibleName(self.tr("Card name"))
        self._fit_name()
        self.name.setCompleter(card_completer(db_source(), self.name, lang))
        self.add_button = QPushButton(self.tr("Add card"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Add")))
        layout.addWidget(self.name, 2)
        layout.addWidget(QLabel(self.tr("to")))
        layout.addWidget(self.player)
        layout.addWidget(self.zone)
        layout.addWidget(self.add_button)
        self.name.returnPressed.connect(self.add)
        self.add_button.clicked.connect(self.add)
        document.changed.connect(self._players)
        self._players()

    def _fit_zone_list(self) -> None:
        """The zone list that opens as wide as its longest name, in the text's size."""
        view = self.zone.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + 2 * view.frameWidth() + 8)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:     # View ▸ Larger text: room for the words again
            self._fit_zone_list()
            self._fit_name()

    def _fit_name(self) -> None:
        """The name field as wide as its hint at the system's text size or the smaller one in use:
        larger text may cut its hint, but doesn't widen the bar (a row that doesn't wrap) past a
        laptop's screen."""
        fit_placeholder(self.name, QFontMetrics(min(self.name.font(), system_font(), key=QFont.pointSizeF)))

    def _players(self) -> None:
        ids = list(self.document.state.player_ids())
        if ids == [self.player.itemData(i) for i in range(self.player.count())]:
            return
        current = self.player.currentData()
        self.player.clear()
        for pid in self.document.state.player_ids():
            add_player_item(self.player, pid, pid)
        self.player.setCurrentIndex(max(0, self.player.findData(current)))

    def add(self) -> bool:
        name = self.name.text().strip()
        if not name:
            return False
        try:
            card = self._db().get(name)
        except UnknownCardError as err:
            self.report(unknown_card_text(err, self.lang()))
            return False
        zone = self.zone.currentData()
        new_state, _ = edits.add_card(self.document.state, self.player.currentData(), zone, card.name)
        if not self.document.edit(new_state, self.tr("Add {card}").format(card=card.name)):
            return False        # (the name stays, as typed)
        self.name.clear()
        return True


class BoardScroll(QScrollArea):
    """Scrolls up and down only: never narrower than its content needs, so a splitter squeezes
    the other side instead of cutting the board's right edge."""

    # The user moved the view: with the wheel, the scroll bar or its keys (the bar's
    # actionTriggered), or by tabbing to a widget out of view, which Qt scrolls into it.
    scrolled_by_user = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.verticalScrollBar().actionTriggered.connect(lambda _action: self.scrolled_by_user.emit())

    def focusNextPrevChild(self, next_child: bool) -> bool:
        before = self.verticalScrollBar().value()
        moved = super().focusNextPrevChild(next_child)
        if self.verticalScrollBar().value() != before:
            self.scrolled_by_user.emit()
        return moved

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        inner = self.widget()
        if inner is None:
            return hint
        width = inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(max(hint.width(), width), hint.height())

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched is self.widget():
            width = watched.minimumSizeHint().width()
            if width != getattr(self, "_content_width", None):     # (most edits change only heights)
                self._content_width = width
                self.updateGeometry()       # its content's room changed, so its own smallest size did
        return super().eventFilter(watched, event)


def _column(view: QWidget, buttons: QHBoxLayout) -> QWidget:
    holder = QWidget()
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    layout.addWidget(view)
    layout.addLayout(buttons)
    return holder


class BoardWidget(QWidget):
    """The whole board. With read_only (the quiz), it shows the board and allows no edit."""

    objectChosen = Signal(str)      # a card was selected (clicked, or reached with the keyboard)
    objectPointed = Signal(str)     # the mouse is over a card

    def __init__(self, document: Document, highlights: Highlights, db_source, prompts: Prompts | None, report,
                 parent=None, read_only: bool = False, settings: ViewSettings | None = None):
        super().__init__(parent)
        self.settings = settings or ViewSettings()
        self.document, self.highlights, self._db, self.prompts = document, highlights, db_source, prompts
        self.read_only, self.report = read_only, report
        self.menu = None if read_only else ObjectMenu(document, prompts, db_source,
                                                          lang=lambda settings=self.settings: settings.lang,
                                                          report=report)
        self.add_bar = AddCardBar(document, db_source, report, lang=lambda: self.settings.lang)
        self.players_box = QVBoxLayout()
        self.panels: dict[str, PlayerPanel] = {}     # the board's players' panels, in seat order
        self._all_panels: list[PlayerPanel] = []      # and after them, hidden, those a board with more players used

        self.stack_model = StackModel(document, highlights, db_source, self.settings)
        self.stack_view = FittedList(max_rows=6)
        self.stack_view.setModel(self.stack_model)
        self.stack_view.setAccessibleName(self.tr("Stack (top first)"))
        self.stack_view.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.stack_view.setDefaultDropAction(Qt.DropAction.MoveAction)
        stack_buttons = QHBoxLayout()
        for label, slot in ((self.tr("Add…"), self.add_stack_item), (self.tr("Edit…"), self.edit_stack_item),
                            (self.tr("Up"), lambda: self._stack_move(-1)), (self.tr("Down"), lambda: self._stack_move(1)),
                            (self.tr("Remove"), self.remove_stack_item)):
            button = QPushButton(label)
            button.clicked.connect(slot)
            stack_buttons.addWidget(button)
        self.stack_view.doubleClicked.connect(lambda _i: self.edit_stack_item())
        self.effects_model = EffectsModel(document, highlights, db_source, self.settings)
        self.effects_view = FittedList(max_rows=4)
        self.effects_view.setModel(self.effects_model)
        self.effects_view.setAccessibleName(self.tr("Active effects"))
        self.effects_view.doubleClicked.connect(lambda _i: self.edit_effect())
        effect_buttons = QHBoxLayout()
        for label, slot in ((self.tr("Add…"), self.add_effect), (self.tr("Edit…"), self.edit_effect),
                            (self.tr("Remove"), self.remove_effect)):
            button = QPushButton(label)
            button.clicked.connect(slot)
            effect_buttons.addWidget(button)
        # An empty stack folds its list; its Add button stays.
        lang = self._lang       # read at each refresh: the language can change
        self.stack_section = FoldSection(self.tr("Stack (top first)"), self.stack_model,
                                         _column(self.stack_view, stack_buttons), folds=self.stack_view, lang=lang)
        self.effects_section = FoldSection(self.tr("Active effects"), self.effects_model,
                                           _column(self.effects_view, effect_buttons), folds=self.effects_view,
                                           lang=lang)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        # A read-only board (the quiz) keeps its stack and effects above the players, in view
        # whichever player it is scrolled to; the board you edit scrolls them with the rest.
        stack_and_effects = (self.stack_section, self.effects_section)
        if not read_only:
            for section in stack_and_effects:
                column.addWidget(section)
        column.addLayout(self.players_box)
        column.addStretch(1)
        players_widget = QWidget()
        players_widget.setLayout(column)
        scroll = BoardScroll()
        scroll.setAccessibleName(self.tr("The players' zones"))
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)    # reflow, never sideways
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(players_widget)
        self.scroll = scroll
        # The player the board was last scrolled to show (bring_player_into_view), until the user
        # scrolls it: a window resized meanwhile (maximized after the quiz opened) shows them again.
        self._brought: str | None = None
        scroll.scrolled_by_user.connect(lambda: setattr(self, "_brought", None))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.add_bar)
        if read_only:
            for section in stack_and_effects:
                layout.addWidget(section)
        layout.addWidget(scroll, 1)
        if read_only:
            self.add_bar.hide()
            self.stack_view.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
            for button in self.findChildren(QPushButton):
                button.hide()
        up = QAction(self.tr("Move stack item up"), self.stack_view)
        up.setShortcut(QKeySequence("Ctrl+Up"))
        up.triggered.connect(lambda: self._stack_move(-1))
        down = QAction(self.tr("Move stack item down"), self.stack_view)
        down.setShortcut(QKeySequence("Ctrl+Down"))
        down.triggered.connect(lambda: self._stack_move(1))
        self.stack_view.addActions([up, down])
        self.stack_view.selectionModel().currentChanged.connect(lambda _c, _p: self._show_targets())
        document.changed.connect(self._show_targets)
        document.changed.connect(self._sync_players)
        self._sync_players()

    def _lang(self) -> str:
        return self.settings.lang

    def _sync_players(self) -> None:
        """A panel per player, in seat order. The panels already there show the new board's
        players in seat order (building a panel, eight lists and their fields, was most of what the
        quiz's next question cost); a board with fewer players hides the panels it doesn't need,
        showing no one, for the next board with more (the quiz's boards go from two players to
        three and back), and only a board with more players than any before builds more."""
        ids = list(self.document.state.player_ids())
        if list(self.panels) == ids:
            return
        while len(self._all_panels) < len(ids):
            panel = PlayerPanel(self.document, self.highlights, self._db, self.menu, ids[len(self._all_panels)],
                                self.settings, self.report)
            for view in panel.views.values():
                view.entered.connect(lambda index: self.objectPointed.emit(index.data(ID_ROLE) or ""))
                view.selectionModel().currentChanged.connect(
                    lambda current, _previous: self.objectChosen.emit(current.data(ID_ROLE) or ""))
            self._all_panels.append(panel)
            self.players_box.addWidget(panel)
        for panel, pid in zip(self._all_panels, ids):
            panel.show_player(pid)
            panel.show()
        for panel in self._all_panels[len(ids):]:
            panel.hide()
            panel.show_player(None)
        self.panels = dict(zip(ids, self._all_panels))

    def bring_player_into_view(self, pid: str | None) -> None:
        """The players from the top, scrolled down where this player's panel isn't wholly in view
        (the quiz asks about a player who may sit fourth of four): only as far as shows their whole
        panel, or its top where the panel is taller than the view. (The quiz's board keeps its
        stack and effects above the players, in view.)"""
        bar = self.scroll.verticalScrollBar()
        bar.setValue(0)
        self._brought = pid
        panel = self.panels.get(pid) if pid is not None else None
        if panel is None or panel is next(iter(self.panels.values())):
            return      # (the first seat's panel begins at the top)
        # The board laid out for the players it shows now (a question's board was just put in, the
        # window resized). The window's layout, pending, is done now and again before the paint
        # (1.4 ms a question); a layout done asks for its parent's, which Qt does in a later pass:
        # passes until the panel and the board stay where they are.
        board, before = self.scroll.widget(), None
        for _ in range(LAYOUT_PASSES):
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            top, height = panel.mapTo(board, QPoint(0, 0)).y(), panel.height()
            if (top, height, board.height()) == before:
                break
            before = (top, height, board.height())
        view_height = self.scroll.viewport().height()
        if top + height > view_height:
            bar.setValue(top if height > view_height else top + height - view_height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._brought is not None:
            self.bring_player_into_view(self._brought)

    def show_place(self, where: str) -> bool:
        """Select a card, a stack item or an active effect by its id and scroll the board to it (a
        folded zone unfolds): where a board warning points. False when the board has no such row."""
        found = self.document.state.locate(where)
        if found is not None:
            panel = self.panels.get(found[0].id)
            if panel is None:
                return False
            view, section = panel.views[found[1]], panel.sections[found[1]]
            if not section.header.isChecked():
                section.header.setChecked(True)
        else:
            in_stack = any(item.id == where for item in self.document.state.stack)
            view = self.stack_view if in_stack else self.effects_view
        model = view.model()
        row = next((r for r in range(model.rowCount()) if model.index(r).data(ID_ROLE) == where), None)
        if row is None:
            return False
        index = model.index(row)
        view.setFocus(Qt.FocusReason.OtherFocusReason)     # (the board scrolls to a list given the focus: first)
        view.setCurrentIndex(index)
        view.scrollTo(index)
        # The board laid out as it is now (a zone just unfolded, the window just resized), to find the row.
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        row_rect = view.visualRect(index)
        centre = view.viewport().mapTo(self.scroll.widget(), row_rect.center())
        self.scroll.ensureVisible(centre.x(), centre.y(), 0, row_rect.height())
        return True

    # ---- stack ----------------------------------------------------------------------------
    def add_stack_item(self) -> None:
        """Cast a spell or activate an ability: its controller receives priority (117.3c)."""
        values = self.prompts.stack_item(self._db(), self.document.state, self.settings.lang)
        if values is None:
            return
        before = self.document.state
        try:
            new_state, item_id = sequence.cast(before, self._db(), **values)
        except ValueError as err:
            self.prompts.error(self.tr("Not added to the stack"), refusal_text(err))
            return
        self.document.edit(new_state, self.tr("Add to the stack"))
        # Deep-Sea Kraken's counter (702.62a); where it was cast from isn't known here.
        said = (cast_triggers.said(before, new_state) + sequence.targets_to_set(before, new_state, self._db())
                + cast_triggers.not_read(new_state, item_id, self._db()))
        if said:
            self.report(messages.happened(said, self.settings.lang))

    def edit_stack_item(self) -> None:
        """Change the selected spell or ability (its targets, say, once a trigger is on the
        stack): a correction of the board, so priority stays where it is."""
        if self.read_only:
            return
        item = self._selected_stack_item()
        if item is None:
            return
        values = self.prompts.stack_item(self._db(), self.document.state, self.settings.lang,
                                         item.model_dump(mode="json"))
        if values is None:
            return
        try:
            new_state = edits.update_stack_item(self.document.state, item.id, **values)
        except ValueError as err:
            self.prompts.error(self.tr("Not changed"), refusal_text(err))
            return
        self.document.edit(new_state, self.tr("Edit the stack item"))

    def _selected_stack_item(self):
        item_id = self.stack_view.currentIndex().data(ID_ROLE)
        return next((s for s in self.document.state.stack if s.id == item_id), None)

    def _show_targets(self) -> None:
        item = self._selected_stack_item()
        self.highlights.set_targeted(t.id for t in (item.targets if item else ()) if t.kind != "player")

    def _stack_move(self, delta: int) -> None:
        row = self.stack_view.currentIndex().row()
        if row >= 0:
            self.stack_model.move(row, delta)
            self.stack_view.setCurrentIndex(self.stack_model.index(row + delta))

    def remove_stack_item(self) -> None:
        item_id = self.stack_view.currentIndex().data(ID_ROLE)
        if item_id:
            self.document.edit(edits.remove_stack_item(self.document.state, item_id), self.tr("Remove from the stack"))

    # ---- effects --------------------------------------------------------------------------
    def add_effect(self) -> None:
        state = self.document.state
        values = self.prompts.effect(self._db(), list(state.player_ids()), state.turn, lang=self.settings.lang)
        if values:
            self._apply_effect(lambda s: edits.add_effect(s, **values)[0], self.tr("Add effect"))

    def edit_effect(self) -> None:
        if self.read_only:
            return
        effect_id = self.effects_view.currentIndex().data(ID_ROLE)
        effect = next((e for e in self.document.state.effects if e.id == effect_id), None)
        if effect is None:
            return
        state = self.document.state
        values = self.prompts.effect(self._db(), list(state.player_ids()), state.turn,
                                     effect.model_dump(exclude={"id"}), lang=self.settings.lang)
        if values:
            keep = effect.model_dump(exclude={"id", *values})
            self._apply_effect(lambda s: edits.replace_effect(s, effect_id, **keep, **values), self.tr("Edit effect"))

    def _apply_effect(self, make, text: str) -> None:
        try:
            self.document.edit(make(self.document.state), text)
        except UnknownCardError as err:
            self.prompts.error(self.tr("Effect not added"), unknown_card_text(err, self.settings.lang))
        except ValueError as err:
            self.prompts.error(self.tr("Effect not added"), refusal_text(err))

    def remove_effect(self) -> None:
        effect_id = self.effects_view.currentIndex().data(ID_ROLE)
        if effect_id:
            self.document.edit(edits.remove_effect(self.document.state, effect_id), self.tr("Remove effect"))
