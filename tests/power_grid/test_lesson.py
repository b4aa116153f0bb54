"""Power Grid's lesson page figures (issue 15: "Power Grid — energy mix, CO2 per city powered,
money over time"): rules/power_grid/lesson.py, from the states around each action, and the words
of every code it uses (game_data/power_grid/lesson.yaml)."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_lesson
from desktop_app.rules.common.lesson import BAR, LINE, STACKED, PlayedStep
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import RunPlants
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.lesson import (
    CITIES_LIT,
    CO2_PER_CITY,
    CO2_TONNES,
    FUELS,
    MIX,
    MONEY,
    NO_CO2_SHARE,
    SEAT_CHARTS,
    START,
    lesson,
    share_cities,
)
from desktop_app.rules.power_grid.queries import co2_emitted
from desktop_app.rules.power_grid.state import STEP3_CARD, Phase, PowerGridOptions

SEED, PLAYERS = 12, 3


def _played(content, players: int = PLAYERS, seed: int = SEED) -> list[PlayedStep]:
    """A whole game by the registry's heuristic computer players, as PlayedSteps."""
    state = engine.new_game(content, PowerGridOptions(players, seed=seed))
    bots = [make_bot("power-grid", "heuristic") for _ in range(players)]
    rng = random.Random(seed)
    steps = []
    while not engine.is_over(state):
        who = engine.current_player(state)
        action = bots[who].choose(POWER_GRID.observation(state, who), rng)
        after = engine.apply(state, action)
        steps.append(PlayedStep(who, action, state, after))
        state = after
    return steps


@pytest.fixture(scope="module")
def game(content):
    return _played(content)


def _chart(made, chart_id):
    return next(chart for chart in made.charts if chart.id == chart_id)


def _one_bureaucracy(pg):
    """Round 2's Bureaucracy, hand-checked. Seat 0, with 3 cities, runs plants 4 (coal, 1 city),
    5 (hybrid, 1 city, burning 2 oil) and 13 (eco, 1 city); seat 1, with 3 cities, runs plants 11
    (uranium, 2 cities) and 27 (eco, 3 cities)."""
    state = pg.make_state(
        2,
        round=2,
        phase=Phase.BUREAUCRACY,
        order=[0, 1],
        deck=[30, 31, 32, 33, STEP3_CARD],
        money=50,
        plants={0: (4, 5, 13), 1: (11, 27)},
        fuel={0: {"coal": 2, "oil": 2}, 1: {"uranium": 1}},
        houses={0: ("taipei", "banqiao", "tamsui"), 1: ("keelung", "xizhi", "xindian")},
    )
    steps = []
    for who, action in ((0, RunPlants((4, 5, 13), hybrid_coal=0)), (1, RunPlants((11, 27)))):
        after = engine.apply(state, action)
        steps.append(PlayedStep(who, action, state, after))
        state = after
    return steps


def test_cities_powered_are_shared_among_the_running_plants_by_their_capacity(pg, content):
    """Seed 002: 「根据点算表上表示玩家连接的城市数目，与其直正供电量比较，数值较小者即是其供电城市数目」.
    Seat 0 powers its 3 cities with 3 of capacity: coal 1, oil 1 (the hybrid burnt only oil), eco
    1. Seat 1 has 5 of capacity (uranium 2, eco 3) for 3 cities: 3 x 2/5 = 1.2 and 3 x 3/5 = 1.8,
    so 1 and 1, and the largest remainder (eco, 0.8) takes the city left over: uranium 1, eco 2.
    Round 2's bar: coal 1, oil 1, uranium 1, renewables 3."""
    made = lesson(_one_bureaucracy(pg), content)
    mix = _chart(made, MIX)
    assert mix.kind == STACKED and mix.labels == (2,) and mix.unit == "cities"
    assert [(s.name, s.values) for s in mix.series] == [  # FUELS order, the empty ones left out
        ("coal", (1.0,)),
        ("oil", (1.0,)),
        ("uranium", (1.0,)),
        ("renewable", (3.0,)),
    ]


def test_co2_per_city_is_the_co2_of_the_fuel_burnt_over_the_cities_powered(pg, content):
    """Seat 0 burnt 2 coal (1000 kg each, the pack's co2_kg_per_unit) and 2 oil (800 kg) for 3
    cities: 3600 / 3 = 1200 kg a city; seat 1's uranium and eco plants emit none (seed 002:
    「为供电而运作的发电厂，会耗用燃料（生态或核融电厂除外）」). 6 cities lit, 4 of them without CO2."""
    made = lesson(_one_bureaucracy(pg), content)
    co2 = _chart(made, CO2_PER_CITY)
    assert co2.kind == BAR and co2.labels == (0, 1) and co2.unit == "kg_co2_per_city"
    assert co2.series[0].values == (1200.0, 0.0)
    assert dict(made.facts) == {CITIES_LIT: 6, CO2_TONNES: 3.6, NO_CO2_SHARE: 67}


def test_money_over_time_starts_with_the_money_before_the_first_action_then_each_round_end(pg, content):
    """Seed 004: 「根据所供电的城市数量获得相应的钱」: each seat powered 3 cities and was paid 44
    Elektro (50 -> 94) at the end of round 2."""
    money = _chart(lesson(_one_bureaucracy(pg), content), MONEY)
    assert money.kind == LINE and money.labels == (START, 2) and money.unit == "elektro"
    assert [(s.name, s.values) for s in money.series] == [(0, (50.0, 94.0)), (1, (50.0, 94.0))]


def test_a_tie_for_the_city_left_over_goes_to_the_source_listed_first():
    """docs/rules-decisions.md, Power Grid, "Lesson page": equal remainders go in FUELS order
    (coal first), so a coal and an eco plant of 1 city each, for 1 city, count it as coal."""
    assert share_cities(1, dict.fromkeys(FUELS, 0.0) | {"coal": 1.0, "renewable": 1.0})["coal"] == 1
    assert sum(share_cities(5, dict.fromkeys(FUELS, 1.0)).values()) == 5
    assert share_cities(3, dict.fromkeys(FUELS, 0.0)) == dict.fromkeys(FUELS, 0)


def test_the_energy_mix_of_a_real_game_adds_up_to_the_cities_each_round_powered(game, content):
    """A whole 3-player game by the heuristic players: each round's bar is the cities the states
    say were powered in that round's Bureaucracy (seed 004: 「供电的城市数量将不超过自己所拥有的城市数量」)."""
    mix = _chart(lesson(game, content), MIX)
    powered: dict[int, int] = {}
    for step in game:
        if isinstance(step.action, RunPlants):
            powered[step.before.round] = powered.get(step.before.round, 0) + step.after.powered[step.player]
            assert step.after.powered[step.player] <= len(step.after.cities[step.player])
    assert mix.labels == tuple(sorted(powered))
    assert [sum(s.values[i] for s in mix.series) for i in range(len(mix.labels))] == [powered[r] for r in mix.labels]
    assert len(mix.labels) <= 25, "a bar per round, never hundreds"


def test_money_over_time_of_a_real_game_is_each_seats_money_at_every_round_end(game, content):
    money = _chart(lesson(game, content), MONEY)
    ends = [step.after for step in game if step.after.round != step.before.round or engine.is_over(step.after)]
    assert money.labels == (START, *range(1, len(ends) + 1))
    for seat in range(PLAYERS):
        values = next(s.values for s in money.series if s.name == seat)
        assert values == (float(content.start_money), *(float(state.money[seat]) for state in ends))


def test_co2_per_city_of_a_real_game_weighs_the_fuel_each_seat_burnt(game, content):
    made = lesson(game, content)
    co2 = _chart(made, CO2_PER_CITY)
    tracks = content.resource_tracks
    for seat in range(PLAYERS):
        runs = [s for s in game if isinstance(s.action, RunPlants) and s.player == seat]
        kg = sum(
            (s.after.burnt[seat][r] - s.before.burnt[seat][r]) * tracks[r].co2_kg_per_unit
            for s in runs
            for r in range(4)
        )
        cities = sum(s.after.powered[seat] for s in runs)
        assert cities > 0
        assert co2.series[0].values[seat] == pytest.approx(kg / cities)
        assert kg == pytest.approx(co2_emitted(game[-1].after, seat))
    facts = dict(made.facts)
    assert facts[CITIES_LIT] == sum(s.after.powered[s.player] for s in game if isinstance(s.action, RunPlants))
    assert 0 <= facts[NO_CO2_SHARE] <= 100 and facts[CO2_TONNES] > 0


def test_before_any_action_the_charts_are_there_and_empty(content):
    made = lesson([], content)
    assert [chart.id for chart in made.charts] == [MIX, CO2_PER_CITY, MONEY]
    assert all(not chart.labels and not chart.series for chart in made.charts)


def test_every_code_the_lesson_uses_has_words_in_both_languages(content):
    """Every chart id, series and label code, unit and fact of the page, and every source the
    energy mix can show (fusion and the rest, even when this game had none), has words in
    繁體中文 and English in game_data/power_grid/lesson.yaml, and each source its colour."""
    text = load_lesson("power_grid")
    games = [lesson(_played(content, players, seed), content) for players, seed in ((PLAYERS, SEED), (4, 5))]
    chart_ids = {c.id for made in games for c in made.charts}
    codes = {name for made in games for c in made.charts for name in (*c.labels, *(s.name for s in c.series))}
    codes = {code for code in codes if isinstance(code, str)} | set(FUELS)
    units = {c.unit for made in games for c in made.charts}
    facts = {name for made in games for name, _value in made.facts}
    assert chart_ids == {MIX, CO2_PER_CITY, MONEY} and set(SEAT_CHARTS) <= chart_ids
    for table, wanted in ((text.titles, chart_ids), (text.series, codes), (text.units, units), (text.facts, facts)):
        for code in wanted:
            assert code in table, code
            assert table[code].get("zh_TW") and table[code].get("en"), code
            assert table[code].get("zh_TW") != table[code].get("en"), code
    assert set(FUELS) <= set(text.colours)
    assert text.lesson.get("zh_TW") and text.lesson.get("en")
