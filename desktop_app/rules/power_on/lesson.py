"""電力啟動 (Power On!)'s lesson page figures (issue 15: "電力啟動 — carbon emitted per player,
tower events, power by source").

Everything comes from the game's history, the states before and after each action (and the
events the rules leave on the state after it):

- `carbon`: a bar per player, the carbon tokens they stacked on the tower (`State.carbon_stacked`,
  every token that stood, even if the tower fell later), split by the plants that made them:
  coal (4 a plant) and gas (2 a plant), seed 001 「每啟動1張燃煤電廠卡具有4單位發電量，但須從公區拿取4個
  碳排放指示物」; a token stacked belongs to the plant being run (the `Generate` action's, or in the
  stacking mode the one waiting for its tokens, `State.pending_type`);
- `tower`: a bar per round, the carbon tokens that came down when the tower fell in it, coloured by
  the player who toppled it (seed 001 3.(2) E: 「碳塔倒塌後，須將整座碳塔清除」; the height the rules
  record with each collapse, `generation.EV_COLLAPSE`);
- `power`: a bar per player, the power they made over the game (`State.power_by_type`), stacked by
  the kind of plant that made it, and the function cards' power bonuses.

Facts: the tokens stacked in all, the share of the plants' power made without carbon (nuclear,
solar, wind, hydro), the tower's falls (a code per count: none, once, more) and its greatest
height. A round is every seat's turn
(`State.round`). Qt-free: the words for every code are in game_data/power_on/lesson.yaml.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.content.power_on import PowerOnContent
from desktop_app.rules.common.lesson import STACKED, Chart, Lesson, Series, Step
from desktop_app.rules.power_on.actions import Generate
from desktop_app.rules.power_on.generation import EV_COLLAPSE
from desktop_app.rules.power_on.state import (
    BONUS,
    COAL,
    GAS,
    HYDRO,
    NUCLEAR,
    PLANT_TYPES,
    SOLAR,
    TYPE_INDEX,
    WIND,
    State,
)

SEAT_CHARTS = ("carbon", "power")  # a bar per player
CARBON_TYPES = (COAL, GAS)  # the plants that stack carbon tokens
CLEAN_TYPES = (NUCLEAR, SOLAR, WIND, HYDRO)  # power made with no carbon token
POWER_ORDER = (COAL, GAS, NUCLEAR, SOLAR, WIND, HYDRO)  # the dirtiest first, at the bars' feet
BONUS_CODE = "bonus"  # power from function cards
FALL_FACTS = {0: "tower_stood", 1: "fell_once"}  # else "falls": each count its own sentence


def type_code(type_index: int) -> str:
    """The code of a plant type index ("coal", "gas", ... ; `BONUS`: "bonus")."""
    return BONUS_CODE if type_index == BONUS else PLANT_TYPES[type_index].value


def carbon_by_type(records: Sequence[Step], players: int) -> list[list[int]]:
    """Per player, per plant type index: the carbon tokens stacked for that kind of plant."""
    tokens = [[0] * len(PLANT_TYPES) for _ in range(players)]
    for step in records:
        before: State = step.before
        after: State = step.after
        kind = TYPE_INDEX[step.action.plant] if isinstance(step.action, Generate) else before.pending_type
        for p in range(players):
            added = after.carbon_stacked[p] - before.carbon_stacked[p]
            if added:
                tokens[p][kind] += added
    return tokens


def collapses(step: Step) -> list[tuple[int, int]]:
    """The tower's falls in this step: (the player who toppled it, the tokens standing then)."""
    falls = []
    for event in step.after.events:
        if event[0] == EV_COLLAPSE:
            player, height = event[1], event[2]
            assert isinstance(player, int) and isinstance(height, int)
            falls.append((player, height))
    return falls


def tokens_lost_by_round(records: Sequence[Step], players: int) -> list[list[int]]:
    """Per round (1-based, in order) per player: the tokens that came down when that player
    toppled the tower in that round."""
    rounds = max(step.before.round for step in records)
    lost = [[0] * players for _ in range(rounds)]
    for step in records:
        for player, height in collapses(step):
            lost[step.before.round - 1][player] += height
    return lost


def tallest(records: Sequence[Step]) -> int:
    """The most carbon tokens the tower held at once (standing after an action, or when it fell)."""
    most = 0
    for step in records:
        after: State = step.after
        most = max(most, after.tower, *(height for _player, height in collapses(step)))
    return most


def lesson(records: Sequence[Step], content: PowerOnContent) -> Lesson:
    """The lesson page of the game these records played (so far): charts and headline facts."""
    if not records:
        return Lesson(charts=())
    first: State = records[0].before
    last: State = records[-1].after
    players = last.players
    seats = tuple(range(players))

    tokens = carbon_by_type(records, players)
    carbon = Chart(
        "carbon",
        STACKED,
        seats,
        tuple(Series(type_code(t), tuple(float(tokens[p][t]) for p in seats)) for t in CARBON_TYPES),
        "tokens",
    )

    lost = tokens_lost_by_round(records, players)
    tower = Chart(
        "tower",
        STACKED,
        tuple(range(1, len(lost) + 1)),
        tuple(Series(p, tuple(float(row[p]) for row in lost)) for p in seats),
        "tokens",
    )

    made = [[last.power_by_type[p][t] - first.power_by_type[p][t] for t in range(BONUS + 1)] for p in seats]
    shown = [t for t in (*POWER_ORDER, BONUS) if any(made[p][t] for p in seats)]
    power = Chart(
        "power",
        STACKED,
        seats,
        tuple(Series(type_code(t), tuple(float(made[p][t]) for p in seats)) for t in shown),
        "power",
    )

    plant_power = sum(made[p][t] for p in seats for t in POWER_ORDER)
    clean_power = sum(made[p][t] for p in seats for t in CLEAN_TYPES)
    facts: list[tuple[str, float]] = [("carbon_total", float(sum(map(sum, tokens))))]
    if plant_power:
        facts.append(("clean_share", float(round(100 * clean_power / plant_power))))
    falls = sum(last.collapses) - sum(first.collapses)
    facts.append((FALL_FACTS.get(falls, "falls"), float(falls)))
    height = tallest(records)
    if height >= 2:  # "held 1 carbon tokens" would read badly; a tower of one is no headline
        facts.append(("tallest", float(height)))
    return Lesson(charts=(carbon, tower, power), facts=tuple(facts))


__all__ = [
    "BONUS_CODE",
    "CARBON_TYPES",
    "CLEAN_TYPES",
    "FALL_FACTS",
    "POWER_ORDER",
    "SEAT_CHARTS",
    "carbon_by_type",
    "collapses",
    "lesson",
    "tallest",
    "tokens_lost_by_round",
    "type_code",
]
