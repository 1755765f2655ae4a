"""The floor under judgeapp's cold start: a window with the main window's widget inventory (counted
from the real one: 7 menus and 5 submenus holding 60 actions, 24 list views with models, 27 push
buttons, 15 line edits, 7 spin boxes, 7 combo boxes, 6 check boxes, 21 labels, a tab widget with a
tree view and two text browsers, splitters, 1500 x 900), with no judgeapp code: no rules core, no
pydantic, no card data. bench_gui.py starts it in a fresh process beside the app and a bare window."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QListView, QMainWindow, QPushButton, QScrollArea, QSpinBox, QSplitter, QTabWidget, QTextBrowser,
                               QTreeView, QVBoxLayout, QWidget)

app = QApplication.instance() or QApplication([])
window = QMainWindow()
for m in range(7):
    menu = window.menuBar().addMenu(f"Menu {m}")
    for a in range(8 if m < 4 else 9):
        action = QAction(f"Action {m}.{a}", window)
        action.setShortcut(QKeySequence(f"Ctrl+Shift+{chr(65 + (m * 9 + a) % 26)}"))
        menu.addAction(action)
    if m < 5:
        menu.addMenu(f"Submenu {m}").addAction(QAction("Item", window))
turn_bar = QWidget()
bar = QHBoxLayout(turn_bar)
for i in range(7):
    combo = QComboBox()
    combo.addItems([f"item {j}" for j in range(12)])
    bar.addWidget(QLabel(f"Field {i}"))
    bar.addWidget(combo)
    bar.addWidget(QSpinBox())
for i in range(6):
    bar.addWidget(QCheckBox(f"Flag {i}"))
board = QWidget()
board_layout = QVBoxLayout(board)
for p in range(2):
    box = QGroupBox(f"Player {p}")
    zones = QVBoxLayout(box)
    for z in range(12):
        row = QHBoxLayout()
        view = QListView()
        model = QStandardItemModel(view)
        for c in range(3):
            model.appendRow(QStandardItem(f"Card {p}.{z}.{c}"))
        view.setModel(model)
        view.setFlow(QListView.Flow.LeftToRight)
        row.addWidget(view)
        row.addWidget(QPushButton("Add"))
        zones.addLayout(row)
    for e in range(7):
        zones.addWidget(QLineEdit(f"field {e}"))
    board_layout.addWidget(box)
panel = QTabWidget()
tree = QTreeView()
tree_model = QStandardItemModel(tree)
for r in range(12):
    item = QStandardItem(f"Action {r}")
    item.appendRow(QStandardItem("option"))
    tree_model.appendRow(item)
tree.setModel(tree_model)
tree.expandAll()
panel.addTab(tree, "Verdicts")
panel.addTab(QTextBrowser(), "Rule")
panel.addTab(QTextBrowser(), "Card")
buttons = QWidget()
button_row = QHBoxLayout(buttons)
for b in range(3):
    button_row.addWidget(QPushButton(f"Button {b}"))
button_row.addWidget(QLineEdit())
right = QWidget()
right_layout = QVBoxLayout(right)
right_layout.addWidget(panel)
right_layout.addWidget(buttons)
splitter = QSplitter(Qt.Orientation.Horizontal)
scroll = QScrollArea()
scroll.setWidgetResizable(True)
scroll.setWidget(board)
splitter.addWidget(scroll)
splitter.addWidget(right)
central = QWidget()
layout = QVBoxLayout(central)
layout.addWidget(turn_bar)
layout.addWidget(splitter)
window.setCentralWidget(central)
window.resize(1500, 900)
window.show()
