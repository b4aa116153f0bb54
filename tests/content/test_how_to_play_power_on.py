"""電力啟動 (Power On!) rules reference (issue 14): `game_data/power_on/how_to_play.yaml` loads in
both languages, its figures and values follow the game's YAML, a broken directive or link is
named by the pack check, and `rules/power_on/moments.moment(state)` names only the reference's
moments and reaches each of them in simulated games."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.commands.rules import main as rules_main
from desktop_app.content.how_to_play import section_markdown
from desktop_app.content.how_to_play.power_on import FIGURES, MOMENTS, PICTURES, VALUES
from desktop_app.content.loader import load_how_to_play, validate_pack
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.moments import moment
from desktop_app.rules.power_on.queries import can_light
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, TowerMode

FOLDER = "power_on"
FILE = "power_on/how_to_play.yaml"
LANGUAGES = ("zh_TW", "en")
_HAN = re.compile(r"[\u4e00-\u9fff]")


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
    assert reference.title.zh_TW and reference.title.en
    assert [s.id for s in reference.sections] == [
        "goal",
        "box",
        "setup",
        "turn",
        "power",
        "tower",
        "collapse",
        "cities",
        "end",
        "modes",
        "decisions",
        "glossary",
    ]
    for section in reference.sections:
        for language in LANGUAGES:
            text = section_markdown(reference, section, content, language)
            assert "{{" not in text and "}}" not in text, (section.id, language)
            body = section.body.get(language)
            assert len(body) > 80, (section.id, language)
        # the Chinese text is Chinese and the English text is not
        assert _HAN.search(section.title.zh_TW) and _HAN.search(section.body.zh_TW), section.id
        assert not _HAN.search(section.title.en) and not _HAN.search(section.body.en), section.id


def test_the_shipped_reference_has_no_problems():
    assert _ours(validate_pack()) == []


def test_every_moment_opens_a_section_that_explains_it():
    reference, _content = load_how_to_play(FOLDER)
    for name in MOMENTS:
        assert name in reference.section_for_moment(name).moments, name


def test_every_figure_value_and_picture_the_module_offers_is_used_or_works():
    """No dead names: every figure and value of the module makes text in both languages, and
    every picture kind the YAML uses is one the module checks."""
    reference, content = load_how_to_play(FOLDER)
    for language in LANGUAGES:
        for name, figure in FIGURES.items():
            headings, rows = figure(content, language)
            assert headings and rows and all(len(row) == len(headings) for row in rows), name
            assert all(isinstance(cell, str) and cell for row in rows for cell in row), name
        for name, value in VALUES.items():
            assert value(content, language), name
    text = "\n".join(s.body.en + s.body.zh_TW for s in reference.sections)
    used = set(re.findall(r"\{\{\s*picture\s+([a-z_]+)", text))
    assert used <= set(PICTURES) and used


def test_the_rules_command_prints_every_section_in_both_languages(capsys):
    reference, _content = load_how_to_play(FOLDER)
    for language in LANGUAGES:
        assert rules_main(["power-on", "--lang", language]) == 0
        out = capsys.readouterr().out
        for section in reference.sections:
            assert f"# {section.title.get(language)}\n" in out
        assert "{{" not in out


# --- figures and values follow the YAML ------------------------------------------------------


@pytest.mark.parametrize(
    ("yaml_file", "old", "new", "section", "changed"),
    [
        # rules.yaml: coal gives 5 instead of 4 -> the plant table's coal row and the worked example
        (
            "rules.yaml",
            'coal:    {name: {zh_TW: "燃煤", en: "Coal"},           power: 4, carbon: 4}',
            'coal:    {name: {zh_TW: "燃煤", en: "Coal"},           power: 5, carbon: 4}',
            "power",
            ["| Coal | 6 | throw away 1 card from your hand (any card) | 5 | 4 |", "5 + 5 = 10 power"],
        ),
        # rules.yaml: a hand of 6 at the start -> the set-up table's deck column
        ("rules.yaml", "start_hand: 5 ", "start_hand: 6 ", "setup", ["| 2 | 6 | 6 | 3 | 10 | 12 | 33 |"]),
        # rules.yaml: the no-dexterity tower's chance per token
        ("rules.yaml", "per_token: 7", "per_token: 9", "modes", ["| 10 | 9% |", "adds 0.9% to the chance"]),
        # rules.yaml: the hand limit, a value in the turn section
        ("rules.yaml", "hand_limit: 8 ", "hand_limit: 7 ", "turn", ["when you already hold 7."]),
        # cities.yaml: Hualien needs 5 -> the city table
        ("cities.yaml", "power: 4,  stars: 2", "power: 5,  stars: 2", "cities", ["| Hualien | 5 | 2 |"]),
        # cards.yaml: a smart grid card with back 2 becomes a back 0 -> the back-number table
        ("cards.yaml", "backs: [1, 2]\n", "backs: [1, 0]\n", "glossary", ["| 0 | 26 |", "| 2 | 14 |"]),
        # cards.yaml: a natural gas card's text -> the fuel table
        (
            "cards.yaml",
            'en: "Fuel for one gas plant."',
            'en: "Burns in one gas plant."',
            "power",
            ["| Natural gas | 8 | Burns in one gas plant. |"],
        ),
    ],
)
def test_a_figure_or_value_follows_the_yaml(pack: Path, yaml_file, old, new, section, changed):
    path = pack / FOLDER / yaml_file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    before = _markdown(pack, section, "en")
    for line in changed:
        assert line not in before
    path.write_text(text.replace(old, new), encoding="utf-8")
    after = _markdown(pack, section, "en")
    for line in changed:
        assert line in after, (line, after)


def test_the_worked_city_example_is_lit_by_the_rules(content_po):
    """The example of "Lighting a city" follows the rules (seed 001: 「若本回合具有的發電量滿足場上城市卡
    的所需電量，便可從公區拿取對應城市卡」): with the example's power the example city can be lit and the
    city it names as out of reach cannot."""
    content = content_po
    power = int(VALUES["example_power"](content, "en"))
    names = [c.name.en for c in content.cities]
    lit = names.index(VALUES["example_city"](content, "en"))
    far = names.index(VALUES["far_city"](content, "en"))
    state = engine.new_game(content, PowerOnOptions(players=2, seed=1))
    state.city_row = [lit, far]
    state.phase, state.power = Phase.CITY, power
    assert can_light(state, lit)
    assert not can_light(state, far)


@pytest.fixture(scope="module")
def content_po():
    from desktop_app.content.loader import load_power_on

    return load_power_on()


# --- a broken reference is named -------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("{{figure cities}}", "{{figure towns}}", "no figure 'towns'"),
        ("{{value hand_limit}}", "{{value hand_size}}", "no value 'hand_size'"),
        ("{{picture city hualien}}", "{{picture city taipei}}", "'city taipei' names nothing"),
        ("{{picture card coal_plant}}", "{{picture card oil_plant}}", "'card oil_plant' names nothing"),
        ("{{picture back 2}}", "{{picture back 7}}", "'back 7' names nothing"),
        ("{{picture tower 3}}", "{{picture tower 99}}", "'tower 99' names nothing"),
        ("{{picture tower 3}}", "{{picture plant coal}}", "no picture kind 'plant'"),
        ("](#tower)", "](#towers)", "the link to '#towers' names no section"),
        ("moments: [city]", "moments: []", "no section explains the moment 'city'"),
        ("moments: [stacking]", "moments: [stack]", "'stack' is not a moment"),
    ],
)
def test_a_broken_directive_or_link_is_reported_by_validate_pack(pack: Path, old, new, problem):
    path = pack / FILE
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    issues = _ours(validate_pack(pack))
    assert any(problem in issue for issue in issues), issues


# --- moments ---------------------------------------------------------------------------------


def _play(content, players: int, seed: int, tower: str) -> list[str]:
    """A game of heuristic computer players; in stacking mode each token's outcome is drawn at
    random from the legal ones (it stands or it topples the tower), so collapses happen."""
    state = engine.new_game(content, PowerOnOptions(players, seed, tower))
    bots = [make_bot("power-on", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    chance = random.Random(seed)
    seen = [moment(state)]
    for _ in range(5000):
        if engine.is_over(state):
            break
        p = engine.current_player(state)
        if state.phase is Phase.STACKING:
            action = chance.choice(engine.legal_actions(state))
        else:
            action = bots[p].choose(POWER_ON.observation(state, p), rngs[p])
        engine.apply_in_place(state, action)
        seen.append(moment(state))
    assert engine.is_over(state)
    return seen


def test_moment_names_only_moments_and_reaches_every_one(content_po):
    """Over simulated games `moment(state)` is always one of the reference's MOMENTS, and each
    comes up: spending action points (seed 001 「可從取牌、打牌及發電3種行動中，選擇3個行動點執行」),
    stacking tokens (「每次僅能放置1個碳排放指示物」), discarding after a collapse (「碳塔倒塌時其他每位
    玩家須從自家手牌上挑選1張卡牌，將其丟置棄牌堆」), lighting a city and the end. None is rare."""
    seen: list[str] = []
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        seen += _play(content_po, players, seed, TowerMode.STACKING)
    assert set(seen) <= set(MOMENTS)
    assert set(seen) == set(MOMENTS)
    assert seen.count("game_over") == 3


def test_moment_follows_the_phase_of_a_state(content_po):
    state = engine.new_game(content_po, PowerOnOptions(players=2, seed=4))
    expected = {
        Phase.ACTIONS: "actions",
        Phase.STACKING: "stacking",
        Phase.DISCARD: "discard",
        Phase.CITY: "city",
        Phase.GAME_OVER: "game_over",
    }
    for phase, name in expected.items():
        state.phase = phase
        assert moment(state) == name
