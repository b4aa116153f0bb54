"""Aladdin & the Magic Lamp's lesson page figures (issue 15: "阿拉丁神燈 — when stopping paid and
when greed busted").

Every exploration of a chest (seed 003 (3)探索寶箱) ends one of two ways, and the rules say which
in the events of the action that ends it: the cards drawn are kept (`EV_KEPT`: the player
stopped, drew as many as the die allowed, or met the wizard) or lost to the scorpions
(`EV_BUST`: seed 003 「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」). A stop
paid when the chest's next card, the one not drawn, would have lost everything (「玩家可在達到最大
抽牌數量前隨時喊停」): the state before the stop holds the chest's order, so the page can tell. The
page is open during the game too ("charts so far"), so a stop is judged only once that card is
no secret: the game is over, or the card has left the chest since (drawn, or taken by a wish);
until then the stop counts as kept, and a chest's hidden top card is never given away. It
counts from the history:

- `ends`: a bar per number of cards turned up, stacked: the draws whose stop paid, the other
  draws kept, and the draws that went bust after that many cards;
- `cards`: a bar pair per number of cards turned up: the cards those draws carried home and the
  cards they lost;
- `players`: a bar per player, stacked as `ends`;
- `haul`: a bar pair per player: the cards their draws carried home and the cards they lost.

A draw counts once a card is turned up: a stop before the first card, or the wizard as the first
card (which ends the game, seed 003 「當有玩家抽到巫師卡時即告結束」), kept and lost nothing and
is on no chart. Cards taken by a wish or from another player are not drawing and are not
counted. Qt-free: the
words for every code are in game_data/magic_lamp/lesson.yaml.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop_app.content.magic_lamp import MagicLampContent
from desktop_app.rules.common.lesson import BAR, STACKED, Chart, Lesson, Series, Step
from desktop_app.rules.magic_lamp.actions import StopDrawing
from desktop_app.rules.magic_lamp.flow import EV_BUST, EV_KEPT
from desktop_app.rules.magic_lamp.queries import next_card_is_wizard, scorpion_limit
from desktop_app.rules.magic_lamp.state import Phase, State

SEAT_CHARTS = ("players", "haul")  # a bar per player
STOP_PAID, KEPT, BUST = "stop_paid", "kept", "bust"  # how a draw ended
ENDINGS = (STOP_PAID, KEPT, BUST)
CARDS_KEPT, CARDS_LOST = "cards_kept", "cards_lost"
MOST_CARDS = 6  # a die's highest value: the most cards one draw can turn up (seed 003)


@dataclass(frozen=True)
class Draw:
    """One exploration of a chest, as it ended: who drew, from which chest (index in METALS),
    how many cards were turned up, and how it ended (STOP_PAID, KEPT or BUST)."""

    player: int
    metal: int
    cards: int
    ending: str

    @property
    def kept(self) -> bool:
        return self.ending != BUST


def next_card_would_bust(state: State) -> bool:
    """Whether the exploring player's next card, drawn now, would lose every card drawn (seed 003
    「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」): its scorpions reach the ones
    to spare. The wizard next, or an empty chest, loses nothing."""
    metal = state.explore_metal
    deck = state.decks[metal]
    if state.phase is not Phase.DRAW or not deck or next_card_is_wizard(state, metal):
        return False
    scorpions = state.drawn_scorpions + state.static.scorpions[deck[-1]]
    return scorpions >= scorpion_limit(state, state.actor)


def _stop_paid(before: State, last: State, over: bool) -> bool:
    """Whether a stop made in `before` paid, judged only where the card left undrawn is public
    in `last` (the game over, or the card out of its chest)."""
    deck = before.decks[before.explore_metal]
    if not deck:
        return False
    public = over or deck[-1] not in last.decks[before.explore_metal]
    return public and next_card_would_bust(before)


def draws(records: Sequence[Step]) -> list[Draw]:
    """Every exploration the history finished that turned up a card, in order (from the
    rules' events)."""
    out: list[Draw] = []
    if not records:
        return out
    last: State = records[-1].after
    over = last.phase is Phase.GAME_OVER
    for record in records:
        after: State = record.after
        for event in after.events:
            if event[0] in (EV_KEPT, EV_BUST):
                player, metal, cards = (int(x) for x in event[1:4])
                if cards == 0:
                    continue  # no card turned up: nothing kept or lost
                if event[0] == EV_BUST:
                    ending = BUST
                elif isinstance(record.action, StopDrawing) and _stop_paid(record.before, last, over):
                    ending = STOP_PAID
                else:
                    ending = KEPT
                out.append(Draw(player, metal, cards, ending))
    return out


def _seat_charts(found: list[Draw], players: int) -> tuple[Chart, Chart]:
    seats = tuple(range(players))

    def count(p: int, ending: str) -> float:
        return float(sum(1 for d in found if d.player == p and d.ending == ending))

    def cards(p: int, kept: bool) -> float:
        return float(sum(d.cards for d in found if d.player == p and d.kept is kept))

    ends = Chart(
        "players",
        STACKED,
        seats,
        tuple(Series(ending, tuple(count(p, ending) for p in seats)) for ending in ENDINGS),
        "draws",
    )
    haul = Chart(
        "haul",
        BAR,
        seats,
        (
            Series(CARDS_KEPT, tuple(cards(p, True) for p in seats)),
            Series(CARDS_LOST, tuple(cards(p, False) for p in seats)),
        ),
        "cards",
    )
    return ends, haul


def _count_charts(found: list[Draw]) -> tuple[Chart, Chart]:
    counts = tuple(range(1, MOST_CARDS + 1))

    def count(n: int, ending: str) -> float:
        return float(sum(1 for d in found if d.cards == n and d.ending == ending))

    def cards_of(n: int, kept: bool) -> float:
        return float(sum(n for d in found if d.cards == n and d.kept is kept))

    ends = Chart(
        "ends",
        STACKED,
        counts,
        tuple(Series(ending, tuple(count(n, ending) for n in counts)) for ending in ENDINGS),
        "draws",
    )
    cards = Chart(
        "cards",
        BAR,
        counts,
        (
            Series(CARDS_KEPT, tuple(cards_of(n, True) for n in counts)),
            Series(CARDS_LOST, tuple(cards_of(n, False) for n in counts)),
        ),
        "cards",
    )
    return ends, cards


def lesson(records: Sequence[Step], content: MagicLampContent) -> Lesson:
    """The lesson page of the game these records played (so far): charts and headline facts."""
    if not records:
        return Lesson(charts=())
    players = records[-1].after.players
    found = draws(records)
    ends, cards = _count_charts(found)
    per_player, haul = _seat_charts(found, players)
    facts: list[tuple[str, float]] = [
        ("draws", float(len(found))),
        ("stops_paid", float(sum(1 for d in found if d.ending == STOP_PAID))),
        ("busts", float(sum(1 for d in found if d.ending == BUST))),
        (CARDS_LOST, float(sum(d.cards for d in found if not d.kept))),
    ]
    return Lesson(charts=(ends, cards, per_player, haul), facts=tuple(facts))


__all__ = [
    "BUST",
    "CARDS_KEPT",
    "CARDS_LOST",
    "ENDINGS",
    "KEPT",
    "MOST_CARDS",
    "SEAT_CHARTS",
    "STOP_PAID",
    "Draw",
    "draws",
    "lesson",
    "next_card_would_bust",
]
