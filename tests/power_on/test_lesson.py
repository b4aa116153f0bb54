"""電力啟動's lesson page figures (issue 15: "電力啟動 — carbon emitted per player, tower events,
power by source"): a short hand-checked turn of each player, whole games played by the computer
players checked against their own states, and words for every code in
game_data/power_on/lesson.yaml."""

from __future__ import annotations

import re

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_lesson
from desktop_app.content.power_on import PlantType
from desktop_app.rules.common.lesson import STACKED, Chart, Lesson, PlayedStep
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import DiscardCard, EndActions, Generate, RunRenewables, StackToken, TakeCities
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.generation import EV_COLLAPSE
from desktop_app.rules.power_on.lesson import (
    BONUS_CODE,
    FALL_FACTS,
    SEAT_CHARTS,
    carbon_by_type,
    lesson,
    tokens_lost_by_round,
    type_code,
)
from desktop_app.rules.power_on.state import BONUS, COAL, GAS, PLANT_TYPES, Phase, PowerOnOptions, State, TowerMode


def _chart(made: Lesson, chart_id: str) -> Chart:
    return next(chart for chart in made.charts if chart.id == chart_id)


def _values(chart: Chart) -> dict[str | int, tuple[float, ...]]:
    return {series.name: series.values for series in chart.series}


def _step(steps: list[PlayedStep], state: State, action) -> State:
    after = engine.apply(state, action)
    steps.append(PlayedStep(engine.current_player(state), action, state, after))
    return after


def bot_game(content, players: int, seed: int, tower: str) -> list[PlayedStep]:
    """A whole game of the registry's heuristic computer players, as the controller records it
    (stacking outcomes included: the bots report their drops as actions)."""
    state = engine.new_game(content, PowerOnOptions(players, seed, tower))
    bots = [make_bot("power-on", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    steps: list[PlayedStep] = []
    while not engine.is_over(state):
        p = engine.current_player(state)
        state = _step(steps, state, bots[p].choose(POWER_ON.observation(state, p), rngs[p]))
        assert len(steps) < 5000
    return steps


@pytest.fixture
def short_game(po):
    """Two players, the stacking tower, by hand. Ann runs her coal plant (1 card paid) and stacks
    its 4 tokens: 4 power. Bo runs his hydro plant (1 power, free) and his gas plant with a gas
    card: the first token stands, the second topples the tower of 5, so the gas gives nothing
    and Ann discards a card."""
    state = po.new(players=2, seed=1, tower=TowerMode.STACKING)
    po.build(state, 0, "coal_plant")
    po.build(state, 1, "gas_plant", "hydro_plant")
    (gas,) = po.give(state, 1, "natural_gas")
    steps: list[PlayedStep] = []
    state = _step(steps, state, Generate(PlantType.COAL, 1, (state.hands[0][0],)))
    for x in range(4):
        state = _step(steps, state, StackToken(x, 0, 0))
    state = _step(steps, state, EndActions())
    state = _step(steps, state, TakeCities(()))
    assert state.current == 1 and state.tower == 4
    state = _step(steps, state, RunRenewables(PlantType.HYDRO))
    state = _step(steps, state, Generate(PlantType.GAS, 1, (gas,)))
    state = _step(steps, state, StackToken(0, 0, 0))
    state = _step(steps, state, StackToken(30, 40, 1))
    assert state.phase is Phase.DISCARD and state.collapses == [0, 1]
    state = _step(steps, state, DiscardCard(state.hands[0][0]))
    return steps


def test_carbon_emitted_per_player_of_a_hand_checked_table(short_game, content):
    """Each player's bar is the carbon tokens they stacked, by the plant that made them: seed 001
    「每啟動1張燃煤電廠卡具有4單位發電量，但須從公區拿取4個碳排放指示物」 and 「每啟動1張燃氣電廠卡具有3單位
    發電量，但須從公區拿取2個碳排放指示物」; Bo's second gas token toppled the tower, so only one stood."""
    made = lesson(short_game, content)
    carbon = _chart(made, "carbon")
    assert carbon.kind == STACKED and carbon.labels == (0, 1) and carbon.unit == "tokens"
    assert _values(carbon) == {"coal": (4.0, 0.0), "gas": (0.0, 1.0)}
    assert dict(made.facts)["carbon_total"] == 5


def test_tower_falls_per_round_of_a_hand_checked_table(short_game, content):
    """The tokens that came down, in the round and the colour of the player who toppled it: seed
    001 3.(2) D 「若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌」 and E 「碳塔倒塌後，須將整座碳塔清除」
    (Ann's 4 and Bo's 1: 5 tokens)."""
    made = lesson(short_game, content)
    tower = _chart(made, "tower")
    assert tower.labels == (1,) and tower.unit == "tokens"
    assert _values(tower) == {0: (0.0,), 1: (5.0,)}
    facts = dict(made.facts)
    assert facts["fell_once"] == 1 and "falls" not in facts and "tower_stood" not in facts
    assert facts["tallest"] == 5


def test_power_by_source_of_a_hand_checked_table(short_game, content):
    """The power each player made, by kind of plant; a toppled tower's plant makes none: seed 001
    「導致碳塔倒塌的玩家除本次啟動的電廠不能發電外」, and hydro 「每啟動1張電廠卡具有1單位發電量」. Only the
    kinds that made power are named."""
    made = lesson(short_game, content)
    power = _chart(made, "power")
    assert power.labels == (0, 1) and power.unit == "power"
    assert _values(power) == {"coal": (4.0, 0.0), "hydro": (0.0, 1.0)}
    assert dict(made.facts)["clean_share"] == 20  # 1 clean unit of 5


def test_no_history_makes_an_empty_page(content):
    """Before the first action there is nothing to chart."""
    assert lesson((), content) == Lesson(charts=())


@pytest.mark.parametrize(
    ("players", "seed", "tower"),
    [(2, 1, TowerMode.STACKING), (3, 2, TowerMode.NO_DEXTERITY), (4, 3, TowerMode.STACKING)],
)
def test_the_lesson_of_a_bot_game_is_its_states_own_figures(content, players, seed, tower):
    """A whole game of computer players to its end (seed 001: 「遊戲持續進行至當公區城市卡牌堆不足，場上
    無法補齊3張城市卡時即告結束」): each player's carbon bar is the tokens the rules counted
    (`carbon_stacked`), its power bar the power they counted per plant kind (`power_by_type`), the
    tower's falls are the collapses the rules counted, and the rounds run to the last one."""
    steps = bot_game(content, players, seed, tower)
    first, last = steps[0].before, steps[-1].after
    assert engine.is_over(last)
    made = lesson(steps, content)
    assert [c.id for c in made.charts] == ["carbon", "tower", "power"]
    carbon = _chart(made, "carbon")
    power = _values(_chart(made, "power"))
    for p in range(players):
        assert sum(s.values[p] for s in carbon.series) == last.carbon_stacked[p]
        for t in range(BONUS + 1):
            assert power.get(type_code(t), (0.0,) * players)[p] == last.power_by_type[p][t]
    assert all(any(values) for values in power.values())  # no empty kind in the legend
    tower_chart = _chart(made, "tower")
    assert tower_chart.labels == tuple(range(1, steps[-1].before.round + 1))
    heights = [e[2] for step in steps for e in step.after.events if e[0] == EV_COLLAPSE]
    assert sum(sum(s.values) for s in tower_chart.series) == sum(heights)
    falls = sum(last.collapses) - sum(first.collapses)
    assert len(heights) == falls
    assert dict(made.facts)[FALL_FACTS.get(falls, "falls")] == falls
    assert dict(made.facts)["carbon_total"] == sum(last.carbon_stacked)


def test_only_coal_and_gas_stack_carbon(content):
    """Only coal and gas plants stack carbon tokens (seed 001: nuclear 「發電時不會產生碳排放」, the
    renewables 「無需消耗原料即可發電」): in a whole game, every token the rules counted is a coal or
    a gas token in the lesson, and the tower chart has a bar for every round played."""
    steps = bot_game(content, 2, 3, TowerMode.STACKING)
    tokens = carbon_by_type(steps, 2)
    for p in range(2):
        assert sum(tokens[p]) == steps[-1].after.carbon_stacked[p]
        assert all(tokens[p][t] == 0 for t in range(len(PLANT_TYPES)) if t not in (COAL, GAS))
    lost = tokens_lost_by_round(steps, 2)
    assert len(lost) == steps[-1].before.round


def test_every_code_the_lesson_uses_has_words_in_both_languages(content):
    """Every chart, series and label code, unit and fact of real games has its words in
    game_data/power_on/lesson.yaml, in 繁體中文 and English, and every plant kind has a colour."""
    text = load_lesson("power_on")
    facts: set[str] = {"tower_stood", "fell_once", "falls", "carbon_total", "clean_share", "tallest"}
    for players, seed, tower in [(2, 1, TowerMode.STACKING), (3, 5, TowerMode.NO_DEXTERITY)]:
        made = lesson(bot_game(content, players, seed, tower), content)
        for chart in made.charts:
            assert chart.id in text.titles and chart.id in text.notes
            assert chart.unit in text.units
            for series in chart.series:
                if isinstance(series.name, str):
                    assert series.name in text.series
            if chart.id in SEAT_CHARTS:  # the app names the seats
                assert chart.labels == tuple(range(players))
            else:  # rounds, numbered as they are
                assert chart.labels == tuple(range(1, len(chart.labels) + 1))
        facts |= {name for name, _value in made.facts}
    codes = {type_code(t) for t in range(BONUS + 1)}
    assert BONUS_CODE in codes
    for code in codes:
        assert code in text.series and code in text.colours
    for table in (text.titles, text.notes, text.series, text.units):
        for words in table.values():
            assert words.get("zh_TW").strip() and words.get("en").strip()
    for name in facts:
        assert name in text.facts
        assert text.facts[name].get("zh_TW").strip() and text.facts[name].get("en").strip()
    assert text.lesson.get("zh_TW").strip() and text.lesson.get("en").strip()


def test_the_lesson_quotes_the_packs_own_plant_figures(content):
    """The lesson's sentences quote the plants' tokens and power: seed 001 「每啟動1張燃煤電廠卡具有4單位
    發電量，但須從公區拿取4個碳排放指示物」 and 「每啟動1張燃氣電廠卡具有3單位發電量，但須從公區拿取2個碳排放
    指示物」 — the pack's figures, so the words never drift from the game."""
    text = load_lesson("power_on")
    coal, gas = content.plant_types[PlantType.COAL], content.plant_types[PlantType.GAS]
    zh = text.lesson.get("zh_TW")
    assert f"燃煤電廠發 {coal.power} 單位的電要疊 {coal.carbon} 個" in zh
    assert f"燃氣電廠發 {gas.power} 單位的電要疊 {gas.carbon} 個" in zh
    en = re.sub(r"\s+", " ", text.lesson.get("en"))
    assert f"A coal plant makes {coal.power} units of power and stacks {coal.carbon} tokens" in en
    assert f"a gas plant makes {gas.power} and stacks {gas.carbon}" in en
