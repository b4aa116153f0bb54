"""A sensible Aladdin & the Magic Lamp player that sees only its observation.

It counts the cards it has seen (tableaus, discard pile, wizards set aside, the cards being
drawn) to know what is left in each chest, and from that the chance of the next card's
scorpions busting a draw. Its choices:

- dice: expected cards kept (drawing to the die's value) times how much that chest's cards are
  worth to it, times a rough chance that no one else sits lower in the same chest; picked at
  random weighted towards the best, so two heuristic bots rarely tie on purpose;
- the race: touches the lamp when one of its dice matches another player's, after a
  human-like reaction time (a family pace unless full speed is chosen, reaction.PACES); without
  a match it still slips now and then (more often as a beginner, reaction.REACTIONS), which
  makes the genie rampage when no dice match at all;
- drawing: one more card while the expected card gained beats the expected loss of the cards
  already drawn (a myopic push-your-luck rule);
- wishes, picks and amulets: whatever adds the most points now (a set piece, a gem colour it
  can lead, the ring).
"""

from __future__ import annotations

import random
from typing import TypeVar

from desktop_app.ai.base import Reason
from desktop_app.ai.magic_lamp.reaction import DEFAULT_PACE, reaction_ms, slips
from desktop_app.content.magic_lamp import (
    ACCESSORIES,
    GEMS,
    METALS,
    Category,
    EffectType,
    Metal,
)
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.engine import legal_actions
from desktop_app.rules.magic_lamp.flow import explorer
from desktop_app.rules.magic_lamp.queries import most_scorpions_on_a_card
from desktop_app.rules.magic_lamp.scoring import gem_counts, score_breakdown
from desktop_app.rules.magic_lamp.state import Phase, State

_A = TypeVar("_A", bound=Action)

CHOICE_SHARPNESS = 3.0  # weights ~ value ** sharpness when picking among die placements


def unseen_scorpions(state: State, metal: int) -> list[int]:
    """Scorpion counts of the cards of this chest not seen anywhere (still face down)."""
    st = state.static
    seen = set(state.discard) | set(state.wizards) | set(state.drawn)
    for row in state.tableau:
        seen.update(row)
    return [
        st.scorpions[c] for c in range(len(st.cards)) if st.metal[c] == metal and c not in seen and not st.is_wizard(c)
    ]


def bust_chance(unseen: list[int], draws: int, margin: int) -> float:
    """Chance that `draws` cards (drawn as if independent) bring `margin` or more scorpions."""
    if not unseen or margin <= 0:
        return 1.0 if margin <= 0 else 0.0
    dist = [0.0] * 3
    for v in unseen:
        dist[min(v, 2)] += 1 / len(unseen)
    total = [1.0]  # total[k] = chance of k scorpions so far
    for _ in range(draws):
        nxt = [0.0] * (len(total) + 2)
        for k, pk in enumerate(total):
            for v, pv in enumerate(dist):
                nxt[k + v] += pk * pv
        total = nxt
    return sum(pk for k, pk in enumerate(total) if k >= margin)


class HeuristicBot:
    """Counts cards, weighs risk, and takes what scores."""

    name = "heuristic"

    def __init__(self, level: str = "normal", pace: str = DEFAULT_PACE) -> None:
        self.level = level  # its lamp reaction time (reaction.REACTIONS)
        self.pace = pace  # "family" (a person's reaction times) or "full" (reaction.PACES)

    def choose(self, observation: State, rng: random.Random) -> Action:
        s = observation
        me = s.actor
        phase = s.phase
        if phase is Phase.CHOOSE:
            return self._place(s, me, rng)
        if phase is Phase.RACE:
            if self._matches(s, me) or slips(self.level, rng):
                return a.RubLamp(reaction_ms(self.level, rng, self.pace))
            return a.KeepStill()
        if phase is Phase.DRAW:
            return a.DrawCard() if self._draw_more(s, me) else a.StopDrawing()
        if phase is Phase.WISH:
            return a.AcceptWish() if s.wish_number >= 3 or self._wish_value(s, me) >= 1 else a.RefuseWish()
        legal = legal_actions(s)
        if phase is Phase.PICK:
            return max(legal, key=lambda act: self._pick_value(s, me, act))
        if phase is Phase.AMULET:
            return max(legal, key=lambda act: self._amulet_value(s, me, act))
        if phase is Phase.NAME:
            scores = score_breakdown(s)
            names = _only(legal, a.NameThief)
            return min(names, key=lambda act: (scores[act.player]["total"], act.player))
        if phase is Phase.CHEST:
            return max(_only(legal, a.ChooseChest), key=lambda act: self._chest_value(s, me, act.chest))
        if phase is Phase.RETUNE:
            return max(_only(legal, a.SetDie), key=lambda act: self._retune_value(s, me, act))
        return legal[0]

    def decide_with_reason(self, observation: State, rng: random.Random) -> tuple[Action, Reason]:
        """`choose`'s action, and why: the numbers the bot weighs for it (for a hint)."""
        action = self.choose(observation, rng)
        return action, self.explain(observation, observation.actor, action)

    def explain(self, s: State, me: int, act: Action) -> Reason:
        """The reason for `act`, the move `choose` makes here, with the numbers it weighs."""
        st = s.static
        if isinstance(act, a.PlaceDie):
            metal = METALS.index(act.chest)
            bust = bust_chance(unseen_scorpions(s, metal), act.value, act.value)
            kept = round(act.value * (1.0 - bust), 1)
            return Reason("place_die", {"chest": act.chest.value, "value": act.value, "kept": kept, "bust": bust})
        if isinstance(act, a.RubLamp):
            mine = {v for _, v in s.dice[me]}
            same = [v for q, dice in enumerate(s.dice) if q != me for _, v in dice if v in mine]
            return Reason("rub_match", {"value": same[0]}) if same else Reason("rub_unmatched")
        if isinstance(act, a.KeepStill):
            return Reason("keep_still")
        if isinstance(act, (a.DrawCard, a.StopDrawing)):
            drawn = len(s.drawn)
            if not s.decks[s.explore_metal]:
                return Reason("stop_empty", {"drawn": drawn})
            # the scorpions still to spare are said with the chance: a classroom's E shows the
            # meter after the card, and "0%" beside "one more scorpion loses all" read wrong
            spare = s.dice[me][s.explore_die][1] + s.ward[me] - s.drawn_scorpions
            chance = bust_chance(unseen_scorpions(s, s.explore_metal), 1, spare)
            if isinstance(act, a.StopDrawing):
                return Reason("stop", {"chance": chance, "drawn": drawn, "spare": spare})
            if chance <= 0.0 and drawn:
                return Reason("draw_safe", {"drawn": drawn, "spare": spare, "most": most_scorpions_on_a_card(s)})
            return Reason("draw" if drawn else "draw_first", {"chance": chance, "drawn": drawn, "spare": spare})
        if isinstance(act, (a.AcceptWish, a.RefuseWish)):
            value = round(self._wish_value(s, me), 1)
            if isinstance(act, a.RefuseWish):
                return Reason("refuse_wish", {"value": value})
            if s.wish_number >= 3:
                return Reason("accept_last_wish", {"number": s.wish_number})
            return Reason("accept_wish", {"value": value})
        if isinstance(act, a.TakeCard):
            card = st.index[act.card]
            value = round(self._pick_value(s, me, act), 1)
            kind, chest = st.kind[card].value, METALS[st.metal[card]].value
            return Reason("take_card", {"kind": kind, "chest": chest, "value": value})
        if type(act) is a.TakeRing:
            return Reason("take_ring", {"bonus": st.content.ring_bonus})
        if isinstance(act, a.TakeNothing):
            return Reason("take_nothing")
        if isinstance(act, a.PlaceAmulet):
            lead = {3.0: "amulet_lead", 2.0: "amulet_tie"}.get(self._amulet_value(s, me, act), "amulet_add")
            return Reason(lead, {"gem": act.gem})
        if isinstance(act, a.KeepAmuletAlone):
            return Reason("amulet_alone")
        if isinstance(act, a.NameThief):
            return Reason("name_thief", {"player": act.player + 1, "score": score_breakdown(s)[act.player]["total"]})
        if isinstance(act, a.ChooseChest):
            avoided = [c for c in METALS if self._chest_value(s, me, c) < 0]
            code = "choose_chest_no_wizard" if avoided else "choose_chest"
            return Reason(code, {"chest": act.chest.value})
        if isinstance(act, a.SetDie):
            code = "set_die_explore" if self._retune_value(s, me, act) >= 10.0 else "set_die"
            return Reason(code, {"value": act.value})
        return Reason("only_move")

    # --- placing dice -----------------------------------------------------------------------

    def _place(self, s: State, me: int, rng: random.Random) -> Action:
        options, weights = self.placements(s, me)
        return rng.choices(options, weights=weights)[0]

    def placements(self, s: State, me: int) -> tuple[list[a.PlaceDie], list[float]]:
        """The legal die placements and the weight `_place` draws each with."""
        options = _only(legal_actions(s), a.PlaceDie)
        others = (s.players - 1) * s.static.dice_per_player
        worth: dict[int, float] = {}
        weights = []
        for act in options:
            metal = METALS.index(act.chest)
            if metal not in worth:
                worth[metal] = self._chest_worth(s, me, metal)
            v = act.value
            kept = v * (1.0 - self._bust(s, metal, v, v))
            uncontested = (1.0 - (v / 6.0) / 3.0) ** others
            value = kept * worth[metal] * uncontested
            weights.append(max(value, 1e-6) ** CHOICE_SHARPNESS)
        return options, weights

    def _bust(self, s: State, metal: int, draws: int, margin: int) -> float:
        """The chance that `draws` more cards of this chest bust a die with this margin (the
        searching expert's rollout player counts the same faster on a full state)."""
        return bust_chance(unseen_scorpions(s, metal), draws, margin)

    def _chest_worth(self, s: State, me: int, metal: int) -> float:
        """Points a card of this chest is worth to me on average: 1, plus set hopes."""
        st = s.static
        have = sum(1 for c in s.tableau[me] if st.metal[c] == metal and st.kind[c] in ACCESSORIES)
        return 1.0 + st.set_bonus[metal] * (0.04 + 0.03 * have)

    # --- the race and exploring -------------------------------------------------------------

    @staticmethod
    def _matches(s: State, me: int) -> bool:
        mine = {v for _, v in s.dice[me]}
        return any(v in mine for q, dice in enumerate(s.dice) if q != me for _, v in dice)

    def _draw_more(self, s: State, me: int) -> bool:
        if not s.decks[s.explore_metal]:
            return False
        limit = s.dice[me][s.explore_die][1]
        margin = limit + s.ward[me] - s.drawn_scorpions
        p = self._bust(s, s.explore_metal, 1, margin)
        return (1.0 - p) > p * len(s.drawn)

    # --- wishes and what to take ------------------------------------------------------------

    def _wish_value(self, s: State, me: int) -> float:
        effect = s.static.lamp[s.wish_card].effect
        kind = effect.type
        if kind is EffectType.TAKE_FROM_DISCARD:
            return min(effect.count, len(s.discard)) * 1.0
        if kind is EffectType.STEAL_TREASURE:
            return 2.0 if any(s.stealable(q) for q in range(s.players) if q != me) else 0.0
        if kind is EffectType.FREE_DRAW:
            return effect.count * 1.0
        if kind is EffectType.SCORPION_WARD:
            return 1.5 if self._exploring(s, me) else 0.0
        if kind is EffectType.RETUNE_DIE:
            return 0.0 if self._exploring(s, me) else 1.0
        return 0.0

    @staticmethod
    def _exploring(s: State, me: int) -> bool:
        return any((found := explorer(s, m)) is not None and found[0] == me for m in range(len(METALS)))

    def _card_value(self, s: State, me: int, card: int) -> float:
        st = s.static
        kind = st.kind[card]
        if st.category[card] is Category.GEM:
            colour = GEMS.index(kind)
            mine = gem_counts(s, me)[colour]
            best = max(gem_counts(s, q)[colour] for q in range(s.players) if q != me)
            return 1.0 + (2.5 if mine + 1 > best and mine <= best else 0.5)
        if st.category[card] is Category.ACCESSORY:
            metal = st.metal[card]
            have = {st.kind[c] for c in s.tableau[me] if st.metal[c] == metal and st.kind[c] in ACCESSORIES}
            if kind in have:
                return 1.0
            return 1.0 + st.set_bonus[metal] * (len(have) + 1) / 6.0
        return 1.2  # an amulet: a point, and maybe a colour

    def _pick_value(self, s: State, me: int, act: Action) -> float:
        if isinstance(act, a.TakeCard):
            card = s.static.index[act.card]
            return self._card_value(s, me, card) + 0.5 * self._amulets_freed(s, me, card)
        if type(act) is a.TakeRing:
            return s.static.content.ring_bonus + 0.5
        return 0.0  # take nothing

    @staticmethod
    def _amulets_freed(s: State, me: int, card: int) -> int:
        """Amulets its owner loses the colour of if this gem is taken: those under their stack
        of its colour when it is the last gem there (taking from a stack of 2+ frees none)."""
        kind = s.static.kind[card]
        if s.static.category[card] is not Category.GEM or card in s.discard:
            return 0
        owner = next((q for q in range(s.players) if q != me and card in s.tableau[q]), None)
        if owner is None or len(s.gem_stack(owner, kind)) != 1:
            return 0
        colour = GEMS.index(kind)
        return sum(1 for c in s.tableau[owner] if s.amulet_colour.get(c, -1) == colour)

    @staticmethod
    def _amulet_value(s: State, me: int, act: Action) -> float:
        if not isinstance(act, a.PlaceAmulet):
            return 0.0  # keep the amulet alone
        colour = next(i for i, k in enumerate(GEMS) if k.value == act.gem)
        mine = gem_counts(s, me)[colour]
        best = max((gem_counts(s, q)[colour] for q in range(s.players) if q != me), default=0)
        if mine == best:
            return 3.0  # it makes me the leader of that colour
        if mine + 1 == best:
            return 2.0  # it ties the leader, who then loses the bonus
        return 1.0 + mine / 10.0

    @staticmethod
    def _chest_value(s: State, me: int, chest: Metal) -> float:
        metal = METALS.index(chest)
        deck = s.decks[metal]
        wizard_next = any(c != -1 and s.static.is_wizard(c) for c in deck[-2:])
        return METALS.index(chest) + (-10.0 if wizard_next and not _leading(s, me) else 0.0)

    @staticmethod
    def _retune_value(s: State, me: int, act: a.SetDie) -> float:
        trial = s.clone()
        metal, _ = trial.dice[me][act.die]
        trial.dice[me][act.die] = (metal, act.value)
        found = explorer(trial, metal)
        return (10.0 + act.value if found is not None and found[0] == me else 0.0) - (
            act.value == s.dice[me][act.die][1]
        ) * 0.1


def _only(actions: list[Action], kind: type[_A]) -> list[_A]:
    """The actions of one kind: in the phases that use it, all the legal actions are."""
    return [act for act in actions if isinstance(act, kind)]


def _leading(s: State, me: int) -> bool:
    scores = [row["total"] for row in score_breakdown(s)]
    return scores[me] == max(scores)


__all__ = ["HeuristicBot", "bust_chance", "unseen_scorpions"]
