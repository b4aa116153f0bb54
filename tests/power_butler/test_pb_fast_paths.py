"""The playout fast paths give what the plain rules give (issue 27: speed only, play identical).

`engine.legal_moves` (tables of shared actions, worked-out prices) is compared with a plain
listing written from the rules' own queries (`buy_needs`, `usable`, `State.price`, the payment
lists), and the random bot's inlined pick with `rng.randrange`, over random games in both modes.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.power_butler.random_bot import RandomBot
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_butler import engine, turn
from desktop_app.rules.power_butler.actions import (
    MARKER_FACE,
    Buy,
    EndTurn,
    KeepDice,
    Marker,
    PayBill,
    PlaceMarker,
    Reroll,
    RollDice,
)
from desktop_app.rules.power_butler.payments import bill_payments, face_counts, money_payments, reroll_choices
from desktop_app.rules.power_butler.state import RETURNING, Face, Mode, Phase, PowerButlerOptions, State, money_of


def plain_legal_actions(s: State) -> list[Action]:
    """Every legal action, straight from the rules' queries, each action built anew."""
    if s.phase is Phase.ROLL:
        return [RollDice()]
    if s.phase is Phase.REROLL:
        return [KeepDice(), *(Reroll(c) for c in reroll_choices(tuple(face_counts(s.dice))))]
    if s.phase is not Phase.ALLOCATE:
        return []
    who = s.current
    avail = engine.usable(s)
    ones, twos, threes = avail[0], avail[1], avail[2]
    out: list[Action] = [EndTurn()]
    for card in s.market:
        money, need = turn.buy_needs(s, who, card)
        if any(need >> f & 1 and not avail[f] for f in (3, 4, 5)):
            continue
        conditions = tuple(Face(f) for f in (3, 4, 5) if need >> f & 1)
        out += [Buy(s.board.ids[card], pay + conditions) for pay in money_payments(ones, twos, threes, money)]
    if s.board.standard:
        mine = s.markers[who]
        for card in s.market:
            name = s.board.ids[card]
            for marker in Marker:
                where, face = mine[marker], MARKER_FACE[marker]
                if where == card or where == RETURNING:
                    continue
                if face is None:
                    if s.price(card) <= ones + 2 * twos + 3 * threes:
                        pays = money_payments(ones, twos, threes, s.price(card))
                        out += [PlaceMarker(marker, name, pay) for pay in pays]
                elif s.board.condition_mask[card] >> face & 1 and avail[face]:
                    out.append(PlaceMarker(marker, name, (face,)))
    owed = s.usage[who] - s.paid[who] - s.bill_money
    if owed > 0 and ones + twos + threes:
        out += [PayBill(pay) for pay in bill_payments(ones, twos, threes, owed)]
    return out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 5), mode=st.sampled_from(list(Mode)))
def test_the_fast_listing_and_pick_are_the_plain_ones(content, seed, players, mode):
    s = engine.new_game(content, PowerButlerOptions(players, seed, mode))
    bot, mine, plain = RandomBot(), random.Random(seed), random.Random(seed)
    while not engine.is_over(s):
        listed = plain_legal_actions(s)
        assert list(engine.legal_moves(s)) == listed
        assert engine.legal_actions(s) == listed
        chosen = bot.choose(s, mine)
        assert chosen == listed[plain.randrange(len(listed))]
        assert mine.getstate() == plain.getstate()
        engine.apply_in_place(s, chosen)


def test_the_pick_with_another_kind_of_rng_is_its_randrange(content):
    class Counting(random.Random):
        calls = 0

        def randrange(self, *args: int) -> int:  # type: ignore[override]
            Counting.calls += 1
            return super().randrange(*args)

    s = engine.new_game(content, PowerButlerOptions(2, 5))
    RandomBot().choose(s, Counting(1))
    assert Counting.calls == 1


def test_prices_after_a_discount_are_state_price(content):
    s = engine.new_game(content, PowerButlerOptions(3, 11))
    for discount in range(0, 8):
        s.discount = discount
        assert s.board.prices_after(discount) == tuple(s.price(c) for c in range(len(s.board.appliances)))


@settings(max_examples=200, deadline=None)
@given(faces=st.lists(st.sampled_from(list(Face)), max_size=7).map(tuple))
def test_worked_out_dice_are_the_plain_counts(faces):
    for named in (faces, tuple(int(f) for f in faces)):
        dice = turn._dice(named)
        counts = face_counts(named)
        assert dice.counts == counts and dice.worth == money_of(named) and dice.total == len(named)
        assert dice.used == tuple((f, n) for f, n in enumerate(counts) if n)
        assert dice.conditions == sum(1 << f for f in (3, 4, 5) if counts[f])
        assert dice.single == all(counts[f] <= 1 for f in (3, 4, 5))


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9), length=st.integers(0, 60), label=st.text(max_size=12))
def test_shuffle_is_random_shuffle(seed, length, label):
    ours, theirs = derive_rng(seed, label), derive_rng(seed, label)
    a, b = list(range(length)), list(range(length))
    shuffle(ours, a)
    theirs.shuffle(b)
    assert a == b and ours.getstate() == theirs.getstate()
