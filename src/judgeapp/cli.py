"""`judgeapp` on the command line.

    judgeapp                          the desktop app, on the bundled example
    judgeapp gui [FILE]               the desktop app, on a scenario file
    judgeapp check FILE [--player P|all] [--json] [--lang L]
    judgeapp schema                   the JSON Schema of scenario files
    judgeapp rule NUMBER | WORDS      the exact text of a rule and its subrules; or every rule
                                      and glossary entry that has the words
    judgeapp quiz [--rule R | --weak | --library] [--count N] [--seed S] [--difficulty D] [--out set.html|set.json]
    judgeapp cards import FILE        import the full card set (MTGJSON AtomicCards or Scryfall Oracle Cards)
    judgeapp cards download [--source mtgjson|scryfall]   download it, then import it
    judgeapp cards info               the imported card set: source, date, count
    judgeapp examples [--rule R] [--difficulty D] [--lang L]
                                      the scenario library: authored situations by rule and difficulty
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    import argparse

# judgeapp uses no pydantic plugins; skipping pydantic's search for them (importlib.metadata
# over every installed package) saves about 20 ms of start-up. Set here, at the program's
# entry point, never by the library.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

import json  # noqa: E402
import sys  # noqa: E402
from types import SimpleNamespace  # noqa: E402

from .core.patterns import lazy  # noqa: E402
from .core import engine  # noqa: E402
from .core.errors import JudgeappError, Said, ScenarioError  # noqa: E402
from .core.report import report_json, report_text  # noqa: E402
from .core.rules_text import is_rule_number, load_rules  # noqa: E402
from .core.scenario import json_schema, load_scenario, state_of  # noqa: E402

# Characters a terminal acts on instead of showing: C0/C1 controls (ESC starts colour and cursor
# sequences, BEL rings) and the bidirectional overrides that reorder what follows them.
_TERMINAL_CONTROLS = lazy("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def terminal_text(text: str) -> str:
    """Text from files (card names, notes) as a terminal should show it: controls escaped as \\x1b."""
    return _TERMINAL_CONTROLS.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def _say(text: str, file=None) -> None:
    print(terminal_text(text), file=file or sys.stdout)


def _check(args) -> int:
    from .core.option_notes import explained
    scenario = load_scenario(args.file)
    state = state_of(scenario)
    if args.player == "all":
        players = list(state.player_ids())
    else:
        players = [args.player or state.default_player]
    for pid in players:
        if pid not in state.player_ids():
            raise ScenarioError(args.file, [("--player", Said("no_player", player=repr(pid),
                                                              players=list(state.player_ids())))])
    evaluations = [explained(engine.evaluate(state, pid), state) for pid in players]
    title = scenario.situation(args.lang).title        # the scenario's own translation, if it has one
    if args.json:
        _say(json.dumps(report_json(state, evaluations, title, args.lang), indent=2, ensure_ascii=False))
    else:
        _say(report_text(state, evaluations, title, args.lang))
    return 0


def _rule(args) -> int:
    """A rule number: that rule and its subrules, exactly. Words: every rule and glossary entry
    that has them, best first, one line each (a rule's number and first line; a glossary term
    and its definition's first line)."""
    rules = load_rules(args.rules) if args.rules else load_rules()
    query = " ".join(args.query)
    found = rules.look_up(query)
    number = query.strip().rstrip(".")
    if not found:
        what = f"rule {number}" if is_rule_number(query) else f"rule or glossary entry has the words {query!r}"
        _say(f"judgeapp: no {what} in {rules.source}", sys.stderr)
        return 2
    if is_rule_number(query):
        for rule in rules.subtree(found[0].key):
            _say(rules.text(rule.number))
            for example in rule.examples:
                _say(example)
        return 0
    for each in found:
        if each.kind == "rule":
            _say(rules.text(each.key).split("\n", 1)[0])
        else:
            _say(f"Glossary: {each.key} — {each.words.split(chr(10), 1)[0]}")
    return 0


def _gui(args) -> int:
    try:
        from .gui.app import run
    except ImportError as err:
        print(f"judgeapp: the desktop app needs PySide6 ({err})", file=sys.stderr)
        return 2
    return run(args.file, started=args.started)


def _quiz(args) -> int:
    from pathlib import Path

    from .core.quiz import QuizSettings, generate
    from .core.quiz.export import set_html, set_json

    out = Path(args.out) if args.out else None
    if out is not None and out.suffix.lower() not in (".html", ".json"):
        print(f"judgeapp: --out names a .html or a .json file, not {out.name}", file=sys.stderr)
        return 2
    focus = tuple(args.rule) if args.rule else ("mix",)
    weights: dict[str, float] = {}
    if args.weak:     # the skills the answers logged by the app say are weak (spaced repetition)
        from .core.progress import Progress
        from .core.quiz.generator import ALL_SKILLS
        from .paths import PROGRESS_FILE, data_dir
        progress = Progress(data_dir() / PROGRESS_FILE)
        weights = progress.weights(ALL_SKILLS)
        progress.close()
        focus = ("weak",)
    settings = QuizSettings(count=args.count, difficulty=args.difficulty, focus=focus, weights=weights,
                            source="library" if args.library else "generated")
    questions = generate(settings, args.seed)
    if not questions:
        print("judgeapp: no questions for those settings", file=sys.stderr)
        return 2
    if len(questions) < args.count:     # (a set never holds a question twice: some settings run out)
        made = "1 different question" if len(questions) == 1 else f"{len(questions)} different questions"
        print(f"judgeapp: only {made} can be made with those settings ({args.count} asked for)", file=sys.stderr)
    text = set_json(questions, settings, args.seed, args.lang, args.minutes) \
        if out is None or out.suffix.lower() == ".json" else set_html(questions, settings, args.seed, args.lang, args.minutes)
    if out is None:
        print(text)
    else:
        from .core.user_files import write_atomically
        try:
            write_atomically(out, text)        # (a full disk leaves the file that was there, not half a set)
        except OSError as err:
            print(f"judgeapp: {out} could not be written: {err.strerror or err}", file=sys.stderr)
            return 2
        print(f"{len(questions)} question{'' if len(questions) == 1 else 's'} written to {out}")
    return 0


def _examples(args) -> int:
    from .core.quiz.library import entries
    for found in entries():
        if (args.rule and found.quiz.rule != args.rule) or \
                (args.difficulty and found.quiz.difficulty != args.difficulty):
            continue
        _say(f"{found.quiz.rule}  {found.quiz.difficulty}  {found.id}.json: {found.situation(args.lang).title}")
    return 0


def _progress(label: str):
    """A progress line on standard error: "importing 45%"."""
    shown = [-1]

    def report(done: int, total: int) -> bool:
        percent = int(done * 100 / total) if total else 0
        if percent != shown[0]:
            shown[0] = percent
            print(f"\r{label} {percent}%", end="", file=sys.stderr, flush=True)
        return True
    return report


def _cards(args) -> int:
    from pathlib import Path

    from .core import cards
    from .core.card_download import ATTRIBUTION, DownloadError, download
    from .core.card_store import STORE_FILE, CardStore, ImportCancelled, import_cards
    from .paths import data_dir
    folder = data_dir()
    if args.action == "info":
        store = CardStore(folder / STORE_FILE)
        if not store.exists():
            _say("No card set imported: judgeapp knows its bundled cards. `judgeapp cards download` or "
                 "`judgeapp cards import FILE` adds the full set.")
            return 0
        meta = store.meta()
        _say(f"{meta.get('cards')} cards from {meta.get('source')} ({meta.get('file')}, "
             f"{meta.get('date') or meta.get('version') or 'no date'}), imported {meta.get('imported')}; "
             f"stored in {store.path} ({store.path.stat().st_size / 1e6:.0f} MB)")
        _say(ATTRIBUTION.get(meta.get("source", ""), ""))
        return 0
    try:
        if args.action == "download":
            source = download(args.source, folder / "downloads", _progress(f"downloading from {args.source}"))
            print(file=sys.stderr)
        else:
            source = Path(args.file)
        cards.use_store(None)              # the store being replaced is not held open
        report = import_cards(source, folder, _progress("importing"))
        print(file=sys.stderr)
        if args.action == "download":
            source.unlink()                # imported: the store holds it now
    except (DownloadError, ImportCancelled, ValueError) as err:
        print(file=sys.stderr)
        _say(f"judgeapp: {err}", sys.stderr)
        return 2
    _say(f"{report.cards} cards imported from {report.source}; {len(report.rejected)} could not be read.")
    for keyword, count in sorted(report.recognised.items()):
        _say(f"  {keyword}: {count}")
    if report.unparsed:
        _say(f"Keyword-cost lines no parser understood ({len(report.unparsed)}):")
        for name, line in report.unparsed[:50]:
            _say(f"  {name}: {line}")
    for name, why in report.rejected[:20]:
        _say(f"  not imported: {name}: {why}")
    return 0


def _whole_number(text: str, top: int, what: str) -> int:
    """A command-line number from 1 to `top`; anything else refused with the range."""
    import argparse
    if not text.strip().isdigit() or not 1 <= int(text) <= top:
        raise argparse.ArgumentTypeError(f"a whole number {what}from 1 to {top:,}, not {text!r}")
    return int(text)


def _question_count(text: str) -> int:
    from .core.quiz.model import MAX_QUESTIONS
    return _whole_number(text, MAX_QUESTIONS, "")


def _minutes(text: str) -> int:
    from .core.quiz.model import MAX_TIME_LIMIT
    return _whole_number(text, MAX_TIME_LIMIT, "of minutes ")


def _skill(text: str) -> str:
    """A rule the quiz trains and the library files situations under (116.2a ... 116.2m, 116.3,
    116.1), in any case; a typo is refused with the list, not answered with nothing."""
    from .core.quiz.generator import ALL_SKILLS
    import argparse
    rule = text.strip().lower()
    if rule not in ALL_SKILLS:
        raise argparse.ArgumentTypeError(f"one of {', '.join(sorted(ALL_SKILLS))}, not {text!r}")
    return rule


def build_parser() -> "argparse.ArgumentParser":
    import argparse

    from .core.messages import LANGUAGES
    from .core.quiz.model import MAX_QUESTIONS, MAX_TIME_LIMIT
    parser = argparse.ArgumentParser(prog="judgeapp", description="Special actions (rule 116) trainer for judges.")
    sub = parser.add_subparsers(dest="command")
    check = sub.add_parser("check", help="evaluate the special actions of a scenario file")
    check.add_argument("file")
    check.add_argument("--player", help="player id, or 'all' (default: who holds priority)")
    check.add_argument("--json", action="store_true", help="the stable JSON report instead of text")
    check.add_argument("--lang", default="en", choices=LANGUAGES, help="language of the reasons (default: en)")
    check.set_defaults(run=_check)
    schema = sub.add_parser("schema", help="print the JSON Schema of scenario files")
    schema.set_defaults(run=lambda args: print(json.dumps(json_schema(), indent=2)) or 0)
    rule = sub.add_parser("rule", help="print a rule of the Comprehensive Rules, exactly; or list the rules "
                                       "and glossary entries that have some words")
    rule.add_argument("query", nargs="+", metavar="NUMBER_OR_WORDS",
                      help="a rule number (702.61b), or words to look for in the rules and the glossary")
    rule.add_argument("--rules", help="another Comprehensive Rules text file")
    rule.set_defaults(run=_rule)
    gui = sub.add_parser("gui", help="the desktop app (the default)")
    gui.add_argument("file", nargs="?")
    gui.set_defaults(run=_gui)
    quiz = sub.add_parser("quiz", help="print a question set with an answer key (HTML or JSON)")
    quiz.add_argument("--rule", action="append", type=_skill, help="train this rule (116.2a ... 116.2m, 116.3, 116.1); repeatable")
    quiz.add_argument("--weak", action="store_true",
                      help="train your weak spots, read from the answers the app has logged")
    quiz.add_argument("--library", action="store_true",
                      help="the authored situations of the scenario library, not generated ones")
    quiz.add_argument("--count", type=_question_count, default=20, help=f"1 to {MAX_QUESTIONS:,} (default: 20)")
    quiz.add_argument("--seed", type=int, default=1)
    quiz.add_argument("--difficulty", type=int, choices=(1, 2, 3), default=2)
    quiz.add_argument("--out", help="file to write: .html or .json (default: JSON on standard output)")
    quiz.add_argument("--lang", default="en", choices=LANGUAGES)
    quiz.add_argument("--minutes", type=_minutes,
                      help=f"a time limit to print on the set, 1 to {MAX_TIME_LIMIT} (a study group sitting it on paper)")
    quiz.set_defaults(run=_quiz)
    card_set = sub.add_parser("cards", help="the full card set: import, download, info")
    card_actions = card_set.add_subparsers(dest="action", required=True)
    card_import = card_actions.add_parser("import", help="import an MTGJSON AtomicCards or Scryfall Oracle Cards file")
    card_import.add_argument("file")
    card_download = card_actions.add_parser("download", help="download the card set from its source, then import it")
    card_download.add_argument("--source", choices=("mtgjson", "scryfall"), default="mtgjson")
    card_actions.add_parser("info", help="the imported card set: source, date, count, where")
    card_set.set_defaults(run=_cards)
    examples = sub.add_parser("examples", help="list the scenario library: authored situations by rule and difficulty")
    examples.add_argument("--rule", type=_skill, help="only this rule (116.2a ... 116.2m, 116.3)")
    examples.add_argument("--difficulty", type=int, choices=(1, 2, 3))
    examples.add_argument("--lang", default="en", choices=LANGUAGES, help="language of the titles (default: en)")
    examples.set_defaults(run=_examples)
    return parser


def _utf8_output() -> None:
    """Question sets, reports, rules and messages are written in UTF-8, whatever the locale says.
    Where it says otherwise, as Windows does for output redirected to a file or a pipe (its ANSI
    code page: cp1252 in Western Europe, which has no Japanese), `judgeapp quiz --lang ja >
    set.json` ended in a UnicodeEncodeError traceback. (A Windows console itself is written in
    Unicode already; so is a UTF-8 terminal.)"""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if stream is not None and encoding not in ("utf8", "utf8sig") and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(encoding="utf-8")
            except (ValueError, OSError):      # (a stream already written in another encoding keeps it)
                pass


def main(argv: list[str] | None = None, started: Callable[[], object] = lambda: None) -> int:
    """Run a command. `started` is called once the program has started: by the desktop app a
    second after its window is shown, before any other command runs (launch.py's pause of the
    garbage collector ends there)."""
    argv = sys.argv[1:] if argv is None else argv
    _utf8_output()
    if not argv:      # `judgeapp` alone: the desktop app, without building the command-line parser
        return _gui(SimpleNamespace(file=None, started=started))
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["gui"])
    args.started = started
    if args.command != "gui":
        started()
    try:
        if args.command not in ("gui", "cards"):     # the imported card set, where one is (opened lazily)
            from .core.cards import use_store
            from .core.card_store import STORE_FILE
            from .paths import data_dir
            use_store(data_dir() / STORE_FILE)
        return args.run(args)
    except BrokenPipeError:
        # The reader stopped reading (`judgeapp check x.json | head`): nothing is wrong, and
        # Python must not complain again as it flushes standard output on the way out.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except ScenarioError as err:         # in the language asked for, where the command has one
        _say(f"judgeapp: {err.text(getattr(args, 'lang', 'en'))}", sys.stderr)
        return 2
    except (JudgeappError, OSError) as err:
        _say(f"judgeapp: {err}", sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
