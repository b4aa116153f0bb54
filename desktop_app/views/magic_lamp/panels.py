"""The controls beside Aladdin's table: one page per kind of decision, the hand-off curtain for
the secret dice, and the lamp-race page.

The panel asks the rules what is legal (`legal_actions`) and turns a click into an action for
`controller.submit`; it never works a rule out itself.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.magic_lamp import METALS, Kind
from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.engine import legal_actions
from desktop_app.rules.magic_lamp.queries import may_refuse_wish, scorpion_limit
from desktop_app.rules.magic_lamp.state import NO_PLAYER, Phase, Pick
from desktop_app.views.kit.marks import mark_icon, mark_pixmap
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.magic_lamp.art import (
    METAL_COLOURS,
    card_icon,
    die_icon,
)
from desktop_app.views.magic_lamp.race import KEY_LABELS, LampRace
from desktop_app.views.plain_text import plain_label


class MagicLampActionPanel(QWidget):
    """The decision in front of the player whose turn it is (or who is thinking)."""

    curtain_did_open = Signal(int)  # seat
    scores_wanted = Signal()  # the game is over: show the scoreboard again

    def __init__(self, controller: GameController, content, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller, self.content, self.language = controller, content, language
        self.scale = 1.0
        self.opened: set[tuple[int, int]] = set()  # (round, seat) whose curtain is open
        self.race: LampRace | None = None
        self.race_rows: dict[int, QLabel] = {}
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

    # --- building pages -------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        px = round(17 * scale)
        self.setStyleSheet(
            f"QWidget {{ font-size: {px}px; }} QLabel#title {{ font-size: {round(22 * scale)}px; font-weight: bold; }}"
            f" QPushButton {{ padding: {round(6 * scale)}px {round(10 * scale)}px; }}"
            f" QLabel#big {{ font-size: {round(40 * scale)}px; font-weight: bold; color: #8C2D04; }}"
        )
        self.refresh()

    def _new_page(self, title: str) -> QVBoxLayout:
        if self._page is not None:
            self.scroll.takeWidget()
            self._page.deleteLater()
        self.race_rows = {}
        self.title.setText(title)
        self._page = QWidget()
        self.scroll.setWidget(self._page)
        layout = QVBoxLayout(self._page)
        layout.setContentsMargins(0, 0, 0, 0)
        return layout

    def _finish_page(self) -> None:
        """Controls at the top, space below (an aligned layout would ignore wrapped heights)."""
        self._page.layout().addStretch(1)
        self._page.show()

    def _button(self, text: str, action, name: str = "", icon: QIcon | None = None, icon_px: int = 40) -> QPushButton:
        button = QPushButton(text)
        if name:
            button.setObjectName(name)
        if icon is not None:
            button.setIcon(icon)
            button.setIconSize(QSize(round(icon_px * self.scale), round(icon_px * self.scale)))
        if not text:  # a die face: shrink with the panel rather than be clipped
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(round((icon_px + 10) * self.scale))
        button.clicked.connect(lambda _checked=False, act=action: self.controller.submit(act))
        return button

    def _label(self, text: str, layout) -> QLabel:
        label = plain_label(text)
        label.setWordWrap(True)
        layout.addWidget(label)
        return label

    def refresh(self) -> None:
        """Show the page for the decision now asked for."""
        if self.race is not None:
            return
        state = self.controller.state
        seats = self.controller.seats
        player = self.controller.current_player()
        if player < 0:
            layout = self._new_page(self.tr("The game is over."))
            button = QPushButton(self.tr("Show the scores"))
            button.setObjectName("scores")
            button.clicked.connect(self.scores_wanted)
            layout.addWidget(button)
            self._finish_page()
            return
        name = seats[player].name
        if not seats[player].is_human:
            layout = self._new_page(fill(self.tr("%1 is thinking…"), name))
            self._label(self.tr("Computer players see only what their seat may see."), layout)
            self._finish_page()
            return
        builders = {
            Phase.CHOOSE: self._choose_page,
            Phase.WISH: self._wish_page,
            Phase.PICK: self._pick_page,
            Phase.CHEST: self._chest_page,
            Phase.RETUNE: self._retune_page,
            Phase.NAME: self._name_page,
            Phase.DRAW: self._draw_page,
            Phase.AMULET: self._amulet_page,
            Phase.RACE: self._waiting_page,
        }
        builders[state.phase](state, player, name)
        self._finish_page()

    # --- the secret dice, behind the curtain -------------------------------------------------

    def needs_curtain(self, state, player: int) -> bool:
        humans = sum(1 for s in self.controller.seats if s.is_human)
        return humans > 1 and state.phase is Phase.CHOOSE and (state.round, player) not in self.opened

    def _choose_page(self, state, player: int, name: str) -> None:
        if self.needs_curtain(state, player):
            layout = self._new_page(fill(self.tr("Pass the computer to %1"), name))
            self._label(fill(self.tr("Everyone else, look away! %1 sets a die in secret."), name), layout)
            button = QPushButton(fill(self.tr("I am %1 — show my treasure board"), name))
            button.setObjectName("open-curtain")
            button.setIcon(mark_icon(player))
            button.setIconSize(QSize(round(28 * self.scale), round(28 * self.scale)))
            button.clicked.connect(lambda: self._open_curtain(state.round, player))
            layout.addWidget(button)
            return
        dice = self.controller.state.static.dice_per_player
        placed = len(state.dice[player])
        title = fill(self.tr("%1, set your die on a chest"), name)
        if dice > 1:
            title = fill(self.tr("%1, set die %2 of %3 on a chest"), name, str(placed + 1), str(dice))
        layout = self._new_page(title)
        self._label(
            self.tr(
                "The number is how many cards you want to draw. If another die in the same chest "
                "is lower, that player draws instead; equal dice block each other."
            ),
            layout,
        )
        if placed:
            metal, value = state.dice[player][0]
            chest = self.content.metal_names[METALS[metal]].get(self.language)
            self._label(fill(self.tr("Your first die: %1 on the %2 (secret)."), str(value), chest), layout)
        legal = {(act.chest, act.value) for act in legal_actions(state)}
        grid = QGridLayout()
        grid.setVerticalSpacing(round(2 * self.scale))
        for row, metal in enumerate(METALS):
            name = self.content.metal_names[metal].get(self.language)
            chest = plain_label(name)
            chest.setStyleSheet(f"color: {METAL_COLOURS[row].darker(150).name()}; font-weight: bold;")
            grid.addWidget(chest, 2 * row, 0, 1, 6)
            for value in range(1, 7):
                button = self._button(
                    "", a.PlaceDie(metal, value), f"die-{metal.value}-{value}", die_icon(value, player), icon_px=34
                )
                button.setToolTip(f"{name}: {value}")
                button.setEnabled((metal, value) in legal)
                grid.addWidget(button, 2 * row + 1, value - 1)
        layout.addLayout(grid)

    def _open_curtain(self, round_number: int, player: int) -> None:
        self.opened.add((round_number, player))
        self.curtain_did_open.emit(player)
        self.refresh()

    # --- the race ------------------------------------------------------------------------------

    def _waiting_page(self, state, player: int, name: str) -> None:
        self._new_page(self.tr("Entering the lamp race…"))

    def show_race(self, race: LampRace | None) -> None:
        """The race page (None: back to the decisions)."""
        self.race = None
        if race is None:
            self.refresh()
            return
        seats = self.controller.seats
        layout = self._new_page(self.tr("The lamp race"))
        self.race = race
        big = plain_label()
        big.setObjectName("big")
        big.setMinimumHeight(round(56 * self.scale))
        big.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(big)
        self.race_rows = {-1: big}
        self._label(
            self.tr(
                "Same number as someone else? Touch the lamp first: your key, or click the lamp. "
                "No match anywhere? Hands off!"
            ),
            layout,
        )
        for seat, s in enumerate(seats):
            row = QHBoxLayout()
            mark = plain_label()
            mark.setPixmap(mark_pixmap(seat, round(28 * self.scale)))
            row.addWidget(mark)
            if seat in race.keys:
                button = QPushButton(fill(self.tr("%1 — key %2"), s.name, KEY_LABELS[race.keys[seat]]))
                button.setObjectName(f"press-{seat}")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _c=False, p=seat: race.press(p))
                row.addWidget(button, 1)
            else:
                row.addWidget(plain_label(s.name), 1)
            status = plain_label()
            row.addWidget(status)
            self.race_rows[seat] = status
            layout.addLayout(row)
        self._finish_page()
        self.update_race()

    def update_race(self) -> None:
        race = self.race
        if race is None or not self.race_rows:
            return
        if race.finished:
            text = self.tr("Done!")
        elif not race.going:
            text = str(race.countdown)
        else:
            text = self.tr("GO!")
        self.race_rows[-1].setText(text)
        for seat, label in self.race_rows.items():
            if seat < 0:
                continue
            if seat in race.times:
                place = race.order().index(seat) + 1
                label.setText(fill(self.tr("#%1 · %2 s"), str(place), f"{race.times[seat] / 1000:.2f}"))
            else:
                label.setText(self.tr("kept still") if race.finished else "…")

    # --- wishes and what follows --------------------------------------------------------------

    def _wish_page(self, state, player: int, name: str) -> None:
        lamp = self.content.lamp_cards[state.wish_card]
        layout = self._new_page(fill(self.tr("%1, the genie offers: %2"), name, lamp.name.get(self.language)))
        self._label(lamp.text.get(self.language), layout)
        if may_refuse_wish(state):
            self._label(
                fill(
                    self.tr("Wish %1 of 3. Refuse it to see the next; the third must be taken."), str(state.wish_number)
                ),
                layout,
            )
        else:
            self._label(self.tr("The third wish must be taken."), layout)
        layout.addWidget(self._button(self.tr("Accept the wish"), a.AcceptWish(), "accept"))
        if may_refuse_wish(state):
            layout.addWidget(self._button(self.tr("Refuse it"), a.RefuseWish(), "refuse"))

    def _pick_page(self, state, player: int, name: str) -> None:
        titles = {
            Pick.DISCARD: self.tr("%1, take a card from the discard pile"),
            Pick.STEAL: self.tr("%1, take a treasure from another player"),
            Pick.RAMPAGE: self.tr("%1, take a treasure from the player who woke the genie"),
            Pick.RING: self.tr("%1, the ring's power: take a card from the discard pile"),
        }
        layout = self._new_page(fill(titles[state.pick_kind], name))
        st = state.static
        grid = QGridLayout()
        n = 0
        for act in legal_actions(state):
            if type(act) is a.TakeCard:
                card = st.index[act.card]
                owner = next((q for q in range(state.players) if card in state.tableau[q]), NO_PLAYER)
                text = self._card_name(card)
                if owner != NO_PLAYER:
                    text += " · " + self.controller.seats[owner].name
                button = self._button(
                    text, act, f"take-{act.card}", card_icon(st.kind[card], st.metal[card], st.scorpions[card])
                )
                grid.addWidget(button, n, 0)
                n += 1
        layout.addLayout(grid)
        for act in legal_actions(state):
            if type(act) is a.TakeRing:
                layout.addWidget(self._button(self.tr("Take the magic ring"), act, "take-ring"))
        layout.addWidget(self._button(self.tr("Take nothing"), a.TakeNothing(), "take-nothing"))

    def _card_name(self, card: int) -> str:
        st = self.controller.state.static
        kind = self.content.kind_names[st.kind[card]].get(self.language)
        metal = st.metal[card]
        if metal < 0:
            return kind
        return fill(self.tr("%1 (%2)"), kind, self.content.metal_names[METALS[metal]].get(self.language))

    def _chest_page(self, state, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1, choose a chest for the free draw"), name))
        for act in legal_actions(state):
            metal = METALS.index(act.chest)
            left = len(state.decks[metal])
            text = (
                self.content.metal_names[act.chest].get(self.language)
                + " · "
                + plural(self.tr("%n card(s) left", "", left), left)
            )
            layout.addWidget(self._button(text, act, f"chest-{act.chest.value}"))

    def _retune_page(self, state, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1, turn one of your dice"), name))
        for metal, value in state.dice[player]:
            chest = self.content.metal_names[METALS[metal]].get(self.language)
            self._label(fill(self.tr("Now: %1 on the %2."), str(value), chest), layout)
        grid = QGridLayout()
        for act in legal_actions(state):
            metal, _ = state.dice[player][act.die]
            chest = plain_label(self.content.metal_names[METALS[metal]].get(self.language))
            grid.addWidget(chest, act.die, 0)
            grid.addWidget(
                self._button("", act, f"retune-{act.die}-{act.value}", die_icon(act.value, player), icon_px=34),
                act.die,
                act.value,
            )
        layout.addLayout(grid)

    def _name_page(self, state, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1 woke the genie for nothing!"), name))
        self._label(self.tr("Calm it: choose who may take one of your treasures."), layout)
        for act in legal_actions(state):
            layout.addWidget(
                self._button(self.controller.seats[act.player].name, act, f"name-{act.player}", mark_icon(act.player))
            )

    def _draw_page(self, state, player: int, name: str) -> None:
        chest = self.content.metal_names[METALS[state.explore_metal]].get(self.language)
        layout = self._new_page(fill(self.tr("%1 explores the %2"), name, chest))
        limit = scorpion_limit(state, player)
        self._label(
            fill(
                self.tr("Cards drawn: %1 of %2. Scorpions: %3 — at %4 you lose them all."),
                str(len(state.drawn)),
                str(state.dice[player][state.explore_die][1]),
                str(state.drawn_scorpions),
                str(limit),
            ),
            layout,
        )
        row = QHBoxLayout()
        for act in legal_actions(state):
            if type(act) is a.DrawCard:
                row.addWidget(self._button(self.tr("Draw a card"), act, "draw"))
            else:
                row.addWidget(self._button(self.tr("Stop and keep them"), act, "stop"))
        layout.addLayout(row)

    def _amulet_page(self, state, player: int, name: str) -> None:
        layout = self._new_page(fill(self.tr("%1, place your new amulet"), name))
        self._label(
            self.tr(
                "Under your gems of one colour it counts as that colour (it never moves) until "
                "you lose the last of them. Alone it is 1 point."
            ),
            layout,
        )
        for act in legal_actions(state):
            if type(act) is a.PlaceAmulet:
                kind = Kind(act.gem)
                held = len(state.gem_stack(player, kind))
                text = fill(
                    self.tr("Under your %1 (%2 held)"), self.content.kind_names[kind].get(self.language), str(held)
                )
                layout.addWidget(self._button(text, act, f"amulet-{act.gem}", card_icon(kind, -1, 0)))
            else:
                layout.addWidget(self._button(self.tr("Keep it alone"), act, "amulet-alone"))
