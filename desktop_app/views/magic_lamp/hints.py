"""Hints on Aladdin's table (issue 14): the suggested move in the player's words, and what to
ring on the table and the panel so a person sees where to click.

The window's three hooks (`_word_hint`, `_hint_targets`, `_hint_seat`) call in here. The words
come from the action and the deciding person's own observation only (the wish on show, cards
face up on the table or the discard pile, the person's own dice): never a chest's order, a
hidden die or the lamp deck. Card, chest and gem names are the content pack's, through the
game's narration (`MagicLampWords`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from desktop_app.content.magic_lamp import METALS, Kind, MagicLampContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.state import NO_PLAYER, Phase, State
from desktop_app.views.kit.hints import HintTargets, TableParts
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView
from desktop_app.views.magic_lamp.narration import MagicLampWords
from desktop_app.views.magic_lamp.panels import MagicLampActionPanel
from desktop_app.views.magic_lamp.race import KEY_LABELS, LampRace


class LampTable(TableParts[MagicLampBoardView, MagicLampActionPanel], Protocol):
    """What the hints read of the window (`window.MagicLampWindow` is one): also the race."""

    @property
    def race(self) -> LampRace | None: ...


class MagicLampHintWords(QObject):
    """A suggested move in the player's words ("Set a 3 on the Bronze chest"), in one language."""

    def __init__(self, content: MagicLampContent, seats: Sequence[Seat], language: str) -> None:
        super().__init__()
        self.content, self.language = content, language
        self.words = MagicLampWords(content, seats, language)

    def move(self, s: State, seat: int, action: Any, lamp_key: str = "") -> str:
        """`action` for `seat`, worded from `s` (that seat's observation)."""
        w = self.words
        kind = type(action)
        if isinstance(action, a.PlaceDie):
            chest = w.chest(METALS.index(action.chest))
            return fill(self.tr("Set a %1 on the %2"), str(action.value), chest)
        if isinstance(action, a.RubLamp):  # the reason says "touch the lamp": the words say how
            if lamp_key:
                return fill(self.tr("Press %1, or click the lamp"), lamp_key)
            return self.tr("Click the lamp")
        if kind is a.KeepStill:
            if lamp_key:
                return fill(self.tr("Do not press %1 or click the lamp"), lamp_key)
            return self.tr("Do not click the lamp")
        if kind in (a.AcceptWish, a.RefuseWish):
            wish = self.content.lamp_cards[s.wish_card].name.get(self.language)
            if kind is a.AcceptWish:
                return fill(self.tr("Accept the wish “%1”"), wish)
            return fill(self.tr("Refuse the wish “%1” and see the next"), wish)
        if isinstance(action, a.TakeCard):
            card = s.static.index[action.card]
            name = w.card(s, card)
            owner = next((q for q in range(s.players) if card in s.tableau[q]), NO_PLAYER)
            if owner == NO_PLAYER:
                return fill(self.tr("Take the %1 from the discard pile"), name)
            return fill(self.tr("Take %2's %1"), name, w.name(owner))
        if kind is a.TakeRing:
            return fill(self.tr("Take the magic ring from %1"), w.name(s.ring_holder))
        if kind is a.TakeNothing:
            return self.tr("Take nothing")
        if isinstance(action, a.ChooseChest):
            return fill(self.tr("Take the free draw from the %1"), w.chest(METALS.index(action.chest)))
        if isinstance(action, a.SetDie):
            metal, _ = s.dice[seat][action.die]
            return fill(self.tr("Turn your die on the %1 to %2"), w.chest(metal), str(action.value))
        if isinstance(action, a.NameThief):
            return fill(self.tr("Let %1 take one of your treasures"), w.name(action.player))
        if kind is a.DrawCard:
            return self.tr("Draw another card") if s.drawn else self.tr("Draw a card")
        if kind is a.StopDrawing:
            drawn = len(s.drawn)
            return plural(self.tr("Stop and keep your %n card(s)", "", drawn), drawn)
        if isinstance(action, a.PlaceAmulet):
            gem = self.content.kind_names[Kind(action.gem)].get(self.language)
            return fill(self.tr("Put the amulet under your %1"), gem)
        if kind is a.KeepAmuletAlone:
            return self.tr("Keep the amulet alone")
        return ""


def racing_seat(window: LampTable) -> int | None:
    """The person a hint in the lamp race is for: the dice are shown, the race is on and the
    person still may touch the lamp. Only the seat whose answer the rules take next (the
    observation's actor, whom the hint player decides for); None otherwise."""
    race = window.race
    if race is None or not race.going or race.finished:
        return None
    seat = window.controller.state.actor
    return seat if seat in race.keys and seat not in race.times else None


def hint_seat(window: LampTable) -> int | None:
    """The person a hint would be for now: the racer during the lamp race; else the person to
    move, unless the secret dice wait behind the hand-off curtain (nothing shows until the
    person opens it) or the race's answers are being entered."""
    state = window.controller.state
    if state.phase is Phase.RACE:
        return racing_seat(window)
    player = window.controller.current_player()
    if player < 0 or not window.controller.seats[player].is_human:
        return None
    if window.actions.needs_curtain(state, player):
        return None
    return player


def _button(window: LampTable, key: str) -> QWidget | None:
    """The panel's button for `key` on the page shown, scrolled into view (None if the page has
    none, or it is hidden)."""
    page = window.actions.page
    widget = page.parts.get(key) if page is not None else None
    if not isinstance(widget, QWidget) or widget.isHidden():
        return None
    window.actions.scroll.ensureWidgetVisible(widget)  # a long list of cards: the ringed one in view
    return widget


def hint_targets(window: LampTable, seat: int, action: Any) -> HintTargets:
    """What to ring for `action`: where it shows on the table, and the panel button that plays
    it (the lamp itself in the race, a chest that takes the click for a free draw)."""
    board = window.board
    state = window.controller.state
    own = board.players[seat]
    items: list[tuple[BoardItem, object | None]] = []
    key = ""
    if isinstance(action, a.PlaceDie):
        items.append((board.chests[METALS.index(action.chest)], None))
        key = f"die-{action.chest.value}-{action.value}"
    elif isinstance(action, a.RubLamp):
        items.append((board.lamp, None))
        key = f"press-{seat}"
    elif isinstance(action, a.KeepStill):
        items.append((own, None))  # your dice: none of them matches
    elif isinstance(action, (a.AcceptWish, a.RefuseWish)):
        items.append((board.explore, None))  # the wish on show
        key = "accept" if isinstance(action, a.AcceptWish) else "refuse"
    elif isinstance(action, a.TakeCard):
        card = state.static.index[action.card]
        owner = next((q for q in range(state.players) if card in state.tableau[q]), NO_PLAYER)
        items.append((board.discard if owner == NO_PLAYER else board.players[owner], None))
        key = f"take-{action.card}"
    elif isinstance(action, a.TakeRing):
        items.append((board.players[state.ring_holder], None))
        key = "take-ring"
    elif isinstance(action, a.TakeNothing):
        key = "take-nothing"
    elif isinstance(action, a.ChooseChest):
        metal = METALS.index(action.chest)
        items.append((board.chests[metal], metal))
        key = f"chest-{action.chest.value}"
    elif isinstance(action, a.SetDie):
        items.append((own, None))
        key = f"retune-{action.die}-{action.value}"
    elif isinstance(action, a.NameThief):
        items.append((board.players[action.player], None))
        key = f"name-{action.player}"
    elif isinstance(action, a.DrawCard):
        items.append((board.chests[state.explore_metal], None))
        key = "draw"
    elif isinstance(action, a.StopDrawing):
        items.append((board.explore, None))  # the cards you keep
        key = "stop"
    elif isinstance(action, a.PlaceAmulet):
        items.append((own, None))
        key = f"amulet-{action.gem}"
    elif isinstance(action, a.KeepAmuletAlone):
        key = "amulet-alone"
    button = _button(window, key) if key else None
    widgets = [button] if button is not None else []
    # the clicks that play it (a guided game's scripted pupil makes them): the panel's button
    # plays every move; the table's rings show where it happens, and a chest or the lamp
    # answers a click only in a free draw or the race, where it is the button's twin
    clicks: list[tuple[BoardItem, object | None] | QWidget] = list(widgets) if widgets else list(items)
    if isinstance(action, a.KeepStill):
        clicks = []  # keeping still is not clicking: the race ends by itself
    return HintTargets(board=items, widgets=widgets, clicks=clicks)


def lamp_key(window: LampTable, seat: int) -> str:
    """The person's own key for the lamp race ("A"), when the race is on and they have one."""
    race = window.race
    if race is None or seat not in race.keys:
        return ""
    return KEY_LABELS[race.keys[seat]]


__all__ = ["MagicLampHintWords", "hint_seat", "hint_targets", "lamp_key", "racing_seat"]
