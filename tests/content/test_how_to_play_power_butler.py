"""電力管家 (Power Butler) rules reference (issue 14): `game_data/power_butler/how_to_play.yaml`
loads in both languages, its figures and values follow the game's YAML, its worked examples
still add up with the pack's numbers, a broken directive or link is named by the pack check, and
`rules/power_butler/moments.moment(state)` names only the reference's moments and reaches each
of them in simulated games."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.commands.rules import main as rules_main
from desktop_app.content.how_to_play import section_markdown
from desktop_app.content.how_to_play.power_butler import (
    EXAMPLE_PAID,
    EXAMPLE_USAGE,
    FAN,
    FIGURES,
    FRIDGE,
    MOMENTS,
    PICTURES,
    TV,
    VALUES,
    appliance,
)
from desktop_app.content.loader import load_how_to_play, load_power_butler, validate_pack
from desktop_app.content.power_butler import Face
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import KeepDice, PayBill, RollDice
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.moments import moment
from desktop_app.rules.power_butler.queries import firing_position
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions

FOLDER = "power_butler"
FILE = "power_butler/how_to_play.yaml"
LANGUAGES = ("zh_TW", "en")
SECTIONS = (
    "goal",
    "in_the_box",
    "setting_up",
    "rolling",
    "events",
    "spending",
    "markers",
    "the_bill",
    "end_of_turn",
    "game_end",
    "modes",
    "our_decisions",
    "glossary",
)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_DIRECTIVE = re.compile(r"\{\{\s*(figure|value|picture)\s+([a-z][a-z0-9_]*)")


@pytest.fixture(scope="module")
def content():
    return load_power_butler()


def _markdown(root: Path | None, section_id: str, language: str) -> str:
    reference, content = load_how_to_play(FOLDER, root)
    section = reference.section(section_id)
    assert section is not None, section_id
    return section_markdown(reference, section, content, language)


def _ours(issues) -> list[str]:
    return [str(issue) for issue in issues if FILE in str(issue)]


# --- the file --------------------------------------------------------------------------------


def test_the_reference_loads_and_every_section_is_in_both_languages():
    reference, content = load_how_to_play(FOLDER)
    assert tuple(s.id for s in reference.sections) == SECTIONS
    assert _HAN.search(reference.title.zh_TW) and not _HAN.search(reference.title.en)
    for section in reference.sections:
        assert _HAN.search(section.title.zh_TW) and not _HAN.search(section.title.en), section.id
        for language in LANGUAGES:
            text = section_markdown(reference, section, content, language)
            assert "{{" not in text and len(text) > 200, (section.id, language)
        # the Chinese body is Chinese; the English one is English (one glossary line names 度)
        zh, en = section.body.zh_TW, section.body.en
        assert len(_HAN.findall(zh)) > 40, section.id
        assert len(_HAN.findall(en)) <= 1, section.id
        # both languages use the same figures, values and pictures
        assert set(_DIRECTIVE.findall(zh)) == set(_DIRECTIVE.findall(en)), section.id


def test_the_shipped_reference_has_no_problems():
    assert _ours(validate_pack()) == []


def test_every_moment_opens_a_section_that_explains_it():
    reference, _content = load_how_to_play(FOLDER)
    opened = {m: reference.section_for_moment(m).id for m in MOMENTS}
    assert opened == {
        "roll": "rolling",
        "reroll": "rolling",
        "event": "events",
        "allocate": "spending",
        "game_over": "game_end",
    }


def test_every_figure_value_and_picture_kind_is_used_and_works(content):
    reference, _content = load_how_to_play(FOLDER)
    text = "\n".join(s.body.en + s.body.zh_TW for s in reference.sections)
    used = set(_DIRECTIVE.findall(text))
    assert {name for kind, name in used if kind == "figure"} == set(FIGURES)
    assert {name for kind, name in used if kind == "picture"} == set(PICTURES)
    unused = set(VALUES) - {name for kind, name in used if kind == "value"}
    assert unused == set(), unused
    for language in LANGUAGES:
        for name, make in FIGURES.items():
            headings, rows = make(content, language)
            assert rows and all(len(row) == len(headings) for row in rows), name
            assert all(isinstance(cell, str) for row in rows for cell in row), name
        for name, value in VALUES.items():
            assert value(content, language), name


def test_the_rules_command_prints_every_section_in_both_languages(capsys):
    for language in LANGUAGES:
        assert rules_main(["power-butler", "--lang", language]) == 0
        out = capsys.readouterr().out
        for section_id in SECTIONS:
            section = load_how_to_play(FOLDER)[0].section(section_id)
            assert section is not None and f"# {section.title.get(language)}\n" in out
        assert "{{" not in out and ("[圖：" if language == "zh_TW" else "[picture: ") in out


# --- figures and values follow the YAML ------------------------------------------------------


@pytest.mark.parametrize(
    ("yaml_file", "old", "new", "section", "changed"),
    [
        ("tables.yaml", "variety_bonus: [0, 0, 1, 3,", "variety_bonus: [0, 0, 2, 3,", "game_end", "| 2 | 2 |"),
        ("tables.yaml", "simple: {2: 15,", "simple: {2: 16,", "setting_up", "| 2 | 16 | 14 |"),
        (
            "appliances.yaml",
            "category: climate, points: 6, price: 6, power: 1,\n     kwh_month: 9.6",
            "category: climate, points: 6, price: 5, power: 1,\n     kwh_month: 9.6",
            "glossary",
            "| Electric fan | Climate | 6 | 5 | — | 1 | 9.6 |",
        ),
        ("events.yaml", 'en: "Energy-saving grant"', 'en: "Power grant"', "events", "| 1 | Power grant |"),
        (
            "events.yaml",
            # #1 takes the double gear from #9 (the pack needs exactly 7 of them)
            (
                "    standard_only: true\n    effects: [{type: refresh_market}]",
                "    effects: [{type: pay_bill, who: roller, amount: 3}]",
            ),
            (
                "    effects: [{type: refresh_market}]",
                "    standard_only: true\n    effects: [{type: pay_bill, who: roller, amount: 3}]",
            ),
            "events",
            "move your bill marker 3 notches forward. | Standard game only |",
        ),
        ("tables.yaml", "market_size: 4 ", "market_size: 5 ", "end_of_turn", "The shop is filled back up to 5 cards"),
        (
            "appliances.yaml",
            "category: kitchen, points: 15, price: 11, power: 4,",
            "category: kitchen, points: 17, price: 11, power: 4,",
            "game_end",
            "6 + 10 + 17 + 3 − 4 = 32",
        ),
    ],
)
def test_a_figure_or_value_follows_the_yaml(pack: Path, yaml_file, old, new, section, changed):
    """One number or word changed in the game's YAML (two swapped where the pack needs a count
    kept) shows in the section's figure or sentence."""
    path = pack / FOLDER / yaml_file
    text = path.read_text(encoding="utf-8")
    assert changed not in _markdown(pack, section, "en")
    olds, news = (old, new) if isinstance(old, tuple) else ((old,), (new,))
    for one_old, one_new in zip(olds, news, strict=True):
        assert one_old in text, one_old
        text = text.replace(one_old, one_new, 1)
    path.write_text(text, encoding="utf-8")
    assert changed in _markdown(pack, section, "en")


def test_the_worked_examples_still_add_up_with_the_packs_numbers(content):
    """The examples' sentences hold for the pack: Mei's 3 + 3 buys the fan (and 3 + 2 + 2 = 7 is
    more than it costs), the 2 + 2 + 1 + 1 = 6 left do not buy the television, her fan is
    "1 step"; Leo's 3 + 3 + 3 + 2 = 11 pays the refrigerator, which needs fixed space and
    delivery; the fan, television and refrigerator are three kinds; two 3元/! dice fire the
    second card from the right (seed 000: 「根據其最後一個放在事件排序標記…上的骰子，拿取其上方所對應的
    事件卡」)."""
    fan, tv, fridge = (appliance(content, i) for i in (FAN, TV, FRIDGE))
    assert fan.price <= 3 + 3 < 3 + 2 + 2
    assert tv.price > 2 + 2 + 1 + 1
    assert fan.power == 1
    assert fridge.price <= 3 + 3 + 3 + 2
    assert fridge.conditions == (Face.SPACE, Face.DELIVERY)
    assert len({fan.category, tv.category, fridge.category}) == 3
    assert firing_position(content.event_row_size, 2) == content.event_row_size - 2
    assert EXAMPLE_USAGE - EXAMPLE_PAID == 4  # "usage at 9, paid up to 5"
    assert content.market_size == 4 and content.event_row_size == 5  # the event-row picture's five markers


# --- a broken reference is reported ----------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("{{value fan_price}}", "{{value fan_prices}}", "no value 'fan_prices'"),
        ("{{figure modes}}", "{{figure mode}}", "no figure 'mode'"),
        ("{{picture appliance refrigerator}}", "{{picture appliance fridge}}", "'appliance fridge' names nothing"),
        ("{{picture dice three.two.one.one", "{{picture dice seven.two.one.one", "'dice seven.two.one.one"),
        ("{{picture track 9.5}}", "{{picture track nine}}", "'track nine' names nothing"),
        ("refrigerator-9-5}}", "refrigerator-9}}", "names nothing"),
        ("{{picture markers 0}}", "{{picture marker 0}}", "no picture kind 'marker'"),
        ("(#the_bill)", "(#bill)", "the link to '#bill' names no section"),
        ("moments: [game_over]", "moments: []", "no section explains the moment 'game_over'"),
        ("moments: [event]", "moments: [events]", "'events' is not a moment"),
        ("{{value fan_name}}", "{{ fan_name }}", "is not {{figure NAME}}"),
    ],
)
def test_a_broken_directive_or_link_is_reported_by_validate_pack(pack: Path, old, new, problem):
    path = pack / FILE
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    issues = _ours(validate_pack(pack))
    assert any(problem in issue for issue in issues), issues


def test_a_section_missing_a_language_is_reported(pack: Path):
    path = pack / FILE
    text = path.read_text(encoding="utf-8")
    old = "title: {zh_TW: 付電費, en: Paying the bill}"
    assert old in text
    path.write_text(text.replace(old, "title: {en: Paying the bill}"), encoding="utf-8")
    assert any("zh_TW" in issue for issue in _ours(validate_pack(pack)))


# --- moments ---------------------------------------------------------------------------------


def _play(content, players: int, seed: int, mode: Mode) -> list[str]:
    """A game of heuristic computer players; the moment of every state on the way."""
    state = engine.new_game(content, PowerButlerOptions(players, seed, mode))
    bots = [make_bot("power-butler", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    seen = [moment(state)]
    for _ in range(5000):
        if engine.is_over(state):
            break
        p = engine.current_player(state)
        engine.apply_in_place(state, bots[p].choose(POWER_BUTLER.observation(state, p), rngs[p]))
        seen.append(moment(state))
    assert engine.is_over(state)
    return seen


def test_moment_names_only_moments_and_reaches_every_one(content):
    """Over simulated games `moment(state)` is always one of the reference's MOMENTS, and each
    comes up: seed 000's (1)骰子丟擲 (「玩家同時丟擲6顆骰子」, then the rerolls), (2)事件觸發 (「拿取其
    上方所對應的事件卡，閱讀卡牌上的事件內容並執行效能」), (3)骰子分配, and the end (「當此輪各玩家皆完成其
    行動回合後，遊戲即告結束」). None is rare."""
    seen: list[str] = []
    for players, seed, mode in ((2, 1, Mode.SIMPLE), (3, 2, Mode.STANDARD), (5, 3, Mode.STANDARD)):
        seen += _play(content, players, seed, mode)
    assert set(seen) <= set(MOMENTS)
    assert set(seen) == set(MOMENTS)
    assert seen.count("game_over") == 3
    assert min(seen.count(m) for m in MOMENTS if m != "game_over") >= 10


def test_the_event_moment_lasts_until_the_first_die_is_spent(content):
    """Seed 000 (2)事件觸發 comes between the roll and (3)骰子分配: 「玩家根據其最後一個放在事件排序標記
    …上的骰子，拿取其上方所對應的事件卡」, and 「若玩家未擲出「3元/！」圖像的骰面，將不會觸發任何事件」. F1 opens
    the event's section from the card firing until a die is used; with no 3元/! die there is no
    event moment."""
    state = engine.new_game(content, PowerButlerOptions(2, 5, Mode.SIMPLE))
    assert moment(state) == "roll"
    engine.apply_in_place(state, RollDice())
    assert state.phase is Phase.REROLL and moment(state) == "reroll"
    state.dice = [int(Face.THREE), int(Face.TWO), int(Face.TWO), int(Face.ONE), int(Face.ONE), int(Face.ONE)]
    engine.apply_in_place(state, KeepDice())
    assert state.fired_event and moment(state) == "event"
    state.usage[0] = 5  # something to pay
    engine.apply_in_place(state, PayBill(faces=(int(Face.ONE),)))
    assert moment(state) == "allocate"

    quiet = engine.new_game(content, PowerButlerOptions(2, 5, Mode.SIMPLE))
    engine.apply_in_place(quiet, RollDice())
    quiet.dice = [int(Face.TWO)] * 3 + [int(Face.ONE)] * 3
    engine.apply_in_place(quiet, KeepDice())
    assert quiet.fired_event == 0 and moment(quiet) == "allocate"


def test_moment_follows_the_phase_of_a_state(content):
    state = engine.new_game(content, PowerButlerOptions(players=2, seed=4))
    for phase, name in ((Phase.ROLL, "roll"), (Phase.REROLL, "reroll"), (Phase.GAME_OVER, "game_over")):
        state.phase = phase
        assert moment(state) == name
    state.phase = Phase.ALLOCATE
    state.fired_event = 0
    assert moment(state) == "allocate"
