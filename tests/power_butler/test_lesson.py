"""電力管家's lesson page figures (issue 15: "電力管家 — monthly kWh by appliance and the bills
paid"): a short hand-checked table, whole games played by the computer players checked against
their own states, and words for every code in game_data/power_butler/lesson.yaml."""

from __future__ import annotations

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_lesson
from desktop_app.content.power_butler import Face
from desktop_app.rules.common.lesson import Chart, Lesson, PlayedStep
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import Buy, EndTurn, PayBill
from desktop_app.rules.power_butler.lesson import KINDS_SHOWN, OTHER, SEAT_CHARTS, bill_parts, kwh_by_kind, lesson
from desktop_app.rules.power_butler.queries import monthly_kwh
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions, State
from desktop_app.rules.power_butler.views import observation

F = Face
SIX_YUAN = (F.TWO, F.TWO, F.TWO)


def _chart(made: Lesson, chart_id: str) -> Chart:
    return next(chart for chart in made.charts if chart.id == chart_id)


def _values(chart: Chart) -> dict[str | int, tuple[float, ...]]:
    return {series.name: series.values for series in chart.series}


def _step(steps: list[PlayedStep], state: State, action) -> State:
    after = engine.apply(state, action)
    steps.append(PlayedStep(state.current, action, state, after))
    return after


def bot_game(content, players: int, seed: int, mode: Mode = Mode.STANDARD) -> list[PlayedStep]:
    """A whole game of the registry's heuristic computer players, as the controller records it."""
    state = engine.new_game(content, PowerButlerOptions(players, seed, mode))
    bots = [make_bot("power-butler", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    steps: list[PlayedStep] = []
    while not engine.is_over(state):
        p = engine.current_player(state)
        state = _step(steps, state, bots[p].choose(observation(state, p), rngs[p]))
    return steps


@pytest.fixture(scope="module")
def short_game(pb):
    """Two players, simple mode, by hand. Round 1: Ann buys the rice cooker (12 kWh a month) and
    pays 1 yuan of her 1-step bill; Bo buys the electric fan (9.6 kWh), covered by his head start.
    Round 2: Ann buys the hair dryer (9 kWh) and pays nothing, so 1 yuan is unpaid."""
    state = pb.new(players=2, seed=1, mode=Mode.SIMPLE)
    steps: list[PlayedStep] = []
    pb.set_market(state, ["rice_cooker", "electric_fan", "hair_dryer", "led_bulb"])
    pb.allocate(state, [F.TWO, F.TWO, F.TWO, F.ONE, F.ONE, F.SPACE])
    state = _step(steps, state, Buy("rice_cooker", SIX_YUAN))
    state = _step(steps, state, PayBill((F.ONE,)))
    state = _step(steps, state, EndTurn())
    state = state.clone()
    pb.set_market(state, ["electric_fan", "hair_dryer", "led_bulb", "desk_lamp"])
    pb.allocate(state, [F.TWO, F.TWO, F.TWO, F.ONE, F.ONE, F.SPACE])
    state = _step(steps, state, Buy("electric_fan", SIX_YUAN))
    state = _step(steps, state, EndTurn())
    state = state.clone()
    pb.set_market(state, ["hair_dryer", "led_bulb", "desk_lamp", "phone_charger"])
    pb.allocate(state, [F.TWO, F.TWO, F.TWO, F.ONE, F.ONE, F.SPACE])
    state = _step(steps, state, Buy("hair_dryer", SIX_YUAN))
    state = _step(steps, state, EndTurn())
    return steps


def test_monthly_kwh_by_appliance_of_a_hand_checked_table(short_game, content):
    """Each home's bar is its appliances' monthly kWh, by kind of appliance: seed 000 (4)電力記錄
    「根據該張家電卡左下角的數字耗電量，將用電量記錄軌的自家用電量指示物往前移動對應格數」 — the cards'
    steps are scaled from these kWh (appliances.yaml)."""
    made = lesson(short_game, content)
    kwh = _chart(made, "kwh")
    assert kwh.labels == (0, 1) and kwh.unit == "kwh_month"
    assert _values(kwh) == {"kitchen": (12.0, 0.0), "climate": (0.0, 9.6), "bathroom": (9.0, 0.0)}
    assert dict(made.facts)["kwh_total"] == pytest.approx(30.6)
    assert dict(made.facts)["led_bulbs"] == 20  # 30.6 kWh / 1.5 kWh a month per LED bulb


def test_the_bills_paid_and_unpaid_of_a_hand_checked_table(short_game, content):
    """The bill is the usage steps, paid 1 yuan a notch, never past usage, the unpaid rest costing
    points: seed 000 「玩家每繳交1元可前進1個凹槽」, 「不能超過自家用電量指示物的所在位置」 and
    「玩家每少繳1元電費(即每差距1個凹槽)，須扣減1分」; Bo's bill marker starts a notch ahead
    (RULES-NOTES 2), which covers his fan."""
    made = lesson(short_game, content)
    assert _values(_chart(made, "bills")) == {"paid": (1.0, 0.0), "head_start": (0.0, 1.0), "unpaid": (1.0, 0.0)}
    paid = _chart(made, "paid_by_round")
    assert paid.labels == (1, 2)
    assert _values(paid) == {0: (1.0, 0.0), 1: (0.0, 0.0)}
    assert _values(_chart(made, "unpaid_by_round")) == {0: (0.0, 1.0), 1: (0.0, 0.0)}
    assert dict(made.facts)["paid_total"] == 1 and dict(made.facts)["unpaid_total"] == 1


@pytest.mark.parametrize(
    ("players", "seed", "mode"), [(4, 7, Mode.STANDARD), (2, 1, Mode.SIMPLE), (5, 3, Mode.STANDARD)]
)
def test_the_lesson_of_a_bot_game_is_its_states_own_figures(content, players, seed, mode):
    """A whole game of computer players: each home's kWh are its cards' (seed 000: 「玩家可擁有2個以上
    具有相同功能的家電」, each counted), its bill is its usage marker, paid and unpaid as the bill
    marker stands at the end (「用電量指示物與電費標記所在位置的凹槽差距數(即未支付的電費金額)」), and
    the rounds run until 「當此輪各玩家皆完成其行動回合後，遊戲即告結束」."""
    steps = bot_game(content, players, seed, mode)
    first, last = steps[0].before, steps[-1].after
    assert engine.is_over(last)
    made = lesson(steps, content)
    kwh = _chart(made, "kwh")
    for p in range(players):
        assert sum(s.values[p] for s in kwh.series) == pytest.approx(monthly_kwh(last, p), abs=0.2)
    bills = _values(_chart(made, "bills"))
    for p in range(players):
        assert bills["paid"][p] == last.paid[p] - first.paid[p]
        assert bills["unpaid"][p] == last.owed(p) == last.scores[p][2]
        assert bills["paid"][p] + bills["head_start"][p] + bills["unpaid"][p] == last.usage[p]
    paid = _chart(made, "paid_by_round")
    unpaid = _chart(made, "unpaid_by_round")
    assert paid.labels == unpaid.labels == tuple(range(1, last.round + 1))
    for p in range(players):
        assert sum(_values(paid)[p]) == bills["paid"][p]
        assert _values(unpaid)[p][-1] == last.owed(p)
    for r in range(1, last.round):  # the state as the round's last turn left it
        end = next(s.after for s in reversed(steps) if s.before.round == r)
        assert [_values(unpaid)[p][r - 1] for p in range(players)] == [end.owed(p) for p in range(players)]
    for chart_id in SEAT_CHARTS:
        assert _chart(made, chart_id).labels == tuple(range(players))


def test_the_kwh_chart_names_the_biggest_kinds_and_counts_the_rest_as_other(pb, content):
    """Few labels for a child: the biggest kinds by name, the rest as "other", no kWh lost (seed 000
    「持有的家電卡種類」: a home may hold every kind)."""
    state = pb.new(players=2, seed=2)
    pb.give(state, 0, ["water_heater", "air_conditioner", "refrigerator", "washing_machine", "led_bulb"])
    pb.give(state, 1, ["television", "vacuum_cleaner", "phone_charger"])
    made = lesson([PlayedStep(0, EndTurn(), state, state)], content)
    kwh = _chart(made, "kwh")
    names = [s.name for s in kwh.series]
    assert names[:KINDS_SHOWN] == ["bathroom", "climate", "kitchen", "entertainment"] and names[-1] == OTHER
    for p in (0, 1):
        assert sum(s.values[p] for s in kwh.series) == pytest.approx(sum(kwh_by_kind(state, p).values()))
    # cards given by hand: no usage moved; Bo's unused head start is no bill and no debt
    assert bill_parts(state, state, 0) == bill_parts(state, state, 1) == (0, 0, 0)


def test_no_history_gives_an_empty_page(content):
    assert lesson([], content) == Lesson(charts=())


def test_every_code_of_the_lesson_has_words_in_both_languages(content):
    """lesson.yaml names every chart, series, label, unit and fact code the rules use."""
    text = load_lesson("power_butler")
    codes: dict[str, set[str]] = {"charts": set(), "series": set(), "units": set(), "facts": set()}
    made = [lesson(bot_game(content, n, seed), content) for n, seed in ((3, 4), (5, 9))]
    kinds = set(content.categories) | {OTHER, "paid", "head_start", "unpaid"}
    codes["series"] |= kinds
    for page in made:
        codes["facts"] |= {name for name, _ in page.facts}
        for chart in page.charts:
            codes["charts"].add(chart.id)
            codes["units"].add(chart.unit)
            codes["series"] |= {s.name for s in chart.series if isinstance(s.name, str)}
            codes["series"] |= {label for label in chart.labels if isinstance(label, str)}
    assert codes["charts"] == {"kwh", "bills", "paid_by_round", "unpaid_by_round"}
    assert codes["facts"] == {"kwh_total", "led_bulbs", "paid_total", "unpaid_total"}
    tables = {"charts": text.titles, "series": text.series, "units": text.units, "facts": text.facts}
    for kind, names in codes.items():
        for name in names:
            words = tables[kind].get(name)
            assert words is not None, f"{kind}.{name} has no words"
            assert words.get("zh_TW") and words.get("en") and words.get("zh_TW") != words.get("en")
    assert set(text.notes) == codes["charts"]
    assert kinds <= set(text.colours)
