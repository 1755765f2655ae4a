"""The PySide6 desktop application (issue 3). It renders core verdicts and holds no rules logic."""
