"""Power Grid's rules reference (game_data/power_grid/how_to_play.yaml, issue 14): it loads in
both languages, every figure and value follows the game's YAML, a broken directive or link is
named by validate-content, and every moment a game can be in (rules/power_grid/moments.py) has
a section that explains it."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from desktop_app.ai.registry import make_bot
from desktop_app.commands.rules import main as rules_main
from desktop_app.content.how_to_play import power_grid as reference_data
from desktop_app.content.how_to_play import section_markdown
from desktop_app.content.how_to_play.power_grid import FIGURES, MOMENTS, VALUES
from desktop_app.content.loader import load_how_to_play, validate_pack
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.moments import moment
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions

FILE = "power_grid/how_to_play.yaml"
LANGUAGES = ("zh_TW", "en")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def shipped():
    return load_how_to_play("power_grid")


def _figure_text(table) -> str:
    headings, rows = table
    return "\n".join(" | ".join(row) for row in (headings, *rows))


# --- the file -------------------------------------------------------------------------------


def test_the_reference_loads_and_every_section_renders_in_both_languages(shipped):
    reference, content = shipped
    assert reference.game == "power_grid"
    for section in reference.sections:
        for language in LANGUAGES:
            text = section_markdown(reference, section, content, language)
            assert text.startswith(f"# {section.title.get(language)}\n")
            assert "{{" not in text and "}}" not in text, (section.id, language)


def test_every_section_is_written_in_both_languages(shipped):
    """Each title and body has a Chinese text that is Chinese and an English one that is not."""
    reference, _content = shipped
    for section in reference.sections:
        for text in (section.title, section.body):
            assert CJK.search(text.zh_TW), section.id
            assert text.en.strip() and not CJK.search(text.en), section.id


def test_the_sections_come_in_the_order_a_newcomer_reads_them(shipped):
    reference, _content = shipped
    ids = [s.id for s in reference.sections]
    assert ids == [
        "goal",
        "box",
        "setup",
        "turn_order",
        "auction",
        "resources",
        "building",
        "bureaucracy",
        "steps",
        "end",
        "modes",
        "decisions",
        "glossary",
    ]


def test_no_number_of_the_pack_is_typed_where_a_table_belongs(shipped):
    """The payment table's incomes and the setup table's city thresholds appear only through
    figures and values: the YAML bodies themselves never spell them out."""
    _reference, content = shipped
    raw = (Path(__file__).parents[2] / "game_data" / FILE).read_text(encoding="utf-8")
    bodies = re.sub(r"\{\{.*?\}\}", "", raw)
    for number in {*content.payment[2:], content.start_money, content.houses_per_player}:
        assert not re.search(rf"(?<![\d.]){number}(?![\d.])", bodies), number


def test_every_moment_has_a_section_and_each_phase_section_has_a_worked_example(shipped):
    reference, _content = shipped
    for name in MOMENTS:
        assert reference.section_for_moment(name).moments, name
    for section_id in ("turn_order", "auction", "resources", "building", "bureaucracy", "end"):
        body = reference.section(section_id).body
        assert "## 例子" in body.zh_TW and "## Example" in body.en, section_id


def test_the_rules_command_prints_every_section(capsys, shipped):
    reference, _content = shipped
    for language in LANGUAGES:
        assert rules_main(["power-grid", "--lang", language]) == 0
        out = capsys.readouterr().out
        for section in reference.sections:
            assert f"# {section.title.get(language)}\n" in out
        assert f"[{'圖：' if language == 'zh_TW' else 'picture: '}plant 13]" in out


# --- figures and values follow the YAML -----------------------------------------------------


@pytest.mark.parametrize(
    ("figure", "file", "old", "new", "shows"),
    [
        ("payment", "tables.yaml", "payment: [10, 22,", "payment: [10, 23,", "\n1 | 23 |"),
        ("player_counts", "tables.yaml", "    end_cities: 21\n", "    end_cities: 20\n", "2 | 3 | 8 | 4 | 10 | 20"),
        ("resupply", "tables.yaml", "step1: {coal: 3, oil: 2,", "step1: {coal: 9, oil: 2,", "2 | 1 | 9 | 2 | 1 | 1"),
        ("resource_market", "tables.yaml", "start_count: 24", "start_count: 21", "Coal | 1–8 (3 on each) | 21 | 24"),
        (
            "plants",
            "plants.yaml",
            "{number: 4, kind: coal, fuel_needed: 2, cities: 1}",
            "{number: 4, kind: coal, fuel_needed: 2, cities: 3}",
            "4 (2 → 3)",
        ),
        (
            "maps",
            "maps/north_taiwan.yaml",
            'name: {zh_TW: "北臺灣", en: "North Taiwan"}',
            'name: {zh_TW: "小臺灣", en: "Little Taiwan"}',
            "Little Taiwan | 3 | 21",
        ),
    ],
)
def test_each_figure_follows_the_yaml(pack: Path, shipped, figure, file, old, new, shows):
    _reference, content = shipped
    before = _figure_text(FIGURES[figure](content, "en"))
    assert shows not in before
    path = pack / "power_grid" / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    _reference, changed = load_how_to_play("power_grid", pack)
    assert shows in _figure_text(FIGURES[figure](changed, "en"))
    assert FIGURES[figure](changed, "zh_TW") != FIGURES[figure](content, "zh_TW")


@pytest.mark.parametrize(
    ("value", "file", "old", "new", "before", "after"),
    [
        ("start_money", "tables.yaml", "start_money: 50 ", "start_money: 60 ", "50", "60"),
        (
            "example_second_total",
            "maps/taiwan.yaml",
            "{a: taipei, b: banqiao, cost: 4}",
            "{a: taipei, b: banqiao, cost: 3}",
            "14",
            "13",
        ),
        ("mei_income", "tables.yaml", "payment: [10, 22, 33, 44,", "payment: [10, 22, 33, 45,", "44", "45"),
        (
            "plant_7",
            "plants.yaml",
            "{number: 7, kind: oil, fuel_needed: 3, cities: 2}",
            "{number: 7, kind: garbage, fuel_needed: 3, cities: 2}",
            "burns 3 oil to power 2 cities",
            "burns 3 garbage to power 2 cities",
        ),
    ],
)
def test_each_worked_example_follows_the_yaml(pack: Path, shipped, value, file, old, new, before, after):
    """The examples add real numbers up (a cable and a city space, what two plants earn): a
    changed YAML number changes the example's sum."""
    _reference, content = shipped
    assert VALUES[value](content, "en") == before
    path = pack / "power_grid" / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    _reference, changed = load_how_to_play("power_grid", pack)
    assert VALUES[value](changed, "en") == after


def test_every_figure_and_value_speaks_both_languages(shipped):
    _reference, content = shipped
    for name, make in FIGURES.items():
        for language in LANGUAGES:
            headings, rows = make(content, language)
            assert rows and all(isinstance(cell, str) for row in (headings, *rows) for cell in row), name
            assert all(len(row) == len(headings) for row in rows), name
        assert CJK.search(" ".join(make(content, "zh_TW")[0])) and not CJK.search(" ".join(make(content, "en")[0]))
    for name, make_value in VALUES.items():
        for language in LANGUAGES:
            assert make_value(content, language).strip(), name


# --- a broken reference is named ------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("{{figure payment}}", "{{figure payments}}", "no figure 'payments'"),
        ("{{value top_plant}}", "{{value top_plants}}", "no value 'top_plants'"),
        ("{{picture plant 13}}", "{{picture plant 41}}", "'plant 41' names nothing"),
        ("{{picture city taipei}}", "{{picture city atlantis}}", "'city atlantis' names nothing"),
        ("{{picture fuels}}", "{{picture fuel wood}}", "'fuel wood' names nothing"),
        ("](#setup)", "](#set-up)", "the link to '#set-up' names no section"),
        ("    moments: [game_over]\n", "", "no section explains the moment 'game_over'"),
        ("moments: [resources]", "moments: [shopping]", "'shopping' is not a moment"),
    ],
)
def test_a_broken_directive_or_link_is_reported(pack: Path, old, new, problem):
    path = pack / FILE
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    issues = [str(issue) for issue in validate_pack(pack)]
    assert any(FILE in i and problem in i for i in issues), issues


# --- moments ----------------------------------------------------------------------------------


def _moments_of_a_game(content, players: int, seed: int, bot_name: str) -> Counter[str]:
    state = engine.new_game(content, PowerGridOptions(players, seed=seed))
    bot, rng = make_bot("power-grid", bot_name), random.Random(seed)
    seen: Counter[str] = Counter()
    for _ in range(5000):
        seen[moment(state)] += 1
        if engine.is_over(state):
            break
        engine.apply_in_place(state, bot.choose(POWER_GRID.observation(state, engine.current_player(state)), rng))
    assert engine.is_over(state)
    return seen


def test_moment_over_whole_games_returns_only_moments_and_reaches_each(shipped):
    """Five computer games (2 to 6 players, both bots): every state is in one of MOMENTS, and
    together they reach every moment, scrapping a plant included (none is rare: a heuristic game
    scraps 6-15 times)."""
    _reference, content = shipped
    seen: Counter[str] = Counter()
    for players, seed, bot in (
        (2, 1, "heuristic"),
        (3, 2, "random"),
        (4, 3, "heuristic"),
        (5, 4, "heuristic"),
        (6, 5, "random"),
    ):
        seen += _moments_of_a_game(content, players, seed, bot)
    assert set(seen) == set(MOMENTS), seen


def test_moment_of_a_player_over_the_plant_limit_is_scrap_plant(shipped):
    """Seed 002: 「若玩家投得第四座发电厂，他可四选其三作保留，多出来的则作弃牌」: while a player
    must choose the plant to scrap, the window is in the scrap_plant moment, not the auction."""
    _reference, content = shipped
    state = engine.new_game(content, PowerGridOptions(3, seed=1))
    assert moment(state) == "auction"
    state.discard_player = state.order[0]
    assert moment(state) == "scrap_plant"


@pytest.mark.parametrize(
    ("phase", "expected"),
    [
        (Phase.AUCTION, "auction"),
        (Phase.RESOURCES, "resources"),
        (Phase.BUILDING, "building"),
        (Phase.BUREAUCRACY, "bureaucracy"),
        (Phase.GAME_OVER, "game_over"),
    ],
)
def test_moment_follows_the_phase_of_the_round(shipped, phase, expected):
    """Seed 002: 「玩家顺序→竞投电厂→购买燃料→建设网络→行政管理」: each phase that takes a
    decision is its own moment, explained by its own section."""
    reference, content = shipped
    state = engine.new_game(content, PowerGridOptions(3, seed=1))
    state.phase = phase
    assert moment(state) == expected
    assert reference.section_for_moment(expected).id == {"game_over": "end"}.get(expected, expected)


def test_the_moment_ids_are_one_list():
    """rules/power_grid/moments.py uses the reference's own MOMENTS (one list, two layers)."""
    from desktop_app.rules.power_grid import moments

    assert moments.MOMENTS is reference_data.MOMENTS
