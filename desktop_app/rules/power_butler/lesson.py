"""電力管家 (Power Butler)'s lesson page figures (issue 15: "電力管家 — monthly kWh by appliance
and the bills paid").

Everything comes from the game's history, the states before and after each action:

- `kwh`: each home's appliances' monthly use in kWh (the appliance cards' `kwh_month`, which
  their usage steps are scaled from), stacked by kind of appliance (the card categories, the
  colours of the cards' header bands) so a child sees which kinds make a home's use big;
- `bills`: each home's whole electricity bill (its usage marker: 1 yuan per step, seed 000
  「玩家每繳交1元可前進1個凹槽」), split into what was paid with dice, the head start of the bill
  markers' seat order (RULES-NOTES 2) and what is still unpaid (seed 000: 「玩家每少繳1元電費
  (即每差距1個凹槽)，須扣減1分」);
- `paid_by_round`: a bar per round, stacked by player: the yuan each player's bill marker moved
  in it (dice at the end of a turn, and events that pay a bill);
- `unpaid_by_round`: a bar per round, stacked by player: each player's unpaid bill
  (`State.owed`) at the end of it.

A round starts with the start player (`State.round`); the round still being played counts up
to the last action. Qt-free: the words for every code are in game_data/power_butler/lesson.yaml.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.rules.common.lesson import STACKED, Chart, Lesson, Series, Step
from desktop_app.rules.power_butler.queries import monthly_kwh
from desktop_app.rules.power_butler.state import State

SEAT_CHARTS = ("kwh", "bills")  # a bar per player
KINDS_SHOWN = 4  # kinds of appliance named in the kWh chart; the rest are "other"
OTHER = "other"
PAID, HEAD_START, UNPAID = "paid", "head_start", "unpaid"
BULB = "led_bulb"  # the appliance a month of use is compared with


def kwh_by_kind(state: State, player: int) -> dict[str, float]:
    """The player's appliances' monthly kWh, per appliance category (content order)."""
    board = state.board
    use = {kind: 0.0 for kind in board.categories}
    for card in state.owned[player]:
        appliance = board.appliances[card]
        use[appliance.category] += appliance.kwh_month
    return use


def bill_parts(first: State, last: State, player: int) -> tuple[int, int, int]:
    """(paid, head start, unpaid) yuan of the player's whole bill (usage steps) in `last`, with
    `first` the state the history starts from: paid is how far the bill marker moved since."""
    paid = last.paid[player] - first.paid[player]
    unpaid = last.owed(player)
    head_start = max(0, last.usage[player] - paid - unpaid)
    return paid, head_start, unpaid


def _kinds_chart(last: State) -> Chart:
    seats = range(last.players)
    per_seat = [kwh_by_kind(last, p) for p in seats]
    totals = {kind: sum(use[kind] for use in per_seat) for kind in last.board.categories}
    used = [kind for kind in last.board.categories if totals[kind] > 0]
    used.sort(key=lambda kind: -totals[kind])
    named = used if len(used) <= KINDS_SHOWN + 1 else used[:KINDS_SHOWN]
    rest = [kind for kind in used if kind not in named]
    series = [Series(kind, tuple(round(use[kind], 1) for use in per_seat)) for kind in named]
    if rest:
        series.append(Series(OTHER, tuple(round(sum(use[k] for k in rest), 1) for use in per_seat)))
    return Chart("kwh", STACKED, tuple(seats), tuple(series), "kwh_month")


def _rounds(steps: Sequence[Step]) -> tuple[list[list[float]], list[list[float]]]:
    """Per round (1-based, in order) per seat: yuan paid in it and the unpaid bill at its end."""
    players = steps[0].before.players
    last_round = steps[-1].before.round
    paid = [[0.0] * players for _ in range(last_round)]
    unpaid = [[0.0] * players for _ in range(last_round)]
    for step in steps:
        before: State = step.before
        after: State = step.after
        r = before.round - 1
        for p in range(players):
            paid[r][p] += after.paid[p] - before.paid[p]
            unpaid[r][p] = after.owed(p)
    return paid, unpaid


def lesson(records: Sequence[Step], content: PowerButlerContent) -> Lesson:
    """The lesson page of the game these records played (so far): charts and headline facts."""
    if not records:
        return Lesson(charts=())
    first: State = records[0].before
    last: State = records[-1].after
    seats = tuple(range(last.players))
    parts = [bill_parts(first, last, p) for p in seats]
    bills = Chart(
        "bills",
        STACKED,
        seats,
        (
            Series(PAID, tuple(float(x[0]) for x in parts)),
            Series(HEAD_START, tuple(float(x[1]) for x in parts)),
            Series(UNPAID, tuple(float(x[2]) for x in parts)),
        ),
        "yuan",
    )
    paid, unpaid = _rounds(records)
    rounds = tuple(range(1, len(paid) + 1))
    by_round = Chart(
        "paid_by_round", STACKED, rounds, tuple(Series(p, tuple(row[p] for row in paid)) for p in seats), "yuan"
    )
    owed = Chart(
        "unpaid_by_round", STACKED, rounds, tuple(Series(p, tuple(row[p] for row in unpaid)) for p in seats), "yuan"
    )
    kwh_total = round(sum(monthly_kwh(last, p) for p in seats), 1)
    facts: list[tuple[str, float]] = [("kwh_total", kwh_total)]
    bulb = next((a for a in content.appliances if a.id == BULB), None)
    bulbs = round(kwh_total / bulb.kwh_month) if bulb is not None else 0
    if bulbs >= 2:  # "as much as 2 LED bulbs" and up
        facts.append(("led_bulbs", float(bulbs)))
    facts.append(("paid_total", float(sum(x[0] for x in parts))))
    facts.append(("unpaid_total", float(sum(x[2] for x in parts))))
    return Lesson(charts=(_kinds_chart(last), bills, by_round, owed), facts=tuple(facts))


__all__ = ["BULB", "HEAD_START", "OTHER", "PAID", "SEAT_CHARTS", "UNPAID", "bill_parts", "kwh_by_kind", "lesson"]
