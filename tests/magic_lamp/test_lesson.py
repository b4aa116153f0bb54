"""Aladdin & the Magic Lamp's lesson page figures (issue 15: "阿拉丁神燈 — when stopping paid and when
greed busted"): a short hand-checked round, whole games played by the computer players checked
against their own states, and words for every code in game_data/magic_lamp/lesson.yaml."""

from __future__ import annotations

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_lesson
from desktop_app.content.magic_lamp import METALS, Kind
from desktop_app.rules.common.lesson import Chart, Lesson, PlayedStep
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import DrawCard, StopDrawing
from desktop_app.rules.magic_lamp.lesson import ENDINGS, MOST_CARDS, SEAT_CHARTS, lesson, next_card_would_bust
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase, State
from desktop_app.rules.magic_lamp.views import observation


def _chart(made: Lesson, chart_id: str) -> Chart:
    return next(chart for chart in made.charts if chart.id == chart_id)


def _values(chart: Chart) -> dict[str | int, tuple[float, ...]]:
    return {series.name: series.values for series in chart.series}


def _step(steps: list[PlayedStep], state: State, action) -> State:
    after = engine.apply(state, action)
    steps.append(PlayedStep(engine.current_player(state), action, state, after))
    return after


def bot_game(content, players: int, seed: int, ring: bool = False) -> list[PlayedStep]:
    """A whole game of the registry's heuristic computer players, as the controller records it."""
    state = engine.new_game(content, MagicLampOptions(players, seed, ring))
    bots = [make_bot("magic-lamp", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    steps: list[PlayedStep] = []
    while not engine.is_over(state):
        p = engine.current_player(state)
        state = _step(steps, state, bots[p].choose(observation(state, p), rngs[p]))
    return steps


def _plain(state: State, metal, scorpions: int, k: int = 1) -> list[str]:
    """Ids of `k` cards of that chest with that many scorpions that are no amulet (an amulet
    asks where it goes, a decision this round does not need)."""
    st = state.static
    found = [
        st.cards[c].id
        for c in reversed(state.decks[METALS.index(metal)])
        if st.scorpions[c] == scorpions and not st.is_wizard(c) and st.kind[c] is not Kind.AMULET
    ]
    assert len(found) >= k
    return found[:k]


@pytest.fixture(scope="module")
def short_round(content, ml):
    """Three players, one die each: Ann 3 on bronze, Bo 5 on silver, Cy 4 on gold, no genie.
    Ann draws 0 then 2 scorpions and stops with 2 cards; her next card has 1 scorpion (2 + 1 = 3:
    it would have lost both). Bo draws 2, 2 and 1 scorpions: 5 reaches his 5, all 3 lost. Cy draws
    a card with none, then the wizard: the game ends and he keeps his 1 card."""
    state = ml.new(content, players=3, seed=2)
    bronze = _plain(state, ml.B, 0) + _plain(state, ml.B, 2) + _plain(state, ml.B, 1)
    silver = _plain(state, ml.S, 2, 2) + _plain(state, ml.S, 1)
    gold = [*_plain(state, ml.G, 0), "gold_wizard"]
    ml.stack(state, ml.B, bronze)
    ml.stack(state, ml.S, silver)
    ml.stack(state, ml.G, gold)
    ml.choose(state, [(ml.B, 3)], [(ml.S, 5)], [(ml.G, 4)])
    ml.race(state, None, None, None)
    steps: list[PlayedStep] = []
    for action in (DrawCard(), DrawCard(), StopDrawing()):  # Ann, bronze
        state = _step(steps, state, action)
    for _ in range(3):  # Bo, silver
        state = _step(steps, state, DrawCard())
    for _ in range(2):  # Cy, gold: a card, then the wizard
        state = _step(steps, state, DrawCard())
    assert state.phase is Phase.GAME_OVER
    return steps


def test_stopping_paid_when_the_next_card_would_have_lost_everything(short_round, content):
    """A stop pays when the card not drawn would have lost all: seed 003 「為擔心遭受毒蠍攻擊讓抽牌
    前功盡棄，玩家可在達到最大抽牌數量前隨時喊停」 and 「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有
    抽取的卡牌棄置」: Ann's 2 + 1 scorpions would have reached her 3."""
    stop = short_round[2]
    assert isinstance(stop.action, StopDrawing) and next_card_would_bust(stop.before)
    made = lesson(short_round, content)
    ends = _chart(made, "ends")
    assert ends.labels == (1, 2, 3, 4, 5, 6) and ends.unit == "draws"
    assert _values(ends) == {
        "stop_paid": (0, 1, 0, 0, 0, 0),
        "kept": (1, 0, 0, 0, 0, 0),  # Cy's card before the wizard
        "bust": (0, 0, 1, 0, 0, 0),
    }
    assert _values(_chart(made, "players")) == {"stop_paid": (1, 0, 0), "kept": (0, 0, 1), "bust": (0, 1, 0)}
    assert dict(made.facts) == {"draws": 3, "stops_paid": 1, "busts": 1, "cards_lost": 3}


def test_greed_busts_when_the_scorpions_reach_the_die_and_every_drawn_card_is_lost(short_round, content):
    """Seed 003: 「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」 — Bo's 2 + 2 + 1
    scorpions equal his 5: his 3 cards go to the discard pile, Ann's 2 and Cy's 1 to their places."""
    made = lesson(short_round, content)
    last = short_round[-1].after
    assert _values(_chart(made, "cards")) == {
        "cards_kept": (1, 2, 0, 0, 0, 0),
        "cards_lost": (0, 0, 3, 0, 0, 0),
    }
    haul = _values(_chart(made, "haul"))
    assert haul == {"cards_kept": (2, 0, 1), "cards_lost": (0, 3, 0)}
    first = short_round[0].before
    for p in range(3):
        assert haul["cards_kept"][p] == len(last.tableau[p]) - len(first.tableau[p])
    assert haul["cards_lost"][1] == len(last.discard) - len(first.discard)


def test_a_stop_is_judged_only_once_the_card_left_undrawn_is_no_secret(short_round, content):
    """The page opens during the game too: while Ann's next card still lies face down on the bronze
    chest (seed 003: the chests' cards are drawn 「逐一」, face down until then), her stop counts as
    kept, so the page never tells anyone that card has scorpions."""
    during = lesson(short_round[:3], content)
    assert short_round[2].after.phase is not Phase.GAME_OVER
    assert _values(_chart(during, "ends"))["stop_paid"] == (0, 0, 0, 0, 0, 0)
    assert _values(_chart(during, "ends"))["kept"] == (0, 1, 0, 0, 0, 0)
    assert dict(during.facts)["stops_paid"] == 0


@pytest.mark.parametrize(
    ("players", "seed", "ring"), [(2, 1, False), (3, 5, True), (4, 7, False), (5, 3, False), (5, 9, False)]
)
def test_the_lesson_of_a_bot_game_is_its_states_own_figures(content, players, seed, ring):
    """A whole game of computer players: every exploration ends kept or lost (seed 003 「只要毒蠍圖案的
    累積數量小於骰子點數，玩家便可保留其所有抽取的卡牌。但若...大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」),
    counted here from the states alone: a draw ends where the cards being drawn are cleared, its kept
    cards are the explorer's new cards and its lost cards the discard pile's new ones."""
    steps = bot_game(content, players, seed, ring)
    made = lesson(steps, content)
    kept = [0.0] * players
    lost = [0.0] * players
    endings = {ending: [0.0] * players for ending in ENDINGS}
    by_cards = {ending: [0.0] * (MOST_CARDS + 1) for ending in ENDINGS}
    zero_card_ends = 0
    for step in steps:
        before, after = step.before, step.after
        if before.phase is not Phase.DRAW or after.drawn:
            continue  # not the end of a draw
        p = before.actor
        gained = len(after.tableau[p]) - len(before.tableau[p])
        discarded = len(after.discard) - len(before.discard)
        if gained + discarded == 0:
            zero_card_ends += 1  # a stop before the first card, or the wizard first: no card turned up
            continue
        kept[p] += gained
        lost[p] += discarded
        if discarded:
            ending = "bust"
            assert any(event[0] == "bust" for event in after.events)
        else:
            deck = before.decks[before.explore_metal]
            top = deck[-1] if deck else None
            paid = (
                isinstance(step.action, StopDrawing)
                and top is not None
                and not before.static.is_wizard(top)
                and before.drawn_scorpions + before.static.scorpions[top]
                >= before.dice[p][before.explore_die][1] + before.ward[p]
            )
            ending = "stop_paid" if paid else "kept"
        endings[ending][p] += 1
        by_cards[ending][gained + discarded] += 1
    haul = _values(_chart(made, "haul"))
    assert haul == {"cards_kept": tuple(kept), "cards_lost": tuple(lost)}
    assert _values(_chart(made, "players")) == {e: tuple(v) for e, v in endings.items()}
    ends = _chart(made, "ends")
    assert ends.labels == tuple(range(1, MOST_CARDS + 1))
    for ending, row in by_cards.items():
        assert _values(ends)[ending] == tuple(row[n] for n in ends.labels)
    facts = dict(made.facts)
    assert facts["draws"] == sum(sum(v) for v in endings.values())
    assert len([e for step in steps for e in step.after.events if e[0] in ("kept", "bust")]) == (
        facts["draws"] + zero_card_ends
    )
    assert facts["busts"] == sum(endings["bust"]) and facts["cards_lost"] == sum(lost)
    for chart_id in SEAT_CHARTS:
        assert _chart(made, chart_id).labels == tuple(range(players))


def test_the_wizard_as_the_first_card_ends_the_game_and_is_no_draw_on_the_page(content, ml):
    """Seed 003 「當有玩家抽到巫師卡時即告結束」: the wizard turned up first ends the game with no card
    drawn, so nothing was kept or lost: no bar, no draw counted (a bar of "kept" at 0 cards would
    tell a child the wrong thing)."""
    state = ml.new(content, players=3, seed=2)
    ml.stack(state, ml.G, ["gold_wizard"])
    ml.choose(state, [(ml.B, 3)], [(ml.S, 5)], [(ml.G, 4)])
    ml.race(state, None, None, None)
    steps: list[PlayedStep] = []
    state = _step(steps, state, DrawCard())  # Ann, bronze: one card
    state = _step(steps, state, StopDrawing())
    state = _step(steps, state, StopDrawing())  # Bo stops before his first card
    state = _step(steps, state, DrawCard())  # Cy: the wizard
    assert state.phase is Phase.GAME_OVER and state.wizards == [ml.cid(state, "gold_wizard")]
    made = lesson(steps, content)
    ends = _values(_chart(made, "ends"))
    assert sum(map(sum, ends.values())) == 1 and ends["kept"][0] + ends["stop_paid"][0] == 1
    assert _values(_chart(made, "players"))["kept"][1:] == (0, 0)
    assert dict(made.facts)["draws"] == 1


def test_no_history_gives_an_empty_page(content):
    assert lesson([], content) == Lesson(charts=())


def test_every_code_of_the_lesson_has_words_in_both_languages(content):
    """lesson.yaml names every chart, series, label, unit and fact code the rules use."""
    text = load_lesson("magic_lamp")
    codes: dict[str, set[str]] = {"charts": set(), "series": set(), "units": set(), "facts": set()}
    codes["series"] |= set(ENDINGS) | {"cards_kept", "cards_lost"}
    for n, seed in ((3, 4), (5, 9)):
        page = lesson(bot_game(content, n, seed), content)
        codes["facts"] |= {name for name, _ in page.facts}
        for chart in page.charts:
            codes["charts"].add(chart.id)
            codes["units"].add(chart.unit)
            codes["series"] |= {s.name for s in chart.series if isinstance(s.name, str)}
            codes["series"] |= {label for label in chart.labels if isinstance(label, str)}
    assert codes["charts"] == {"ends", "cards", "players", "haul"}
    assert codes["facts"] == {"draws", "stops_paid", "busts", "cards_lost"}
    tables = {"charts": text.titles, "series": text.series, "units": text.units, "facts": text.facts}
    for kind, names in codes.items():
        for name in names:
            words = tables[kind].get(name)
            assert words is not None, f"{kind}.{name} has no words"
            assert words.get("zh_TW") and words.get("en") and words.get("zh_TW") != words.get("en")
    assert set(text.notes) == codes["charts"]
    assert codes["series"] <= set(text.colours)
