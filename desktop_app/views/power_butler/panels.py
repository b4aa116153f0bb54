"""The controls beside Power Butler's table: one page per step of a turn (roll, reroll, spend the
dice), with the dice chosen here or on the board.

The panel never works a rule out itself: whether a button's action is legal is asked of the
rules (`POWER_BUTLER.is_legal`, tried on a copy), the payments offered come from `legal_actions`
and the choice among them, the event a keep would fire, blocked faces and what is owed from
`rules/power_butler/queries.py`.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_butler import Face
from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.engine import legal_actions
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.queries import (
    best_bill_payment,
    best_payment,
    bill_left_to_pay,
    event_if_kept,
    is_blocked,
    locked_dice,
    used_dice,
)
from desktop_app.rules.power_butler.state import Phase, State, money_of
from desktop_app.views.kit.marks import mark_icon
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_butler.art import (
    appliance_icon,
    condition_icon,
    die_icon,
)
from desktop_app.views.power_butler.items import font


def dice_for(state: State, faces, avoid: set[int]) -> set[int]:
    """Unused die indexes showing these faces."""
    chosen: set[int] = set()
    for f in faces:
        for i, d in enumerate(state.dice):
            if d == f and i not in chosen and i not in avoid:
                chosen.add(i)
                break
    return chosen


class PowerButlerActionPanel(QWidget):
    """The decision in front of the player whose turn it is (or who is thinking)."""

    selection_did_change = Signal()

    def __init__(self, controller: GameController, content, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller, self.content, self.language = controller, content, language
        self.scale = 1.0
        self.selected: set[int] = set()
        self._layout = QVBoxLayout(self)
        self._page: QWidget | None = None
        self.title = plain_label()
        self.title.setWordWrap(True)
        self.title.setObjectName("title")
        self._layout.addWidget(self.title)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._layout.addWidget(self.scroll, 1)
        self.footer = QVBoxLayout()  # always in view, below the scrolling page
        self._layout.addLayout(self.footer)

    # --- the chosen dice -------------------------------------------------------------------------

    def chosen_faces(self) -> tuple[Face, ...]:
        state = self.controller.state
        return tuple(sorted(Face(state.dice[i]) for i in self.selected))

    def toggle_die(self, index: int) -> None:
        """Choose or put back a die (3元/! dice are locked while rolling; spent dice are gone)."""
        state = self.controller.state
        if not self.controller.is_human_turn() or state.phase not in (Phase.REROLL, Phase.ALLOCATE):
            return
        if index in locked_dice(state):
            return
        if index in used_dice(state):
            return
        self.selected ^= {index}
        self.selection_did_change.emit()
        self.refresh()

    def clear_selection(self) -> None:
        self.selected = set()

    def use_on_card(self, appliance: str) -> None:
        """A shop card clicked: buy it with the chosen dice, or (none chosen) choose the best ones."""
        state = self.controller.state
        if not self.controller.is_human_turn() or state.phase is not Phase.ALLOCATE:
            return
        if self.selected:
            self.controller.submit(a.Buy(appliance, self.chosen_faces()))
            return
        best = best_payment([act for act in legal_actions(state) if type(act) is a.Buy and act.appliance == appliance])
        if best is not None:
            self.selected = dice_for(state, best.faces, used_dice(state))
            self.selection_did_change.emit()
            self.refresh()

    def pay_with_chosen(self) -> None:
        if self.controller.is_human_turn() and self.controller.state.phase is Phase.ALLOCATE and self.selected:
            self.controller.submit(a.PayBill(self.chosen_faces()))

    # --- building pages -------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        px = round(17 * scale)
        self.setStyleSheet(
            f"QWidget {{ font-size: {px}px; }} QLabel#title {{ font-size: {round(22 * scale)}px; font-weight: bold; }}"
            f" QPushButton {{ padding: {round(6 * scale)}px {round(10 * scale)}px; text-align: left; }}"
            f" QPushButton:checked {{ background: #BFE0F5; border: {max(2, round(3 * scale))}px solid #0072B2; }}"
            f" QLabel#section {{ font-weight: bold; margin-top: {round(8 * scale)}px; }}"
            f" QLabel#hint {{ color: #5E564C; font-size: {round(15 * scale)}px; }}"
            f" QLabel#warn {{ color: #8C2D04; font-size: {round(15 * scale)}px; }}"
        )
        self.refresh()

    def _new_page(self, title: str) -> QVBoxLayout:
        if self._page is not None:
            self.scroll.takeWidget()
            self._page.deleteLater()
        while self.footer.count():
            widget = self.footer.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.title.setText(title)
        self._page = QWidget()
        self.scroll.setWidget(self._page)
        layout = QVBoxLayout(self._page)
        layout.setContentsMargins(0, 0, round(6 * self.scale), 0)
        return layout

    def _button(self, text: str, slot, name: str, icon=None, enabled: bool = True, icon_px: int = 36) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        if icon is not None:
            button.setIcon(icon)
            button.setIconSize(QSize(round(icon_px * self.scale), round(icon_px * self.scale)))
        button.setEnabled(enabled)
        button.setToolTip(text)
        # never wider than the panel: the page must not grow past the scroll area (labels would clip)
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _submit_button(self, text: str, action, name: str, icon=None, enabled: bool = True) -> QPushButton:
        return self._button(text, lambda act=action: self.controller.submit(act), name, icon, enabled)

    def _label(self, text: str, layout, name: str = "") -> QLabel:
        label = plain_label(text)
        label.setWordWrap(True)
        if name:
            label.setObjectName(name)
        layout.addWidget(label)
        return label

    def refresh(self) -> None:
        """Show the page for the decision now asked for."""
        state = self.controller.state
        seats = self.controller.seats
        player = self.controller.current_player()
        if player < 0:
            layout = self._new_page(self.tr("The game is over."))
            self._label(self.tr("The scores are on the scoreboard and under each home."), layout)
            layout.addStretch(1)
            self._page.show()
            return
        name = seats[player].name
        if not seats[player].is_human:
            layout = self._new_page(fill(self.tr("%1 is thinking…"), name))
            self._label(self.tr("Computer players see only what everyone at the table sees."), layout)
            layout.addStretch(1)
            self._page.show()
            return
        {Phase.ROLL: self._roll_page, Phase.REROLL: self._reroll_page, Phase.ALLOCATE: self._allocate_page}[
            state.phase
        ](state, player, name)
        self._page.layout().addStretch(1)
        self._page.show()

    # --- the pages --------------------------------------------------------------------------------

    def _roll_page(self, state: State, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1, roll the dice"), name))
        if state.board.standard:
            self._label(
                self.tr(
                    "Dice show money (1, 2 or 3 yuan) or what an appliance needs: fixed space, "
                    "delivery and installation, or a special socket. Red 3 yuan/! dice also set off "
                    "an event."
                ),
                layout,
            )
        else:
            self._label(
                self.tr(
                    "Dice show money: 1, 2 or 3 yuan (the other faces buy nothing in the simple "
                    "game). Red 3 yuan/! dice also set off an event."
                ),
                layout,
            )
        self.footer.addWidget(self._submit_button(self.tr("Roll the dice"), a.RollDice(), "roll", mark_icon(player)))

    def _dice_grid(self, state: State, layout) -> None:
        grid = QGridLayout()
        grid.setHorizontalSpacing(round(4 * self.scale))
        used = used_dice(state)
        for i, face in enumerate(state.dice):
            locked = i in locked_dice(state)
            button = QPushButton()
            button.setObjectName(f"die-{i}")
            button.setCheckable(True)
            button.setChecked(i in self.selected)
            button.setIcon(die_icon(face, font(30, True), locked=locked))
            button.setIconSize(QSize(round(46 * self.scale), round(46 * self.scale)))
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(round(58 * self.scale))
            button.setEnabled(not locked and i not in used and not is_blocked(state, face))
            button.setToolTip(self.content.dice_faces[face].get(self.language))
            button.clicked.connect(lambda _checked=False, k=i: self.toggle_die(k))
            grid.addWidget(button, 0, i)
        layout.addLayout(grid)

    def _reroll_page(self, state: State, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1, roll again or keep the dice"), name))
        self._label(
            plural(
                self.tr(
                    "%n reroll(s) left. Choose dice to roll again. Red 3 yuan/! dice are locked on "
                    "the event markers: the more of them, the further left the event that fires.",
                    "",
                    state.rerolls_left,
                ),
                state.rerolls_left,
            ),
            layout,
        )
        self._dice_grid(state, layout)
        chosen = self.chosen_faces()
        text = (
            plural(self.tr("Roll the %n chosen dice again", "", len(chosen)), len(chosen))
            if chosen
            else self.tr("Click dice to roll them again")
        )
        layout.addWidget(self._submit_button(text, a.Reroll(chosen), "reroll", enabled=bool(chosen)))
        self.footer.addWidget(self._submit_button(self.tr("Keep these dice"), a.KeepDice(), "keep"))
        fires = event_if_kept(state)
        if fires:
            card = state.board.events[fires]
            self._label(
                fill(
                    self.tr("If you keep them now: %1 — %2"), card.name.get(self.language), card.text.get(self.language)
                ),
                layout,
            )

    def _allocate_page(self, state: State, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1, spend your dice"), name))
        if state.fired_event:
            card = state.board.events[state.fired_event]
            self._label(
                fill(self.tr("Event: %1 — %2"), card.name.get(self.language), card.text.get(self.language)),
                layout,
            )
        self._label(
            self.tr(
                "Click dice on the table, then a card or the bill — or just press Buy and "
                "the best dice are chosen for you."
            ),
            layout,
            "hint",
        )
        chosen = self.chosen_faces()
        if chosen:
            self._label(fill(self.tr("Chosen: %1 yuan"), str(money_of(chosen))), layout, "section")
        legal = legal_actions(state)
        self._label(self.tr("Buy an appliance"), layout, "section")
        for card in state.market:
            appliance = state.appliance(card)
            buys = [act for act in legal if type(act) is a.Buy and act.appliance == appliance.id]
            if chosen:
                action = a.Buy(appliance.id, chosen)
                ok = POWER_BUTLER.is_legal(state, action)
            else:
                action = best_payment(buys)
                ok = action is not None
            text = fill(
                self.tr("%1 · %2 yuan · %3 points"),
                appliance.name.get(self.language),
                str(state.price(card)),
                str(appliance.points),
            )
            layout.addWidget(
                self._submit_button(text, action, f"buy-{appliance.id}", appliance_icon(appliance.icon), enabled=ok)
            )
        if state.board.standard:
            self._marker_buttons(state, legal, chosen, layout)
        owed = bill_left_to_pay(state, player)
        bill = plain_label(fill(self.tr("Electricity bill: %1 unpaid"), str(max(0, owed))))
        bill.setObjectName("section")
        self.footer.addWidget(bill)
        bills = [act for act in legal if type(act) is a.PayBill]
        if chosen:
            pay = a.PayBill(chosen)
            ok = owed > 0 and POWER_BUTLER.is_legal(state, pay)
        else:
            pay = best_bill_payment(bills, owed)
            ok = pay is not None
        worth = money_of(pay.faces) if pay is not None else 0
        self.footer.addWidget(
            self._submit_button(fill(self.tr("Pay %1 yuan of the bill"), str(worth)), pay, "pay", enabled=ok)
        )
        if ok and not chosen:  # a reminder before ending the turn: unpaid notches cost points at the end
            warn = plain_label(
                self.tr("Unused yuan dice could still pay the bill: each unpaid notch costs a point at the end.")
            )
            warn.setObjectName("warn")
            warn.setWordWrap(True)
            self.footer.addWidget(warn)
        self.footer.addWidget(self._submit_button(self.tr("End my turn"), a.EndTurn(), "end", mark_icon(player)))

    def _marker_buttons(self, state: State, legal: list, chosen, layout) -> None:
        markers = [act for act in legal if type(act) is a.PlaceMarker]
        if not markers:
            return
        self._label(self.tr("Or keep a card for later with a marker"), layout, "section")
        seen: set[tuple[int, str]] = set()
        for act in markers:
            key = (int(act.marker), act.appliance)
            if key in seen:
                continue
            seen.add(key)
            options = [m for m in markers if (int(m.marker), m.appliance) == key]
            action = a.PlaceMarker(act.marker, act.appliance, chosen) if chosen else best_payment(options)
            if chosen and not POWER_BUTLER.is_legal(state, action):
                continue
            appliance = state.appliance(state.board.index_of[act.appliance]).name.get(self.language)
            if act.marker == a.Marker.MONEY:
                text = fill(self.tr("Money marker on the %1"), appliance)
                icon = mark_icon(state.current)
            else:
                face = a.MARKER_FACE[act.marker]
                text = fill(self.tr("%1 marker on the %2"), self.content.dice_faces[face].get(self.language), appliance)
                icon = condition_icon(face)
            layout.addWidget(self._submit_button(text, action, f"marker-{int(act.marker)}-{act.appliance}", icon))
