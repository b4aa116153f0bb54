"""Aladdin's table as one QGraphicsScene: the three chests, the lamp deck, the discard pile, the
cards being drawn (or the wish offered), and every player's place.

`show_state(state, seats)` works out plain data from the state and hands it to the items, which
update in place and repaint only when their data differs. Given an action's change flags
(`ActionRecord.changes`, rules/magic_lamp/queries.py PARTS), a section none of whose flags
changed, with the same view inputs (the race on the table, the seats, a chest to choose), is
skipped altogether. The board shows only what the whole table may see: during the secret choice
the dice are under cloths. It scales to the window (fit), so a 4K projector gets it large.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtWidgets import QWidget

from desktop_app.content.magic_lamp import ACCESSORIES, GEMS, METALS, Kind, MagicLampContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.magic_lamp.flow import explorer
from desktop_app.rules.magic_lamp.queries import (
    cards_above_wizard,
    most_scorpions_on_a_card,
    scorpion_limit,
    scorpions_to_spare,
    unseen_chest_cards,
)
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import ALONE, Phase, State
from desktop_app.views.kit.look import NORMAL, PRESENTATION
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.kit.zoom import ZoomView
from desktop_app.views.magic_lamp.explore_item import ExploreItem
from desktop_app.views.magic_lamp.items import ChestItem, LampItem, PileItem, RingSupplyItem, TableItem
from desktop_app.views.magic_lamp.player_area import PlayerAreaItem, PlayerData

MARGIN, GAP = 20, 20
TOP_HEIGHT, MIDDLE_HEIGHT = 250, 250
COLUMNS = 3

RACE = "race"  # the view's own flag: the race on the table (its notes, the dice covered) changed
# The table's sections and the change flags (rules/magic_lamp/queries.py PARTS) each one shows.
SECTIONS: dict[str, frozenset[str]] = {
    "chests": frozenset({"decks", "dice", "turn"}),  # cards left; the chest being explored
    "piles": frozenset({"decks", "players"}),  # the lamp deck, the discard pile, the wizards
    "middle": frozenset({"decks", "dice", "lamp", "players", "turn"}),  # what happens now
    "players": frozenset({"players", "dice", "turn", RACE}),
}


def card_face(state: State, card: int) -> tuple[Kind, int, int]:
    """(kind, metal, scorpions) of a card, for drawing."""
    st = state.static
    return st.kind[card], st.metal[card], st.scorpions[card]


def player_data(state: State, seat: int, name: str) -> PlayerData:
    """A player's area worked out from the state (what the whole table sees)."""
    st = state.static
    data = PlayerData(name=name, seat=seat)
    gems, amulets = [0] * 4, [0] * 4
    accessories = [[0, 0, 0] for _ in range(3)]
    under = state.amulet_colour
    for card in state.tableau[seat]:
        kind = st.kind[card]
        if kind in GEMS:
            gems[GEMS.index(kind)] += 1
        elif kind in ACCESSORIES:
            accessories[st.metal[card]][ACCESSORIES.index(kind)] += 1
        elif kind is Kind.AMULET:
            colour = under.get(card, ALONE)
            if colour == ALONE:
                data.alone_amulets += 1
            else:
                amulets[colour] += 1
    data.gems = list(zip(gems, amulets))
    data.accessories = accessories
    data.sets = state.complete_sets(seat)
    secret = state.phase is Phase.CHOOSE
    data.dice = [(m, 0 if secret else v) for m, v in state.dice[seat]]
    data.ring = state.ring_holder == seat
    data.ward = state.ward[seat]
    return data


class MagicLampBoardView(ZoomView):
    """The whole table; emits `lamp_clicked` (the race) and `chest_clicked(metal)`."""

    lamp_clicked = Signal()
    chest_clicked = Signal(int)

    def __init__(self, content: MagicLampContent, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content, self.language = content, language
        self.animate = True
        self.presentation = False
        self.look = NORMAL  # presentation mode's look (items.py Look), given to every item
        self.set_up_table()
        self.setAccessibleName(self.tr("Aladdin's table"))
        self.setAccessibleDescription(
            self.tr(
                "The three chests, the magic lamp, the discard pile and the wizard at the top; the "
                "cards being drawn in the middle; every player's dice, gems and accessories below. "
                "Point at anything to read what it is."
            )
        )
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        scene = self.scene()
        self.chests = [ChestItem(i, "") for i in range(3)]
        for i, chest in enumerate(self.chests):
            chest.setPos(MARGIN + i * 220, MARGIN)
            chest.clicked.connect(self.chest_clicked.emit)  # its key: the metal
            scene.addItem(chest)
        self.lamp = LampItem()
        self.lamp.setPos(MARGIN + 660, MARGIN)
        self.lamp.clicked.connect(self.lamp_clicked)
        self.discard = PileItem()
        self.discard.setPos(MARGIN + 940, MARGIN)
        self.wizards = PileItem()
        self.wizards.setPos(MARGIN + 1160, MARGIN)
        self.ring = RingSupplyItem()
        self.ring.setPos(MARGIN + 1370, MARGIN + 70)
        self.explore = ExploreItem()
        self.explore.setPos(MARGIN, MARGIN + TOP_HEIGHT + GAP)
        for item in (self.lamp, self.discard, self.wizards, self.ring, self.explore):
            scene.addItem(item)
        self.players: list[PlayerAreaItem] = []
        self.race_status: dict[int, str] = {}
        self.race_notes: dict[int, str] = {}
        self.keys: dict[int, str] = {}  # human seat -> its lamp key, shown beside the name
        self.dice_covered = False
        self.repainted: list[str] = []  # the items the last show_state repainted
        self._inputs: object = None  # the view inputs the table was last drawn with
        self._race_inputs: object = None  # ... and the race's, which only the players' places show
        self.state_shown: State | None = None  # the state last shown (a state is never changed in place)

    # --- drawing the state -------------------------------------------------------------------

    def show_state(
        self, state: State, seats: list[Seat], chest_choice: bool = False, changed: frozenset[str] | None = None
    ) -> None:
        """Update the items from the state (the table's public view).

        `changed` is what the last action changed (`ActionRecord.changes`); None updates every
        section (a new window, undo, a load). Items given the data they show are not
        repainted."""
        self._ensure_players(state.players)
        self.repainted = []
        inputs = (tuple((seat.name, seat.bot) for seat in seats), chest_choice)
        if inputs != self._inputs:
            self._inputs, changed = inputs, None
        # the race on the table (its notes, the dice covered for the countdown, the lamp keys) is
        # shown in the players' places alone
        race = (self.dice_covered, dict(self.race_status), dict(self.race_notes), dict(self.keys))
        if race != self._race_inputs:
            self._race_inputs = race
            if changed is not None:
                changed = changed | {RACE}
        self.state_shown = state
        todo = {section for section, flags in SECTIONS.items() if changed is None or changed & flags}
        if "chests" in todo:
            self._show_chests(state, chest_choice)
        if "piles" in todo:
            self._show_piles(state)
        if "middle" in todo:
            self._show_middle(state, seats)
        if "players" in todo:
            self._show_players(state, seats)

    def _mark(self, name: str, repainted: bool) -> None:
        if repainted:
            self.repainted.append(name)

    def _show_chests(self, state: State, chest_choice: bool) -> None:
        c, lang = self.content, self.language
        for i, chest in enumerate(self.chests):
            exploring = state.phase is Phase.DRAW and state.explore_metal == i
            self._mark(
                f"chest:{i}",
                chest.set_data(
                    c.metal_names[METALS[i]].get(lang),
                    len(state.decks[i]),
                    plural(self.tr("%n card(s)", "", len(state.decks[i])), len(state.decks[i])),
                    exploring,
                    chest_choice and bool(state.decks[i]),
                ),
            )
            chest.set_description(self._chest_tip(state, i, chest_choice))

    def _chest_tip(self, state: State, metal: int, chest_choice: bool) -> str:
        """What a chest is, what is left in it (by scorpions) and where its wizard waits."""
        name = self.content.metal_names[METALS[metal]].get(self.language)
        left = len(state.decks[metal])
        lines = [fill(plural(self.tr("%1: %n card(s) face down.", "", left), left), name)]
        above = cards_above_wizard(state, metal)
        if above is None:
            lines.append(self.tr("Its wizard has been found."))
        else:
            lines.append(
                plural(
                    self.tr(
                        "Its wizard lies 6th from the bottom: %n card(s) above it. Whoever draws it ends the game.",
                        "",
                        above,
                    ),
                    above,
                )
            )
        counts = [0] * (most_scorpions_on_a_card(state) + 1)
        for card in unseen_chest_cards(state, metal):
            counts[state.static.scorpions[card]] += 1
        lines.append(
            fill(
                self.tr("Still unseen: %1 without a scorpion, %2 with one, %3 with two."),
                *(str(n) for n in (counts + [0, 0, 0])[:3]),
            )
        )
        if chest_choice:
            lines.append(self.tr("Click to take its top cards for the free draw."))
        return "\n".join(lines)

    def _show_piles(self, state: State) -> None:
        self._mark(
            "lamp",
            self.lamp.set_data(
                self.tr("Magic lamp"),
                len(state.lamp_deck),
                plural(self.tr("%n wish(es)", "", len(state.lamp_deck)), len(state.lamp_deck)),
            ),
        )
        top = card_face(state, state.discard[-1]) if state.discard else None
        self._mark(
            "discard",
            self.discard.set_data(
                self.tr("Discard pile"), top, plural(self.tr("%n card(s)", "", len(state.discard)), len(state.discard))
            ),
        )
        wizard = card_face(state, state.wizards[-1]) if state.wizards else None
        self._mark(
            "wizards",
            self.wizards.set_data(
                self.tr("Wizard"), wizard, self.tr("Game over!") if state.wizards else self.tr("Not yet found")
            ),
        )
        self.ring.setVisible(state.options.magic_ring and state.ring_holder < 0)
        wishes = len(state.lamp_deck)
        self.lamp.set_description(
            plural(
                self.tr(
                    "The magic lamp: %n wish(es) face down. When your die shows the same number as "
                    "another player's die, touch the lamp first (your key, or a click) to summon the "
                    "genie: up to 3 wishes. Touching it when no dice match angers the genie.",
                    "",
                    wishes,
                ),
                wishes,
            )
        )
        self.discard.set_description(
            plural(
                self.tr(
                    "Discard pile: %n card(s). Cards lost to the scorpions land here; some wishes "
                    "(and the magic ring) take a card back from it.",
                    "",
                    len(state.discard),
                ),
                len(state.discard),
            )
        )
        self.wizards.set_description(
            self.tr("The wizard: one lies in each chest, 6th from the bottom. The first one drawn ends the game.")
        )
        self.ring.set_description(
            self.tr(
                "The magic ring (variant): draw all six cards of a 6 with fewer than 6 scorpions to "
                "win it: 5 points, and a card of your choice from the discard pile."
            )
        )

    def _show_players(self, state: State, seats: list[Seat]) -> None:
        scores = score_breakdown(state)
        labels = {"gems": self.tr("Gems"), "accessories": self.tr("Accessories")}
        for seat, area in enumerate(self.players):
            data = player_data(state, seat, seats[seat].name)
            if self.dice_covered:
                data.dice = [(m, 0) for m, _ in data.dice]
            data.score = plural(self.tr("%n point(s)", "", scores[seat]["total"]), scores[seat]["total"])
            data.note = self.race_notes.get(seat) or self._seat_note(seats[seat], seat)
            data.status = self.race_status.get(seat, "")
            data.active = state.actor == seat and state.phase is not Phase.RACE
            self._mark(f"player:{seat}", area.set_data(data, labels))
            area.set_description(self._player_tip(state, seats, seat, scores[seat]))

    def _player_tip(self, state: State, seats: list[Seat], seat: int, row: dict[str, int]) -> str:
        """A player's place: the points by source, and what the symbols in it mean."""
        lines = [
            fill(plural(self.tr("%1: %n point(s) now", "", row["total"]), row["total"]), seats[seat].name),
            fill(self.tr("· cards held, 1 point each: %1"), str(row["cards"])),
            fill(
                self.tr("· complete ring + bracelet + necklace of one chest (bronze 6, silver 8, gold 10): %1"),
                str(row["sets"]),
            ),
            fill(self.tr("· most of a gem colour, 5 each (a tie scores nothing): %1"), str(row["majorities"])),
        ]
        if state.options.magic_ring:
            lines.append(fill(self.tr("· the magic ring: %1"), str(row["ring"])))
        lines.append(
            self.tr(
                "Gems: the number under each colour counts its cards; amulets placed under a colour "
                "count as that colour. Accessories: one row per chest; a full row is a set, which "
                "cannot be stolen."
            )
        )
        return "\n".join(lines)

    def _seat_note(self, seat: Seat, index: int) -> str:
        if seat.is_human:
            if index in self.keys:
                return fill(self.tr("Player · lamp key %1"), self.keys[index])
            return self.tr("Player")
        levels = {
            "beginner": self.tr("computer, beginner"),
            "expert": self.tr("computer, expert"),
            "random": self.tr("computer, random"),
        }
        return levels.get(seat.bot or "", self.tr("computer, normal"))

    def _show_middle(self, state: State, seats: list[Seat]) -> None:
        phase = state.phase
        cards = [card_face(state, c) for c in state.drawn]
        if phase is Phase.WISH and state.wish_card >= 0:
            lamp = self.content.lamp_cards[state.wish_card]
            title = fill(self.tr("%1's genie grants a wish (%2 of 3)"), seats[state.actor].name, str(state.wish_number))
            self._mark(
                "middle",
                self.explore.set_data(
                    title,
                    [],
                    "",
                    False,
                    lamp.name.get(self.language),
                    lamp.text.get(self.language),
                ),
            )
            self.explore.set_description(f"{title}\n{lamp.name.get(self.language)}: {lamp.text.get(self.language)}")
            return
        if phase is Phase.DRAW:
            p, die = state.actor, state.explore_die
            limit = scorpion_limit(state, p)
            chest = self.content.metal_names[METALS[state.explore_metal]].get(self.language)
            title = fill(self.tr("%1 explores the %2 (die %3)"), seats[p].name, chest, str(state.dice[p][die][1]))
            left = scorpions_to_spare(state)
            status = f"{state.drawn_scorpions} / {limit}\n" + plural(
                self.tr("%n more scorpion(s) and all is lost", "", left), left
            )
            self._mark("middle", self.explore.set_data(title, cards, status, left <= 1, animate=self.animate))
            self.explore.set_description(
                fill(
                    self.tr(
                        "The cards drawn, face up, each with its scorpions at the bottom. %1 scorpions "
                        "so far; at %2 all the cards drawn are lost. One card can carry two."
                    ),
                    str(state.drawn_scorpions),
                    str(limit),
                )
            )
            return
        hint = ""
        if phase is Phase.CHOOSE:
            title = fill(self.tr("Round %1: everyone secretly sets a die on a chest"), str(state.round))
            hint = self.tr(
                "The die's number is how many cards its owner wants to draw from that chest. "
                "In each chest the lowest die explores; equal dice cancel each other out.\n"
                "Too many scorpions and the cards drawn are lost — one card can carry two: stop in time!"
            )
        elif phase is Phase.RACE:
            title = self.tr("Matching dice? Touch the lamp first to summon the genie!")
            hint = self.tr(
                "A die showing the same number as another player's die lets its owner race for "
                "the genie's wishes. Touching the lamp when no two players' dice match angers "
                "the genie: you must let someone take one of your treasures."
            )
        elif phase is Phase.GAME_OVER:
            title = self.tr("The wizard appeared: the game is over")
            best = max(row["total"] for row in score_breakdown(state))
            names = self.tr(", ").join(seats[p].name for p in state.winners)
            hint = fill(plural(self.tr("Most treasure: %1 with %n point(s).", "", best), best), names)
        else:
            title = self._explorers_text(state, seats)
        self._mark("middle", self.explore.set_data(title, [], "", False, hint=hint))
        self.explore.set_description(hint or title)

    def _explorers_text(self, state: State, seats: list[Seat]) -> str:
        parts = []
        for metal in range(3):
            found = explorer(state, metal)
            if found is not None:
                chest = self.content.metal_names[METALS[metal]].get(self.language)
                parts.append(fill(self.tr("%1: %2"), chest, seats[found[0]].name))
        if not parts:
            return self.tr("No one explores this round")
        return fill(self.tr("Explorers — %1"), " · ".join(parts))

    def _ensure_players(self, count: int) -> None:
        if len(self.players) == count:
            return
        top = MARGIN + TOP_HEIGHT + GAP + MIDDLE_HEIGHT + GAP
        columns = COLUMNS if count != 4 else 2
        width = PlayerAreaItem.WIDTH
        for seat in range(count):
            area = PlayerAreaItem(seat)
            area.set_look(self.look)
            row, col = divmod(seat, columns)
            in_row = min(columns, count - row * columns)
            offset = (1480 - in_row * width - (in_row - 1) * GAP) / 2
            area.setPos(MARGIN + offset + col * (width + GAP), top + row * (PlayerAreaItem.HEIGHT + GAP))
            self.scene().addItem(area)
            self.players.append(area)
        rows = (count + columns - 1) // columns
        height = top + rows * (PlayerAreaItem.HEIGHT + GAP) + MARGIN - GAP
        self.scene().setSceneRect(QRectF(0, 0, 1480 + 2 * MARGIN, height))
        self._fit()

    # --- the race, drawn on the table --------------------------------------------------------

    def set_race(self, racing: bool, countdown: str, touches: list[int], covered: bool) -> None:
        self.dice_covered = covered
        self.lamp.set_race(racing, countdown, touches, self.animate)

    # --- presentation mode and zoom ----------------------------------------------------------

    def set_presentation(self, on: bool) -> None:
        """Presentation mode (for a class at a projector): every item of the table in the
        presentation look (larger text, thicker edges and strokes, dark ink only), and the table
        fitted to its items' edges (the margins go); off restores the normal look exactly."""
        self.presentation = on
        self.look = PRESENTATION if on else NORMAL
        for item in self.scene().items():
            if isinstance(item, TableItem):
                item.set_look(self.look)
        self._fit()

    def _fit_rect(self) -> QRectF:
        """What fitting shows: the table; in presentation mode without its margins (larger)."""
        rect = self.scene().sceneRect()
        if self.presentation:
            trim = MARGIN - TableItem.PAINT_MARGIN  # (a presentation edge stays inside it)
            rect = rect.adjusted(trim, trim, -trim, -trim)
        return rect
