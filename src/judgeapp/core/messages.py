"""Reason codes into words, from one catalog per language (resources/messages/<lang>.json).

The engine returns codes and parameters only; this is the one place that makes sentences.
"""

from __future__ import annotations

import json
import re
from functools import cache
from collections.abc import Iterable, Sequence
from typing import Any

from .patterns import lazy
from . import cost_parts
from .mana import is_mana_cost
from .resources import resource_path
from .state import ZONES, GameState
from .verdict import ActionKind, ActionVerdict, Check, Option

DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "it", "ja", "es", "fr")      # each with a catalog in resources/messages
# Parameters whose values are codes with words in the catalog; all others (card and player
# names, numbers, costs) are shown as they are.
WORD_PARAMS = frozenset({"step", "zone", "why_fast", "missing", "who", "keyword", "how", "method", "door",
                         "duration", "cost_source", "wrong_cost", "why_not", "spells"})
# Parameters that name a card: shown with the card's printed name in the reader's language
# where the card data has one (the English name stays in the data and the tooltips). A number
# passes through unchanged ("sources" also counts the mana sources in cost_not_payable).
CARD_PARAMS = frozenset({"card", "source", "sources", "room", "via", "top", "uncounted", "cards"})
# Parameters that hold a cost or a part of one: its non-mana parts in the reader's language.
COST_PARAMS = frozenset({"cost", "part"})


def card_name(name: str, lang: str) -> str:
    """A card's printed name in a language (the English name where there is none)."""
    if lang == DEFAULT_LANGUAGE or not isinstance(name, str) or not name:
        return name
    from .cards import builtin_cards
    db = builtin_cards()
    if name in db:
        card = db.get(name)
        if card.name == name:
            return card.name_in(lang)
        face = next((f for f in card.faces if f.name == name), None)
        if face is not None:
            return face.names.get(lang, name)
    return name


# A catalog entry is a template, or its plural forms: {"count": "<the number's parameter>",
# "one": …, "other": …} and, where the language says zero its own way, "zero" ("no untapped
# mana source"). Which numbers take "one" (CLDR plural rules, whole numbers): 1 in English,
# Italian and Spanish, 0 and 1 in French; Japanese has no plural, so its entries are plain.
_PLURAL_ONE: dict[str, frozenset[int]] = {"en": frozenset({1}), "it": frozenset({1}), "es": frozenset({1}),
                                         "fr": frozenset({0, 1}), "ja": frozenset()}
Entry = str | dict[str, str]


def _cards(value: Any, lang: str) -> str:
    """One card name or a list of them, as printed in a language."""
    if isinstance(value, (list, tuple)):
        return _separator(lang).join(card_name(v, lang) for v in value)
    return "" if value is None else card_name(value, lang)


def _separator(lang: str) -> str:
    """Between the items of a list in a sentence: ", ", Japanese "、"."""
    return _punctuation("list", lang)


def _punctuation(key: str, lang: str) -> str:
    """A language's punctuation from its catalog ("colon", "list", "aside"), English's where it
    has none. Read as is: render() would fold the spaces of French " : "."""
    found = catalog(lang).get("cli", {}).get(key)
    return str(catalog(DEFAULT_LANGUAGE)["cli"][key] if found is None else found)


@cache
def catalog(lang: str = DEFAULT_LANGUAGE) -> dict[str, dict[str, Any]]:
    """The message catalog of a language (resources/messages/<lang>.json), English if there is none."""
    path = resource_path("messages", f"{lang}.json")
    if not path.exists():
        path = resource_path("messages", f"{DEFAULT_LANGUAGE}.json")
    loaded: dict[str, dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def _form(entry: Entry, params: dict[str, Any], lang: str) -> str:
    """The template of an entry for these parameters: its plural form for the number it counts."""
    if isinstance(entry, str):
        return entry
    value = params.get(entry["count"])
    value = len(value) if isinstance(value, (list, tuple)) else value      # a list counts its items
    number = int(str(value)) if str(value).isdigit() else None       # "X" counts as many
    if number == 0 and "zero" in entry:
        return entry["zero"]
    one = number in _PLURAL_ONE.get(lang, _PLURAL_ONE[DEFAULT_LANGUAGE]) and "one" in entry
    return entry["one"] if one else entry["other"]


# Only {name} placeholders are filled in: mana symbols such as {3} or {U} stay as they are.
_PLACEHOLDER = lazy(r"\{([a-z_]+)\}")


class _Params(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return ""


def _word(value: Any, words: dict[str, str], separator: str = ", ") -> str:
    if isinstance(value, (list, tuple)):
        return separator.join(_word(v, words) for v in value)
    if value is None:
        return ""
    return words.get(value, str(value)) if isinstance(value, str) else str(value)


def render(section: str, code: str, params: dict[str, Any] | None = None, lang: str = DEFAULT_LANGUAGE) -> str:
    """One catalog entry in a language with its parameters filled in; mana symbols stay as they are."""
    cat = catalog(lang)
    entry = cat.get(section, {}).get(code) or catalog(DEFAULT_LANGUAGE).get(section, {}).get(code)
    if entry is None:
        return code
    template = _form(entry, params or {}, lang)
    words = _words(lang)
    values = _Params({      # (a Check given as a parameter is said as its reason; a (code, params) pair as that entry)
        k: check_text(v, lang) if isinstance(v, Check) else render(section, v[0], v[1], lang) if _is_entry(v) else _cards(v, lang) if k in CARD_PARAMS else _cost_in_sentence(k, v, lang) if k in COST_PARAMS and isinstance(v, str)
        else _word(v, words if k in WORD_PARAMS else {}, _separator(lang))
        for k, v in (params or {}).items()
    })
    for key in WORD_PARAMS & values.keys():      # a word may name a card: "{via} gives it flash"
        values[key] = _PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), values[key])
    text = _PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), _elided(_contracted(template, values, lang), values, lang))
    return _SPACES.sub(" ", text).strip().replace(" .", ".")     # (a no-break space stays one)


@cache
def _words(lang: str) -> dict[str, str]:
    """The words a language says parameters with (a step, a zone…), English where it has none
    (worked out once: render() reads them for every message)."""
    return {**catalog(DEFAULT_LANGUAGE).get("words", {}), **catalog(lang).get("words", {})}


_SPACES = lazy(r"[ \t\r\n]+")     # what render() folds: French keeps its no-break spaces before : ; ? !


def _is_entry(value: Any) -> bool:
    """Whether a parameter is another entry of the catalog, (code, params), to be said inside this one."""
    return isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict)


# French elides "de" and "que" before a vowel: "l'effet d'Arbitre léonin", "après qu'Ana a passé"
# (a lone player letter stays: "le tour de A").
_ELIDING = {"fr": lazy(r"\b([Dd]e|[Qq]ue) \{([a-z_]+)\}")}
_VOWEL = lazy(r"[aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊËÎÏÔÛ]\w")


# A preposition joins the article a word begins with: "a el controlador" is "al controlador", "à les
# adversaires" "aux adversaires", "a gli avversari" "agli avversari". Only before a word of the
# catalog (WORD_PARAMS), never a card's name ("a El …" would stay as printed).
_CONTRACTIONS: dict[str, dict[str, dict[str, str]]] = {
    "es": {"a": {"el ": "al "}, "de": {"el ": "del "}},
    "fr": {"à": {"le ": "au ", "les ": "aux "}, "de": {"le ": "du ", "les ": "des "}},
    "it": {prep: dict(zip(("il ", "lo ", "la ", "l'", "i ", "gli ", "le "),
                          (f"{joined}{end}" for end in ("l ", "llo ", "lla ", "ll'", "i ", "gli ", "lle "))))
           for prep, joined in (("a", "a"), ("di", "de"), ("da", "da"), ("in", "ne"), ("su", "su"))},
}
_CONTRACTING = {lang: lazy(r"(?<!\w)(" + "|".join(preps) + r") \{(" + "|".join(sorted(WORD_PARAMS)) + r")\}",
                           re.IGNORECASE) for lang, preps in _CONTRACTIONS.items()}


def _contracted(template: str, values: dict[str, Any], lang: str) -> str:
    pattern = _CONTRACTING.get(lang)
    if pattern is None:
        return template

    def contract(match: re.Match[str]) -> str:
        prep, name = match.groups()
        value = str(values[name])
        for article, joined in _CONTRACTIONS[lang][prep.lower()].items():
            if value.startswith(article):
                return (joined[:1].upper() + joined[1:] if prep[:1].isupper() else joined) + value[len(article):]
        return match.group(0)
    return pattern.sub(contract, template)


def fill(template: str, params: dict[str, Any], lang: str = DEFAULT_LANGUAGE) -> str:
    """An interface template's {name} placeholders filled in as render() fills a catalog's (the
    values as given; French elision: "effet d'Arbitre léonin")."""
    values = _Params({k: str(v) for k, v in params.items()})
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], _elided(template, values, lang))


def _elided(template: str, values: dict[str, Any], lang: str) -> str:
    pattern = _ELIDING.get(lang)
    if pattern is None:
        return template

    def elide(match: re.Match[str]) -> str:
        word, name = match.groups()
        if not _VOWEL.match(str(values[name])):
            return match.group(0)
        return f"{word[:-1]}'{{{name}}}"
    return pattern.sub(elide, template)


def problem_text(code: str, params: dict[str, Any], lang: str = DEFAULT_LANGUAGE) -> str:
    """Why a file or an edit is refused, from the catalogs' "problems" section (errors.Said). The
    values are a file's own words and are put in as they are, spaces and all; a number is written
    with the language's thousands separator, a card by its printed name, a list as the language
    lists, a Said in it said in the same language."""
    entry = catalog(lang).get("problems", {}).get(code) or catalog(DEFAULT_LANGUAGE)["problems"].get(code)
    if entry is None:
        return code
    values = {key: _problem_value(key, value, lang) for key, value in params.items()}
    return fill(_form(entry, params, lang), values, lang)


def _problem_value(key: str, value: Any, lang: str) -> str:
    from .errors import Said
    if isinstance(value, Said):
        return value.text(lang)
    if isinstance(value, bool) or not isinstance(value, (int, str, list, tuple)):
        return str(value)
    if isinstance(value, int):
        return f"{value:,}".replace(",", _punctuation("thousands", lang))
    if isinstance(value, (list, tuple)):     # (a line may break after "、": not before or after a quote)
        separator = _separator(lang) if key != "either" else _punctuation("or", lang)    # "'Forest' or 'Forget'"
        separator += "" if separator.endswith(" ") else "\u200b"
        return separator.join(_problem_value(key, item, lang) for item in value)
    return card_name(value, lang) if key in CARD_PARAMS else value


def check_text(check: Check, lang: str = DEFAULT_LANGUAGE) -> str:
    """A condition's reason in words."""
    return render("checks", check.code, check.params, lang)


def nothing_text(verdict: ActionVerdict, lang: str = DEFAULT_LANGUAGE) -> str:
    """Why there is nothing to do for an action ("No card with suspend in hand")."""
    nothing = verdict.nothing_to_do
    return "" if nothing is None else render("nothing", nothing.code, nothing.params, lang)


def warning_text(check: Check, lang: str = DEFAULT_LANGUAGE) -> str:
    """A board warning in words."""
    return render("warnings", check.code, check.params, lang)


def warning_line(check: Check, lang: str = DEFAULT_LANGUAGE, place: str | None = None) -> str:
    """A board warning as one line: "117.3a: …" (the language's colon); with what it is about
    first where that is one card, spell or effect (warning_places)."""
    about = f"{place}{colon(lang)}" if place else ""
    return f"{check.rule}{colon(lang)}{about}{warning_text(check, lang)}"


def warning_lines(warnings: Sequence[Check], state: GameState, lang: str = DEFAULT_LANGUAGE) -> list[str]:
    """The board's warnings as a list shows them, each naming what it is about (warning_places):
    without the names, four Auras attached to nothing made four lines alike."""
    return [warning_line(check, lang, place) for check, place in zip(warnings, warning_places(warnings, state, lang))]


PLACE_TEXT = 40      # at most how much of an ability's own words name it in a list of warnings (whole words)


def warning_places(warnings: Sequence[Check], state: GameState, lang: str = DEFAULT_LANGUAGE) -> list[str | None]:
    """What each board warning is about, named for a list of warnings: a card with who holds it and
    where ("Pacifism (A, battlefield)"), a spell or ability on the stack ("Divination (stack, B)"),
    an active effect ("Quenchable Fire (effect, B)"); None for a part of the board that the
    warning's own words name (priority, the step, the turn facts, the players)."""
    wanted = {where for check in warnings if isinstance(where := check.params.get("where"), str)}
    if not wanted:
        return [None] * len(warnings)
    places: dict[str, str] = {}
    for player in state.players:       # (only the objects warned about are named: a board may have thousands)
        for zone in ZONES:
            for obj in getattr(player, zone):
                if obj.id in wanted:
                    places[obj.id] = cited(card_name(obj.card, lang), listed((player.id, word(zone, lang)), lang),
                                           lang)
    for item in state.stack:
        if item.id not in wanted or item.id in places:
            continue
        text = " ".join((item.text or "").split())  # an ability is named by its words, on one short line
        if len(text) > PLACE_TEXT:
            text = (text[:PLACE_TEXT].rsplit(" ", 1)[0] if " " in text[:PLACE_TEXT] else text[:PLACE_TEXT]) + "…"
        what = card_name(item.card, lang) if item.card else text or word("stack", lang)
        places[item.id] = cited(what, listed((word("stack", lang), item.controller), lang), lang)
    for effect in state.effects:
        if effect.id in wanted and effect.id not in places:
            places[effect.id] = cited(card_name(effect.source, lang),
                                      listed((word("effect", lang), effect.controller), lang), lang)
    return [places.get(str(check.params.get("where") or "")) for check in warnings]


def warnings_by_place(warnings: Iterable[Check], lang: str = DEFAULT_LANGUAGE) -> dict[str, list[str]]:
    """Warnings grouped by the board place they concern (an object id, "priority", "players"…),
    as the words each place shows in its tooltip."""
    found: dict[str, list[str]] = {}
    for warning in warnings:
        found.setdefault(str(warning.params.get("where") or ""), []).append(warning_text(warning, lang))
    return found


def action_title(action: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """A special action's title ("Suspend a card")."""
    return render("actions", action, {}, lang)


_ACTION_OF_RULE = {kind.rule: kind.value for kind in ActionKind}


def skill_title(rule: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """What a rule the quiz trains is about: a special action's title for 116.2a-m ("Plot a
    card"), the catalog's words for 116.1 and 116.3; the rule itself for any other."""
    action = _ACTION_OF_RULE.get(rule)
    return action_title(action, lang) if action else render("skills", rule, {}, lang)


def option_label(option: Option, lang: str = DEFAULT_LANGUAGE) -> str:
    """An option in words ("Suspend Deep-Sea Kraken with 9 time counters")."""
    params = {"card": option.card or "", **option.detail}
    return render("options", option.action.value, params, lang)


def paid_text(option: Option, parts: list[tuple[str, dict[str, Any]]], lang: str = DEFAULT_LANGUAGE) -> str:
    """What a player paid for an action, in words (payment.paid): "A paid {2}{W}{W}: tapped
    Plains; sacrificed Lotus Bloom."; empty when nothing was paid."""
    return paid_words(option.player, option.cost or "", parts, lang)


def paid_words(player: str, cost: str, parts: list[tuple[str, dict[str, Any]]], lang: str = DEFAULT_LANGUAGE) -> str:
    """What a player paid (payment.paid_parts) for a cost, in words; empty when nothing was paid."""
    if not parts:
        return ""
    separator = catalog(lang).get("paid", {}).get("separator") or catalog(DEFAULT_LANGUAGE)["paid"]["separator"]
    said = separator.join(render("paid", code, params, lang) for code, params in parts)
    return render("paid", "paid", {"player": player, "cost": cost, "parts": said}, lang)


def cost_text(cost: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """A cost as the reader's language prints it: mana symbols as they are, the non-mana parts
    the catalogs word ("Discard a card": "Scarta una carta", "カードを1枚捨てる"); English, and any
    other part, in the card's Oracle wording."""
    if lang == DEFAULT_LANGUAGE or not cost or is_mana_cost(cost):
        return cost
    words = catalog(lang).get("cost_parts", {})
    pieces = [piece if is_mana_cost(piece) else _cost_part(piece, words, lang) for piece in cost_parts.pieces(cost)]
    return str(words.get("separator") or ", ").join(pieces)


def _cost_in_sentence(key: str, cost: str, lang: str) -> str:
    """A cost inside a catalog sentence: one with words is quoted as the language quotes
    ("The cost “Sacrifice a permanent” is…", 「パーマネントを1つ生け贄に捧げる」); mana symbols
    and a cost part opening its own sentence are not."""
    text = cost_text(cost, lang)
    if key != "cost" or not cost or is_mana_cost(cost):
        return text
    return quoted(text, lang)


def _cost_part(text: str, words: dict[str, Entry], lang: str) -> str:
    read = cost_parts.read(text)
    if read is None:
        return text
    kind, count, what = read
    entry = words.get(f"{kind}_{what}" if what else kind)
    if entry is None:                 # "Sacrifice a Goblin": a type the catalogs don't word
        return text
    return fill(_form(entry, {"count": count}, lang), {"count": count}, lang)


def colon(lang: str = DEFAULT_LANGUAGE) -> str:
    """A label's colon as the language writes it: ": ", French " : " (with its space before),
    Japanese "："."""
    return _punctuation("colon", lang)


def listed(items: Sequence[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """Words already in the reader's language, listed as the language lists them ("A, B", "A、B")."""
    return _separator(lang).join(items)


def quoted(text: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """Words quoted as the language quotes them: “…”, «…», « … », 「…」."""
    return _punctuation("quote", lang).replace("{text}", text)


def cited(text: str, aside: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """A text with an aside in parentheses after it (its rule, a reason), as the language writes
    it: "… (305.3)", Japanese "…（305.3）"."""
    return text + _punctuation("aside", lang).replace("{text}", aside)


def sentences(texts: Iterable[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """Sentences one after another, as the language writes them: a space between, none in Japanese."""
    return _punctuation("sentences", lang).join(texts)


def happened(said: Iterable[tuple[str, dict[str, Any]]], lang: str = DEFAULT_LANGUAGE) -> str:
    """What the priority sequence or an action did, from the sequence section's codes
    (sequence.skipped, sequence.entered, engine.taken…), as the language writes sentences: each
    begins with a capital letter, also where it begins with a name in words ("a face-down spell
    of B doesn't fit …")."""
    return sentences((_capitalized(render("sequence", code, params, lang)) for code, params in said), lang)


def _capitalized(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:] if sentence[:1].islower() else sentence


def word(value: str | Sequence[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """One word of the catalog ("morph", "left"…) in a language, or several as the language lists
    them ("sinistra, destra", "左、右"); unknown words stay as they are."""
    return _word(value, _words(lang), _separator(lang))


def render_text(text: Any, lang: str = DEFAULT_LANGUAGE) -> str:
    """A quiz Text (or its dict form): catalog words, or literal text; nested Texts in the
    parameters are rendered first."""
    data = text if isinstance(text, dict) else text.model_dump()
    params = {k: render_text(v, lang) if isinstance(v, dict) and "code" in v else v
              for k, v in data.get("params", {}).items()}
    if data.get("section") is None:
        return str(data["code"])
    return render(data["section"], data["code"], params, lang)
