"""Power Butler's hints on screen (issue 14): the suggested move in the player's words, and what
to ring so a person sees where to click.

The window's hooks (`_word_hint`, `_hint_targets`) call `PowerButlerHintWords.move` and `hint_targets`.
Both read only the action and what is on screen (the table, the panel): never the deck. A
payment the panel's button plays in one click (the panel says which action each button plays
now: `PowerButlerActionPanel.offered_action`) is worded as that button; one that needs other
dice chosen first is worded as what to click: the dice, then the card, the bill or the button.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.queries import is_blocked, locked_dice, used_dice
from desktop_app.rules.power_butler.state import Phase, State, money_of
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.narration import Narrator, fill, plural
from desktop_app.views.power_butler.narration import PowerButlerWords

if TYPE_CHECKING:  # the window hands its board and panel to the hints
    from desktop_app.views.power_butler.board_view import PowerButlerBoardView
    from desktop_app.views.power_butler.panels import PowerButlerActionPanel


def button_key(action: Any) -> str:
    """The panel's button that plays a move of this kind ("" for none)."""
    kind = type(action)
    if kind is a.RollDice:
        return "roll"
    if kind is a.Reroll:
        return "reroll"
    if kind is a.KeepDice:
        return "keep"
    if kind is a.Buy:
        return f"buy-{action.appliance}"
    if kind is a.PlaceMarker:
        return f"marker-{int(action.marker)}-{action.appliance}"
    if kind is a.PayBill:
        return "pay"
    if kind is a.EndTurn:
        return "end"
    return ""


def one_click(panel: PowerButlerActionPanel, action: Any) -> bool:
    """Does the panel's button for this move play exactly it now (no dice to choose first)?"""
    return bool(panel.offered_action(button_key(action)) == action)


def dice_to_click(state: State, faces: Iterable[int], selected: set[int]) -> list[int]:
    """The dice to click so that exactly `faces` are chosen: the wanted dice not chosen yet, and
    the chosen ones that are not wanted (a click puts them back). Chosen dice of a wanted face
    count first; spent, locked and blocked dice are never wanted."""
    unusable = used_dice(state) | locked_dice(state)
    if state.phase is Phase.ALLOCATE:
        unusable |= {i for i, f in enumerate(state.dice) if is_blocked(state, f)}
    wanted: set[int] = set()
    for face in faces:
        order = sorted(range(len(state.dice)), key=lambda i: (i not in selected, i))
        for i in order:
            if state.dice[i] == face and i not in wanted and i not in unusable:
                wanted.add(i)
                break
    return sorted(wanted ^ selected)


class PowerButlerHintWords(Narrator):
    """The suggested move in the player's words ("Pay 5 yuan (2 yuan, 3 yuan / !) for the Electric fan")."""

    def __init__(self, content: PowerButlerContent, seats: Sequence[Seat], language: str) -> None:
        super().__init__(content, seats, language)
        self.words = PowerButlerWords(content, seats, language)  # dice faces and markers, as the log says them

    def move(self, state: State, action: Any, direct: bool) -> str:
        """`direct`: the panel's button plays this very move (else the dice are chosen first)."""
        kind = type(action)
        if kind is a.RollDice:
            return self.tr("Roll the dice")
        if kind is a.KeepDice:
            return self.tr("Keep these dice: roll no more")
        if kind is a.EndTurn:
            return self.tr("End your turn")
        faces, n = self.words.faces(action.faces), len(action.faces)
        if kind is a.Reroll:
            if direct:
                return fill(self.tr("Roll again: %1"), faces)
            return fill(plural(self.tr("Choose %n dice (%1), then roll again"), n), faces)
        if kind is a.PayBill:
            paid = str(money_of(action.faces))
            if direct:
                return fill(self.tr("Pay %1 yuan of the bill (%2)"), paid, faces)
            return fill(
                plural(self.tr("Pay %1 yuan of the bill: choose %n dice (%2), then click the bill"), n), paid, faces
            )
        name = self.words.appliance(state, state.board.index_of[action.appliance])
        if kind is a.Buy:
            price = str(money_of(action.faces))
            if direct:
                return fill(self.tr("Pay %1 yuan (%2) for the %3"), price, faces, name)
            return fill(plural(self.tr("Choose %n dice (%1), then click the %2 to buy it"), n), faces, name)
        if kind is a.PlaceMarker:
            if action.marker == a.Marker.MONEY:
                if direct:
                    return fill(self.tr("Spend %1 to put your money marker on the %2"), faces, name)
                return fill(
                    plural(self.tr("Choose %n dice (%1), then put your money marker on the %2"), n), faces, name
                )
            if direct:
                return fill(self.tr("Spend a %1 die to put your marker on the %2"), faces, name)
            return fill(self.tr("Choose a %1 die, then put your marker on the %2"), faces, name)
        return ""


def hint_targets(board: PowerButlerBoardView, panel: PowerButlerActionPanel, state: State, action: Any) -> HintTargets:
    """What to ring for the move: the dice to click (when they must be chosen first: on the
    table, and on the panel while rerolling), the shop card it is bought on or the bill (only
    when dice are chosen first), and the panel's button (not a buy's or a bill's while other
    dice must be chosen first: it would pay with others); a panel button scrolled out of view
    is scrolled in. A payment already asked for that waits for a yes (it loses yuan) rings the
    yes alone."""
    targets = HintTargets()
    confirm = panel.button_named("confirm")
    if panel.pending is not None and panel.pending[0] == action and confirm is not None:
        # the payment was asked for and waits for a yes (it loses yuan): the yes is what is left
        targets.widgets.append(confirm)
        targets.clicks = [confirm]
        return targets
    kind = type(action)
    faces = getattr(action, "faces", None)
    direct = faces is None or one_click(panel, action)
    if faces is not None and not direct:
        dice = dice_to_click(state, faces, panel.selected)
        targets.board += [(board.tray, i) for i in dice]
        targets.widgets += [b for b in (panel.button_named(f"die-{i}") for i in dice) if b is not None]
    if kind is a.Buy:
        card = next((c for c in board.cards if c.data is not None and c.data.id == action.appliance), None)
        if card is not None:
            targets.board.append((card, action.appliance))
    elif kind is a.PayBill and not direct:
        # the bill is the click only with the dice chosen (clicked alone it pays nothing): a
        # payment the button plays in one click rings the button alone
        targets.board.append((board.bill, "bill"))
    button = panel.button_named(button_key(action))
    if kind in (a.Buy, a.PayBill) and not direct:
        button = None  # it plays another payment until the dice are chosen: the card or bill is the click
    if button is not None:
        page = panel.scroll.widget()
        if page is not None and page.isAncestorOf(button):
            panel.scroll.ensureWidgetVisible(button)
        targets.widgets.append(button)
    # the clicks: each die once (on the table; the panel's are the same selection), then the
    # button, else the card or the bill
    dice_clicks = [ring for ring in targets.board if ring[0] is board.tray]
    last = button if button is not None else next((ring for ring in targets.board if ring[0] is not board.tray), None)
    targets.clicks = [*dice_clicks, *([last] if last is not None else [])]
    return targets


__all__ = ["PowerButlerHintWords", "button_key", "dice_to_click", "hint_targets", "one_click"]
