"""Issue 12: generated questions cover what real exams ask about, not only two players named
A and B: multiplayer (3-6 players) and Two-Headed Giant, face-down spells on the stack, lands
played from other zones, cost changes that don't apply to special actions (116.1), "can't
cast" effects on suspend, and control versus ownership for Licids and companions."""

from collections import Counter

import pytest

from judgeapp.core.quiz import QuizSettings, generate
from judgeapp.core.quiz.export import describe_board


@pytest.fixture(scope="module")
def harder():
    return generate(QuizSettings(count=400, difficulty=2), seed=21) + \
        generate(QuizSettings(count=400, difficulty=3), seed=21)


def test_every_theme_appears_in_generated_questions(harder):
    seen = Counter(theme for q in harder for theme in q.themes)
    for theme in ("multiplayer", "two_headed_giant", "face_down_spell", "land_from_other_zone",
                  "cost_change_elsewhere", "cant_cast_suspend", "companion_ownership", "casting_limit"):
        assert seen[theme] >= 3, (theme, seen)
    # A Licid's effect with another player controlling it: 2 to 7 in 800 questions over seeds.
    assert seen["licid_control"] >= 1, seen


def test_three_to_six_players_and_named_players(harder):
    counts = {len(q.state.players) for q in harder if q.state is not None}
    assert counts >= {2, 3, 4, 5, 6}
    names = {p.id for q in harder if q.state is not None for p in q.state.players}
    assert not names & {"A", "B"} and len(names) == 6
    # The asked player is not always the first seat: every seat up to the fifth is asked, and the
    # first in well under two questions in three (a sixth seat is asked about once in 800 questions,
    # too rarely to require of one seed).
    seats = Counter(next(i for i, p in enumerate(q.state.players) if p.id == q.player)
                    for q in harder if q.player and q.state is not None)
    assert set(seats) >= {0, 1, 2, 3, 4} and seats[0] < 0.6 * sum(seats.values()), seats


def test_level_1_keeps_to_two_players():
    for q in generate(QuizSettings(count=60, difficulty=1), seed=21):
        assert q.state is None or len(q.state.players) == 2


def test_themes_are_really_on_the_board(harder):
    """Each theme a question claims is something a reader finds on its board (and in words)."""
    for q in harder:
        state = q.state
        if state is None:
            continue
        if "two_headed_giant" in q.themes:
            assert state.game.two_headed_giant and {p.team for p in state.players} == {"T1", "T2"}
            teams = [line for line in describe_board(state, "en") if line.startswith("Teams: ")]
            assert len(teams) == 1 and teams[0].count("&") == 2
        if "multiplayer" in q.themes:
            assert len(state.players) >= 3 and not state.game.two_headed_giant
        if "face_down_spell" in q.themes:
            hidden = [s for s in state.stack if s.face_down]
            assert hidden
            words = " ".join(describe_board(state, "en"))
            # 708.4: a face-down spell's name is hidden; the description doesn't give it away.
            assert "a face-down creature spell" in words
            assert all(s.card not in words for s in hidden)
        if "land_from_other_zone" in q.themes:
            me = state.player(q.player)
            assert me.graveyard or me.library_top
        if "licid_control" in q.themes:
            # A Dominating Licid owned by one player, controlled by another (the board may hold a
            # second one among its other permanents, its controller's own).
            assert any(o.owner not in (None, p.id) for p in state.players for o in p.battlefield
                       if o.card == "Dominating Licid")
        if "companion_ownership" in q.themes:
            assert sum(p.companion is not None for p in state.players) >= 2
