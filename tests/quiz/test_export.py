"""The quiz's one HTML renderer (core/quiz/export.py): the printable question set, the app's
feedback and its report all come from it, in the user's language, with mana symbols drawn."""

from judgeapp.core.quiz import QuizSettings, generate, grade
from judgeapp.core.quiz.export import explanation_html, results_html, set_html


def _questions():
    return generate(QuizSettings(count=6, difficulty=2), seed=11)


def test_the_printable_set_speaks_the_chosen_language():
    questions = _questions()
    italian = set_html(questions, QuizSettings(count=6, difficulty=2), 11, "it")
    assert "<html lang='it'>" in italian and "Domanda 1" in italian and "Soluzioni" in italian
    assert "Answer key" not in italian and "Question 1" not in italian
    english = set_html(questions, QuizSettings(count=6, difficulty=2), 11, "en")
    assert "Answer key" in english and "Seed 11, difficulty 2, 6 questions." in english


def test_feedback_marks_the_pick_and_quotes_the_rules():
    question = _questions()[0]
    result = grade(question, question.answer)
    html = explanation_html(question, result, "fr", rule_html=lambda number: f"<p>RULE {number}</p>")
    assert html.startswith("<h3>Juste.</h3>")
    assert all(f"<p>RULE {number}</p>" in html for number in question.rules)
    assert question.answer and "(votre réponse)" in html


def test_the_report_scores_by_rule_and_draws_costs_as_symbols():
    from judgeapp.core.quiz.model import QuestionKind
    cost_question = generate(QuizSettings(count=1, difficulty=2, kinds=(QuestionKind.COST,)), seed=11)
    questions = _questions() + cost_question
    results = [(q, grade(q, q.answer), 12.0) for q in questions]
    html = results_html(results, "ja")
    assert "<h2>得点：7 / 7</h2>" in html and "ルール別" in html and "00:84" not in html and "01:24" in html
    # Each rule of the score says what it is about, as the quiz's settings name it.
    from judgeapp.core import messages
    for skill in {q.skill for q in questions}:
        assert f"<td>{skill} — {messages.skill_title(skill, 'ja')}</td>" in html, skill
    # The cost question's choices are drawn as mana symbols, not "{2}{U}".
    assert len(cost_question) == 1
    assert "<svg" in html and 'aria-label="{' in html


def test_the_report_says_a_select_all_question_counts_under_each_rule_it_lists():
    """The score by rule counts each rule a select-all question lists (grading.judged_rules), so
    its counts add up to more than the questions: the report says so under the table, in the
    reader's language, only where such a question was asked."""
    from judgeapp.core import messages
    from judgeapp.core.quiz.model import QuestionKind
    select_all = generate(QuizSettings(count=1, difficulty=1, kinds=(QuestionKind.SELECT_ALL,)), seed=3)
    may_do = generate(QuizSettings(count=1, difficulty=1, kinds=(QuestionKind.MAY_DO,)), seed=3)
    for lang in ("en", "it", "ja", "es", "fr"):
        note = messages.render("report", "by_rule_select_all", {}, lang)
        with_it = results_html([(q, grade(q, q.answer), 5.0) for q in select_all + may_do], lang)
        assert f"</table><p><small>{note}</small></p>" in with_it, lang
        assert note not in results_html([(q, grade(q, q.answer), 5.0) for q in may_do], lang), lang
    assert "once under each rule" in messages.render("report", "by_rule_select_all", {}, "en")


def test_the_board_in_words_says_what_a_judge_needs_in_the_readers_language():
    """Issue 12: each player's untapped mana sources (118.3; whether one can be tapped now, 302.6
    or 602.5, is the reader's to judge, so a question about it isn't answered by the board in
    words), lands played, and no English left in an Italian description (tags like "T" and
    "owner" were English)."""
    from judgeapp.core.resources import resource_path
    from judgeapp.core.scenario import load_scenario, state_of
    from judgeapp.core.quiz.export import describe_board
    state = state_of(load_scenario(resource_path("scenarios", "teferi-kraken.json")))
    italian = describe_board(state, "it")
    assert "Fonti di mana STAPpate di A: {U} ×5" in italian          # five untapped Islands
    assert "Fonti di mana STAPpate di B: {U} ×2" in italian          # three of B's five are tapped
    assert "A — campo di battaglia: Teferi, Mago di Zhalfir; Isola ×5" in italian   # commas in names stay readable
    assert "Aの戦場：《ザルファーの魔道士、テフェリー》、《島》 ×5" in describe_board(state, "ja")
    assert "Terre giocate in questo turno: 0" in italian
    assert any("[TAPpato]" in line for line in italian) and not any("[T]" in line for line in italian)
    assert describe_board(state.model_copy(update={"game": state.game.model_copy(update={"assume_costs_payable": True})}),
                          "en")[-2] == "Exam convention: every cost can be paid."


def test_the_board_in_words_lists_a_source_an_effect_stops_so_it_does_not_give_the_answer_away():
    """A level-3 question asks whether Linvala's opponent's Birds of Paradise helps pay a morph
    cost (602.5): the board in words lists the Birds among the untapped sources, as the board
    shows it, and leaves the judging to the reader."""
    from judgeapp.core.quiz.export import describe_board
    from tests.helpers import board
    state = board(real_costs=True, A={"battlefield": ["Plains", "Birds of Paradise"]},
                  B={"battlefield": ["Linvala, Keeper of Silence"]})
    assert "A's untapped mana sources: {W}; {W}/{U}/{B}/{R}/{G}" in describe_board(state, "en")


def test_exports_give_the_oracle_text_of_every_card_on_the_board():
    """Issue 12: the candidate answers from the cards' words, not from memory of card costs: the
    printable set lists every card on each board (all zones, the stack, effect sources) with its
    Oracle text, named in the reader's language with the English name beside."""
    from html import escape

    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.state import ZONES
    settings = QuizSettings(count=6, difficulty=2, focus=("116.2f",))
    questions = generate(settings, seed=5)
    page = set_html(questions, settings, 5, "it")
    assert page.count("Carte sul tavolo (testo Oracle)") == sum(q.state is not None for q in questions)
    for q in questions:
        names = {o.card for p in q.state.players for z in ZONES for o in getattr(p, z)}
        names |= {s.card for s in q.state.stack if s.card} | {e.source for e in q.state.effects}
        for name in names:
            card = builtin_cards().get(name)
            first_line = (card.oracle_text or (card.faces[0].oracle_text if card.faces else "")).split("\n")[0]
            assert escape(first_line.split("{")[0]) in page, name         # (a vanilla card has no text)
            italian = card.name_in("it")
            shown = italian if italian == card.name else f"{italian} ({card.name})"
            assert f"<b>{escape(shown)}</b>" in page, name


def test_a_printed_card_with_two_faces_shows_each_face_s_cost_as_oracle_prints_it():
    """A printed set's card list gives Bonecrusher Giant's cost as Oracle prints the card, "{2}{R}
    // {1}{R}" (the Giant's and Stomp's); it read "{2}{R}{1}{R}", a cost no face has. The card's own
    mana cost is the Giant's alone (715.4), a Room's its doors' combined (709.4b)."""
    from judgeapp.core.quiz.export import card_texts
    from tests.helpers import board
    state = board(A={"hand": ["Bonecrusher Giant // Stomp", "Glassworks // Shattered Yard"]})
    costs = {c["english"]: c["cost"] for c in card_texts(state, "en")}
    assert costs == {"Bonecrusher Giant // Stomp": "{2}{R} // {1}{R}", "Glassworks // Shattered Yard": "{2}{R} // {4}{R}"}


def test_the_board_in_words_says_which_creatures_are_attacking():
    """508.1: a printed situation "during B's attack" shows B's attacking Grizzly Bears."""
    from judgeapp.core.resources import resource_path
    from judgeapp.core.scenario import load_scenario, state_of
    from judgeapp.core.quiz.export import describe_board
    state = state_of(load_scenario(resource_path("scenarios", "circling-vultures.json")))
    assert any("Grizzly Bears" in line and "attacking" in line for line in describe_board(state, "en"))
    assert any("Orso Grizzly" in line and "attaccante" in line for line in describe_board(state, "it"))


def test_the_board_in_words_names_the_face_cast_and_a_copy_on_the_stack():
    """A printed question's stack says what was cast: Brazen Borrower's Adventure as "Petty
    Theft" (715.3; it read "Brazen Borrower // Petty Theft"), and a copy of Lightning Bolt as a
    copy (707.10: it isn't cast), in Japanese too."""
    from judgeapp.core.quiz.export import describe_board
    from tests.helpers import board
    state = board(stack=[{"controller": "B", "card": "Brazen Borrower // Petty Theft", "face": 1},
                         {"controller": "A", "card": "Lightning Bolt", "copy": True}], A={}, B={})
    stack = next(line for line in describe_board(state, "en") if line.startswith("Stack"))
    assert stack == "Stack (top first): a copy of Lightning Bolt (A); Petty Theft (B)"
    stack_ja = next(line for line in describe_board(state, "ja") if line.startswith("スタック"))
    assert stack_ja == "スタック（一番上から）：《稲妻》のコピー（A）、《些細な盗み》（B）"


def test_every_level_3_trap_shows_in_the_board_in_words():
    """A printed set (a study group's) has only the board in words: each level-3 trap must show
    there, or the question can't be answered from the page. Taking the trap off a board changes
    its words for every trap: before, an effect's turn (a "next upkeep" deadline passed, 500.5)
    and a mana creature that came under its player's control this turn (302.6) were not said."""
    from judgeapp.core.quiz.export import describe_board
    questions = [q for focus in (("116.2b",), ("116.2c",), ("all",))
                 for q in generate(QuizSettings(count=60, difficulty=3, focus=focus), seed=2)]
    boards = [q for q in questions if q.without_trap is not None]
    assert {"deadline_passed", "mana_summoning_sick"} <= {q.trap for q in boards}
    for q in boards:
        assert describe_board(q.state, "en") != describe_board(q.without_trap, "en"), q.trap
    said = {line for q in boards for line in describe_board(q.state, "it")}
    assert any("creato al turno" in line for line in said) and any("debolezza da evocazione" in line for line in said)


def test_an_exam_whose_time_ran_out_scores_the_questions_left_as_wrong_in_every_language():
    """An exam ended by its time limit: the score is out of every question (those never answered
    count as wrong, as on an exam), the report says the limit ran out and how many were left, in
    the reader's language (one question, or several), and explains those too, after the others,
    marked as not answered (nothing ticked)."""
    from judgeapp.core import messages
    questions = _questions()
    results = [(q, grade(q, q.answer), 20.0) for q in questions[:2]]
    left = questions[2:5]
    for lang in ("en", "it", "ja", "es", "fr"):
        html = results_html(results, lang, time_limit=30, unanswered=left)
        assert "2 / 5</h2>" in html and messages.render("report", "time_up", {"limit": "30:00"}, lang) in html, lang
        assert messages.render("report", "not_answered", {"count": 3}, lang) in html, lang
        assert "3" in messages.render("report", "not_answered", {"count": 3}, lang)
        assert html.count(f"<h3>{messages.render('report', 'unanswered', {}, lang)}</h3>") == 3, lang
        assert "2 / 2</h2>" in results_html(results, lang)       # no limit: out of those answered
    english = results_html(results, "en", time_limit=30, unanswered=left)
    assert [english.index(f"<h3>{n}. ") for n in range(1, 6)] == sorted(english.index(f"<h3>{n}. ") for n in range(1, 6))
    tail = english[english.index("<h3>3. "):]
    assert "(your answer)" not in tail and "<h3>Right.</h3>" not in tail    # nothing was picked there
    assert "1 question was not answered: it counts" in results_html(results, "en", time_limit=5, unanswered=left[:1])
    assert "The time limit (05:00) ran out." in results_html(results, "en", time_limit=5, unanswered=left[:1])
    assert "<p>Time: 05:00</p>" in results_html(results, "en", time_limit=5, unanswered=left[:1])   # the whole limit
    assert "<p>Time: 00:40</p>" in results_html(results, "en")                  # the answers' 2 x 20 s
    assert "3 domande senza risposta: contano come sbagliate" in results_html(results, "it", time_limit=5, unanswered=left)


def test_a_boards_verdicts_page_is_judgeapp_checks_report_with_the_board_in_words():
    """File ▸ Export the board and its verdicts (core: board_report_html): the situation's title
    and description, the board in words (its first line the turn's) and its cards' Oracle text,
    then every line of `judgeapp check --player all`'s report after that turn line, in order,
    indented as there; the title and description from the file escaped, never markup."""
    import re
    from html import unescape

    from judgeapp.core import engine
    from judgeapp.core.quiz.export import board_report_html, describe_board
    from judgeapp.core.report import report_text
    from judgeapp.core.resources import resource_path
    from judgeapp.core.scenario import load_scenario, state_of
    scenario = load_scenario(resource_path("scenarios", "teferi-kraken.json"))
    state = state_of(scenario)
    evaluations = [engine.evaluate(state, pid) for pid in state.player_ids()]
    page = board_report_html(state, evaluations, "<b>Teferi</b> & co", "line one\nline <i>two</i>", "en")
    assert "<h1>&lt;b&gt;Teferi&lt;/b&gt; &amp; co</h1>" in page and "<b>Teferi</b>" not in page
    assert "line one<br>line &lt;i&gt;two&lt;/i&gt;" in page
    assert describe_board(state, "en")[0] in unescape(page) and "Cards on the board (Oracle text)" in page
    symbols = re.compile(r'<svg[^>]*aria-label="([^"]*)".*?</svg>')        # a drawn {2} read as "{2}"
    shown = [unescape(re.sub(r"<[^>]+>", "", symbols.sub(r"\1", line))) for line in page.split("\n")
             if line.startswith("<div style='margin-left")]
    expected = [line.strip() for line in report_text(state, evaluations, "", "en").splitlines()[1:] if line.strip()]
    assert [line.replace("\u00a0", " ") for line in shown] == expected
    assert "<div style='margin-left:2em'>" in page       # the report's four-space option lines
    italian = board_report_html(state, evaluations, lang="it")
    assert "<h1>Un tavolo e le sue azioni speciali</h1>" in italian and "LEGALE" in italian.upper()
