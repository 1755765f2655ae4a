"""`judgeapp check`, `schema`, `rule`: words for people, stable JSON for programs, no tracebacks."""

import json
import subprocess
import sys

from judgeapp.cli import main
from judgeapp.core.resources import resource_path

KRAKEN = str(resource_path("scenarios", "teferi-kraken.json"))


def test_check_prints_the_verdicts_in_words(capsys):
    assert main(["check", KRAKEN]) == 0
    out = capsys.readouterr().out
    assert "LEGAL     Suspend Deep-Sea Kraken with 9 time counters — cost {2}{U}" in out
    assert "Play Island from hand: It is B's turn, not theirs. (305.3)" in out


def test_check_json_is_the_documented_stable_format(capsys):
    assert main(["check", KRAKEN, "--json", "--player", "all"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["format"] == "judgeapp-verdicts" and report["version"] == 1
    a = report["players"][0]
    assert a["player"] == "A" and [x["rule"] for x in a["actions"]][0] == "116.2a"
    suspend = next(x for x in a["actions"] if x["action"] == "suspend")
    option = suspend["options"][0]
    assert option["legal"] and option["cost"] == "{2}{U}"
    assert set(option["checks"][0]) == {"rule", "passed", "code", "params", "message"}


def test_a_bad_file_gives_a_message_and_exit_2_not_a_traceback(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "judgeapp-scenario", "version": 1, "active_player": "A", '
                   '"players": [{"id": "A", "hand": [{"card": "Forrest"}]}, {"id": "B"}]}')
    assert main(["check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "players[0].hand[0]: unknown card 'Forrest' (did you mean 'Forest'?)" in err
    assert "Traceback" not in err


def test_unknown_player_option_is_reported(capsys):
    assert main(["check", KRAKEN, "--player", "Z"]) == 2
    assert "no player 'Z'" in capsys.readouterr().err


def test_rule_prints_the_exact_text_with_subrules(capsys):
    assert main(["rule", "116.2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "116.2. There are twelve special actions:" and len(lines) == 13


def test_schema_is_json(capsys):
    assert main(["schema"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "ScenarioFile"


def test_a_command_runs_with_the_garbage_collector_on(monkeypatch, capsys):
    """judgeapp.launch pauses the collector only while the program starts: a command (a quiz of
    thousands of questions, an import of 30,000 cards) runs with it on, and it stays on after."""
    import gc

    import judgeapp.cli as cli
    from judgeapp import launch
    seen = []
    real = cli.report_text

    def report_text(*args, **kwargs):      # the command's own work: is the collector on?
        seen.append(gc.isenabled())
        return real(*args, **kwargs)
    monkeypatch.setattr(cli, "report_text", report_text)
    try:
        assert launch.main(["check", KRAKEN]) == 0
    finally:
        gc.enable()
    assert seen == [True] and "Suspend Deep-Sea Kraken" in capsys.readouterr().out


def test_the_module_runs_as_a_program():
    result = subprocess.run([sys.executable, "-m", "judgeapp", "check", KRAKEN], capture_output=True, text=True)
    assert result.returncode == 0 and "Suspend Deep-Sea Kraken" in result.stdout


def test_check_speaks_the_readers_language(capsys):
    # Reasons, frame and card names in Japanese; rule numbers as they are.
    assert main(["check", KRAKEN, "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines()[1:] if "深海のクラーケン" in line)     # (after the title)
    assert line.split() == ["適正", "深海のクラーケンを時間カウンター9個で待機させる", "—", "コスト", "{2}{U}"]
    assert "Bのターンであり、そのプレイヤーのターンではない。（305.3）" in out    # full-width, as the reasons write it
    assert main(["check", KRAKEN, "--lang", "it"]) == 0
    assert "Sospendere Kraken delle Profondità con 9 segnalini tempo — costo {2}{U}" in capsys.readouterr().out


def test_french_puts_a_space_before_its_colons(capsys):
    """French typography: "… : rien à faire", "pas légal … : C'est …" (a no-break space before the
    colon, so a line never starts with it), as the French catalog writes its own sentences; English
    keeps "…: nothing to do"."""
    assert main(["check", KRAKEN, "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "116.2b Retourner face visible un permanent face cachée\u00a0: rien à faire" in out
    assert "Jouer Île depuis la main\u00a0: C'est le tour de B" in out
    assert not any(line.rstrip().endswith(("e:", "n:")) for line in out.splitlines() if "116.2" in line)
    assert main(["check", KRAKEN]) == 0
    assert "116.2b Turn a face-down permanent face up: nothing to do" in capsys.readouterr().out


def test_check_escapes_terminal_controls_from_the_file(tmp_path, capsys):
    """Issue 8: names and titles from a file are plain text on a terminal too: an ESC colour
    sequence, a BEL or a right-to-left override is shown escaped, never acted on."""
    hostile = "Evil\x1b[31m\x07\u202eCard"
    scenario = {"format": "judgeapp-scenario", "version": 1, "title": "Title\u202e\x1b[2J",
                "custom_cards": [{"name": hostile, "type_line": "Land"}],
                "players": [{"id": "A", "hand": [{"card": hostile}]}, {"id": "B"}],
                "active_player": "A", "priority": "A"}
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Play Evil\\x1b[31m\\x07\\u202eCard" in out
    assert not any(ch in out for ch in "\x1b\x07\u202e")
    # JSON escapes them as JSON does, so a program reading it gets the exact name back.
    assert main(["check", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    assert not any(ch in out for ch in "\x1b\x07\u202e")
    assert json.loads(out)["scenario"] == "Title\u202e\x1b[2J"


def test_a_data_folder_that_cant_be_used_is_named_not_a_traceback(tmp_path, monkeypatch, capsys):
    # A file where the data folder should be (the same message for no permission or a
    # read-only disk). Before: a FileExistsError traceback from every command.
    blocked = tmp_path / "data"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JUDGEAPP_DATA_DIR", str(blocked))
    assert main(["check", KRAKEN]) == 2
    assert f"judgeapp can't use its data folder {blocked}: File exists" in capsys.readouterr().err
    assert main(["cards", "info"]) == 2
    assert "can't use its data folder" in capsys.readouterr().err


def test_quiz_options_out_of_range_are_refused_with_what_is_allowed(tmp_path, capsys):
    # Before: --count 100000000 ran for ever (the bound of 1,000 was only on the validated
    # settings), --lang xx silently gave English, and --out x.pdf wrote HTML into x.pdf.
    import pytest
    for argv, said in ((["--count", "1001"], "a whole number from 1 to 1,000, not '1001'"),
                       (["--count", "-5"], "a whole number from 1 to 1,000"),
                       (["--lang", "xx"], "invalid choice: 'xx' (choose from 'en', 'it', 'ja', 'es', 'fr')")):
        with pytest.raises(SystemExit) as stop:
            main(["quiz", *argv])
        assert stop.value.code == 2 and said in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["check", KRAKEN, "--lang", "../../etc/passwd"])      # (never a path to a catalog)
    assert main(["quiz", "--count", "2", "--out", str(tmp_path / "set.pdf")]) == 2
    assert "names a .html or a .json file, not set.pdf" in capsys.readouterr().err
    assert not (tmp_path / "set.pdf").exists()
    assert main(["quiz", "--count", "1000", "--difficulty", "1", "--out", str(tmp_path / "set.json")]) == 0
    assert len(json.loads((tmp_path / "set.json").read_text(encoding="utf-8"))["questions"]) == 1000


def test_a_rule_that_the_quiz_and_library_do_not_have_is_refused_with_the_list(capsys):
    # Before: `examples --rule 116.2l` (there is no 116.2l) and `--rule 116.2M` printed nothing
    # and exited 0, and `quiz --rule 116.2z` said only "no questions for those settings".
    import pytest
    for argv in (["examples", "--rule", "116.2l"], ["quiz", "--rule", "116.2z"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        assert "one of 116.1, 116.2a, 116.2b" in capsys.readouterr().err
    assert main(["examples", "--rule", "116.2M"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed and all(line.startswith("116.2m ") for line in listed)


def test_output_cut_short_by_its_reader_is_no_error(tmp_path):
    # `judgeapp quiz | head` ended with "judgeapp: [Errno 32] Broken pipe" and exit status 2.
    import os
    import subprocess
    import sys
    from pathlib import Path
    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(tmp_path / "data"), "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    run = subprocess.Popen([str(Path(sys.executable).with_name("judgeapp")), "quiz", "--count", "300"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert run.stdout.read(100).startswith(b"{")
    run.stdout.close()                     # the reader has read enough
    assert run.wait(timeout=120) == 0
    assert run.stderr.read() == b""


def test_a_question_set_that_cant_be_written_whole_leaves_the_file_before_and_says_which(tmp_path):
    # On a full disk (tests/full_disk.py: no file may grow past 2 KB), `quiz --out` wrote the file
    # in place: it cut the set there was short (an HTML page a study group would get half of),
    # and said only "[Errno 27] File too large", not which file.
    from tests.full_disk import judgeapp_on_a_full_disk
    out = tmp_path / "sets" / "set.html"
    out.parent.mkdir()
    out.write_text("<p>last week's set</p>", encoding="utf-8")
    done = judgeapp_on_a_full_disk(["quiz", "--count", "20", "--out", str(out)], tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == f"judgeapp: {out} could not be written: File too large"
    assert out.read_text(encoding="utf-8") == "<p>last week's set</p>"
    assert [p.name for p in out.parent.iterdir()] == ["set.html"]        # (no temporary file left)


def test_output_redirected_where_the_locale_has_no_japanese_is_written_in_utf8(tmp_path):
    # Windows writes output redirected to a file or a pipe in its ANSI code page (cp1252 in
    # Western Europe; PYTHONIOENCODING stands in for it here): `judgeapp quiz --lang ja >
    # set.json` and `judgeapp check FILE --lang ja > report.txt` ended in UnicodeEncodeError.
    import os
    import subprocess
    import sys
    from pathlib import Path
    env = {**os.environ, "PYTHONIOENCODING": "cp1252", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    command = str(Path(sys.executable).with_name("judgeapp"))
    quiz = subprocess.run([command, "quiz", "--lang", "ja", "--count", "2"], capture_output=True, env=env, timeout=120)
    assert quiz.returncode == 0, quiz.stderr.decode("utf-8", "replace")
    questions = json.loads(quiz.stdout.decode("utf-8"))["questions"]
    assert any("\u3040" <= ch <= "\u30ff" for ch in json.dumps(questions, ensure_ascii=False))     # kana
    check = subprocess.run([command, "check", KRAKEN, "--lang", "ja"], capture_output=True, env=env, timeout=120)
    assert check.returncode == 0
    scenario = json.loads(open(KRAKEN, encoding="utf-8").read())
    assert check.stdout.decode("utf-8").splitlines()[0] == scenario["translations"]["ja"]["title"]


def test_check_titles_the_scenario_in_the_readers_language(capsys):
    """A library scenario carries its title in five languages; `check --lang` printed the English
    one above Italian or Japanese reasons (the `examples` command already used the translation)."""
    scenario = json.loads(open(KRAKEN, encoding="utf-8").read())
    for lang in ("it", "ja"):
        assert main(["check", KRAKEN, "--lang", lang]) == 0
        assert capsys.readouterr().out.splitlines()[0] == scenario["translations"][lang]["title"]
        assert main(["check", KRAKEN, "--lang", lang, "--json"]) == 0
        assert scenario["translations"][lang]["title"] in capsys.readouterr().out
    assert main(["check", KRAKEN]) == 0
    assert capsys.readouterr().out.splitlines()[0] == scenario["title"]


def test_a_not_legal_line_labels_its_cost_without_a_second_colon(capsys):
    """702.170a (plot outside a main phase): the line read "— cost: {1}{R}: It is the beginning of
    combat step…", two colons; the cost is labelled as the verdict panel labels it, and the one
    colon leads to the reason, in every language."""
    plot = str(resource_path("scenarios", "plot-main-phase-trap.json"))
    for lang, line in (("en", "Plot Slickshot Show-Off from hand — cost {1}{R}: It is the beginning of combat step"),
                       ("fr", " — coût {1}{R}\u00a0: "), ("ja", " — コスト {1}{R}：")):
        assert main(["check", plot, "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert line in out, (lang, out)


def test_check_names_the_card_each_warning_is_about(tmp_path, capsys):
    """`judgeapp check` lists a board's warnings one per line, each naming the card it is about
    (704.5m: two Auras attached to nothing, one each side, were two lines alike: "It is an Aura…")."""
    scenario = tmp_path / "auras.json"
    scenario.write_text(json.dumps({
        "format": "judgeapp-scenario", "version": 2, "active_player": "A", "priority": "A",
        "players": [{"id": "A", "battlefield": [{"card": "Threads of Disloyalty"}]},
                    {"id": "B", "battlefield": [{"card": "Volrath's Curse"}]}]}))
    assert main(["check", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert "! warning (704.5m): Threads of Disloyalty (A, battlefield): It is an Aura attached to nothing" in out
    assert "! warning (704.5m): Volrath's Curse (B, battlefield): It is an Aura attached to nothing" in out
    # The JSON report names them too ("about"), in the language asked for; "where" stays the id.
    assert main(["check", str(scenario), "--json", "--lang", "it"]) == 0
    warnings = json.loads(capsys.readouterr().out)["players"][0]["warnings"]
    assert [(w["rule"], w["about"]) for w in warnings] == [
        ("704.5m", "Fili di Infedeltà (A, campo di battaglia)"), ("704.5m", "Maledizione di Volrath (B, campo di battaglia)")]
    assert [w["where"] for w in warnings] == ["A/battlefield/0", "B/battlefield/0"]


def test_identical_warnings_are_printed_once_with_their_count(tmp_path, capsys):
    """704.5m: two Volrath's Curses attached to nothing on B's battlefield made two lines alike;
    like identical options ("Play Island from hand ×3") they are one line with its count, and a
    third Aura elsewhere keeps its own line."""
    scenario = tmp_path / "auras.json"
    scenario.write_text(json.dumps({
        "format": "judgeapp-scenario", "version": 2, "active_player": "A", "priority": "A",
        "players": [{"id": "A", "battlefield": [{"card": "Volrath's Curse"}]},
                    {"id": "B", "battlefield": [{"card": "Volrath's Curse"}, {"card": "Volrath's Curse"}]}]}))
    assert main(["check", str(scenario)]) == 0
    warnings = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  ! ")]
    assert warnings == [
        "  ! warning (704.5m): Volrath's Curse (A, battlefield): It is an Aura attached to nothing: a state-based "
        "action puts it into its owner's graveyard.",
        "  ! warning (704.5m): Volrath's Curse (B, battlefield): It is an Aura attached to nothing: a state-based "
        "action puts it into its owner's graveyard. ×2"]


def test_rule_with_words_lists_the_glossary_entry_and_the_rules_that_have_them(capsys):
    assert main(["rule", "split", "second"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("Glossary: Split Second — A keyword ability that makes it nearly impossible for a player "
                        "to respond to a spell. See rule 702.61, “Split Second.”")
    assert lines[1] == "702.61. Split Second"        # each rule as the file prints its first line
    assert lines[3].startswith("702.61b Players may activate mana abilities and take special actions")


def test_rule_says_when_nothing_has_the_words_or_the_number(capsys):
    assert main(["rule", "qwzx"]) == 2
    assert "no rule or glossary entry has the words 'qwzx'" in capsys.readouterr().err
    assert main(["rule", "999.1"]) == 2
    assert "no rule 999.1 in comprehensive-rules-en.txt" in capsys.readouterr().err
