"""Aladdin & the Magic Lamp's actions: one small frozen dataclass per player decision.

The acting player is implicit (`engine.current_player`). Cards are named by their pack id
("gold_ring_2") so saves and traces stay readable.

The lamp race is real time in the view; its outcome enters the rules as one `rub_lamp(ms)` or
`keep_still()` per player, entered one seat after another once the race is over. `ms` is the
moment of the press in milliseconds after the reveal; the earliest press wins and the order
the actions are entered in does not matter (equal times: the lower seat first). Whether a press
was a false touch follows from the dice, so replaying the actions replays the race exactly.
"""

from __future__ import annotations

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.common.actions import Action, ActionCodec, action


@action("place_die")
class PlaceDie(Action):
    """Choosing a chest: set a die secretly on a chest showing `value` (1-6) cards to draw."""

    chest: Metal
    value: int


@action("rub_lamp")
class RubLamp(Action):
    """The lamp race: this player touched the lamp `ms` milliseconds after the reveal."""

    ms: int


@action("keep_still")
class KeepStill(Action):
    """The lamp race: this player did not touch the lamp."""


@action("accept_wish")
class AcceptWish(Action):
    """The genie: take the wish shown and carry it out."""


@action("refuse_wish")
class RefuseWish(Action):
    """The genie: refuse the wish shown and see the next (not possible on the third wish)."""


@action("take_card")
class TakeCard(Action):
    """Take this card (from the discard pile or from another player, as the moment allows)."""

    card: str


@action("take_ring")
class TakeRing(Action):
    """Calming the genie: take the magic ring from the player who touched the lamp."""


@action("take_nothing")
class TakeNothing(Action):
    """Take nothing (a taking is always allowed, never forced)."""


@action("choose_chest")
class ChooseChest(Action):
    """A free draw: the chest to take the top cards of."""

    chest: Metal


@action("set_die")
class SetDie(Action):
    """Retuning: give one of your dice (0 = first placed) a new value."""

    die: int
    value: int


@action("name_thief")
class NameThief(Action):
    """Calming the genie: the player (seat) who may take one of your treasures."""

    player: int


@action("draw_card")
class DrawCard(Action):
    """Exploring: turn up the chest's next card."""


@action("stop_drawing")
class StopDrawing(Action):
    """Exploring: stop and keep the cards drawn so far."""


@action("place_amulet")
class PlaceAmulet(Action):
    """Put the new amulet under your stack of this gem colour ("ruby"; fixed from then on).

    A player's gems of one colour form one stack; the amulet counts as that colour while the
    player holds any gem of it. (Saves made before stacks name one gem card's id instead.)"""

    gem: str


@action("keep_amulet_alone")
class KeepAmuletAlone(Action):
    """Leave the new amulet alone: 1 point, never under a gem."""


ACTION_CLASSES = (
    PlaceDie,
    RubLamp,
    KeepStill,
    AcceptWish,
    RefuseWish,
    TakeCard,
    TakeRing,
    TakeNothing,
    ChooseChest,
    SetDie,
    NameThief,
    DrawCard,
    StopDrawing,
    PlaceAmulet,
    KeepAmuletAlone,
)

CODEC = ActionCodec(ACTION_CLASSES)
